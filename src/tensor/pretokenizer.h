#pragma once

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <string>
#include <vector>

namespace pilot::tensor {

class TokenizerJson;

/// A piece of text on its way to the model. `atStart`: the piece begins where the encoded
/// text begins (Metaspace's prepend_scheme "first" prepends only there).
struct PreToken
{
    std::string text;
    bool atStart = false;
};

/// The "pre_tokenizer" of tokenizer.json: splits pieces into smaller ones (the model never
/// merges across them) and may rewrite them. Supported: Sequence, Split (String or Regex
/// pattern, all five behaviours, invert), ByteLevel (add_prefix_space, use_regex with the
/// GPT-2 expression; trim_offsets concerns offsets only), Metaspace (replacement,
/// prepend_scheme, split), Digits, WhitespaceSplit, Punctuation. Others are refused by name.
/// Empty pieces are dropped, as Hugging Face tokenizers do.
class PreTokenizer
{
public:
    virtual ~PreTokenizer() = default;
    virtual void apply(std::vector<PreToken> &pieces) const = 0;
};

/// Null for a null pre-tokenizer; throws TokenizerError naming the field or the refused type.
std::unique_ptr<PreTokenizer> readPreTokenizer(const TokenizerJson &json, const nlohmann::json &v, const std::string &path);

} // namespace pilot::tensor
