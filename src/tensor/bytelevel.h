#pragma once

#include <string>

namespace pilot::tensor::bytelevel {

/// GPT-2's byte-level alphabet: every byte is one printable character, so that a vocabulary
/// of strings covers any byte sequence (printable ASCII and most of Latin-1 stand for
/// themselves, the other bytes for U+0100 onwards).

/// The characters (as UTF-8) that stand for the bytes of `text`.
std::string encode(const std::string &text);

/// The byte a character stands for, or -1 when it is not one of the 256.
int byteOf(char32_t cp);

} // namespace pilot::tensor::bytelevel
