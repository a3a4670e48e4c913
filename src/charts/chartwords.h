#pragma once

#include <QLocale>
#include <QString>

namespace pilot::app {

/// The locale numbers on a chart are written in: the language's, or the UI's when empty.
QLocale chartLocale(const QString &language);

} // namespace pilot::app
