#include "core/runs/flatjson.h"

#include <charconv>
#include <cstring>
#include <limits>

namespace pilot {

namespace {

constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                             1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

inline bool isDigit(char c)
{
    return static_cast<unsigned char>(c - '0') < 10;
}

inline const char *skipSpace(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
        ++p;
    return p;
}

// Bytes that may stand in a string body without ending it or needing the general parser.
struct PlainTable
{
    bool plain[256];
    constexpr PlainTable()
        : plain()
    {
        for (int c = 0; c < 256; ++c)
            plain[c] = c >= 0x20 && c != '"' && c != '\\';
    }
};
constexpr PlainTable kPlain;

// A string body without escapes or control characters; returns the closing quote or null.
inline const char *scanString(const char *p, const char *end)
{
    while (p < end && kPlain.plain[static_cast<unsigned char>(*p)])
        ++p;
    return p < end && *p == '"' ? p : nullptr;
}

// Parses the JSON number starting at `p`; returns the first byte after it, or null.
const char *parseNumberAt(const char *p, const char *end, FlatValue *out)
{
    const char *begin = p;
    const bool negative = p < end && *p == '-';
    if (negative)
        ++p;
    const char *intBegin = p;
    std::uint64_t mantissa = 0;
    while (p < end && isDigit(*p))
        mantissa = mantissa * 10 + std::uint64_t(*p++ - '0');
    const std::size_t intDigits = std::size_t(p - intBegin);
    if (intDigits == 0 || (*intBegin == '0' && intDigits > 1))
        return nullptr; // JSON allows neither "-" alone nor leading zeros
    std::size_t fracDigits = 0;
    bool integral = true;
    if (p < end && *p == '.') {
        integral = false;
        const char *fracBegin = ++p;
        while (p < end && isDigit(*p))
            mantissa = mantissa * 10 + std::uint64_t(*p++ - '0');
        fracDigits = std::size_t(p - fracBegin);
        if (fracDigits == 0)
            return nullptr;
    }
    long exponent = -long(fracDigits);
    if (p < end && (*p == 'e' || *p == 'E')) {
        integral = false;
        ++p;
        bool expNegative = false;
        if (p < end && (*p == '+' || *p == '-'))
            expNegative = *p++ == '-';
        if (p == end || !isDigit(*p))
            return nullptr;
        long e = 0;
        while (p < end && isDigit(*p)) {
            if (e < 100000)
                e = e * 10 + (*p - '0');
            ++p;
        }
        exponent += expNegative ? -e : e;
    }
    out->kind = FlatValue::Kind::Number;
    // Up to 19 digits the mantissa is exact in 64 bits; longer tokens take the slow path.
    const bool exact = intDigits + fracDigits <= 19;
    out->isInteger = integral && exact && mantissa <= std::uint64_t(std::numeric_limits<std::int64_t>::max());
    if (out->isInteger)
        out->integer = negative ? -std::int64_t(mantissa) : std::int64_t(mantissa);
    // Clinger's fast path: mantissa and power of ten are both exact doubles, so a single IEEE
    // multiplication or division rounds correctly. Everything else goes to from_chars.
    if (exact && mantissa < (std::uint64_t(1) << 53) && exponent >= -22 && exponent <= 22) {
        double v = double(mantissa);
        v = exponent < 0 ? v / kPow10[-exponent] : v * kPow10[exponent];
        out->number = negative ? -v : v;
        return p;
    }
    const auto result = std::from_chars(begin, p, out->number);
    if (result.ec != std::errc() && result.ec != std::errc::result_out_of_range)
        return nullptr;
    return p;
}

} // namespace

bool parseJsonNumber(std::string_view token, FlatValue *out)
{
    const char *end = token.data() + token.size();
    return parseNumberAt(token.data(), end, out) == end;
}

int scanFlatObject(const char *text, std::size_t len, FlatField *fields, int capacity)
{
    const char *p = text;
    const char *end = text + len;
    p = skipSpace(p, end);
    if (p == end || *p != '{')
        return -1;
    p = skipSpace(p + 1, end);
    int count = 0;
    if (p < end && *p == '}') {
        p = skipSpace(p + 1, end);
        return p == end ? 0 : -1;
    }
    for (;;) {
        if (p == end || *p != '"' || count == capacity)
            return -1;
        const char *keyEnd = scanString(p + 1, end);
        if (!keyEnd)
            return -1;
        FlatField &field = fields[count++];
        field.key = std::string_view(p + 1, std::size_t(keyEnd - p - 1));
        p = skipSpace(keyEnd + 1, end);
        if (p == end || *p != ':')
            return -1;
        p = skipSpace(p + 1, end);
        if (p == end)
            return -1;
        FlatValue &value = field.value;
        const char c = *p;
        if (c == '"') {
            const char *close = scanString(p + 1, end);
            if (!close)
                return -1;
            value.kind = FlatValue::Kind::String;
            value.text = std::string_view(p + 1, std::size_t(close - p - 1));
            p = close + 1;
        } else if (c == '{' || c == '[') {
            return -1;
        } else if (c == '-' || isDigit(c)) {
            const char *after = parseNumberAt(p, end, &value);
            if (!after) {
                // "-Infinity" starts like a number.
                if (std::size_t(end - p) >= 9 && std::memcmp(p, "-Infinity", 9) == 0) {
                    value.kind = FlatValue::Kind::Number;
                    value.isInteger = false;
                    value.number = -std::numeric_limits<double>::infinity();
                    after = p + 9;
                } else {
                    return -1;
                }
            }
            p = after;
        } else {
            const char *tokEnd = p;
            while (tokEnd < end && *tokEnd >= 'A' && *tokEnd <= 'z')
                ++tokEnd;
            const std::string_view tok(p, std::size_t(tokEnd - p));
            if (tok == "true" || tok == "false") {
                value.kind = FlatValue::Kind::Bool;
                value.boolean = tok == "true";
            } else if (tok == "null") {
                value.kind = FlatValue::Kind::Null;
            } else if (tok == "NaN") {
                value.kind = FlatValue::Kind::Number;
                value.isInteger = false;
                value.number = std::numeric_limits<double>::quiet_NaN();
            } else if (tok == "Infinity") {
                value.kind = FlatValue::Kind::Number;
                value.isInteger = false;
                value.number = std::numeric_limits<double>::infinity();
            } else {
                return -1;
            }
            p = tokEnd;
        }
        p = skipSpace(p, end);
        if (p == end)
            return -1;
        if (*p == ',') {
            p = skipSpace(p + 1, end);
            continue;
        }
        if (*p != '}')
            return -1;
        p = skipSpace(p + 1, end);
        return p == end ? count : -1;
    }
}

} // namespace pilot
