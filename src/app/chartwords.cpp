#include "chartwords.h"

#include <QCoreApplication>
#include <QTranslator>

#include <memory>

namespace pilot::app {

QString chartWord(const char *context, const char *source, const QString &language)
{
    if (language.isEmpty())
        return QCoreApplication::translate(context, source);
    if (language != QLatin1String("de"))
        return QString::fromUtf8(source); // the sources are the English texts
    // Loaded once, on the thread that draws charts (the GUI's).
    static const std::unique_ptr<QTranslator> german = [] {
        auto t = std::make_unique<QTranslator>();
        if (!t->load(QStringLiteral("migration-pilot_de"), QStringLiteral(":/i18n")))
            t.reset();
        return t;
    }();
    const QString word = german ? german->translate(context, source) : QString();
    return word.isEmpty() ? QString::fromUtf8(source) : word;
}

QLocale chartLocale(const QString &language)
{
    if (language.isEmpty())
        return QLocale();
    return QLocale(language == QLatin1String("de") ? QLocale::German : QLocale::English);
}

} // namespace pilot::app
