#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace pilot::tensor::utf8 {

/// Helpers for text already known to be valid UTF-8 (checked once where it enters).

/// Length in bytes of the character that starts with byte `lead`.
inline std::size_t charLength(unsigned char lead)
{
    return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

/// The code point at byte offset `i` of valid UTF-8 `s`; `*length` receives its length in bytes.
char32_t decodeAt(const std::string &s, std::size_t i, std::size_t *length);

void append(std::string &out, char32_t cp);

/// Rust's char::is_whitespace (the Unicode White_Space property), which decides what the
/// lstrip/rstrip of an added token swallow.
bool isWhiteSpace(char32_t cp);

/// Bytes that are not valid UTF-8 become U+FFFD, one for each maximal invalid subpart (the
/// Unicode recommendation that Rust's from_utf8_lossy and the WHATWG TextDecoder follow).
std::string lossy(const std::string &bytes);

/// Number of characters of valid UTF-8 `s`.
std::size_t charCount(const std::string &s);

} // namespace pilot::tensor::utf8
