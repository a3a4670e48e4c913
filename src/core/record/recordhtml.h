#pragma once

#include "pilot_core_export.h"
#include "core/record/recorddocument.h"

#include <QString>

namespace pilot {

/// The record as one self-contained HTML page (inline style; a Content-Security-Policy that
/// forbids scripts, images and any other fetched resource). Every text goes through
/// htmlEscaped, so no text becomes a tag, an attribute or a link. Qt's rich text (the preview
/// of the Report stage) renders the same page.
PILOT_CORE_EXPORT QString recordHtml(const RecordDocument &document);

/// Literal text as HTML: '<', '>', '&' and '"' escaped, a '\n' as <br>.
PILOT_CORE_EXPORT QString htmlEscaped(const QString &text);

} // namespace pilot
