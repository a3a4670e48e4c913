#pragma once

#include "tensor/lora.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace pilot::trainer {

/// A job of the shared job interface v1 (docs/job-interface.md) as the worker needs it. The
/// worker reads job.json itself, without Qt; every error names the field ("train.lr: …").
struct TrainJob
{
    std::string runId, name, role, backend;
    std::string device = "cpu";
    std::string precision = "fp32";
    int threads = 0;

    std::string modelPath;      ///< HF model folder (absolute), or empty
    nlohmann::json modelConfig; ///< inline LlamaConfig (train from scratch), or null
    std::string initCheckpoint;
    std::string tokenizerKind = "bytes";
    std::string tokenizerPath; ///< tokenizer.json (absolute) for kind hf, or empty

    std::string method = "lora";
    tensor::LoraConfig lora;

    std::string trainData, validationData, trainSha256, validationSha256, dataVersion;

    std::int64_t seqLen = 128, microBatch = 16, gradAccum = 1, maxSteps = 300, seed = 1234, warmupSteps = 0;
    double lr = 1e-3;
    std::string schedule = "cosine";
    double beta1 = 0.9, beta2 = 0.999, eps = 1e-8, weightDecay = 0.0, gradClip = 1.0;

    std::int64_t evalEvery = 50, evalSamples = 16, maxNewTokens = 32;
    std::int64_t checkpointEvery = 50, keepLast = 3;
    std::string resume = "auto"; ///< auto | none | absolute checkpoint folder

    nlohmann::json document; ///< the job as read, for its identity (jobidentity.h)

    /// What the job trains by content (jobIdentity) and its hash, the job_hash of trainer_state
    /// format 3 and of run_start: empty until identifyJob() has read the job's files.
    nlohmann::json identity;
    std::string hash;
    /// jobHashFormat2() of the job: what checkpoints of trainer_state format 2 recorded.
    std::string hashFormat2;
    /// jobHashFormat1() of the job: what checkpoints of trainer_state format 1 recorded.
    std::string hashFormat1;
};

/// The job hash of trainer_state format 2 (docs/job-interface.md, section 6): SHA-256 of the
/// job's compact JSON text without run_id, name, role, resume, eval, checkpoint, backend,
/// device and threads — paths included, so the same training with its files elsewhere had
/// another hash. Kept to recognise the checkpoints of older builds.
std::string jobHashFormat2(const nlohmann::json &job);

/// The hash as trainer_state format 1 computed it: backend, device and threads were hashed
/// too. Kept only to recognise the checkpoints of older builds.
std::string jobHashFormat1(const nlohmann::json &job);

/// Everything wrong with a job file, each problem as "field: message" (readTrainJob puts the
/// file in front); what() is all of them, one per line.
class JobError : public std::runtime_error
{
public:
    explicit JobError(std::vector<std::string> problems);
    explicit JobError(const std::string &problem)
        : JobError(std::vector<std::string>{problem})
    {
    }
    const std::vector<std::string> &problems() const { return m_problems; }

private:
    std::vector<std::string> m_problems;
};

/// Reads and validates job.json against the job interface alone (a regular UTF-8 file of at
/// most 4 MiB without NUL bytes); relative paths are resolved against its folder. Reports every
/// problem at once, as `pilotctl validate` does, with the same rules: types, value ranges,
/// null only in the text/null and object/null fields, the bounds of common/jobbounds.h, and —
/// once the rest is valid — the memory the job needs against what this machine has (cpu) or
/// any device could have. The shared corpus tests/data/jobs holds both readers to one verdict.
TrainJob readJobFile(const std::string &path);
TrainJob parseTrainJob(const nlohmann::json &json, const std::string &baseDir);

/// What this trainer cannot run of a valid job, each as "field: message": a neuron device
/// (the Neuron backend's job runs it) and a Hugging Face tokenizer. Empty when it can.
std::vector<std::string> trainerCannotRun(const TrainJob &job);

/// readJobFile, then trainerCannotRun: the job as pilot-trainer starts it.
TrainJob readTrainJob(const std::string &path);

} // namespace pilot::trainer
