#include "core/runs/flatjson.h"

#include "core/runs/decimaltodouble.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>
#include <string>

namespace pilot {

namespace {

constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                             1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr std::uint64_t kPow10Int[] = {1,
                                       10,
                                       100,
                                       1000,
                                       10000,
                                       100000,
                                       1000000,
                                       10000000,
                                       100000000,
                                       1000000000,
                                       10000000000,
                                       100000000000,
                                       1000000000000,
                                       10000000000000,
                                       100000000000000,
                                       1000000000000000,
                                       10000000000000000,
                                       100000000000000000,
                                       1000000000000000000,
                                       10000000000000000000ULL};

// Up to this many significant digits the decimal mantissa is exact in 64 bits.
constexpr int kExactDigits = 19;

constexpr std::uint64_t kBytes(unsigned char c)
{
    return 0x0101010101010101ULL * c;
}
constexpr std::uint64_t kHighBits = kBytes(0x80);

inline bool isDigit(char c)
{
    return static_cast<unsigned char>(c - '0') < 10;
}

// Eight bytes with the first one in memory as the lowest; the word-at-a-time scans below find
// the first byte of interest with a count of trailing zero bits.
inline std::uint64_t load8(const char *p)
{
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

// High bit set in each zero byte of `x`. Borrows can mark bytes after a zero byte too, never
// before one, so the lowest mark is exact, and only the lowest is used.
inline std::uint64_t zeroBytes(std::uint64_t x)
{
    return (x - kBytes(1)) & ~x & kHighBits;
}

inline unsigned firstMarked(std::uint64_t marks)
{
    return unsigned(__builtin_ctzll(marks)) >> 3;
}

// `x` holds the eight bytes XOR '0', so digits are 0..9; returns how many of them lead.
// Carries out of a non-digit byte can only mark later bytes.
inline unsigned leadingDigits(std::uint64_t x)
{
    const std::uint64_t nonDigit = ((x + kBytes(0x76)) | x) & kHighBits;
    return nonDigit ? firstMarked(nonDigit) : 8;
}

// The value of the first `count` (1..8) digits of `x` (bytes 0..9, the first most significant),
// combined pairwise, then in fours, then in eights.
inline std::uint64_t digitsValue(std::uint64_t x, unsigned count)
{
    x <<= 8 * (8 - count); // drops the bytes after the digits; zeros lead instead
    x = x * 10 + (x >> 8);
    x = (((x & 0x000000FF000000FFULL) * 0x000F424000000064ULL) + (((x >> 16) & 0x000000FF000000FFULL) * 0x0000271000000001ULL)) >> 32;
    return x & 0xFFFFFFFFULL;
}

inline bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// JSON writers put at most one space between tokens (Python's ", " and ": "), so the common
// case is decided by one comparison.
inline const char *skipSpace(const char *p, const char *end)
{
    while (p < end && static_cast<unsigned char>(*p) <= ' ' && isSpace(*p))
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
    while (end - p >= 8) {
        const std::uint64_t v = load8(p);
        const std::uint64_t stop = zeroBytes(v ^ kBytes('"')) | zeroBytes(v ^ kBytes('\\'))
                                   | ((v - kBytes(0x20)) & ~v & kHighBits); // a byte below 0x20
        if (stop) {
            p += firstMarked(stop);
            return *p == '"' ? p : nullptr;
        }
        p += 8;
    }
    while (p < end && kPlain.plain[static_cast<unsigned char>(*p)])
        ++p;
    return p < end && *p == '"' ? p : nullptr;
}

// Reads the run of digits at `p`, appending them to `value` (which wraps after 19 digits;
// `count` tells) and returns the first byte after them.
inline const char *readDigits(const char *p, const char *end, std::uint64_t &value, int &count)
{
    while (end - p >= 8) {
        const std::uint64_t x = load8(p) ^ kBytes('0');
        const unsigned n = leadingDigits(x);
        if (n > 0) {
            value = value * kPow10Int[n] + digitsValue(x, n);
            count += int(n);
            p += n;
        }
        if (n < 8)
            return p;
    }
    while (p < end && isDigit(*p)) {
        value = value * 10 + std::uint64_t(*p++ - '0');
        ++count;
    }
    return p;
}

// Parses the JSON number starting at `p`; returns the first byte after it, or null.
// Stays whole: it runs for every number of every metrics line, and split into a grammar part and a
// conversion part it read a million-line file about 3 % slower (bench-metrics-read, median of 30
// runs against 30, on both files of metrics_read_bench.py; FlatScanner::scanFields likewise).
const char *parseNumberAt(const char *p, const char *end, FlatValue *out)
{
    const char *begin = p;
    const bool negative = p < end && *p == '-';
    if (negative)
        ++p;
    if (p == end || !isDigit(*p))
        return nullptr; // JSON allows neither "-" alone nor a bare fraction
    const char *intBegin = p;
    std::uint64_t mantissa = 0;
    int digits = 0; // digits read (significant ones after "0."); `mantissa` is exact up to 19
    p = readDigits(p, end, mantissa, digits);
    const long intDigits = long(p - intBegin);
    if (*intBegin == '0' && intDigits > 1)
        return nullptr; // no leading zeros
    long fracDigits = 0;
    long written = 0; // the exponent after "e"
    bool integral = true;
    if (p < end && *p == '.') {
        integral = false;
        const char *fracBegin = ++p;
        if (mantissa == 0) {
            // Zeros before the first significant digit ("0.000123") take no room in the
            // mantissa: only significant digits count towards its 19 exact ones.
            while (p < end && *p == '0')
                ++p;
            digits = 0;
        }
        p = readDigits(p, end, mantissa, digits);
        fracDigits = long(p - fracBegin);
        if (fracDigits == 0)
            return nullptr;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        integral = false;
        ++p;
        bool expNegative = false;
        if (p < end && (*p == '+' || *p == '-'))
            expNegative = *p++ == '-';
        if (p == end || !isDigit(*p))
            return nullptr;
        while (p < end && isDigit(*p)) {
            if (written < 100000)
                written = written * 10 + (*p - '0');
            ++p;
        }
        if (expNegative)
            written = -written;
    }
    const long exponent = written - fracDigits; // of the last digit
    out->kind = FlatValue::Kind::Number;
    const bool exact = digits <= kExactDigits;
    out->isInteger = integral && exact && mantissa <= std::uint64_t(std::numeric_limits<std::int64_t>::max());
    if (out->isInteger)
        out->integer = negative ? -std::int64_t(mantissa) : std::int64_t(mantissa);
    // Clinger's fast path: mantissa and power of ten are both exact doubles, so a single IEEE
    // multiplication or division rounds correctly.
    if (exact && mantissa < (std::uint64_t(1) << 53) && exponent >= -22 && exponent <= 22) {
        double v = double(mantissa);
        v = exponent < 0 ? v / kPow10[-exponent] : v * kPow10[exponent];
        out->number = negative ? -v : v;
        return p;
    }
    // An exact mantissa of up to 19 digits (full-precision floats have 16-17): Eisel-Lemire on
    // the digits already read, instead of reading the token again.
    if (exact && exponent >= -400 && exponent <= 400 && eiselLemireToDouble(mantissa, int(exponent), negative, &out->number))
        return p;
    // Everything else is std::from_chars', which is correctly rounded.
    const auto result = std::from_chars(begin, p, out->number);
    if (result.ec == std::errc::result_out_of_range) {
        // from_chars leaves the value alone. JSON readers (Python's json among them) give the
        // nearest double: infinity beyond the largest one, zero below the smallest. The first
        // nonzero digit tells which: a value of at least 1 cannot be too small.
        long firstDigitPower = intDigits;
        if (*intBegin == '0') {
            const char *q = intBegin + 2; // after "0."
            while (q < p && *q == '0')
                ++q;
            firstDigitPower = -long(q - intBegin - 2);
        }
        const double magnitude = firstDigitPower + written > 0 ? std::numeric_limits<double>::infinity() : 0.0;
        out->number = negative ? -magnitude : magnitude;
    } else if (result.ec != std::errc() || result.ptr != p) {
        return nullptr;
    }
    return p;
}

// The digits at `p`, up to 24, as a number (which wraps beyond 19 digits). Returns how many
// digits lead (0..24), or 25 when there are more. Reads 24 bytes: the caller guarantees they
// are readable, and checks the count against the end of its text.
inline unsigned readDigits24(const char *p, std::uint64_t &value)
{
    value = 0;
    for (unsigned word = 0; word < 3; ++word, p += 8) {
        const std::uint64_t x = load8(p) ^ kBytes('0');
        const unsigned n = leadingDigits(x);
        if (n > 0)
            value = value * kPow10Int[n] + digitsValue(x, n);
        if (n < 8)
            return 8 * word + n;
    }
    return 25;
}

// parseNumberAt() for text with FlatScanner::kPadding readable bytes after `end`, taking the
// common shapes ("12", "-0.5", "1764488100.2380373", "0.0009999999999975326": an exact
// mantissa, no exponent) in a few word operations; anything else goes to parseNumberAt().
inline const char *parseNumberPadded(const char *p, const char *end, FlatValue *out)
{
    const char *begin = p;
    const bool negative = *p == '-';
    p += negative;
    std::uint64_t mantissa;
    const unsigned intDigits = readDigits24(p, mantissa);
    if (intDigits == 0 || intDigits > 16 || intDigits > std::size_t(end - p) || (*p == '0' && intDigits > 1))
        return parseNumberAt(begin, end, out);
    p += intDigits;
    unsigned fracDigits = 0;
    if (p < end && *p == '.') {
        std::uint64_t fraction;
        fracDigits = readDigits24(p + 1, fraction);
        // The mantissa must stay exact: at most 19 digits, the zero of "0.000123" not counted.
        const unsigned digits = (mantissa == 0 ? 0 : intDigits) + fracDigits;
        if (fracDigits == 0 || digits > unsigned(kExactDigits) || fracDigits + 1 > std::size_t(end - p))
            return parseNumberAt(begin, end, out);
        mantissa = mantissa == 0 ? fraction : mantissa * kPow10Int[fracDigits] + fraction;
        p += 1 + fracDigits;
    }
    if (p < end && (*p == 'e' || *p == 'E'))
        return parseNumberAt(begin, end, out);
    out->kind = FlatValue::Kind::Number;
    if (fracDigits == 0) {
        // At most 16 digits: an exact integer, and its conversion to double rounds correctly.
        out->isInteger = true;
        out->integer = negative ? -std::int64_t(mantissa) : std::int64_t(mantissa);
        const double v = double(mantissa);
        out->number = negative ? -v : v;
        return p;
    }
    out->isInteger = false;
    if (mantissa < (std::uint64_t(1) << 53)) { // Clinger, as in parseNumberAt()
        const double v = double(mantissa) / kPow10[fracDigits];
        out->number = negative ? -v : v;
        return p;
    }
    // At most 19 digits and no exponent: never out of range, never subnormal.
    if (!eiselLemireToDouble(mantissa, -int(fracDigits), negative, &out->number))
        std::from_chars(begin, p, out->number);
    return p;
}

} // namespace

bool parseJsonNumber(std::string_view token, FlatValue *out)
{
    const char *end = token.data() + token.size();
    return parseNumberAt(token.data(), end, out) == end;
}

FlatScanner::FlatScanner() = default;

void FlatScanner::forget()
{
    for (KeyShape &shape : m_shapes)
        shape.length = 0;
}

int scanFlatObject(const char *text, std::size_t len, FlatField *fields, int capacity)
{
    std::string padded(text, len);
    padded.append(FlatScanner::kPadding, '\0');
    FlatScanner scanner;
    const int n = scanner.scan(padded.data(), len, fields, capacity);
    // The views must point into the caller's text, not into the copy.
    for (int i = 0; i < n; ++i) {
        fields[i].key = std::string_view(text + (fields[i].key.data() - padded.data()), fields[i].key.size());
        if (fields[i].value.kind == FlatValue::Kind::String)
            fields[i].value.text = std::string_view(text + (fields[i].value.text.data() - padded.data()), fields[i].value.text.size());
    }
    return n;
}

int FlatScanner::scan(const char *text, std::size_t len, FlatField *fields, int capacity)
{
    const int n = scanFields(text, text + len, fields, capacity);
    if (n < 0)
        forget(); // what this line taught may be half a line's worth
    return n;
}

// Stays whole: it runs for every field of every metrics line, and with its value and its shape
// memory as functions of their own it read a million-line file about 3 % slower (see parseNumberAt).
int FlatScanner::scanFields(const char *text, const char *end, FlatField *fields, int capacity)
{
    const char *p = skipSpace(text, end);
    if (p == end || *p != '{')
        return -1;
    // `p` stands on the opening brace or just after a value; a field's shape runs from there to
    // the first byte of its value: `{"v": ` or `, "loss": `.
    for (int count = 0;; ++count) {
        FlatField &field = fields[count < capacity ? count : 0];
        KeyShape *shape = count < kMaxRemembered && count < capacity ? &m_shapes[count] : nullptr;
        if (shape && shape->length && shape->length <= end - p && ((load8(p) ^ shape->bytes[0]) & shape->mask[0]) == 0
            && ((load8(p + 8) ^ shape->bytes[1]) & shape->mask[1]) == 0 && ((load8(p + 16) ^ shape->bytes[2]) & shape->mask[2]) == 0) {
            // The same bytes as at this place of an earlier line: they scan the same.
            field.key = std::string_view(p + shape->keyOffset, shape->keyLength);
            field.sameKeyAsBefore = true;
            p += shape->length;
            if (static_cast<unsigned char>(*p) <= ' ')
                p = skipSpace(p, end); // the earlier line had no space before its value
        } else {
            const char *shapeBegin = p;
            p = skipSpace(p + 1, end); // past the brace or comma
            if (count == 0 && p < end && *p == '}')
                return skipSpace(p + 1, end) == end ? 0 : -1;
            if (count > 0 && *shapeBegin != ',') {
                // the object ends here, or the text is not JSON
                const char *q = skipSpace(shapeBegin, end);
                if (q < end && *q == ',' && q != shapeBegin) {
                    shapeBegin = q;
                    p = skipSpace(q + 1, end);
                } else {
                    return q < end && *q == '}' && skipSpace(q + 1, end) == end ? count : -1;
                }
            }
            if (p == end || *p != '"' || count == capacity)
                return -1;
            const char *keyEnd = scanString(p + 1, end);
            if (!keyEnd)
                return -1;
            field.key = std::string_view(p + 1, std::size_t(keyEnd - p - 1));
            field.sameKeyAsBefore = false;
            p = skipSpace(keyEnd + 1, end);
            if (p == end || *p != ':')
                return -1;
            p = skipSpace(p + 1, end);
            if (shape) {
                const std::size_t n = std::size_t(p - shapeBegin);
                shape->length = 0;
                if (n <= 24) {
                    for (std::size_t word = 0; word < 3; ++word) {
                        const std::size_t inWord = n > 8 * word ? std::min<std::size_t>(8, n - 8 * word) : 0;
                        shape->mask[word] = inWord == 8 ? ~std::uint64_t(0) : (std::uint64_t(1) << (8 * inWord)) - 1;
                        shape->bytes[word] = load8(shapeBegin + 8 * word) & shape->mask[word];
                    }
                    shape->length = std::uint8_t(n);
                    shape->keyOffset = std::uint8_t(field.key.data() - shapeBegin);
                    shape->keyLength = std::uint8_t(field.key.size());
                }
            }
        }
        if (p == end)
            return -1;
        FlatValue &value = field.value;
        const char c = *p;
        if (c == '-' || isDigit(c)) {
            const char *after = parseNumberPadded(p, end, &value);
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
        } else if (c == '"') {
            const char *close = scanString(p + 1, end);
            if (!close)
                return -1;
            value.kind = FlatValue::Kind::String;
            value.text = std::string_view(p + 1, std::size_t(close - p - 1));
            p = close + 1;
        } else if (c == '{' || c == '[') {
            return -1;
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
        if (p == end)
            return -1; // a value without the closing brace
    }
}

} // namespace pilot
