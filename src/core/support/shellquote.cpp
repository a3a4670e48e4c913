#include "core/support/shellquote.h"

namespace pilot {

std::optional<QString> shellQuote(const QString &word)
{
    if (word.contains(QChar(u'\0')))
        return std::nullopt;
    QString quoted;
    quoted.reserve(word.size() + 2);
    quoted += QLatin1Char('\'');
    for (const QChar c : word) {
        if (c == QLatin1Char('\''))
            quoted += QLatin1String("'\\''"); // close, an escaped quote, reopen
        else
            quoted += c;
    }
    quoted += QLatin1Char('\'');
    return quoted;
}

std::optional<QString> shellQuoteWords(const QStringList &words)
{
    QStringList quoted;
    quoted.reserve(words.size());
    for (const QString &w : words) {
        const std::optional<QString> q = shellQuote(w);
        if (!q)
            return std::nullopt;
        quoted << *q;
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace pilot
