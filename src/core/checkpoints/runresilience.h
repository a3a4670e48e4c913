#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/checkpointverifier.h"
#include "core/drill/drillresult.h"
#include "core/failures/decisiveline.h"

#include <optional>

namespace pilot {

class RunMetrics;

/// What a run folder shows of its state surviving, for the decision record: its newest
/// finished checkpoint checked in full (docs/checkpoints.md), how many it keeps, the
/// kill-and-resume drill kept with it (drill.json, docs/drill.md), and a failed or lost run's
/// failure class (docs/failure-classes.md).
struct PILOT_CORE_EXPORT RunResilience
{
    bool read = false;     ///< the run is a run folder that was looked at
    int checkpoints = 0;   ///< finished checkpoint folders (staging ones not counted)
    std::optional<CheckpointReport> newest;
    std::optional<DrillResult> drill;
    QString drillProblem;  ///< drill.json is there but cannot be read
    QString failureClass;  ///< the class's key (memory, compiler, …); empty when none
    QString failureSubclass;
    DecisiveLine failureLine; ///< the log line that decided the class
};

/// Reads `runDir` (a run folder; `metrics` its metrics, read by the caller). Checksums the
/// newest checkpoint's files: call it off the GUI thread.
PILOT_CORE_EXPORT RunResilience readRunResilience(const QString &runDir, const RunMetrics &metrics);

} // namespace pilot
