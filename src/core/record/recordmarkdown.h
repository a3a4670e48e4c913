#pragma once

#include "pilot_core_export.h"
#include "core/record/recorddocument.h"

#include <QString>

namespace pilot {

/// The record as CommonMark (GitHub-flavoured tables). Every text is passed through
/// markdownEscaped, so a CommonMark renderer shows exactly the literal text: no raw HTML,
/// no links or images, no emphasis, headings, lists, tables or code that the text did not get
/// from the document's structure.
/// Figures link the image files `images` names (written beside the record by exportRecord);
/// one without a file is left out.
PILOT_CORE_EXPORT QString recordMarkdown(const RecordDocument &document, const RecordImages &images = {});

/// One line of literal text for Markdown: '<', '>' and '&' as character references, Markdown
/// punctuation backslash-escaped, and what would start a block at the beginning of a line
/// ("- ", "+ ", "1. ", "===", indentation) neutralised. A '\n' in `text` is not allowed here
/// (renderers split lines first); it is turned into a space.
PILOT_CORE_EXPORT QString markdownEscaped(const QString &text);

} // namespace pilot
