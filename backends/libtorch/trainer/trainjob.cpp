#include "trainjob.h"

#include "inputfile.h"

#include "common/jobbounds.h"
#include "common/sha256.h"
#include "common/utf8.h"
#include "tensor/llamaconfig.h"

#include <cmath>
#include <filesystem>
#include <set>

namespace pilot::trainer {

namespace fs = std::filesystem;
namespace jb = pilot::jobbounds;

namespace {

std::string joinLines(const std::vector<std::string> &lines)
{
    std::string out;
    for (const std::string &l : lines)
        out += (out.empty() ? "" : "\n") + l;
    return out;
}

std::string describe(const nlohmann::json &v)
{
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    if (v.is_number())
        return "the number " + v.dump();
    if (v.is_string())
        return "the text " + nlohmann::json(v.get<std::string>().substr(0, 40)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (v.is_array())
        return "a list";
    return "an object";
}

// The offset of the first bracket that nests the document deeper than `limit` (objects and
// lists, outside strings), or npos. Checked before parsing: the core's parser refuses such a
// file, and a parser that recurses would overflow the stack on a hostile one.
std::size_t tooDeep(const std::string &text, std::size_t limit)
{
    std::size_t depth = 0;
    bool inString = false;
    bool escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit)
                return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::string::npos;
}

std::string numberText(double d)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.15g", d);
    return buffer;
}

// Typed access that collects every problem, each naming its field, instead of stopping at
// the first: the same rules as pilot_core's JsonFields.
class Reader
{
public:
    Reader(const nlohmann::json &root, std::string baseDir)
        : m_root(root)
        , m_base(std::move(baseDir))
    {
    }

    void fail(const std::string &path, const std::string &message) { m_problems.push_back(path + ": " + message); }
    const std::vector<std::string> &problems() const { return m_problems; }
    bool failed(const std::string &prefix) const
    {
        for (const std::string &p : m_problems) {
            if (p.compare(0, prefix.size(), prefix) == 0)
                return true;
        }
        return false;
    }

    /// The node at a dotted path; nullptr when absent, or when null and `nullable` (the
    /// interface's text/null and object/null fields). Elsewhere null is returned as a value,
    /// for the caller to refuse as of the wrong type. A parent that is not an object is reported
    /// once, and so is a required parent that is missing; their fields are then not reported
    /// one by one.
    const nlohmann::json *at(const std::string &path, bool required, bool nullable = false)
    {
        const nlohmann::json *node = &m_root;
        std::size_t start = 0;
        for (;;) {
            const std::size_t dot = path.find('.', start);
            const std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
            if (!node->is_object()) {
                const std::string parent = path.substr(0, start - 1);
                if (m_badParents.insert(parent).second)
                    fail(parent, "expected an object, found " + describe(*node));
                return nullptr;
            }
            const auto it = node->find(key);
            if (it == node->end()) {
                if (required && dot != std::string::npos) {
                    const std::string parent = path.substr(0, dot);
                    if (m_badParents.insert(parent).second)
                        fail(parent, "missing");
                } else if (required) {
                    fail(path, "missing");
                }
                return nullptr;
            }
            if (it->is_null() && nullable && dot == std::string::npos)
                return nullptr;
            node = &*it;
            if (dot == std::string::npos)
                return node;
            start = dot + 1;
        }
    }

    std::string text(const std::string &path, const std::string &fallback, bool required = false,
                     const std::vector<std::string> &allowed = {})
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        if (!v->is_string() || (required && v->get<std::string>().empty())) {
            fail(path, "expected text, found " + describe(*v));
            return fallback;
        }
        const std::string s = v->get<std::string>();
        if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), s) == allowed.end()) {
            std::string list;
            for (const auto &a : allowed)
                list += (list.empty() ? "" : ", ") + a;
            fail(path, "expected one of " + list + ", found \"" + s + "\"");
            return fallback;
        }
        return s;
    }

    std::int64_t integer(const std::string &path, std::int64_t fallback, std::int64_t minimum, std::int64_t maximum,
                         bool required = false)
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        const double d = v->is_number() ? v->get<double>() : 0.0;
        if (!v->is_number() || d != std::floor(d) || std::abs(d) > jb::kMaxInteger) {
            fail(path, "expected a whole number, found " + describe(*v));
            return fallback;
        }
        const std::int64_t i = v->is_number_float() ? std::int64_t(d) : v->get<std::int64_t>();
        if (i < minimum) {
            fail(path, "must be at least " + std::to_string(minimum) + ", found " + std::to_string(i));
            return fallback;
        }
        if (i > maximum) {
            fail(path, "must be at most " + std::to_string(maximum) + ", found " + std::to_string(i));
            return fallback;
        }
        return i;
    }

    double number(const std::string &path, double fallback, double minimum, double maximum, bool required = false)
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        if (!v->is_number()) {
            fail(path, "expected a number, found " + describe(*v));
            return fallback;
        }
        const double d = v->get<double>();
        if (!(d >= minimum && d <= maximum)) {
            fail(path, "must lie between " + numberText(minimum) + " and " + numberText(maximum) + ", found " + numberText(d));
            return fallback;
        }
        return d;
    }

    /// A text/null field: null or absent give "", an empty text is refused like a required one.
    std::string nullableText(const std::string &path)
    {
        const nlohmann::json *v = at(path, false, true);
        if (!v)
            return std::string();
        if (!v->is_string() || v->get<std::string>().empty()) {
            fail(path, "expected text, found " + describe(*v));
            return std::string();
        }
        return v->get<std::string>();
    }

    /// A path, resolved against the job's folder unless absolute.
    std::string file(const std::string &path, bool required) { return resolve(text(path, std::string(), required)); }
    std::string nullableFile(const std::string &path) { return resolve(nullableText(path)); }

    std::string resolve(const std::string &p) const
    {
        if (p.empty() || fs::path(p).is_absolute())
            return p;
        return (fs::path(m_base) / p).lexically_normal().string();
    }

private:
    const nlohmann::json &m_root;
    std::string m_base;
    std::vector<std::string> m_problems;
    std::set<std::string> m_badParents;
};

// A number the model divides by or takes powers of (RoPE base, RMSNorm epsilon): above zero.
void positive(Reader &r, const std::string &path)
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
void readArchitecture(Reader &r, nlohmann::json &config)
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

// model.config as the trainer will build it: every size within jobbounds, the head layout
// consistent, whole numbers stored as integers (LlamaConfig takes no 64.0).
bool readInlineConfig(Reader &r, nlohmann::json &config, bool byteTokenizer, jb::ModelShape *shape)
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
    readArchitecture(r, config);
    if (r.problems().size() != before)
        return false;
    if (byteTokenizer && shape->vocab < jb::kByteVocab)
        r.fail(p + "vocab_size", "the byte tokenizer needs at least " + std::to_string(jb::kByteVocab) + " tokens, found "
                                     + std::to_string(shape->vocab));
    if (shape->heads % shape->kvHeads != 0)
        r.fail(p + "num_key_value_heads", "must divide num_attention_heads (" + std::to_string(shape->heads) + "), found "
                                              + std::to_string(shape->kvHeads));
    if (headDimGiven && shape->headDim % 2 != 0)
        r.fail(p + "head_dim", "must be even for rotary embeddings, found " + std::to_string(shape->headDim));
    if (!headDimGiven && shape->hidden % shape->heads != 0)
        r.fail(p + "hidden_size", "must be a multiple of num_attention_heads (" + std::to_string(shape->heads)
                                      + ") unless head_dim is given, found " + std::to_string(shape->hidden));
    if (!headDimGiven)
        shape->headDim = shape->hidden / shape->heads;
    return r.problems().size() == before;
}

// The shape in a model folder's config.json, when it can be read; the folder itself is
// checked when the model is loaded.
bool readFolderShape(const std::string &dir, jb::ModelShape *shape)
{
    try {
        const nlohmann::json c = nlohmann::json::parse(readRegularFile((fs::path(dir) / "config.json").string(), kMaxSmallJsonBytes, "model config"));
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
        return shape->vocab > 0 && shape->hidden > 0 && shape->layers > 0 && shape->heads > 0;
    } catch (const std::exception &) {
        return false;
    }
}

void checkMemory(Reader &r, const TrainJob &j, const jb::ModelShape &model, const std::string &modelField)
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
        r.fail(field, "training needs at least " + jb::formatBytes(need.total()) + " of memory (weights "
                          + jb::formatBytes(need.weights) + ", gradients and optimizer state " + jb::formatBytes(need.trainingState)
                          + ", activations of one micro-batch " + jb::formatBytes(need.activations) + "); " + where);
    }
}

} // namespace

JobError::JobError(std::vector<std::string> problems)
    : std::runtime_error(joinLines(problems))
    , m_problems(std::move(problems))
{
}

TrainJob parseTrainJob(const nlohmann::json &json, const std::string &baseDir)
{
    if (!json.is_object())
        throw JobError("expected a JSON object at the top");
    Reader r(json, baseDir);
    TrainJob j;
    const std::string schema = r.text("schema", "", true);
    if (!schema.empty() && schema != "migration-pilot/job@1")
        throw JobError("schema: expected \"migration-pilot/job@1\", found \"" + schema + "\"");
    j.runId = r.text("run_id", "", true);
    j.name = r.text("name", "", true);
    j.role = r.text("role", "", true, {"reference", "pilot", "fallback"});
    j.backend = r.text("backend", "", true);
    j.device = r.text("device", "cpu", true, {"cpu", "cuda", "neuron"});
    j.precision = r.text("precision", "fp32", false, {"fp32", "bf16"});
    if (const nlohmann::json *t = r.at("threads", false); t && t->is_number() && t->get<double>() > double(jb::kMaxThreads)
                                                           && t->get<double>() == std::floor(t->get<double>()))
        r.fail("threads", "must be at most " + std::to_string(jb::kMaxThreads) + ", found " + numberText(t->get<double>())
                              + " (threads beyond the cores only slow training down)");
    else
        j.threads = int(r.integer("threads", 0, 0, jb::kMaxThreads));

    r.text("model.arch", "", true, {"llama"});
    j.modelPath = r.nullableFile("model.path");
    if (const nlohmann::json *config = r.at("model.config", false, true)) {
        if (!config->is_object())
            r.fail("model.config", "expected an object or null, found " + describe(*config));
        else
            j.modelConfig = *config;
    }
    // An empty object is an inline config too: `{}` beside a path is two sources, alone it
    // lacks every required size. Either way the pair is judged only when both keys are sound.
    if (!r.failed("model")) {
        if (!j.modelPath.empty() && j.modelConfig.is_object())
            r.fail("model.path", "give either a model folder (path) or an inline config, not both");
        else if (j.modelPath.empty() && !j.modelConfig.is_object())
            r.fail("model.path", "either a model folder (path) or an inline config is needed");
    }
    j.initCheckpoint = r.nullableFile("model.init_checkpoint");
    j.tokenizerKind = r.text("tokenizer.kind", "bytes", false, {"bytes", "hf"});
    j.tokenizerPath = r.nullableFile("tokenizer.path");
    if (j.tokenizerKind == "hf" && j.tokenizerPath.empty() && !r.failed("tokenizer.path"))
        r.fail("tokenizer.path", "a Hugging Face tokenizer needs the path of its tokenizer.json");
    jb::ModelShape shape;
    bool shapeKnown = false;
    if (j.modelConfig.is_object() && j.modelPath.empty())
        shapeKnown = readInlineConfig(r, j.modelConfig, j.tokenizerKind == "bytes", &shape);

    j.method = r.text("method.kind", "", true, {"lora", "full"});
    if (j.method == "lora") {
        j.lora.r = r.integer("method.r", 8, 1, jb::kMaxInt32, true);
        j.lora.alpha = r.number("method.alpha", 16, 1e-9, 1e9, true);
        j.lora.dropout = r.number("method.dropout", 0.0, 0.0, 0.99);
        if (const nlohmann::json *t = r.at("method.target_modules", false)) {
            if (!t->is_array()) {
                r.fail("method.target_modules", "expected a list of texts, found " + describe(*t));
            } else if (t->empty()) {
                r.fail("method.target_modules", "must not be empty");
            } else {
                std::vector<std::string> modules;
                for (std::size_t i = 0; i < t->size(); ++i) {
                    const nlohmann::json &m = (*t)[i];
                    if (!m.is_string() || m.get<std::string>().empty()) {
                        r.fail("method.target_modules[" + std::to_string(i) + "]", "expected text, found " + describe(m));
                        modules.clear();
                        break;
                    }
                    const std::string name = m.get<std::string>();
                    if (std::find(jb::llamaModules().begin(), jb::llamaModules().end(), name) == jb::llamaModules().end()) {
                        r.fail("method.target_modules", "unknown module \"" + name + "\" (Llama has q/k/v/o_proj, gate/up/down_proj)");
                        modules.clear();
                        break;
                    }
                    modules.push_back(name);
                }
                if (!modules.empty())
                    j.lora.targetModules = modules;
            }
        }
    }

    j.trainData = r.file("data.train", true);
    j.validationData = r.file("data.validation", true);
    for (const char *which : {"train", "validation"}) {
        const std::string field = std::string("data.sha256.") + which;
        const std::string sha = r.nullableText(field);
        const bool hex = sha.size() == 64 && sha.find_first_not_of("0123456789abcdef") == std::string::npos;
        if (!sha.empty() && !hex)
            r.fail(field, "expected 64 lower-case hex digits");
        (std::string(which) == "train" ? j.trainSha256 : j.validationSha256) = sha;
    }
    j.dataVersion = r.text("data.version", "", true);

    j.seqLen = r.integer("train.seq_len", 0, 2, jb::kMaxInt32, true);
    j.microBatch = r.integer("train.micro_batch", 0, 1, jb::kMaxInt32, true);
    j.gradAccum = r.integer("train.grad_accum", 1, 1, jb::kMaxInt32);
    j.maxSteps = r.integer("train.max_steps", 0, 1, std::int64_t(jb::kMaxInteger), true);
    j.seed = r.integer("train.seed", 0, 0, std::int64_t(jb::kMaxInteger), true);
    j.lr = r.number("train.lr", 0, 0.0, 10.0, true);
    j.warmupSteps = r.integer("train.warmup_steps", 0, 0, std::int64_t(jb::kMaxInteger));
    j.schedule = r.text("train.schedule", "cosine", false, {"cosine", "linear", "constant"});
    r.text("train.optimizer.kind", "adamw", false, {"adamw"});
    if (const nlohmann::json *b = r.at("train.optimizer.betas", false)) {
        if (!b->is_array() || b->size() != 2 || !(*b)[0].is_number() || !(*b)[1].is_number()
            || !((*b)[0].get<double>() >= 0 && (*b)[0].get<double>() < 1) || !((*b)[1].get<double>() >= 0 && (*b)[1].get<double>() < 1)) {
            r.fail("train.optimizer.betas", "expected two numbers in [0, 1), e.g. [0.9, 0.999]");
        } else {
            j.beta1 = (*b)[0].get<double>();
            j.beta2 = (*b)[1].get<double>();
        }
    }
    j.eps = r.number("train.optimizer.eps", 1e-8, 1e-30, 1.0);
    j.weightDecay = r.number("train.optimizer.weight_decay", 0.0, 0.0, 10.0);
    j.gradClip = r.number("train.grad_clip", 1.0, 0.0, 1e9);

    j.evalEvery = r.integer("eval.every_steps", 50, 0, std::int64_t(jb::kMaxInteger));
    j.evalSamples = r.integer("eval.samples", 16, 0, jb::kMaxInt32);
    j.maxNewTokens = r.integer("eval.max_new_tokens", 32, 0, jb::kMaxInt32);
    j.checkpointEvery = r.integer("checkpoint.every_steps", 50, 0, std::int64_t(jb::kMaxInteger));
    j.keepLast = r.integer("checkpoint.keep_last", 3, 1, jb::kMaxInt32);
    j.resume = r.text("resume", "auto");
    if (j.resume.empty())
        r.fail("resume", "expected auto, none or a checkpoint folder");
    else if (j.resume != "auto" && j.resume != "none")
        j.resume = r.file("resume", true);

    // The rest of the inline config (activation, RoPE, biases) as the model will read it.
    if (shapeKnown) {
        try {
            tensor::LlamaConfig::fromJson(j.modelConfig);
        } catch (const tensor::ConfigError &e) {
            r.fail("model.config." + std::string(e.what()).substr(0, std::string(e.what()).find(':')),
                   std::string(e.what()).substr(std::string(e.what()).find(':') + 2));
        } catch (const nlohmann::json::exception &e) {
            r.fail("model.config", e.what());
        }
    }
    // Memory last: it is only meaningful for an otherwise valid job, and pilotctl validate
    // applies it under the same condition.
    if (r.problems().empty()) {
        if (!j.modelPath.empty())
            shapeKnown = readFolderShape(j.modelPath, &shape);
        if (shapeKnown)
            checkMemory(r, j, shape, j.modelPath.empty() ? "model.config" : "model.path");
    }
    if (!r.problems().empty())
        throw JobError(r.problems());

    // What decides the computation: everything but names, role, resume and bookkeeping.
    nlohmann::json decisive = json;
    for (const char *key : {"run_id", "name", "role", "resume", "eval", "checkpoint"})
        decisive.erase(key);
    j.hash = Sha256::hex(decisive.dump().data(), decisive.dump().size());
    return j;
}

std::vector<std::string> trainerCannotRun(const TrainJob &job)
{
    std::vector<std::string> problems;
    if (job.device == "neuron")
        problems.push_back("device: neuron jobs run on the neuron backend, not in pilot-trainer");
    if (job.tokenizerKind == "hf")
        problems.push_back("tokenizer.kind: this trainer has the byte tokenizer only so far");
    return problems;
}

TrainJob readJobFile(const std::string &path)
{
    std::string text;
    try {
        text = readRegularFile(path, kMaxJobBytes, "job file");
    } catch (const InputFileError &e) {
        throw JobError(e.what());
    }
    // The file itself first, as pilot_core's text reader does: UTF-8 without NUL bytes.
    if (const std::size_t nul = text.find('\0'); nul != std::string::npos)
        throw JobError(path + ": byte " + std::to_string(nul) + ": binary data (a NUL byte): this is not a text file");
    if (const std::ptrdiff_t bad = firstInvalidUtf8(text.data(), text.size()); bad >= 0) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "%02x", unsigned(static_cast<unsigned char>(text[std::size_t(bad)])));
        throw JobError(path + ": byte " + std::to_string(bad) + ": invalid UTF-8 byte 0x" + hex + ": the file must be UTF-8 text");
    }
    if (const std::size_t deep = tooDeep(text, jb::kMaxJsonDepth); deep != std::string::npos)
        throw JobError(path + ": byte " + std::to_string(deep) + ": JSON syntax error: too deeply nested document (more than "
                       + std::to_string(jb::kMaxJsonDepth) + " levels of objects and lists)");
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception &e) {
        throw JobError(path + ": JSON syntax error: " + e.what());
    }
    try {
        return parseTrainJob(json, fs::absolute(path).parent_path().string());
    } catch (const JobError &e) {
        std::vector<std::string> located;
        for (const std::string &p : e.problems())
            located.push_back(path + ": " + p);
        throw JobError(located);
    }
}

TrainJob readTrainJob(const std::string &path)
{
    TrainJob job = readJobFile(path);
    std::vector<std::string> refused = trainerCannotRun(job);
    if (!refused.empty()) {
        for (std::string &p : refused)
            p = path + ": " + p;
        throw JobError(refused);
    }
    return job;
}

} // namespace pilot::trainer
