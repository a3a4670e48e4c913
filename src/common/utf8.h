#pragma once

#include <cstddef>
#include <cstdint>

namespace pilot {

/// Byte offset of the first invalid UTF-8 sequence in [data, data + size), or -1 when all of
/// it is valid. Overlong forms, surrogates and code points past U+10FFFF count as invalid.
/// Shared by the Qt side and the Qt-free worker side.
inline std::ptrdiff_t firstInvalidUtf8(const char *data, std::size_t size)
{
    const auto *s = reinterpret_cast<const unsigned char *>(data);
    std::size_t i = 0;
    while (i < size) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t extra = 0;
        std::uint32_t cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return std::ptrdiff_t(i);
        }
        if (i + extra >= size)
            return std::ptrdiff_t(i);
        for (std::size_t k = 1; k <= extra; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return std::ptrdiff_t(i);
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
            return std::ptrdiff_t(i);
        i += extra + 1;
    }
    return -1;
}

} // namespace pilot
