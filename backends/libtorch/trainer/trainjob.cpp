#include "trainjob.h"

#include "common/sha256.h"

#include <filesystem>
#include <fstream>

namespace pilot::trainer {

namespace fs = std::filesystem;

namespace {

class Reader
{
public:
    Reader(const nlohmann::json &root, std::string baseDir)
        : m_root(root)
        , m_base(std::move(baseDir))
    {
    }

    const nlohmann::json *at(const std::string &path, bool required) const
    {
        const nlohmann::json *node = &m_root;
        std::size_t start = 0;
        while (start <= path.size()) {
            const std::size_t dot = path.find('.', start);
            const std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
            if (!node->is_object())
                throw JobError(path + ": expected an object above this field");
            const auto it = node->find(key);
            if (it == node->end() || (it->is_null() && !required)) {
                if (required)
                    throw JobError(path + ": missing");
                return nullptr;
            }
            node = &*it;
            if (dot == std::string::npos)
                break;
            start = dot + 1;
        }
        return node;
    }

    std::string text(const std::string &path, const std::string &fallback, bool required = false,
                     const std::vector<std::string> &allowed = {}) const
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        if (!v->is_string() || (required && v->get<std::string>().empty()))
            throw JobError(path + ": expected text");
        const std::string s = v->get<std::string>();
        if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), s) == allowed.end()) {
            std::string list;
            for (const auto &a : allowed)
                list += (list.empty() ? "" : ", ") + a;
            throw JobError(path + ": expected one of " + list + ", found \"" + s + "\"");
        }
        return s;
    }

    std::int64_t integer(const std::string &path, std::int64_t fallback, std::int64_t minimum, bool required = false) const
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        if (!v->is_number() || (v->is_number_float() && v->get<double>() != double(std::int64_t(v->get<double>()))))
            throw JobError(path + ": expected a whole number");
        const auto i = v->is_number_float() ? std::int64_t(v->get<double>()) : v->get<std::int64_t>();
        if (i < minimum)
            throw JobError(path + ": must be at least " + std::to_string(minimum));
        return i;
    }

    double number(const std::string &path, double fallback, double minimum, double maximum, bool required = false) const
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        if (!v->is_number())
            throw JobError(path + ": expected a number");
        const double d = v->get<double>();
        if (d < minimum || d > maximum)
            throw JobError(path + ": must lie between " + std::to_string(minimum) + " and " + std::to_string(maximum));
        return d;
    }

    std::string file(const std::string &path, bool required) const
    {
        const std::string p = text(path, std::string(), required);
        if (p.empty() || fs::path(p).is_absolute())
            return p;
        return (fs::path(m_base) / p).lexically_normal().string();
    }

private:
    const nlohmann::json &m_root;
    std::string m_base;
};

} // namespace

TrainJob parseTrainJob(const nlohmann::json &json, const std::string &baseDir)
{
    if (!json.is_object())
        throw JobError("job: expected a JSON object");
    const Reader r(json, baseDir);
    TrainJob j;
    const std::string schema = r.text("schema", "", true);
    if (schema != "migration-pilot/job@1")
        throw JobError("schema: expected \"migration-pilot/job@1\", found \"" + schema + "\"");
    j.runId = r.text("run_id", "", true);
    j.name = r.text("name", "", true);
    j.role = r.text("role", "", true, {"reference", "pilot", "fallback"});
    j.backend = r.text("backend", "", true);
    j.device = r.text("device", "cpu", true, {"cpu", "cuda", "neuron"});
    if (j.device == "neuron")
        throw JobError("device: neuron jobs run on the neuron backend, not in pilot-trainer");
    j.precision = r.text("precision", "fp32", false, {"fp32", "bf16"});
    j.threads = int(r.integer("threads", 0, 0));

    r.text("model.arch", "", true, {"llama"});
    j.modelPath = r.file("model.path", false);
    if (const nlohmann::json *config = r.at("model.config", false)) {
        if (!config->is_object())
            throw JobError("model.config: expected an object or null");
        j.modelConfig = *config;
    }
    if (j.modelPath.empty() == j.modelConfig.is_null())
        throw JobError("model.path: give either a model folder (path) or an inline config, not both or neither");
    j.initCheckpoint = r.file("model.init_checkpoint", false);
    j.tokenizerKind = r.text("tokenizer.kind", "bytes", false, {"bytes", "hf"});
    if (j.tokenizerKind != "bytes")
        throw JobError("tokenizer.kind: this trainer has the byte tokenizer only so far");

    j.method = r.text("method.kind", "", true, {"lora", "full"});
    if (j.method == "lora") {
        j.lora.r = r.integer("method.r", 8, 1, true);
        j.lora.alpha = r.number("method.alpha", 16, 1e-9, 1e9, true);
        j.lora.dropout = r.number("method.dropout", 0.0, 0.0, 0.99);
        if (const nlohmann::json *t = r.at("method.target_modules", false)) {
            if (!t->is_array() || t->empty())
                throw JobError("method.target_modules: expected a non-empty list of module names");
            j.lora.targetModules.clear();
            for (const auto &m : *t) {
                if (!m.is_string())
                    throw JobError("method.target_modules: expected module names");
                j.lora.targetModules.push_back(m.get<std::string>());
            }
            static const std::vector<std::string> known = {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"};
            for (const auto &m : j.lora.targetModules) {
                if (std::find(known.begin(), known.end(), m) == known.end())
                    throw JobError("method.target_modules: unknown module \"" + m + "\" (Llama has q/k/v/o_proj, gate/up/down_proj)");
            }
        }
    }

    j.trainData = r.file("data.train", true);
    j.validationData = r.file("data.validation", true);
    j.trainSha256 = r.text("data.sha256.train", "");
    j.validationSha256 = r.text("data.sha256.validation", "");
    j.dataVersion = r.text("data.version", "", true);

    j.seqLen = r.integer("train.seq_len", 0, 2, true);
    j.microBatch = r.integer("train.micro_batch", 0, 1, true);
    j.gradAccum = r.integer("train.grad_accum", 1, 1);
    j.maxSteps = r.integer("train.max_steps", 0, 1, true);
    j.seed = r.integer("train.seed", 0, 0, true);
    j.lr = r.number("train.lr", 0, 0.0, 10.0, true);
    j.warmupSteps = r.integer("train.warmup_steps", 0, 0);
    j.schedule = r.text("train.schedule", "cosine", false, {"cosine", "linear", "constant"});
    r.text("train.optimizer.kind", "adamw", false, {"adamw"});
    if (const nlohmann::json *b = r.at("train.optimizer.betas", false)) {
        if (!b->is_array() || b->size() != 2 || !(*b)[0].is_number() || !(*b)[1].is_number())
            throw JobError("train.optimizer.betas: expected two numbers in [0, 1)");
        j.beta1 = (*b)[0].get<double>();
        j.beta2 = (*b)[1].get<double>();
        if (j.beta1 < 0 || j.beta1 >= 1 || j.beta2 < 0 || j.beta2 >= 1)
            throw JobError("train.optimizer.betas: expected two numbers in [0, 1)");
    }
    j.eps = r.number("train.optimizer.eps", 1e-8, 1e-30, 1.0);
    j.weightDecay = r.number("train.optimizer.weight_decay", 0.0, 0.0, 10.0);
    j.gradClip = r.number("train.grad_clip", 1.0, 0.0, 1e9);

    j.evalEvery = r.integer("eval.every_steps", 50, 0);
    j.evalSamples = r.integer("eval.samples", 16, 0);
    j.maxNewTokens = r.integer("eval.max_new_tokens", 32, 0);
    j.checkpointEvery = r.integer("checkpoint.every_steps", 50, 0);
    j.keepLast = r.integer("checkpoint.keep_last", 3, 1);
    j.resume = r.text("resume", "auto");
    if (j.resume != "auto" && j.resume != "none")
        j.resume = r.file("resume", true);

    // What decides the computation: everything but names, role, resume and bookkeeping.
    nlohmann::json decisive = json;
    for (const char *key : {"run_id", "name", "role", "resume", "eval", "checkpoint"})
        decisive.erase(key);
    j.hash = Sha256::hex(decisive.dump().data(), decisive.dump().size());
    return j;
}

TrainJob readTrainJob(const std::string &path)
{
    std::ifstream in(path);
    if (!in)
        throw JobError(path + ": cannot open");
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(in);
    } catch (const nlohmann::json::exception &e) {
        throw JobError(path + ": JSON syntax error: " + e.what());
    }
    try {
        return parseTrainJob(json, fs::absolute(path).parent_path().string());
    } catch (const JobError &e) {
        throw JobError(path + ": " + e.what());
    }
}

} // namespace pilot::trainer
