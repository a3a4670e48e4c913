#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/checkpointverifier.h"
#include "core/project/project.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace pilot {

/// The eval metric that stands for output quality (docs/cost.md): both jobs report the share of
/// validation prompts whose greedy output equals the completion as `exact_match`.
inline constexpr char kOutputQualityMetric[] = "exact_match";

/// One checkpoint judged as a training state.
struct StateVerdict
{
    QString dir;
    qint64 step = -1;
    bool accepted = false;
    QStringList reasons; ///< every reason it is not accepted
    std::optional<double> loss, referenceLoss, quality;
};

/// The accepted training states of one run: checkpoints the verifier accepts whose loss at
/// their step lies in the reference's tolerance band and whose evaluation there meets the
/// output quality threshold.
struct AcceptedStates
{
    std::optional<int> count; ///< empty when the limits or the reference needed are missing
    QString unknownReason;
    QList<StateVerdict> states; ///< oldest first
    bool cancelled = false;
};

/// How a checkpoint folder is checked: verifyCheckpoint unless a caller (a test) gives another.
using CheckpointCheck = std::function<CheckpointReport(const QString &dir, ChecksumControl *control, const CheckpointRunContext &run)>;

struct AcceptanceInputs
{
    const RunMetrics *reference = nullptr; ///< the reference run, whose loss the band surrounds
    AcceptanceLimits limits;
    CheckpointCheck check;
    const std::atomic_bool *cancel = nullptr;
};

/// Judges every finished checkpoint of `runDir` (`metrics` its metrics). Checksums whole
/// checkpoints: call it on a worker thread; `inputs.cancel` stops it between files.
PILOT_CORE_EXPORT AcceptedStates acceptedStatesOf(const QString &runDir, const RunMetrics &metrics, const AcceptanceInputs &inputs);

} // namespace pilot
