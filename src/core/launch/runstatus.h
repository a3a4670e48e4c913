#pragma once

#include "pilot_core_export.h"
#include "core/launch/launcher.h"
#include "core/launch/queuedrun.h"
#include "core/runs/runsummary.h"

#include "core/runs/runmetrics.h"

#include <QString>

#include <functional>
#include <memory>

namespace pilot {

/// The state of a launched run, combining launch.json, the launcher's probe and
/// metrics.jsonl. Order of the rules: a run_end decides (completed, failed, aborted); else a
/// scheduler's final word (CANCELLED → aborted, FAILED / TIMEOUT / NODE_FAIL → failed);
/// else queued while a scheduler, or the app's own queue (queue.json), holds it; starting while the process lives and no
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
    /// From the steps still to go at the recent rate of training alone (evaluations and
    /// checkpoint writes in between taken out), plus the evaluations and checkpoint writes still
    /// to come at their mean measured time, plus what is left of one going on now. Unknown while
    /// the run evaluates for the first time (nothing says how long that takes).
    double etaSeconds = qQNaN();
    /// What the job is doing besides training, while it does it: the phase of the current attempt
    /// begun last and not ended yet among validation, checkpoint_write, compile, restart,
    /// data_load and environment (empty: training, or not known); and since when (its `t`).
    QString activity;
    double activitySince = qQNaN();
    QString detail;              ///< for people: why this state (exit code, scheduler state, log tail)
    /// Time the job waited in a scheduler's queue (Slurm's "pending" phase): closed once it
    /// started, open (up to now) while it waits; empty for launchers without a queue.
    std::optional<PhaseTotal> queuePhase;
    /// Why a remote run's copy could not be brought up to date this time (the figures are then
    /// those of the last sync); empty when it was, or when there is nothing to copy.
    QString syncProblem;
    /// The app's queue record (queue.json) of a run not launched yet: queued (starting while
    /// an app holds its claim), cancelled (aborted) or refused at its start (failed).
    std::optional<QueuedRun> queued;
};

/// The status of the run in `runDir`. `launcher` probes the process; nullptr builds the one
/// launch.json names, with default options. A run folder without launch.json but with the
/// app's queue.json is queued (starting while an app holds its claim), aborted when it was
/// taken off the queue, failed when it was refused at its start. One with neither (imported,
/// started by hand) is judged from metrics.jsonl and the run's lock (runs/runliveness.h).
/// The process is probed before metrics.jsonl is read, so a job that writes run_end and exits
/// in between is never taken for lost. Reads the whole metrics.jsonl: to follow a run, keep a
/// RunStatusReader instead.
PILOT_CORE_EXPORT RunStatus readRunStatus(const QString &runDir, Launcher *launcher = nullptr, const LauncherOptions &options = {});

/// Follows one run folder: each read() reads launch.json (a few hundred bytes), asks the
/// launcher, and reads only what metrics.jsonl gained since the last read (MetricsTail), so
/// polling a few runs every second costs next to nothing. Blocks on file I/O (and, for remote
/// launchers, on their probe): call it on a worker thread, not the GUI's. One reader is used
/// by one thread at a time; readers of different runs are independent.
class PILOT_CORE_EXPORT RunStatusReader
{
public:
    /// The options for the launcher of a run on `target` (the user's settings for that target).
    using OptionsFor = std::function<LauncherOptions(const LaunchTarget &target)>;

    /// `options` build the launcher launch.json names when read() is given none (the user's
    /// SSH settings, say).
    explicit RunStatusReader(const QString &runDir, const LauncherOptions &options = {});
    /// The same, with the options asked for the target launch.json names at each read(): the
    /// launcher is built again when they have changed since (the user edited the target's
    /// settings), so a run followed for hours picks up a corrected key file.
    RunStatusReader(const QString &runDir, OptionsFor optionsFor);
    ~RunStatusReader();
    RunStatusReader(const RunStatusReader &) = delete;
    RunStatusReader &operator=(const RunStatusReader &) = delete;

    /// Probes the process, brings a remote run's copy up to date (Launcher::sync: new bytes of
    /// metrics.jsonl while it runs; logs and checkpoint manifests once, when it has ended), then
    /// reads what metrics.jsonl gained.
    RunStatus read(Launcher *launcher = nullptr);

    /// Everything metrics.jsonl said up to the last read() (for curves and tables); with a
    /// step window, only the latest steps, the older ones folded (RunMetrics::foldedSteps()).
    const RunMetrics &metrics() const;

    /// Keeps at most about 2 × `steps` steps (never fewer than the rate window): what a
    /// follower of a run that writes for days needs, in memory that stays flat. 0 (the
    /// default) keeps every step.
    void setStepWindow(std::size_t steps);

    /// Steps used for tokens/s and the step rate behind the ETA: the most recent ones of the
    /// current attempt.
    static constexpr int kRateWindowSteps = 20;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace pilot
