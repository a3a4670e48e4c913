#include "chartwords.h"

namespace pilot::app {

QLocale chartLocale(const QString &language)
{
    if (language.isEmpty())
        return QLocale();
    return QLocale(language == QLatin1String("de") ? QLocale::German : QLocale::English);
}

} // namespace pilot::app
