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
/// How much a normalizer (outside input) may grow a text: at most kMaxNormalizedGrowth times its
/// bytes plus kNormalizedSlackBytes, counted from the text given to the whole normalizer. A
/// chain of Replace normalizers that each double the text would otherwise reach gigabytes
/// from one character; beyond the bound normalize() throws TokenizerError naming the field.
inline constexpr std::size_t kMaxNormalizedGrowth = 16;
inline constexpr std::size_t kNormalizedSlackBytes = 4096;

class TextNormalizer
{
public:
    virtual ~TextNormalizer() = default;
    virtual std::string normalize(std::string text) const = 0;
};

/// Null for a null normalizer; throws TokenizerError naming the field or the refused type.
std::unique_ptr<TextNormalizer> readNormalizer(const TokenizerJson &json, const nlohmann::json &v, const std::string &path);

} // namespace pilot::tensor
