#pragma once

#include "core/record/recorddocument.h"

#include <QByteArray>
#include <QString>

namespace pilot {

/// The record as a paginated A4 PDF (page numbers at the foot of each page), in memory.
///
/// The text is laid out here, line by line, and every line is drawn once: the time grows with
/// the length of the record, however long a single note, reason or table cell is (Qt's rich
/// text re-shapes a whole paragraph for every page it is drawn on, which made long records take
/// minutes). A table row longer than a page continues on the next, under a repeated header.
/// Nothing is parsed as markup and nothing is loaded: the document's text is literal. Figures
/// are drawn from `images` (a figure without one is left out); a page break starts a new page.
///
/// Needs a QGuiApplication (the offscreen platform will do). Returns an empty array and sets
/// `error` when the PDF could not be produced.
QByteArray recordPdf(const RecordDocument &document, const RecordImages &images, QString *error);

} // namespace pilot
