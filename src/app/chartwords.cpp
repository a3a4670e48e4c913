#include "chartwords.h"

#include "core/support/catalogword.h"

#include <QCoreApplication>

namespace pilot::app {

QString chartWord(const char *context, const char *source, const QString &language)
{
    if (language.isEmpty())
        return QCoreApplication::translate(context, source);
    return translatedIn(language, context, source);
}

QLocale chartLocale(const QString &language)
{
    if (language.isEmpty())
        return QLocale();
    return QLocale(language == QLatin1String("de") ? QLocale::German : QLocale::English);
}

} // namespace pilot::app
