#pragma once

#include <QString>

namespace pilot {

/// Renders HTML into a paginated A4 PDF (Qt's PDF writer, page numbers at the foot of each
/// page). Needs a QGuiApplication (the offscreen platform will do). Returns false and sets
/// `error` when the file cannot be written.
bool writeHtmlAsPdf(const QString &html, const QString &title, const QString &path, QString *error);

} // namespace pilot
