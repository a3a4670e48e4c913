#include "trainjobcheck.h"

#include "common/inputfile.h"

#include <cmath>
#include <filesystem>

namespace pilot::trainer {

namespace fs = std::filesystem;
namespace jb = pilot::jobbounds;

namespace {

// A number the model divides by or takes powers of (RoPE base, RMSNorm epsilon): above zero.
void positive(JobFields &r, const std::string &path)
{
    const nlohmann::json *v = r.at(path, false);
    if (!v)
        return;
    if (!v->is_number())
        r.fail(path, "expected a number, found " + describe(*v));
    else if (!(v->get<double>() > 0))
        r.fail(path, "must be positive, found " + numberText(v->get<double>()));
}

// The keys beyond the sizes that LlamaConfig reads, each checked here so that every problem
// is reported at once, with the messages of pilot_core's jobspeccheck; whole numbers written
// with a fraction are stored as integers, as LlamaConfig takes them.
void checkArchitecture(JobFields &r, nlohmann::json &config)
{
    const std::string p = "model.config.";
    if (config.contains("model_type") && config["model_type"] != "llama")
        r.fail(p + "model_type", "only llama is supported");
    if (config.contains("hidden_act") && config["hidden_act"] != "silu")
        r.fail(p + "hidden_act", "only silu is supported");
    for (const char *key : {"attention_bias", "mlp_bias"}) {
        if (!config.contains(key))
            continue;
        if (!config[key].is_boolean())
            r.fail(p + key, "expected true or false, found " + describe(config[key]));
        else if (config[key].get<bool>())
            r.fail(p + key, "biases are not supported");
    }
    if (config.contains("rope_scaling") && !config["rope_scaling"].is_null())
        r.fail(p + "rope_scaling", "only unscaled RoPE is supported");
    positive(r, p + "rope_theta");
    positive(r, p + "rms_norm_eps");
    if (config.contains("rope_parameters") && config["rope_parameters"].is_object()) {
        const nlohmann::json &rope = config["rope_parameters"];
        if (rope.contains("rope_type") && rope["rope_type"] != "default")
            r.fail(p + "rope_parameters.rope_type", "only default is supported");
    }
    positive(r, p + "rope_parameters.rope_theta");
    const auto whole = [&](const std::string &field, nlohmann::json &value, std::int64_t minimum, std::int64_t maximum) {
        const double d = value.is_number() ? value.get<double>() : 0.0;
        if (!value.is_number() || d != std::floor(d) || std::abs(d) > jb::kMaxInteger)
            r.fail(field, "expected a whole number, found " + describe(value));
        else if (d < double(minimum))
            r.fail(field, "must be at least " + std::to_string(minimum) + ", found " + std::to_string(std::int64_t(d)));
        else if (d > double(maximum))
            r.fail(field, "must be at most " + std::to_string(maximum) + ", found " + std::to_string(std::int64_t(d)));
        else
            value = std::int64_t(d);
    };
    if (config.contains("max_position_embeddings"))
        whole(p + "max_position_embeddings", config["max_position_embeddings"], 1, std::int64_t(jb::kMaxInteger));
    // Token ids: null is none, as Hugging Face's config.json writes it; eos may be a list.
    for (const char *key : {"bos_token_id", "eos_token_id", "pad_token_id"}) {
        if (!config.contains(key) || config[key].is_null())
            continue;
        nlohmann::json &id = config[key];
        if (std::string(key) == "eos_token_id" && id.is_array()) {
            for (std::size_t i = 0; i < id.size(); ++i)
                whole(p + key + "[" + std::to_string(i) + "]", id[i], 0, jb::kMaxVocab);
        } else {
            whole(p + key, id, 0, jb::kMaxVocab);
        }
    }
}

} // namespace

bool checkInlineConfig(JobFields &r, nlohmann::json &config, bool byteTokenizer, jb::ModelShape *shape)
{
    const std::string p = "model.config.";
    const std::size_t before = r.problems().size();
    const auto dim = [&](const char *key, std::int64_t minimum, std::int64_t maximum, bool required, std::int64_t fallback) {
        const std::size_t mark = r.problems().size();
        const std::int64_t v = r.integer(p + key, fallback, minimum, maximum, required);
        if (r.problems().size() == mark && config.contains(key) && !config[key].is_null())
            config[key] = v;
        return v;
    };
    shape->vocab = dim("vocab_size", 1, jb::kMaxVocab, true, 0);
    shape->hidden = dim("hidden_size", 1, jb::kMaxHidden, true, 0);
    shape->intermediate = dim("intermediate_size", 1, jb::kMaxIntermediate, true, 0);
    shape->layers = dim("num_hidden_layers", 1, jb::kMaxLayers, true, 0);
    shape->heads = dim("num_attention_heads", 1, jb::kMaxHeads, true, 0);
    shape->kvHeads = dim("num_key_value_heads", 1, jb::kMaxHeads, false, shape->heads);
    const bool headDimGiven = config.contains("head_dim") && !config["head_dim"].is_null();
    shape->headDim = dim("head_dim", 2, jb::kMaxHidden, false, 0);
    if (config.contains("tie_word_embeddings") && !config["tie_word_embeddings"].is_boolean())
        r.fail(p + "tie_word_embeddings", "expected true or false, found " + describe(config["tie_word_embeddings"]));
    else
        shape->tiedEmbeddings = config.value("tie_word_embeddings", false);
    checkArchitecture(r, config);
    if (r.problems().size() != before)
        return false;
    if (byteTokenizer && shape->vocab < jb::kByteVocab)
        r.fail(p + "vocab_size",
               "the byte tokenizer needs at least " + std::to_string(jb::kByteVocab) + " tokens, found " + std::to_string(shape->vocab));
    if (shape->heads % shape->kvHeads != 0)
        r.fail(p + "num_key_value_heads",
               "must divide num_attention_heads (" + std::to_string(shape->heads) + "), found " + std::to_string(shape->kvHeads));
    if (headDimGiven && shape->headDim % 2 != 0)
        r.fail(p + "head_dim", "must be even for rotary embeddings, found " + std::to_string(shape->headDim));
    if (!headDimGiven && shape->hidden % shape->heads != 0)
        r.fail(p + "hidden_size", "must be a multiple of num_attention_heads (" + std::to_string(shape->heads)
                                      + ") unless head_dim is given, found " + std::to_string(shape->hidden));
    if (!headDimGiven)
        shape->headDim = shape->hidden / shape->heads;
    return r.problems().size() == before;
}

bool readFolderShape(const std::string &dir, jb::ModelShape *shape)
{
    try {
        const nlohmann::json c = nlohmann::json::parse(
            readRegularFile((fs::path(dir) / "config.json").string(), kMaxSmallJsonBytes, "model config"));
        const auto get = [&](const char *key, std::int64_t fallback) {
            if (!c.contains(key) || c[key].is_null())
                return fallback;
            const double d = c[key].get<double>();
            if (d != std::floor(d) || d < 0 || d > jb::kMaxInteger)
                throw std::runtime_error(key);
            return std::int64_t(d);
        };
        shape->vocab = get("vocab_size", 0);
        shape->hidden = get("hidden_size", 0);
        shape->intermediate = get("intermediate_size", 0);
        shape->layers = get("num_hidden_layers", 0);
        shape->heads = get("num_attention_heads", 0);
        shape->kvHeads = get("num_key_value_heads", shape->heads);
        shape->headDim = get("head_dim", shape->heads > 0 ? shape->hidden / shape->heads : 0);
        shape->tiedEmbeddings = c.value("tie_word_embeddings", false);
        const auto dtype = c.find("torch_dtype");
        shape->storedBytes = jb::storedBytesOf(dtype != c.end() && dtype->is_string() ? dtype->get<std::string>() : std::string());
        return shape->vocab > 0 && shape->hidden > 0 && shape->layers > 0 && shape->heads > 0;
    } catch (const std::exception &) {
        return false;
    }
}

void checkMemory(JobFields &r, const TrainJob &j, const jb::ModelShape &model, const std::string &modelField)
{
    jb::TrainingShape shape;
    shape.model = model;
    shape.lora = j.method == "lora";
    shape.loraRank = j.lora.r;
    shape.loraTargets = j.lora.targetModules;
    shape.seqLen = j.seqLen;
    shape.microBatch = j.microBatch;
    shape.bf16 = j.precision == "bf16";
    const jb::MemoryNeed need = jb::estimateMemory(shape);
    const double limit = jb::memoryLimit(j.device);
    const std::string where = j.device == "cpu" ? "this machine has " + jb::formatBytes(limit)
                                                : "no single device has more than " + jb::formatBytes(limit);
    for (const std::string &field : jb::fieldsOverLimit(need, limit, shape.lora, modelField)) {
        r.fail(field, "training needs at least " + jb::formatBytes(need.total()) + " of memory (weights " + jb::formatBytes(need.weights)
                          + ", gradients and optimizer state " + jb::formatBytes(need.trainingState) + ", activations of one micro-batch "
                          + jb::formatBytes(need.activations) + "); " + where);
    }
}

} // namespace pilot::trainer
