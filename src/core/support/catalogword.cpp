#include "core/support/catalogword.h"

#include <QCoreApplication>
#include <QTranslator>

#include <memory>

namespace pilot {

QString translatedIn(const QString &language, const char *context, const char *source)
{
    if (language.isEmpty())
        return QCoreApplication::translate(context, source);
    if (language != QLatin1String("de"))
        return QString::fromUtf8(source); // the sources are the English texts
    // Loaded once, and only read afterwards, so any thread may ask.
    static const std::unique_ptr<QTranslator> german = [] {
        auto t = std::make_unique<QTranslator>();
        if (!t->load(QStringLiteral("migration-pilot_de"), QStringLiteral(":/i18n")))
            t.reset();
        return t;
    }();
    const QString word = german ? german->translate(context, source) : QString();
    return word.isEmpty() ? QString::fromUtf8(source) : word;
}

} // namespace pilot
