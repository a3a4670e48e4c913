#include "core/support/yamlscalarmark.h"

#include <QList>
#include <QString>

#include <algorithm>

namespace pilot {

YAML::Mark markInScalar(const QByteArray &yaml, const YAML::Mark &mark, qsizetype offset)
{
    if (mark.is_null() || offset < 0)
        return mark;
    const QList<QByteArray> lines = yaml.split('\n');
    if (mark.line < 0 || mark.line >= lines.size())
        return mark;
    const QString line = QString::fromUtf8(lines.at(mark.line));
    qsizetype at = mark.column;
    if (at < 0 || at >= line.size())
        return mark;
    const QChar quote = line.at(at);
    const bool doubleQuoted = quote == QLatin1Char('"');
    const bool singleQuoted = quote == QLatin1Char('\'');
    if (doubleQuoted || singleQuoted)
        ++at;
    for (qsizetype consumed = 0; consumed < offset; ++consumed) {
        if (at >= line.size())
            return mark;
        if (doubleQuoted && line.at(at) == QLatin1Char('\\') && at + 1 < line.size()) {
            const QChar kind = line.at(at + 1);
            at += kind == QLatin1Char('x') ? 4 : kind == QLatin1Char('u') ? 6 : kind == QLatin1Char('U') ? 10 : 2;
        } else if (singleQuoted && line.at(at) == QLatin1Char('\'') && at + 1 < line.size() && line.at(at + 1) == QLatin1Char('\'')) {
            at += 2;
        } else {
            ++at;
        }
    }
    YAML::Mark out = mark;
    out.column = int(std::min<qsizetype>(at, line.size()));
    return out;
}

} // namespace pilot
