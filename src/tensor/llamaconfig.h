#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace pilot::tensor {

/// Llama 3.1's RoPE scaling (`rope_type` "llama3"): rotary frequencies whose wavelength
/// exceeds originalMaxPositions / lowFreqFactor are divided by factor, those below
/// originalMaxPositions / highFreqFactor are kept, and those between are interpolated
/// (Hugging Face's _compute_llama3_parameters). factor 0: unscaled.
struct RopeScaling
{
    double factor = 0;
    double lowFreqFactor = 0;
    double highFreqFactor = 0;
    std::int64_t originalMaxPositions = 0;
    bool enabled() const { return factor > 0; }
};

/// The fields of a Hugging Face LlamaConfig (config.json) this implementation honours.
/// Anything that would change the computation and that this model lacks (another kind of
/// rope scaling, biases, another activation) is refused instead of ignored.
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
    RopeScaling ropeScaling; ///< rope_scaling (v4) or rope_parameters (v5) of type llama3
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
