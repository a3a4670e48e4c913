#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <memory>
#include <string>

namespace pilot::tensor {

class TokenizerJson;

/// The "normalizer" of tokenizer.json: rewrites each stretch of text between added tokens
/// before it is split. Supported: Sequence, Prepend, Replace, Strip. Unicode normal forms
/// (NFC, NFKC, NFD, NFKD), Lowercase, StripAccents, BertNormalizer and Precompiled are refused
/// by name: each needs Unicode tables this build does not carry.
/// How much a normalizer or a decoder (outside input) may grow a text: at most kMaxNormalizedGrowth times its
/// bytes plus kNormalizedSlackBytes, counted from the text given to the whole normalizer. A
/// chain of Replace normalizers (or decoders) that each double the text would otherwise reach
/// gigabytes from one character; beyond the bound they throw TokenizerError naming the field.
inline constexpr std::size_t kMaxNormalizedGrowth = 16;
inline constexpr std::size_t kNormalizedSlackBytes = 4096;

/// The most bytes a normalizer or decoder may make of `original` bytes.
std::size_t grownLimit(std::size_t original);
/// Throws the TokenizerError, naming `where`, that a text of `original` bytes grew past the bound.
[[noreturn]] void refuseGrowth(const std::string &where, std::size_t original);

class TokenizerPattern;
/// `text` with every match of `pattern` replaced by `content`, refused (refuseGrowth) as soon as
/// it grows past grownLimit(text's size): never a gigabyte first.
std::string boundedReplace(const TokenizerPattern &pattern, const std::string &text, const std::string &content, const std::string &where);

class TextNormalizer
{
public:
    virtual ~TextNormalizer() = default;
    virtual std::string normalize(std::string text) const = 0;
};

/// Null for a null normalizer; throws TokenizerError naming the field or the refused type.
std::unique_ptr<TextNormalizer> readNormalizer(const TokenizerJson &json, const nlohmann::json &v, const std::string &path);

} // namespace pilot::tensor
