#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace pilot::tensor {

class TokenizerJson;

/// What the "post_processor" of tokenizer.json puts around a single text when special tokens
/// are asked for. Supported: TemplateProcessing (its "single" template, which must hold the
/// sequence $A once), ByteLevel (offsets only: no change to ids), BertProcessing,
/// RobertaProcessing and Sequence of these. Pair templates are not used: one text at a time.
struct SpecialFraming
{
    std::vector<std::int32_t> prefix, suffix;
    std::vector<std::string> prefixTokens, suffixTokens;
};

/// Empty framing for a null post-processor; throws TokenizerError naming the field or the
/// refused type. The ids are checked against the vocabulary by the caller.
SpecialFraming readPostProcessor(const TokenizerJson &json, const nlohmann::json &v, const std::string &path);

} // namespace pilot::tensor
