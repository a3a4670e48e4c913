#pragma once

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <string>

namespace pilot::tensor {

class TokenizerJson;

/// The "normalizer" of tokenizer.json: rewrites each stretch of text between added tokens
/// before it is split. Supported: Sequence, Prepend, Replace, Strip. Unicode normal forms
/// (NFC, NFKC, NFD, NFKD), Lowercase, StripAccents, BertNormalizer and Precompiled are refused
/// by name: each needs Unicode tables this build does not carry.
class TextNormalizer
{
public:
    virtual ~TextNormalizer() = default;
    virtual std::string normalize(std::string text) const = 0;
};

/// Null for a null normalizer; throws TokenizerError naming the field or the refused type.
std::unique_ptr<TextNormalizer> readNormalizer(const TokenizerJson &json, const nlohmann::json &v, const std::string &path);

} // namespace pilot::tensor
