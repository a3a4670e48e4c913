#pragma once

#include "pilot_core_export.h"
#include "core/launch/launchrecord.h"
#include "core/runs/runmetrics.h"

#include <QString>

namespace pilot {

/// Where a run came from, for the Run stage and the decision record: what its launcher wrote
/// (launch.json) and what the job itself said when it started last (run_start: backend,
/// device, host, versions).
struct RunProvenance
{
    bool launched = false; ///< launch.json was read
    LaunchRecord launch;
    QString launchProblem; ///< launch.json is there but unreadable (our words, for people)
    bool started = false;  ///< the run has a run_start
    RunStartInfo start;    ///< the latest attempt's
};

/// Reads `<runDir>/launch.json` and takes the latest run_start of `metrics` (already read).
/// The launch record is read with the usual limits (regular file, size-limited); a broken one
/// gives `launchProblem`, never a partial record.
PILOT_CORE_EXPORT RunProvenance readRunProvenance(const QString &runDir, const RunMetrics &metrics);

} // namespace pilot
