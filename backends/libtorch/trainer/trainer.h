#pragma once

#include "adamw.h"
#include "dataset.h"
#include "metricswriter.h"
#include "trainjob.h"

#include "tensor/llama.h"
#include "tensor/tokenizer.h"

#include <memory>

namespace pilot::trainer {

/// Exit codes of a training run.
enum : int {
    kExitCompleted = 0,
    kExitFailed = 1,
    kExitBadJob = 2,
    kExitAborted = 143, ///< SIGTERM honoured: checkpoint written, run_end "aborted"
};

/// One training run of a job in a run directory: resume, train, evaluate, checkpoint, and
/// report every event to metrics.jsonl.
class Trainer
{
public:
    Trainer(TrainJob job, std::string runDir);
    ~Trainer();
    int run();

    /// Set from the SIGTERM handler; the loop stops after the current step.
    static void requestStop();

private:
    void setupModel();
    void restore(const std::string &dir);
    double trainStep(std::int64_t step, double *gradNorm, std::int64_t *tokens);
    void evaluateAt(std::int64_t step);
    void checkpointAt(std::int64_t step);
    void reportMemory(std::int64_t step);
    void phase(const char *name, bool begin);

    TrainJob m_job;
    std::string m_runDir;
    torch::Device m_device{torch::kCPU};
    std::unique_ptr<tensor::Tokenizer> m_tokenizer;
    tensor::LlamaForCausalLM m_model{nullptr};
    std::unique_ptr<AdamW> m_optimizer;
    std::vector<torch::Tensor> m_trainable;
    Dataset m_train, m_validation;
    std::unique_ptr<BatchSource> m_batches;
    std::unique_ptr<MetricsWriter> m_metrics;
    std::int64_t m_step = 0;   ///< updates done
    std::int64_t m_tokens = 0; ///< tokens consumed by those updates
    std::int64_t m_lastCheckpoint = -1;
};

} // namespace pilot::trainer
