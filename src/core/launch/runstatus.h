#pragma once

#include "pilot_core_export.h"
#include "core/launch/launcher.h"

#include "core/runs/runmetrics.h"

#include <QString>

#include <memory>

namespace pilot {

/// The state of a launched run, combining launch.json, the launcher's probe and
/// metrics.jsonl. Order of the rules: a run_end decides (completed, failed, aborted); else a
/// scheduler's final word (CANCELLED → aborted, FAILED / TIMEOUT / NODE_FAIL → failed);
/// else queued while a scheduler holds it; starting while the process lives and no
/// run_start is there; running while it lives after run_start; lost when the process is
/// gone without a run_end. Never running on faith: when the launcher cannot tell, the state
/// is the last known one with `verified` false.
enum class RunState { Queued, Starting, Running, Completed, Failed, Aborted, Lost };

PILOT_CORE_EXPORT QString runStateName(RunState state); ///< queued, starting, … (JSON and CLI)

struct RunStatus
{
    RunState state = RunState::Lost;
    bool verified = true; ///< false: the launcher could not look (host unreachable)
    LaunchRecord launch;  ///< empty launcher when the run has no launch.json
    ProcessProbe probe;
    qint64 lastStep = -1;
    qint64 maxSteps = -1; ///< train.max_steps of the run folder's job.json; -1 when unknown
    double lastLoss = qQNaN();
    double tokensPerSecond = qQNaN();
    double etaSeconds = qQNaN(); ///< from the steps still to go and the recent step rate
    QString detail;              ///< for people: why this state (exit code, scheduler state, log tail)
};

/// The status of the run in `runDir`. `launcher` probes the process; nullptr builds the one
/// launch.json names, with default options. A run folder without launch.json (imported,
/// started by hand) is judged from metrics.jsonl and the run's lock (runs/runliveness.h).
/// The process is probed before metrics.jsonl is read, so a job that writes run_end and exits
/// in between is never taken for lost. Reads the whole metrics.jsonl: to follow a run, keep a
/// RunStatusReader instead.
PILOT_CORE_EXPORT RunStatus readRunStatus(const QString &runDir, Launcher *launcher = nullptr);

/// Follows one run folder: each read() reads launch.json (a few hundred bytes), asks the
/// launcher, and reads only what metrics.jsonl gained since the last read (MetricsTail), so
/// polling a few runs every second costs next to nothing. Blocks on file I/O (and, for remote
/// launchers, on their probe): call it on a worker thread, not the GUI's. One reader is used
/// by one thread at a time; readers of different runs are independent.
class PILOT_CORE_EXPORT RunStatusReader
{
public:
    explicit RunStatusReader(const QString &runDir);
    ~RunStatusReader();
    RunStatusReader(const RunStatusReader &) = delete;
    RunStatusReader &operator=(const RunStatusReader &) = delete;

    RunStatus read(Launcher *launcher = nullptr);

    /// Everything metrics.jsonl said up to the last read() (for curves and tables).
    const RunMetrics &metrics() const;

    /// Steps used for tokens/s and the step rate behind the ETA: the most recent ones of the
    /// current attempt.
    static constexpr int kRateWindowSteps = 20;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace pilot
