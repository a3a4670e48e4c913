#include "llamaconfig.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>

namespace pilot::tensor {

namespace {

std::int64_t integer(const nlohmann::json &j, const char *key, std::int64_t fallback, std::int64_t minimum, bool required)
{
    if (!j.contains(key) || j[key].is_null()) {
        if (required)
            throw ConfigError(std::string(key) + ": missing");
        return fallback;
    }
    if (!j[key].is_number_integer())
        throw ConfigError(std::string(key) + ": expected a whole number");
    const auto v = j[key].get<std::int64_t>();
    if (v < minimum)
        throw ConfigError(std::string(key) + ": must be at least " + std::to_string(minimum));
    return v;
}

double number(const nlohmann::json &j, const char *key, double fallback)
{
    if (!j.contains(key) || j[key].is_null())
        return fallback;
    if (!j[key].is_number())
        throw ConfigError(std::string(key) + ": expected a number");
    return j[key].get<double>();
}

std::int64_t tokenId(const nlohmann::json &j, const char *key)
{
    if (!j.contains(key) || j[key].is_null())
        return -1;
    if (j[key].is_array()) // several EOS ids (Llama 3): the first ends generation here
        return j[key].empty() ? -1 : j[key][0].get<std::int64_t>();
    return integer(j, key, -1, 0, false);
}

// rope_scaling (Transformers v4) or rope_parameters (v5): the type under rope_type (or the
// older "type"); "default" is unscaled, "llama3" is read, every other type is refused by name.
RopeScaling ropeScalingFrom(const nlohmann::json &j, const std::string &key)
{
    if (!j.is_object())
        throw ConfigError(key + ": expected an object or null");
    const char *typeKey = j.contains("rope_type") ? "rope_type" : "type";
    if (!j.contains(typeKey))
        throw ConfigError(key + ".rope_type: missing");
    if (!j[typeKey].is_string())
        throw ConfigError(key + "." + typeKey + ": expected a text");
    const std::string type = j[typeKey].get<std::string>();
    if (type == "default")
        return {};
    if (type != "llama3")
        throw ConfigError(key + "." + typeKey + ": " + type + " is not supported (only default and llama3)");
    const auto positive = [&](const char *name) {
        if (!j.contains(name) || j[name].is_null())
            throw ConfigError(key + "." + name + ": missing");
        if (!j[name].is_number())
            throw ConfigError(key + "." + name + ": expected a number");
        const double v = j[name].get<double>();
        if (!(v > 0) || !std::isfinite(v))
            throw ConfigError(key + "." + name + ": must be a number above 0");
        return v;
    };
    RopeScaling r;
    r.factor = positive("factor");
    r.lowFreqFactor = positive("low_freq_factor");
    r.highFreqFactor = positive("high_freq_factor");
    if (r.highFreqFactor <= r.lowFreqFactor)
        throw ConfigError(key + ".high_freq_factor: must be greater than low_freq_factor");
    try {
        r.originalMaxPositions = integer(j, "original_max_position_embeddings", 0, 1, true);
    } catch (const ConfigError &e) {
        throw ConfigError(key + "." + e.what());
    }
    return r;
}

} // namespace

LlamaConfig LlamaConfig::fromJson(const nlohmann::json &j)
{
    if (!j.is_object())
        throw ConfigError("config: expected a JSON object");
    if (j.contains("model_type") && j["model_type"] != "llama")
        throw ConfigError("model_type: only llama is supported");
    if (j.contains("hidden_act") && j["hidden_act"] != "silu")
        throw ConfigError("hidden_act: only silu is supported");
    for (const char *flag : {"attention_bias", "mlp_bias"}) {
        if (j.contains(flag) && j[flag].is_boolean() && j[flag].get<bool>())
            throw ConfigError(std::string(flag) + ": biases are not supported");
    }
    LlamaConfig c;
    if (j.contains("rope_scaling") && !j["rope_scaling"].is_null())
        c.ropeScaling = ropeScalingFrom(j["rope_scaling"], "rope_scaling");
    c.vocabSize = integer(j, "vocab_size", 0, 1, true);
    c.hiddenSize = integer(j, "hidden_size", 0, 1, true);
    c.intermediateSize = integer(j, "intermediate_size", 0, 1, true);
    c.numLayers = integer(j, "num_hidden_layers", 0, 1, true);
    c.numHeads = integer(j, "num_attention_heads", 0, 1, true);
    c.numKvHeads = integer(j, "num_key_value_heads", c.numHeads, 1, false);
    if (c.numHeads % c.numKvHeads != 0)
        throw ConfigError("num_key_value_heads: must divide num_attention_heads");
    if (c.hiddenSize % c.numHeads != 0 && !j.contains("head_dim"))
        throw ConfigError("hidden_size: must be a multiple of num_attention_heads (or give head_dim)");
    c.headDim = integer(j, "head_dim", c.hiddenSize / c.numHeads, 2, false);
    if (c.headDim % 2 != 0)
        throw ConfigError("head_dim: must be even for rotary embeddings");
    c.maxPositions = integer(j, "max_position_embeddings", 2048, 1, false);
    c.rmsNormEps = number(j, "rms_norm_eps", 1e-6);
    // Transformers v4 writes rope_theta at the top; v5 inside rope_parameters.
    c.ropeTheta = number(j, "rope_theta", 10000.0);
    if (j.contains("rope_parameters") && j["rope_parameters"].is_object()) {
        const auto &rope = j["rope_parameters"];
        if (rope.contains("rope_type") || rope.contains("type"))
            c.ropeScaling = ropeScalingFrom(rope, "rope_parameters");
        c.ropeTheta = number(rope, "rope_theta", c.ropeTheta);
    }
    if (c.ropeTheta <= 0)
        throw ConfigError("rope_theta: must be positive");
    if (j.contains("tie_word_embeddings")) {
        if (!j["tie_word_embeddings"].is_boolean())
            throw ConfigError("tie_word_embeddings: expected true or false");
        c.tieWordEmbeddings = j["tie_word_embeddings"].get<bool>();
    }
    c.bosTokenId = tokenId(j, "bos_token_id");
    c.eosTokenId = tokenId(j, "eos_token_id");
    c.padTokenId = tokenId(j, "pad_token_id");
    return c;
}

LlamaConfig LlamaConfig::fromFile(const std::string &path)
{
    std::ifstream in(path);
    if (!in)
        throw ConfigError("cannot open " + path);
    try {
        return fromJson(nlohmann::json::parse(in));
    } catch (const nlohmann::json::exception &e) {
        throw ConfigError(path + ": " + e.what());
    } catch (const ConfigError &e) {
        throw ConfigError(path + ": " + e.what());
    }
}

nlohmann::json LlamaConfig::toJson() const
{
    nlohmann::json j = {
        {"architectures", {"LlamaForCausalLM"}},
        {"model_type", "llama"},
        {"vocab_size", vocabSize},
        {"hidden_size", hiddenSize},
        {"intermediate_size", intermediateSize},
        {"num_hidden_layers", numLayers},
        {"num_attention_heads", numHeads},
        {"num_key_value_heads", numKvHeads},
        {"head_dim", headDim},
        {"hidden_act", "silu"},
        {"max_position_embeddings", maxPositions},
        {"rms_norm_eps", rmsNormEps},
        {"rope_theta", ropeTheta},
        {"rope_scaling", nullptr},
        {"attention_bias", false},
        {"mlp_bias", false},
        {"tie_word_embeddings", tieWordEmbeddings},
        {"torch_dtype", "float32"},
    };
    if (ropeScaling.enabled()) {
        j["rope_scaling"] = {{"rope_type", "llama3"},
                             {"factor", ropeScaling.factor},
                             {"low_freq_factor", ropeScaling.lowFreqFactor},
                             {"high_freq_factor", ropeScaling.highFreqFactor},
                             {"original_max_position_embeddings", ropeScaling.originalMaxPositions}};
    }
    if (bosTokenId >= 0)
        j["bos_token_id"] = bosTokenId;
    if (eosTokenId >= 0)
        j["eos_token_id"] = eosTokenId;
    if (padTokenId >= 0)
        j["pad_token_id"] = padTokenId;
    return j;
}

} // namespace pilot::tensor
