#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace pilot::tensor {

/// The fields of a Hugging Face LlamaConfig (config.json) this implementation honours.
/// Anything that would change the computation and that this model lacks (rope scaling, biases,
/// another activation) is refused instead of ignored.
struct LlamaConfig
{
    std::int64_t vocabSize = 259;
    std::int64_t hiddenSize = 256;
    std::int64_t intermediateSize = 768;
    std::int64_t numLayers = 4;
    std::int64_t numHeads = 8;
    std::int64_t numKvHeads = 4;
    std::int64_t headDim = 32; ///< hidden / heads unless config.json says otherwise
    std::int64_t maxPositions = 2048;
    double rmsNormEps = 1e-6;
    double ropeTheta = 10000.0;
    bool tieWordEmbeddings = false;
    std::int64_t bosTokenId = -1;
    std::int64_t eosTokenId = -1;
    std::int64_t padTokenId = -1;

    /// Throws ConfigError naming the field ("num_key_value_heads: must divide num_attention_heads").
    static LlamaConfig fromJson(const nlohmann::json &json);
    static LlamaConfig fromFile(const std::string &path);
    /// config.json as Transformers writes it for LlamaForCausalLM (v4 names, readable by v5).
    nlohmann::json toJson() const;
};

class ConfigError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

} // namespace pilot::tensor
