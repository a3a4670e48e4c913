#pragma once

#include "adamw.h"
#include "dataset.h"
#include "distributed.h"
#include "metricswriter.h"
#include "trainerstate.h"
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
    kExitBusy = 3,      ///< another process holds the run directory (run.lock); nothing was written
    kExitAborted = 143, ///< SIGTERM honoured: checkpoint written, run_end "aborted"
};

/// One training run of a job in a run directory: resume, train, evaluate, checkpoint, and
/// report every event to metrics.jsonl.
class Trainer
{
public:
    /// `group`: the processes of a data-parallel run (null for one process). Rank 0 alone
    /// writes the run folder; every rank trains its block of each step's micro-batches.
    Trainer(TrainJob job, std::string runDir, std::shared_ptr<ProcessGroup> group = nullptr);
    ~Trainer();
    int run();
    /// The last update done (0 before the first); for the run_end of a failure.
    std::int64_t lastStep() const { return m_step; }

    /// Set from the SIGTERM handler; the loop stops after the current step, an evaluation
    /// before its next forward pass.
    static void requestStop();

private:
    /// A checkpoint read and checked, not yet applied.
    struct Restorable
    {
        TrainerState state;
        std::map<std::string, torch::Tensor> weights;
        std::map<std::string, torch::Tensor> optimizer;
    };

    /// The process's side of a run: SIGTERM asks to stop, the run folder and metrics writer,
    /// threads and device; returns the thread count.
    int setUpProcess();
    void writeRunStart(int threads);
    /// Resumes from the newest valid checkpoint (resume: auto) or the one named; every rank of
    /// a group starts from rank 0's state.
    void resumeAsAsked();
    /// The steps up to max_steps or an agreed stop, with their evaluations and checkpoints.
    void train();
    /// One step, reported; returns its loss.
    double stepAndReport(std::int64_t step);
    /// run_end, after a last checkpoint when stopped; returns the exit code.
    int end(double started);
    void setupModel();
    /// Reads checkpoint `dir` (of manifest step `step`) and checks its state against the job,
    /// the data and itself; throws naming the file and field (ForeignJobError for another job's).
    Restorable loadCheckpoint(const std::string &dir, std::int64_t step) const;
    void restore(Restorable checkpoint);
    double trainStep(std::int64_t step, double *gradNorm, std::int64_t *tokens, double *commSeconds, double *dataSeconds);
    void learnDropoutDraws();
    /// Evaluates the model after `step` and reports it (eval and sample events). Stopped by
    /// SIGTERM it reports nothing of it, notes in a log event that it is owed, and returns
    /// false; the checkpoint of `step` then records it as pending.
    bool evaluateAt(std::int64_t step);
    void checkpointAt(std::int64_t step);
    void reportMemory(std::int64_t step);
    void phase(const char *name, bool begin);

    TrainJob m_job;
    std::string m_runDir;
    torch::Device m_device{torch::kCPU};
    std::unique_ptr<tensor::Tokenizer> m_tokenizer;
    tensor::LlamaForCausalLM m_model{nullptr};
    std::vector<tensor::DropoutDraw> m_dropoutDraws; // one forward pass's, for others' micro-batches
    bool m_dropoutDrawsKnown = false;
    std::unique_ptr<AdamW> m_optimizer;
    std::vector<torch::Tensor> m_trainable;
    Dataset m_train, m_validation;
    std::unique_ptr<BatchSource> m_batches;
    std::unique_ptr<MetricsWriter> m_metrics;
    std::int64_t m_step = 0;   ///< updates done
    std::int64_t m_tokens = 0; ///< tokens consumed by those updates
    std::int64_t m_lastCheckpoint = -1;
    bool m_evalPending = false; ///< the evaluation due at m_step was stopped before it finished
    std::shared_ptr<ProcessGroup> m_group;
    bool writer() const { return !m_group || m_group->rank() == 0; }
    double m_validationSeconds = 0; ///< spent in finished evaluations of this attempt
    int m_evaluations = 0;
};

} // namespace pilot::trainer
