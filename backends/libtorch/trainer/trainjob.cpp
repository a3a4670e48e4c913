#include "trainjob.h"

#include "common/inputfile.h"
#include "jobfields.h"
#include "trainjobcheck.h"

#include "common/jobbounds.h"
#include "common/sha256.h"
#include "common/utf8.h"
#include "tensor/llamaconfig.h"

#include <cmath>
#include <filesystem>

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

// The run's names and where it runs: run_id, name, role, backend, device, precision and threads
// (after the schema, which refuses a job of another interface at once).
void readRunFields(JobFields &r, TrainJob &j)
{
    const std::string schema = r.text("schema", "", true);
    if (!schema.empty() && schema != "migration-pilot/job@1")
        throw JobError("schema: expected \"migration-pilot/job@1\", found \"" + schema + "\"");
    j.runId = r.text("run_id", "", true);
    j.name = r.text("name", "", true);
    j.role = r.text("role", "", true, {"reference", "pilot", "fallback"});
    j.backend = r.text("backend", "", true);
    j.device = r.text("device", "cpu", true, {"cpu", "cuda", "neuron"});
    j.precision = r.text("precision", "fp32", false, {"fp32", "bf16"});
    if (const nlohmann::json *t = r.at("threads", false);
        t && t->is_number() && t->get<double>() > double(jb::kMaxThreads) && t->get<double>() == std::floor(t->get<double>()))
        r.fail("threads", "must be at most " + std::to_string(jb::kMaxThreads) + ", found " + numberText(t->get<double>())
                              + " (threads beyond the cores only slow training down)");
    else
        j.threads = int(r.integer("threads", 0, 0, jb::kMaxThreads));
}

// The model (a folder or an inline config), its initial checkpoint and the tokenizer. True,
// with `shape` set, when an inline config is sound.
bool readModelFields(JobFields &r, TrainJob &j, jb::ModelShape *shape)
{
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
    bool shapeKnown = false;
    if (j.modelConfig.is_object() && j.modelPath.empty())
        shapeKnown = checkInlineConfig(r, j.modelConfig, j.tokenizerKind == "bytes", shape);
    return shapeKnown;
}

// method.target_modules, when given: a non-empty list of Llama's module names; the job keeps
// its default when any is refused.
void readTargetModules(JobFields &r, TrainJob &j)
{
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

// The method: full training, or LoRA with its rank, alpha, dropout and target modules.
void readMethodFields(JobFields &r, TrainJob &j)
{
    j.method = r.text("method.kind", "", true, {"lora", "full"});
    if (j.method == "lora") {
        j.lora.r = r.integer("method.r", 8, 1, jb::kMaxInt32, true);
        j.lora.alpha = r.number("method.alpha", 16, 1e-9, 1e9, true);
        j.lora.dropout = r.number("method.dropout", 0.0, 0.0, 0.99);
        readTargetModules(r, j);
    }
}

// The data files, their optional SHA-256 checksums and the data's version.
void readDataFields(JobFields &r, TrainJob &j)
{
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
}

// The training settings: sizes, steps, seed, learning-rate schedule, optimizer and clipping.
void readTrainFields(JobFields &r, TrainJob &j)
{
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
}

// Evaluation, checkpoints and resume: "auto", "none" or a checkpoint folder.
void readEvalCheckpointResume(JobFields &r, TrainJob &j)
{
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
    JobFields r(json, baseDir);
    TrainJob j;
    readRunFields(r, j);
    jb::ModelShape shape;
    bool shapeKnown = readModelFields(r, j, &shape);
    readMethodFields(r, j);
    readDataFields(r, j);
    readTrainFields(r, j);
    readEvalCheckpointResume(r, j);

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

    j.document = json;
    j.hashFormat2 = jobHashFormat2(json);
    j.hashFormat1 = jobHashFormat1(json);
    return j;
}

namespace {

std::string hashWithout(const nlohmann::json &job, std::initializer_list<const char *> keys)
{
    nlohmann::json decisive = job;
    for (const char *key : keys)
        decisive.erase(key);
    const std::string text = decisive.dump();
    return Sha256::hex(text.data(), text.size());
}

} // namespace

std::string jobHashFormat2(const nlohmann::json &job)
{
    return hashWithout(job, {"run_id", "name", "role", "resume", "eval", "checkpoint", "backend", "device", "threads"});
}

std::string jobHashFormat1(const nlohmann::json &job)
{
    return hashWithout(job, {"run_id", "name", "role", "resume", "eval", "checkpoint"});
}

std::vector<std::string> trainerCannotRun(const TrainJob &job)
{
    std::vector<std::string> problems;
    if (job.device == "neuron")
        problems.push_back("device: neuron jobs run on the neuron backend, not in pilot-trainer");
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
