#include "core/support/lenientjson.h"

#include <cmath>
#include <limits>

namespace pilot {

QJsonDocument parseLenientJson(const QByteArray &text, QJsonParseError *error)
{
    QByteArray out;
    out.reserve(text.size() + 64);
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        // Outside strings a letter can only start true, false, null or one of these tokens.
        bool replaced = false;
        for (const char *token : {"-Infinity", "Infinity", "NaN"}) {
            const qsizetype n = qsizetype(qstrlen(token));
            if (!replaced && text.mid(i, n) == token) {
                out += '"';
                out += token;
                out += '"';
                i += n - 1;
                replaced = true;
            }
        }
        if (!replaced)
            out += c;
    }
    return QJsonDocument::fromJson(out, error);
}

double lenientNumber(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toDouble();
    const QString s = value.toString();
    if (s == QLatin1String("NaN"))
        return std::numeric_limits<double>::quiet_NaN();
    if (s == QLatin1String("Infinity"))
        return std::numeric_limits<double>::infinity();
    if (s == QLatin1String("-Infinity"))
        return -std::numeric_limits<double>::infinity();
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace pilot
