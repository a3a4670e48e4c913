#pragma once

#include "pilot_core_export.h"
#include "core/drill/drillresult.h"
#include "core/launch/runstarter.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>

namespace pilot {

class BackendRegistry;

/// A kill-and-resume drill (docs/drill.md): how a job, started as `start` says, survives
/// interruptions at the given steps.
struct PILOT_CORE_EXPORT DrillRequest
{
    RunStartRequest start;   ///< job, target, options, runtime; `runDir` is the drill's folder
    QList<qint64> killSteps; ///< ascending, each after the job's first step and before its last
    bool crash = true;       ///< SIGKILL (a crash) or SIGTERM / scancel (a planned abort)
    int graceSeconds = 30;   ///< for a planned abort, as the job interface's grace period
    /// A completed run of the same job hash to compare with instead of running one; empty: the
    /// drill runs the job once more without interruption.
    QString uninterruptedRun;
    /// The relative tolerance of the jump check when bit for bit cannot be expected (another
    /// device than cpu, or bf16).
    double tolerance = 1e-5;
    int pollMilliseconds = 100; ///< how often the drill looks at the run (a step shorter than this may pass unseen)
    /// Told at each look how far the drill is, in steps: the interrupted run's last step (and,
    /// once it runs, train.max_steps plus the uninterrupted run's), of `total` steps in all
    /// (max_steps once, twice when the drill runs the uninterrupted run itself). Repeated steps
    /// after a resume make it go back a little; it is for a progress bar, not a measurement.
    std::function<void(qint64 done, qint64 total)> onSteps;
};

/// Runs the drill: the job in `<runDir>/interrupted`, interrupted at each kill step once it has
/// reported that step and resumed (resume: auto) each time, until it completes; then, unless a
/// run to compare with is given, the same job uninterrupted in `<runDir>/uninterrupted`; then
/// the jump check. Every run goes through the launch layer (startRun, the target's launcher).
/// Writes the result to `<runDir>/drill.json` (atomically) and returns it; a drill that could
/// not finish says why in `problem`, and its jump check is never Passed. `progress` gets a
/// line for people at each stage; `cancel`, when set, stops the drill at its next look (the
/// run going then is aborted). Blocks for as long as the runs take: call it on a worker thread.
PILOT_CORE_EXPORT DrillResult runDrill(const DrillRequest &request, const BackendRegistry &registry,
                                       const std::function<void(const QString &)> &progress = {},
                                       const std::atomic_bool *cancel = nullptr);

} // namespace pilot
