#include "canonicaljson.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace pilot::canonical {

namespace {

constexpr std::uint64_t kExactLimit = 9007199254740992ULL; // 2^53

// The UTF-16 code units of a UTF-8 text (RFC 8785 sorts by them); a malformed byte stands for
// itself, so every text still has an order.
std::vector<std::uint16_t> utf16(std::string_view s)
{
    std::vector<std::uint16_t> out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
        if (extra && i + std::size_t(extra) >= s.size())
            extra = 0;
        std::uint32_t cp = extra == 3 ? c & 0x07u : extra == 2 ? c & 0x0fu : extra == 1 ? c & 0x1fu : c;
        for (int k = 1; k <= extra; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + std::size_t(k)]) & 0x3fu);
        i += std::size_t(extra) + 1;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back(std::uint16_t(0xd800 + (cp >> 10)));
            out.push_back(std::uint16_t(0xdc00 + (cp & 0x3ff)));
        } else {
            out.push_back(std::uint16_t(cp));
        }
    }
    return out;
}

} // namespace

bool shortestDigits(double value, std::string *digits, int *n)
{
    // The shortest round-trip digits (to_chars without a precision), as d.ddde±x.
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, std::abs(value), std::chars_format::scientific);
    if (ec != std::errc() || !std::isfinite(value) || value == 0)
        return false;
    const std::string_view text(buffer, std::size_t(end - buffer));
    const std::size_t e = text.find('e');
    digits->clear();
    for (const char c : text.substr(0, e)) {
        if (c != '.')
            *digits += c;
    }
    while (digits->size() > 1 && digits->back() == '0')
        digits->pop_back();
    *n = std::atoi(std::string(text.substr(e + 1)).c_str()) + 1;
    return true;
}

bool appendNumber(double value, std::string &out)
{
    if (!std::isfinite(value))
        return false;
    if (value == 0) {
        out += '0';
        return true;
    }
    if (value < 0) {
        out += '-';
        value = -value;
    }
    std::string digits;
    int n = 0;
    if (!shortestDigits(value, &digits, &n))
        return false;
    const int k = int(digits.size());
    if (k <= n && n <= 21) {
        out += digits;
        out.append(std::size_t(n - k), '0');
    } else if (0 < n && n <= 21) {
        out += digits.substr(0, std::size_t(n));
        out += '.';
        out += digits.substr(std::size_t(n));
    } else if (-6 < n && n <= 0) {
        out += "0.";
        out.append(std::size_t(-n), '0');
        out += digits;
    } else {
        out += digits[0];
        if (k > 1) {
            out += '.';
            out += digits.substr(1);
        }
        out += n - 1 < 0 ? "e-" : "e+";
        out += std::to_string(std::abs(n - 1));
    }
    return true;
}

bool appendInteger(std::int64_t value, std::string &out)
{
    if (value < -std::int64_t(kExactLimit) || value > std::int64_t(kExactLimit))
        return false;
    out += std::to_string(value);
    return true;
}

bool appendUnsigned(std::uint64_t value, std::string &out)
{
    if (value > kExactLimit)
        return false;
    out += std::to_string(value);
    return true;
}

void appendString(std::string_view utf8, std::string &out)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    for (const char c : utf8) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                out += "\\u00";
                out += hex[(c >> 4) & 0xf];
                out += hex[c & 0xf];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

bool keyLess(std::string_view a, std::string_view b)
{
    const std::vector<std::uint16_t> x = utf16(a), y = utf16(b);
    return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
}

} // namespace pilot::canonical
