#pragma once

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <string>
#include <vector>

namespace pilot::tensor {

class TokenizerJson;

/// The "decoder" of tokenizer.json: turns the token strings of ids back into text, each step
/// rewriting the list of strings, which are joined at the end. Supported: ByteLevel,
/// Replace, ByteFallback, Fuse, Strip, Metaspace and Sequence, each as Hugging Face
/// tokenizers (the Rust library) defines it; others are refused by name.
class TokenDecoder
{
public:
    virtual ~TokenDecoder() = default;
    virtual void apply(std::vector<std::string> &tokens) const = 0;
};

/// Null for a null decoder (the tokens are then joined with spaces); throws TokenizerError
/// naming the field or the refused type.
std::unique_ptr<TokenDecoder> readDecoder(const TokenizerJson &json, const nlohmann::json &v, const std::string &path);

} // namespace pilot::tensor
