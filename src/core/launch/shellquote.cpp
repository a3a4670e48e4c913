#include "core/launch/shellquote.h"

namespace pilot {

QString shellQuote(const QString &word)
{
    QString quoted;
    quoted.reserve(word.size() + 2);
    quoted += QLatin1Char('\'');
    for (const QChar c : word) {
        if (c == QLatin1Char('\''))
            quoted += QLatin1String("'\\''");
        else
            quoted += c;
    }
    quoted += QLatin1Char('\'');
    return quoted;
}

QString shellCommandLine(const QStringList &words)
{
    QStringList quoted;
    quoted.reserve(words.size());
    for (const QString &word : words)
        quoted << shellQuote(word);
    return quoted.join(QLatin1Char(' '));
}

} // namespace pilot
