#include "bytelevel.h"

#include "utf8text.h"

#include <array>

namespace pilot::tensor::bytelevel {

namespace {

struct Tables
{
    std::array<std::string, 256> charOf;
    std::array<int, 0x144> byteOf{}; // every character of the alphabet is below U+0144
};

const Tables &tables()
{
    static const Tables t = [] {
        Tables r;
        r.byteOf.fill(-1);
        int extra = 0;
        for (int b = 0; b < 256; ++b) {
            const bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
            const char32_t cp = printable ? char32_t(b) : char32_t(256 + extra++);
            utf8::append(r.charOf[std::size_t(b)], cp);
            r.byteOf[cp] = b;
        }
        return r;
    }();
    return t;
}

} // namespace

std::string encode(const std::string &text)
{
    const Tables &t = tables();
    std::string out;
    out.reserve(text.size() * 2);
    for (const char c : text)
        out += t.charOf[static_cast<unsigned char>(c)];
    return out;
}

int byteOf(char32_t cp)
{
    const Tables &t = tables();
    return cp < t.byteOf.size() ? t.byteOf[cp] : -1;
}

} // namespace pilot::tensor::bytelevel
