#pragma once

#include <QLocale>
#include <QString>

namespace pilot::app {

/// A chart's own word in `language` ("de" or "en"), for a chart drawn for a decision record,
/// which may be in another language than the window (or drawn by pilotctl, which has no
/// translator installed): read from the embedded catalog, never from the translators the
/// application has installed. An empty `language` is the UI's: QCoreApplication::translate.
/// `source` is the English text, marked with QT_TRANSLATE_NOOP in `context`.
QString chartWord(const char *context, const char *source, const QString &language);

/// The locale numbers on a chart are written in: the language's, or the UI's when empty.
QLocale chartLocale(const QString &language);

} // namespace pilot::app
