#include "trainer.h"

#include "canonicaltext.h"
#include "jobidentity.h"
#include "progressline.h"

#include "checkpoint.h"
#include "common/inputfile.h"
#include "evaluator.h"
#include "jobtokenizer.h"
#include "sysinfo.h"

#include "tensor/modeldir.h"

#include <ATen/autocast_mode.h>
#include <torch/version.h>

#include <csignal>
#include <filesystem>
#include <optional>
#include <unistd.h>

namespace pilot::trainer {

namespace fs = std::filesystem;

namespace {

volatile std::sig_atomic_t g_stop = 0;

std::string hexOf(const torch::Tensor &bytes)
{
    static const char digits[] = "0123456789abcdef";
    const torch::Tensor b = bytes.contiguous();
    const auto *p = b.data_ptr<std::uint8_t>();
    std::string out;
    for (std::int64_t i = 0; i < b.numel(); ++i) {
        out += digits[p[i] >> 4];
        out += digits[p[i] & 15];
    }
    return out;
}

torch::Tensor bytesOf(const std::string &hex)
{
    torch::Tensor t = torch::empty({std::int64_t(hex.size() / 2)}, torch::kUInt8);
    auto *p = t.data_ptr<std::uint8_t>();
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        p[i / 2] = std::uint8_t(std::stoi(hex.substr(i, 2), nullptr, 16));
    return t;
}

// The files of a model folder are read by the tensor library, which opens whatever it is
// given: check first that each is a regular file, so a FIFO cannot stall the start.
void checkModelFolder(const std::string &dir)
{
    if (!fs::is_directory(dir))
        throw std::runtime_error("model.path: " + dir + " is not a folder");
    for (const auto &entry : fs::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        const auto endsWith = [&](const std::string &suffix) {
            return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
        };
        if (endsWith(".safetensors"))
            requireRegularFile(entry.path().string(), UINT64_MAX, "model file");
        else if (endsWith(".json"))
            requireRegularFile(entry.path().string(), kMaxSmallJsonBytes, "model file");
    }
}

// Every value finite, and for AdamW's second moments not negative: a state that breaks this
// makes every later update NaN.
std::string tensorProblem(const std::string &name, const torch::Tensor &t)
{
    if (!t.is_floating_point())
        return {};
    if (!torch::isfinite(t).all().item<bool>())
        return name + ": holds values that are not finite";
    if (name.rfind("exp_avg_sq.", 0) == 0 && (t < 0).any().item<bool>())
        return name + ": holds negative second moments";
    return {};
}

// Autocast for bf16 runs, scoped to the forward pass as PyTorch's autocast context is.
// libtorch 2.4 replaced the per-device functions (set_enabled, set_cpu_enabled, ...) by ones that
// take the device type and deprecated the old ones; 1.13 has only the old ones.
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)
void setBf16Autocast(at::DeviceType type, bool on)
{
    if (on)
        at::autocast::set_autocast_dtype(type, at::kBFloat16);
    at::autocast::set_autocast_enabled(type, on);
}
#else
void setBf16Autocast(at::DeviceType type, bool on)
{
    if (type == at::kCUDA) {
        if (on)
            at::autocast::set_autocast_gpu_dtype(at::kBFloat16);
        at::autocast::set_enabled(on);
    } else {
        if (on)
            at::autocast::set_autocast_cpu_dtype(at::kBFloat16);
        at::autocast::set_cpu_enabled(on);
    }
}
#endif

class Autocast
{
public:
    Autocast(bool enabled, torch::Device device)
        : m_enabled(enabled)
        , m_type(device.type())
    {
        if (m_enabled)
            setBf16Autocast(m_type, true);
    }
    ~Autocast()
    {
        if (!m_enabled)
            return;
        setBf16Autocast(m_type, false);
        at::autocast::clear_cache();
    }

private:
    bool m_enabled;
    at::DeviceType m_type;
};

} // namespace

void Trainer::requestStop()
{
    g_stop = 1;
}

Trainer::Trainer(TrainJob job, std::string runDir, std::shared_ptr<ProcessGroup> group)
    : m_job(std::move(job))
    , m_runDir(std::move(runDir))
    , m_group(std::move(group))
{
}

Trainer::~Trainer() = default;

void Trainer::phase(const char *name, bool begin)
{
    m_metrics->event("phase").text("name", name).text("state", begin ? "begin" : "end").write();
}

void Trainer::setupModel()
{
    // LoRA leaves the base frozen: a bf16 or fp16 base stays in its type, mapped from its files
    // (computed in fp32, or in bf16 under precision bf16). Full fine-tuning trains every weight
    // in fp32, so a half-precision base is converted as it loads.
    const tensor::WeightDtype dtype = m_job.method == "lora" ? tensor::WeightDtype::File : tensor::WeightDtype::Float32;
    if (!m_job.modelPath.empty()) {
        checkModelFolder(m_job.modelPath);
        m_model = tensor::loadModelDir(m_job.modelPath, dtype);
    } else {
        m_model = tensor::LlamaForCausalLM(tensor::LlamaConfig::fromJson(m_job.modelConfig));
        // From scratch: HF's initialisation, seeded by the job so every attempt starts equal.
        m_model->initialiseWeights(0.02, at::detail::createCPUGenerator(std::uint64_t(m_job.seed)));
    }
    if (m_model->config().vocabSize < m_tokenizer->vocabSize())
        throw std::runtime_error("model.path: vocab_size: the model knows " + std::to_string(m_model->config().vocabSize)
                                 + " tokens, the tokenizer needs " + std::to_string(m_tokenizer->vocabSize()));
    if (!m_job.initCheckpoint.empty()) {
        std::string problem = checkpoint::validate(m_job.initCheckpoint);
        std::map<std::string, torch::Tensor> weights;
        if (problem.empty()) {
            weights = tensor::loadSafetensors(m_job.initCheckpoint + "/model.safetensors").tensors;
            for (const auto &[name, tensor] : weights) {
                if (const std::string p = tensorProblem(name, tensor); !p.empty()) {
                    problem = "model.safetensors: " + p;
                    break;
                }
            }
        }
        if (!problem.empty())
            throw std::runtime_error("model.init_checkpoint: " + m_job.initCheckpoint + ": " + problem);
        m_model->loadBase(weights, dtype);
    }
    if (m_job.method == "lora") {
        // Adapters are drawn from their own generator so their start does not depend on
        // anything else the process did.
        torch::manual_seed(std::uint64_t(m_job.seed) + 1);
        m_model->addLora(m_job.lora);
    }
    m_model->to(m_device);
    m_model->train();
    std::vector<std::pair<std::string, torch::Tensor>> params;
    for (const auto &item : m_model->named_parameters()) {
        if (item.value().requires_grad()) {
            params.emplace_back(item.key(), item.value());
            m_trainable.push_back(item.value());
        }
    }
    m_optimizer = std::make_unique<AdamW>(params, AdamW::Options{m_job.beta1, m_job.beta2, m_job.eps, m_job.weightDecay});
}

Trainer::Restorable Trainer::loadCheckpoint(const std::string &dir, std::int64_t step) const
{
    Restorable r;
    StateExpectations expect;
    expect.job = &m_job;
    expect.trainExamples = m_train.examples.size();
    expect.trainSha256 = m_train.sha256;
    expect.validationSha256 = m_validation.sha256;
    expect.checkpointStep = step;
    expect.rngStateBytes = std::size_t(at::detail::getDefaultCPUGenerator().get_state().numel());
    try {
        r.state = parseTrainerState(readRegularFile(dir + "/trainer_state.json", kMaxSmallJsonBytes, "trainer state"), expect);
    } catch (const ForeignJobError &e) {
        throw ForeignJobError(dir + ": trainer_state.json: " + e.what());
    } catch (const std::exception &e) {
        throw std::runtime_error("trainer_state.json: " + std::string(e.what()));
    }
    const std::string weightsFile = m_job.method == "lora" ? "adapter_model.safetensors" : "model.safetensors";
    r.weights = tensor::loadSafetensors(dir + "/" + weightsFile).tensors;
    r.optimizer = tensor::loadSafetensors(dir + "/optimizer.safetensors").tensors;
    const auto steps = r.optimizer.find("step");
    if (steps == r.optimizer.end() || steps->second.numel() != 1 || steps->second.scalar_type() != torch::kInt64)
        throw std::runtime_error("optimizer.safetensors: step: missing or not one whole number");
    if (steps->second.item<std::int64_t>() != r.state.globalStep)
        throw std::runtime_error("optimizer.safetensors: step: " + std::to_string(steps->second.item<std::int64_t>())
                                 + " updates, but trainer_state.json has global_step " + std::to_string(r.state.globalStep));
    for (const auto &[name, tensor] : r.weights) {
        if (const std::string problem = tensorProblem(name, tensor); !problem.empty())
            throw std::runtime_error(weightsFile + ": " + problem);
    }
    for (const auto &[name, tensor] : r.optimizer) {
        if (const std::string problem = tensorProblem(name, tensor); !problem.empty())
            throw std::runtime_error("optimizer.safetensors: " + problem);
    }
    return r;
}

void Trainer::restore(Restorable checkpoint)
{
    if (m_job.method == "lora")
        m_model->loadAdapter(checkpoint.weights);
    else
        m_model->loadBase(checkpoint.weights);
    m_optimizer->load(checkpoint.optimizer);
    m_step = checkpoint.state.globalStep;
    m_tokens = checkpoint.state.tokensSeen;
    at::Generator generator = at::detail::getDefaultCPUGenerator();
    generator.set_state(bytesOf(checkpoint.state.rngCpu));
    m_lastCheckpoint = m_step;
    m_evalPending = checkpoint.state.evalPending;
}

// The adapters' dropout draws of one forward pass, learned from a pass over one token with the
// generator put back afterwards (the pass draws, and nothing may differ from one process).
void Trainer::learnDropoutDraws()
{
    at::Generator generator = at::detail::getDefaultCPUGenerator();
    const torch::Tensor state = generator.get_state();
    {
        torch::NoGradGuard noGrad;
        tensor::DropoutRecorder recorder;
        Autocast autocast(m_job.precision == "bf16", m_device);
        m_model(torch::zeros({1, 1}, torch::kInt64).to(m_device));
        m_dropoutDraws = recorder.draws;
    }
    generator.set_state(state);
    m_dropoutDrawsKnown = true;
}

double Trainer::trainStep(std::int64_t step, double *gradNorm, std::int64_t *tokens, double *commSeconds, double *dataSeconds)
{
    m_optimizer->zeroGrad();
    double lossSum = 0;
    *tokens = 0;
    *commSeconds = 0;
    *dataSeconds = 0;
    // Several processes share the step's micro-batches in contiguous blocks (docs/data-order.md):
    // rank r computes r·k … r·k+k−1 of the grad_accum, k = grad_accum / world.
    const std::int64_t world = m_group ? m_group->world() : 1;
    const std::int64_t block = m_job.gradAccum / world;
    const std::int64_t first = m_group ? m_group->rank() * block : 0;
    // LoRA dropout draws its masks from the process's generator: a rank draws, for the others'
    // micro-batches, what computing them would, so that its masks are one process's.
    const bool replay = m_group && m_job.method == "lora" && m_job.lora.dropout > 0;
    if (replay && !m_dropoutDrawsKnown)
        learnDropoutDraws();
    for (std::int64_t micro = 0; micro < m_job.gradAccum; ++micro) {
        const std::uint64_t index = std::uint64_t((step - 1) * m_job.gradAccum + micro);
        if (micro < first || micro >= first + block) {
            if (replay) {
                const Batch other = m_batches->microBatch(index, m_job.microBatch, m_tokenizer->pad());
                tensor::replayDropout(m_dropoutDraws, other.ids.size(0), other.ids.size(1));
            }
            continue;
        }
        // The time the step waits for its data: building the micro-batch from the examples.
        const double dataStarted = MetricsWriter::now();
        const Batch batch = m_batches->microBatch(index, m_job.microBatch, m_tokenizer->pad());
        *dataSeconds += MetricsWriter::now() - dataStarted;
        torch::Tensor loss;
        {
            Autocast autocast(m_job.precision == "bf16", m_device);
            const torch::Tensor logits = m_model(batch.ids.to(m_device));
            loss = torch::nn::functional::cross_entropy(logits.view({-1, logits.size(-1)}), batch.targets.to(m_device).view({-1}),
                                                        torch::nn::functional::CrossEntropyFuncOptions().ignore_index(-100));
        }
        (loss / double(m_job.gradAccum)).backward();
        lossSum += loss.item<double>();
        *tokens += batch.tokens;
    }
    if (m_group) {
        // Adding every rank's gradients gives each the gradient of the whole step, as one
        // process accumulates it; clipping and AdamW then run alike on every rank.
        const double started = MetricsWriter::now();
        std::vector<torch::Tensor> grads;
        for (const torch::Tensor &p : m_trainable)
            grads.push_back(p.mutable_grad().defined() ? p.mutable_grad() : (p.mutable_grad() = torch::zeros_like(p)));
        m_group->sum(grads);
        torch::Tensor counts = torch::tensor({lossSum, double(*tokens)}, torch::kFloat64);
        m_group->sum({counts});
        lossSum = counts[0].item<double>();
        *tokens = std::int64_t(counts[1].item<double>());
        *commSeconds = MetricsWriter::now() - started;
    }
    *gradNorm = clipGradNorm(m_trainable, m_job.gradClip);
    m_optimizer->step(scheduledLr(m_job.lr, m_job.schedule, step, m_job.warmupSteps, m_job.maxSteps));
    return lossSum / double(m_job.gradAccum);
}

bool Trainer::evaluateAt(std::int64_t step)
{
    const auto owed = [&] {
        m_evalPending = true;
        m_metrics->event("log")
            .text("level", "info")
            .text("message", "evaluation at step " + std::to_string(step)
                                 + " stopped by SIGTERM before it finished: not reported; a run resumed from this step evaluates it first")
            .integer("step", step)
            .write();
    };
    if (g_stop) {
        owed();
        return false;
    }
    phase("validation", true);
    const double evalStarted = MetricsWriter::now();
    const std::optional<EvalResult> result = evaluate(m_model, *m_tokenizer, m_validation, m_job.microBatch, m_job.maxNewTokens,
                                                      m_job.seqLen, m_device, [] { return g_stop != 0; });
    if (!result) {
        phase("validation", false);
        owed();
        return false;
    }
    m_evalPending = false;
    const EvalResult &r = *result;
    char metrics[96];
    std::snprintf(metrics, sizeof metrics, "{\"exact_match\": %.17g}", r.exactMatch);
    m_metrics->event("eval").integer("step", step).num("val_loss", r.loss).raw("metrics", metrics).integer("examples", r.examples).write();
    const std::size_t samples = std::min<std::size_t>(std::size_t(m_job.evalSamples), r.outputs.size());
    for (std::size_t i = 0; i < samples; ++i) {
        char id[32];
        std::snprintf(id, sizeof id, "val-%04zu", i);
        m_metrics->event("sample")
            .integer("step", step)
            .text("id", id)
            .text("prompt", m_validation.examples[i].prompt)
            .text("output", r.outputs[i])
            .text("reference", m_validation.examples[i].completion)
            .write();
    }
    phase("validation", false);
    const double took = MetricsWriter::now() - evalStarted;
    m_validationSeconds += took;
    ++m_evaluations;
    if (writer())
        ProgressLine::evaluation(step, r.loss, r.exactMatch, r.examples, took);
    return true;
}

void Trainer::checkpointAt(std::int64_t step)
{
    if (!writer()) {
        m_lastCheckpoint = step; // rank 0 writes the state every rank holds
        return;
    }
    phase("checkpoint_write", true);
    const double started = MetricsWriter::now();
    const Cursor cursor = m_batches->cursor(std::uint64_t(step * m_job.gradAccum * m_job.microBatch));
    const std::string baseModel = checkpoint::baseModelReference(m_job.document["model"].value("path", nlohmann::json()).is_string()
                                                                     ? m_job.document["model"]["path"].get<std::string>()
                                                                     : std::string(),
                                                                 m_job.modelPath, m_runDir, step);
    const std::string dir = checkpoint::write(m_runDir, step, [&](const std::string &staging) {
        if (m_job.method == "lora")
            tensor::saveAdapterDir(m_model, staging, baseModel);
        else
            tensor::saveModelDir(m_model, staging);
        tensor::saveSafetensors(staging + "/optimizer.safetensors", m_optimizer->state());
        TrainerState state;
        state.globalStep = step;
        state.tokensSeen = m_tokens;
        state.scheduleKind = m_job.schedule;
        state.peakLr = m_job.lr;
        state.warmupSteps = m_job.warmupSteps;
        state.totalSteps = m_job.maxSteps;
        state.nextLr = scheduledLr(m_job.lr, m_job.schedule, step + 1, m_job.warmupSteps, m_job.maxSteps);
        state.rngCpu = hexOf(at::detail::getDefaultCPUGenerator().get_state());
        state.cursorEpoch = cursor.epoch;
        state.cursorPosition = cursor.position;
        state.samplesSeen = step * m_job.gradAccum * m_job.microBatch;
        state.datasetVersion = m_job.dataVersion;
        state.trainSha256 = m_train.sha256;
        state.validationSha256 = m_validation.sha256;
        state.jobHash = m_job.hash;
        state.jobIdentity = m_job.identity;
        state.method = m_job.method;
        state.baseModel = baseModel;
        state.evalPending = m_evalPending;
        checkpoint::writeFileSynced(staging + "/trainer_state.json", toJson(state).dump(2) + "\n");
    });
    std::uint64_t bytes = 0;
    for (const auto &entry : fs::directory_iterator(dir))
        bytes += entry.is_regular_file() ? entry.file_size() : 0;
    checkpoint::rotate(m_runDir, m_job.keepLast);
    m_lastCheckpoint = step;
    m_metrics->event("checkpoint")
        .integer("step", step)
        .text("dir", fs::relative(dir, m_runDir).string())
        .integer("bytes", std::int64_t(bytes))
        .num("seconds", MetricsWriter::now() - started)
        .text("status", "complete")
        .write();
    phase("checkpoint_write", false);
}

void Trainer::reportMemory(std::int64_t step)
{
    std::int64_t params = 0;
    std::int64_t trainable = 0;
    for (const auto &p : m_model->parameters()) {
        params += std::int64_t(p.nbytes());
        if (p.requires_grad())
            trainable += std::int64_t(p.nbytes());
    }
    const auto &c = m_model->config();
    // Activation estimate for one micro-batch (Korthikanti et al. 2022, without recomputation):
    // s*b*h*(34 + 5*a*s/h) bytes per layer in 16-bit; doubled here for fp32.
    const double s = double(m_job.seqLen), b = double(m_job.microBatch), h = double(c.hiddenSize), a = double(c.numHeads);
    const double activations = s * b * h * (34.0 + 5.0 * a * s / h) * double(c.numLayers) * (m_job.precision == "bf16" ? 1.0 : 2.0);
    m_metrics->event("memory")
        .integer("step", step)
        .integer("params_bytes", params)
        .integer("trainable_bytes", trainable)
        .integer("gradients_bytes", trainable)
        .integer("optimizer_bytes", m_optimizer->stateBytes())
        .num("activations_estimate_bytes", activations)
        .integer("peak_rss_bytes", peakRssBytes())
        .write();
}

int Trainer::run()
{
    const double started = MetricsWriter::now();
    const int threads = setUpProcess();
    // What the run trains, by content: every input is read here (a large model once per machine,
    // through the digest cache). An input that cannot be read fails the run after run_start, as
    // a failure while loading does, so that every rank learns which one failed and why.
    std::string unidentified;
    try {
        identifyJob(m_job);
    } catch (const std::exception &e) {
        unidentified = e.what();
    }
    writeRunStart(threads);
    if (!unidentified.empty())
        throw std::runtime_error(unidentified);
    phase("environment", true);
    m_tokenizer = loadJobTokenizer(m_job.tokenizerKind, m_job.tokenizerPath);
    m_train = loadDataset(m_job.trainData, m_job.trainSha256, *m_tokenizer, m_job.seqLen);
    m_validation = loadDataset(m_job.validationData, m_job.validationSha256, *m_tokenizer, m_job.seqLen);
    m_batches = std::make_unique<BatchSource>(m_train, std::uint64_t(m_job.seed), m_job.dataVersion);
    setupModel();
    phase("environment", false);

    resumeAsAsked();
    // Where the model starts (the baseline every later evaluation is read against), or the
    // evaluation an abort stopped at the checkpoint's step. Evaluation leaves the weights and
    // the random generator as they were, so doing it here changes no later step.
    if (m_job.evalEvery > 0 && (m_step == 0 || m_evalPending) && !g_stop)
        evaluateAt(m_step);
    train();
    return end(started);
}

int Trainer::setUpProcess()
{
    // From the start: a SIGTERM while the model loads also ends with run_end "aborted".
    std::signal(SIGTERM, [](int) {
        if (g_stop) { // a second SIGTERM: stop now
            std::signal(SIGTERM, SIG_DFL);
            std::raise(SIGTERM);
        }
        g_stop = 1;
    });
    fs::create_directories(m_runDir);
    // Rank 0 writes the run's events for all its processes; the others write nothing there.
    m_metrics = writer() ? std::make_unique<MetricsWriter>((fs::path(m_runDir) / "metrics.jsonl").string()) : MetricsWriter::discarding();
    const int threads = m_job.threads > 0 ? m_job.threads : int(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
    torch::set_num_threads(threads);
    m_device = m_job.device == "cuda" ? torch::Device(torch::kCUDA) : torch::Device(torch::kCPU);
    if (m_device.is_cuda() && !torch::cuda::is_available())
        // The count says which it is: none on a GPU host means no usable driver or device; a
        // CPU-only libtorch (Debian's) finds none anywhere.
        throw std::runtime_error("device: cuda was asked for, but this libtorch (" TORCH_VERSION ") finds "
                                 + std::to_string(torch::cuda::device_count())
                                 + " CUDA devices; a CPU-only libtorch finds none anywhere (docs/trainer.md, \"CUDA\")");
    return threads;
}

void Trainer::writeRunStart(int threads)
{
    char versions[512];
    // A run of several processes says how many (the scaling view reads it).
    const std::string processes = m_group ? ", \"processes\": " + std::to_string(m_group->world()) : std::string();
    std::snprintf(versions, sizeof versions,
                  "{\"trainer\": \"pilot-trainer %s\", \"torch\": \"%s\", \"blas\": %s, \"threads\": %d, \"cuda\": %s%s}", PILOT_VERSION,
                  TORCH_VERSION, nlohmann::json(loadedBlasLibrary()).dump().c_str(), threads,
                  torch::cuda::is_available() ? "true" : "false", processes.c_str());
    MetricsWriter::Event start = m_metrics->event("run_start");
    start.text("run_id", m_job.runId)
        .text("backend", m_job.backend)
        .text("device", m_job.device)
        .text("host", hostName())
        .integer("pid", getpid())
        .raw("versions", versions)
        .text("dataset_version", m_job.dataVersion)
        .text("precision", m_job.precision)
        .text("method", m_job.method)
        .raw("slurm_job_id", std::getenv("SLURM_JOB_ID") ? nlohmann::json(std::getenv("SLURM_JOB_ID")).dump() : "null");
    if (!m_job.hash.empty()) // unknown when an input cannot be read: the run fails after it
        start.text("job_hash", m_job.hash).raw("job_identity", canonicalJson(m_job.identity));
    start.write();
}

void Trainer::resumeAsAsked()
{
    if (writer())
        checkpoint::removeStaging(m_runDir);
    std::string resumeFrom;
    std::optional<Restorable> restorable;
    if (m_job.resume == "auto") {
        std::vector<std::string> rejected;
        // A checkpoint whose state does not add up is skipped like a damaged one; one of
        // another job stops the run (ForeignJobError passes through).
        const auto accept = [&](const std::string &dir, std::int64_t step) -> std::string {
            try {
                restorable = loadCheckpoint(dir, step);
                return {};
            } catch (const ForeignJobError &) {
                throw;
            } catch (const std::exception &e) {
                return e.what();
            }
        };
        if (const auto found = checkpoint::newestValid(m_runDir, &rejected, accept))
            resumeFrom = found->dir;
        for (const std::string &r : rejected) {
            std::fprintf(stderr, "pilot-trainer: checkpoint not used: %s\n", r.c_str());
            m_metrics->event("log").text("level", "warning").text("message", "checkpoint not used: " + r).write();
        }
    } else if (m_job.resume != "none") {
        std::int64_t step = -1;
        const std::string problem = checkpoint::validate(m_job.resume, &step);
        if (!problem.empty())
            throw std::runtime_error("resume: " + m_job.resume + ": " + problem);
        try {
            restorable = loadCheckpoint(m_job.resume, step);
        } catch (const ForeignJobError &) {
            throw;
        } catch (const std::exception &e) {
            throw std::runtime_error("resume: " + m_job.resume + ": " + e.what());
        }
        resumeFrom = m_job.resume;
    }
    if (!resumeFrom.empty()) {
        phase("restart", true);
        restore(std::move(*restorable));
        m_metrics->event("log").text("level", "info").text("message", "resumed from " + resumeFrom).integer("step", m_step).write();
        phase("restart", false);
    }
    if (m_group) {
        // Every rank resumed from the same checkpoint (or none), and starts from rank 0's weights
        // and moments whatever it drew or read.
        if (m_group->max(m_step) != -m_group->max(-m_step))
            throw std::runtime_error("the processes of the run resumed from different checkpoints (this one from step "
                                     + std::to_string(m_step) + ")");
        std::vector<torch::Tensor> state(m_trainable.begin(), m_trainable.end());
        m_group->broadcast(state);
    }
}

void Trainer::train()
{
    std::string open;
    const auto openPhase = [&](const char *name) {
        phase(name, true);
        open = name;
    };
    const auto closePhase = [&] {
        if (!open.empty())
            phase(open.c_str(), false);
        open.clear();
    };
    openPhase(m_step == 0 ? "first_step" : "train");
    ProgressLine progress(m_step, m_job.maxSteps, MetricsWriter::now());
    // With several processes every decision to stop is taken by all at once, at a step boundary.
    // The agreement never clears this process's own request: a SIGTERM that arrives while the
    // collective runs is still asked for at the next boundary (writing the agreed value back
    // into g_stop lost such a signal, and the run went on to its end).
    bool agreed = false;
    const auto agreeOnStop = [this, &agreed] {
        agreed = m_group ? m_group->max(g_stop ? 1 : 0) != 0 : g_stop != 0;
        return agreed;
    };
    while (m_step < m_job.maxSteps && !agreeOnStop()) {
        const std::int64_t step = m_step + 1;
        const double loss = stepAndReport(step);
        if (writer())
            progress.step(step, loss, m_tokens, MetricsWriter::now());
        if (open == "first_step") {
            closePhase();
            reportMemory(step);
        }
        const bool last = step == m_job.maxSteps;
        const bool evalNow = m_job.evalEvery > 0 && (step % m_job.evalEvery == 0 || last);
        const bool checkpointNow = (m_job.checkpointEvery > 0 && step % m_job.checkpointEvery == 0) || last;
        if (evalNow || checkpointNow) {
            closePhase();
            if (evalNow)
                evaluateAt(step);
            if (checkpointNow)
                checkpointAt(step);
        }
        if (open.empty() && !last && !g_stop)
            openPhase("train");
    }
    // Every process ends the way all agreed: one whose signal came after the last agreement
    // (at the last step) completes with the others rather than writing an abort alone.
    if (m_group)
        g_stop = agreed ? 1 : 0;
    closePhase();
    reportMemory(m_step);
}

double Trainer::stepAndReport(std::int64_t step)
{
    const double t0 = MetricsWriter::now();
    double gradNorm = 0;
    std::int64_t tokens = 0;
    double commSeconds = 0, dataSeconds = 0;
    const double loss = trainStep(step, &gradNorm, &tokens, &commSeconds, &dataSeconds);
    m_step = step;
    m_tokens += tokens;
    m_evalPending = false; // owed only for the step an evaluation was stopped at
    m_metrics->event("step")
        .integer("step", step)
        .num("loss", loss)
        .num("lr", scheduledLr(m_job.lr, m_job.schedule, step, m_job.warmupSteps, m_job.maxSteps))
        .integer("tokens", m_tokens)
        .num("grad_norm", gradNorm)
        .num("step_time_s", MetricsWriter::now() - t0)
        .num("data_time_s", dataSeconds)
        .num("comm_time_s", commSeconds)
        .write();
    return loss;
}

int Trainer::end(double started)
{
    if (g_stop) {
        if (m_lastCheckpoint != m_step && m_step > 0)
            checkpointAt(m_step);
        m_metrics->event("run_end")
            .text("status", "aborted")
            .text("reason", "SIGTERM")
            .integer("exit_code", kExitAborted)
            .integer("last_step", m_step)
            .num("seconds", MetricsWriter::now() - started)
            .write();
        return kExitAborted;
    }
    if (writer())
        ProgressLine::summary(MetricsWriter::now() - started, m_validationSeconds, m_evaluations);
    m_metrics->event("run_end")
        .text("status", "completed")
        .text("reason", "max_steps reached")
        .integer("exit_code", kExitCompleted)
        .integer("last_step", m_step)
        .num("seconds", MetricsWriter::now() - started)
        .write();
    return kExitCompleted;
}

} // namespace pilot::trainer
