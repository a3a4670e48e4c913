#include "core/support/jsontextcheck.h"

#include "core/support/coretr.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>

namespace pilot {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The code unit of a \uXXXX escape at `at` (the backslash), or -1 when there is none there.
int escapedUnit(const QByteArray &s, qsizetype at)
{
    if (at + 5 >= s.size() || s.at(at) != '\\' || s.at(at + 1) != 'u')
        return -1;
    int unit = 0;
    for (int i = 2; i < 6; ++i) {
        const int h = at + i < s.size() ? hexValue(s.at(at + i)) : -1;
        if (h < 0)
            return -1;
        unit = unit * 16 + h;
    }
    return unit;
}

} // namespace

JsonTextProblem checkJsonText(const QByteArray &json)
{
    JsonTextProblem p;
    const qsizetype n = json.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = json.at(i);
        if (c == '"') {
            // A string: its escapes, up to the closing quote (a syntax error is the parser's to report).
            for (++i; i < n && json.at(i) != '"'; ++i) {
                if (json.at(i) != '\\')
                    continue;
                const int unit = escapedUnit(json, i);
                if (unit < 0) {
                    ++i; // \" \\ \n …: the escaped character is not the string's end
                    continue;
                }
                if (unit >= 0xDC00 && unit <= 0xDFFF) {
                    p.message = CoreTr::tr("a \\u escape names a lone surrogate (U+%1), which no text can hold")
                                    .arg(QString::number(unit, 16).toUpper());
                    p.offset = i;
                    return p;
                }
                if (unit >= 0xD800 && unit <= 0xDBFF) {
                    const int low = escapedUnit(json, i + 6);
                    if (low < 0xDC00 || low > 0xDFFF) {
                        p.message = CoreTr::tr("a \\u escape names a lone surrogate (U+%1), which no text can hold")
                                        .arg(QString::number(unit, 16).toUpper());
                        p.offset = i;
                        return p;
                    }
                    i += 6; // the pair's low half
                }
                i += 5;
            }
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            qsizetype end = i;
            while (end < n
                   && (std::isdigit(static_cast<unsigned char>(json.at(end))) || json.at(end) == '-' || json.at(end) == '+'
                       || json.at(end) == '.' || json.at(end) == 'e' || json.at(end) == 'E'))
                ++end;
            const std::string number(json.constData() + i, std::size_t(end - i));
            const double value = std::strtod(number.c_str(), nullptr);
            if (std::isinf(value)) {
                p.message = CoreTr::tr("number overflow parsing '%1': it is larger than any number a double holds")
                                .arg(QString::fromLatin1(number.substr(0, 40)));
                p.offset = i;
                return p;
            }
            i = end - 1;
        }
    }
    return p;
}

} // namespace pilot
