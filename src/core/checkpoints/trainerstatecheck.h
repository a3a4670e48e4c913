#pragma once

#include "pilot_core_export.h"

#include <QJsonObject>
#include <QStringList>

#include <limits>

namespace pilot {

class RunMetrics;

/// What a checkpoint's trainer state says about where training stood, for the comparison
/// with the run that wrote it. Absent values are -1 or NaN.
struct TrainerStateFacts
{
    qint64 globalStep = -1;
    qint64 tokensSeen = -1;
    double nextLr = std::numeric_limits<double>::quiet_NaN();    ///< ours: the rate of step globalStep + 1
    double lrAtStep = std::numeric_limits<double>::quiet_NaN();  ///< HF: learning_rate logged at globalStep
};

/// Our trainer_state.json (docs/job-interface.md §6), without the job (the trainer checks it
/// against the job before a resume): format_version 1 or 2; global_step a whole number equal
/// to `step`; tokens_seen a whole number >= 0; schedule with kind, peak_lr, warmup_steps,
/// total_steps >= global_step and a finite next_lr >= 0; rng.cpu an even number of lower-case
/// hex digits; data_cursor with epoch, position and samples_seen whole numbers >= 0;
/// dataset_version, job_hash, method texts. One sentence per problem, naming the field.
PILOT_CORE_EXPORT QStringList checkOurTrainerState(const QJsonObject &state, qint64 step, TrainerStateFacts *facts);

/// A Hugging Face Trainer's trainer_state.json: global_step a whole number equal to the
/// checkpoint-N folder's N (when it names one), epoch a number >= 0, log_history a list whose
/// steps do not pass global_step.
PILOT_CORE_EXPORT QStringList checkHfTrainerState(const QJsonObject &state, qint64 folderStep, TrainerStateFacts *facts);

/// The state against the run's metrics.jsonl: the step is one the run reported; tokens_seen
/// equals the run's tokens at that step; our next_lr equals the run's lr of the next step,
/// and HF's logged learning rate the run's lr of that step, where both exist (relative
/// difference 1e-6, for numbers written by different programs).
PILOT_CORE_EXPORT QStringList checkStateAgainstRun(const TrainerStateFacts &facts, qint64 step, const RunMetrics &run);

} // namespace pilot
