#pragma once

#include "pilot_core_export.h"
#include "core/job/launchtarget.h"
#include "core/launch/backend.h"
#include "core/launch/launchrecord.h"

#include <QString>

#include <memory>

namespace pilot {

/// Everything a launcher needs to start one job.
struct LaunchRequest
{
    QString runDir;  ///< the run folder on this machine (the project's); created if missing
    LaunchPlan plan; ///< from Backend::plan() for the same target
    BackendInfo backend;
    QString environmentLabel; ///< recorded in launch.json when set
};

/// What the launcher can see of a job's process (not of its metrics): runstatus.h combines
/// this with metrics.jsonl into the run's state.
struct ProcessProbe
{
    enum class State {
        Queued,  ///< accepted by a scheduler, not started (Slurm PENDING)
        Running, ///< the process (or the Slurm job) lives
        Ended,   ///< it is gone; `exitCode`/`schedulerState` say how when known
        Unknown, ///< cannot tell now (host unreachable, scheduler not answering)
    };
    State state = State::Unknown;
    int exitCode = -1;      ///< when known
    QString schedulerState; ///< Slurm's word: PENDING, RUNNING, COMPLETED, FAILED, CANCELLED, TIMEOUT, NODE_FAIL, …
    QString detail;         ///< for people: how it was decided, or why it is unknown
};

/// Carries a planned job to a host, follows and aborts it. One implementation per launcher
/// kind (local, ssh, slurm). Every call may block (SSH round trips, sbatch): the GUI calls
/// them on a worker thread, never on its own. Implementations are safe to use from one
/// thread at a time; different runs may use different instances in parallel.
class PILOT_CORE_EXPORT Launcher
{
public:
    virtual ~Launcher();

    virtual LaunchTarget target() const = 0;

    /// The run folder as the host that runs the job sees it (PlanRequest::hostRunDir), for the
    /// run folder `runDir` on this machine (clean and absolute). May block and may fail: SSH
    /// asks the host for its home folder when the remote run root lies under `~`. The
    /// default, for hosts that share this machine's files (local, Slurm on a shared path):
    /// `runDir` itself.
    virtual bool hostRunDir(const QString &runDir, QString *hostDir, QString *error);

    /// Creates the run folder (and on a remote host its copy), stages the plan's files, writes
    /// `job.json`, starts the job detached from this process (a closed app or a dropped
    /// connection does not stop it) in its own process group, and writes `launch.json`.
    /// False with `error` when the job did not start; nothing half-started is left running.
    virtual bool start(const LaunchRequest &request, LaunchRecord *record, QString *error) = 0;

    /// The process's state as this launcher sees it.
    virtual ProcessProbe probe(const LaunchRecord &record) = 0;

    /// Brings the run folder on this machine up to date with the host's: metrics.jsonl while
    /// it runs; with `final` also the logs and the checkpoints' manifests. Nothing to do for
    /// launchers whose host shares this machine's files.
    virtual bool sync(const QString &runDir, const LaunchRecord &record, bool final, QString *error) = 0;

    /// Stops the job: SIGTERM to its process group (scancel for Slurm), on which the job
    /// writes its checkpoint and `run_end aborted` itself; after `graceSeconds` a group still
    /// there gets SIGKILL. What it waits for, and so how long it may block, is the launcher's
    /// to say. The local launcher waits until no process of the group is left: up to
    /// `graceSeconds` after SIGTERM, then up to LocalLauncher::kKillWaitSeconds (5 s) after
    /// SIGKILL, so it blocks at most `graceSeconds` + 5 s, and returns true once the group is
    /// gone (also when it was gone already). False with `error` when it cannot be signalled
    /// (another host, no permission) or survives SIGKILL.
    virtual bool abort(const LaunchRecord &record, int graceSeconds, QString *error) = 0;
    /// Ends the job at once, as a crash would: SIGKILL to its process group (Slurm: to every
    /// process of the job, the batch script included). The job writes no checkpoint and no
    /// run_end. The kill-and-resume drill makes its crashes with it. True once the signal is
    /// sent (the local launcher also waits for the group to be gone, at most
    /// LocalLauncher::kKillWaitSeconds), or when the job was gone already; false with `error`
    /// when it cannot be signalled.
    virtual bool kill(const LaunchRecord &record, QString *error) = 0;
};

/// Options the launchers take from the user's settings (and the tests from their fixtures).
struct LauncherOptions
{
    QString sshIdentityFile;   ///< empty: the agent / ssh configuration decides
    QString sshKnownHostsFile; ///< empty: the user's known_hosts; never auto-accepted
    QString sshConfigFile;     ///< empty: the user's ~/.ssh/config
    QString remoteRunRoot;     ///< folder on SSH hosts under which run folders go; empty: ~/migration-pilot/runs
    QString slurmRunRoot;      ///< shared folder for Slurm runs; empty: the run folder as given (must be shared)
};

/// Copies what launch.json keeps of a plan besides its argv: the backend's environment and the
/// versions it found; the plan's companions go in as not started, with `companionsNote` (for
/// launchers that start none beside the job).
PILOT_CORE_EXPORT void recordPlanDetails(const LaunchPlan &plan, LaunchRecord *record, const QString &companionsNote);

/// Copies what launch.json keeps of the request itself, the same for every launcher: the
/// backend's name and version, the SHA-256 of the job as written (`jobBytes`), the environment's
/// label.
PILOT_CORE_EXPORT void recordRequest(const LaunchRequest &request, const QByteArray &jobBytes, LaunchRecord *record);

/// The launcher for `target`.
PILOT_CORE_EXPORT std::unique_ptr<Launcher> makeLauncher(const LaunchTarget &target, const LauncherOptions &options);

} // namespace pilot
