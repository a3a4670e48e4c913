#pragma once

#include "pilot_core_export.h"
#include "core/record/recorddocument.h"

#include <QString>

namespace pilot {

/// The record as one self-contained HTML page (inline style; a Content-Security-Policy that
/// forbids scripts and any fetched resource, images other than those embedded as data URLs
/// included). Every text goes through htmlEscaped, so no text becomes a tag, an attribute or
/// a link. Figures are embedded from `images` as PNG data; one without an image is left out.
PILOT_CORE_EXPORT QString recordHtml(const RecordDocument &document, const RecordImages &images = {});

/// Literal text as HTML: '<', '>', '&' and '"' escaped, a '\n' as <br>.
PILOT_CORE_EXPORT QString htmlEscaped(const QString &text);

} // namespace pilot
