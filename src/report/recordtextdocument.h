#pragma once

#include "core/record/recorddocument.h"

#include <QPalette>
#include <QTextDocument>

namespace pilot {

/// A QTextDocument that loads no resource at all — no image, style sheet, file or data: URL.
/// QTextDocument's own loadResource reads local files by itself when nobody else provides
/// them (even where a QTextBrowser declines to); this one declines everything.
class InertTextDocument : public QTextDocument
{
public:
    using QTextDocument::QTextDocument;

protected:
    QVariant loadResource(int type, const QUrl &name) override;
};

/// Fills `document` (cleared first) with the record for reading on screen: headings,
/// paragraphs, bulleted items and tables made through QTextCursor. The record's text is
/// inserted as text — never parsed as HTML or Markdown — so it can neither format itself nor
/// make the document fetch an image or a style sheet.
///
/// Bulleted items are indented paragraphs rather than a QTextList, which keeps its items
/// ordered by position at a cost that grows with the square of their number (a change log of
/// 25,700 entries took 17 s). A table holding more than 100,000 characters is shown as rows of
/// paragraphs (each cell under its column's name): Qt lays out a table in full at every change
/// of width, paragraphs only as they come into view.
///
/// The tables' header cells take their colours from `palette` (button and button text), so
/// the record reads in a dark theme as in a light one; everything else is drawn in the
/// colours of the view that shows the document. Figures are shown from `images`, which the
/// document keeps as its own resources (a figure without one is left out).
void fillTextDocument(QTextDocument *document, const RecordDocument &record, const RecordImages &images = {},
                      const QPalette &palette = QPalette());

} // namespace pilot
