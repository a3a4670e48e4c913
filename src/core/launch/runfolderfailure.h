#pragma once

#include "pilot_core_export.h"
#include "core/runs/runfailure.h"

namespace pilot {

// Here rather than beside classifyRun: asking a run's launcher for its state is launching's
// business, and a run's failure class needs nothing of launchers.

/// classifyRun for a run folder read now: its state, exit status and scheduler state from
/// readRunStatus's reader (the launcher launch.json names is asked; for a remote run that may
/// take a network round trip), its metrics.jsonl read in full.
PILOT_CORE_EXPORT RunFailureReport classifyRunFolder(const QString &runDir, const FailureRules &rules);

} // namespace pilot
