#pragma once

#include "pilot_core_export.h"
#include "core/launch/backend.h"
#include "core/launch/launchrecord.h"
#include "core/launch/launchtarget.h"

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

    /// The run folder `runDir` as the host that runs the job will see it (absolute): what
    /// PlanRequest::hostRunDir must be for this launcher. May block (SSH asks the host for its
    /// home folder). The default, for hosts that share this machine's files: `runDir` made
    /// absolute.
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

    /// Asks the job to stop: SIGTERM to its process group (or scancel), then SIGKILL after
    /// `graceSeconds` if it is still there. Returns once the request is delivered; the job
    /// writes its checkpoint and `run_end aborted` on its own.
    virtual bool abort(const LaunchRecord &record, int graceSeconds, QString *error) = 0;
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

/// The launcher for `target`.
PILOT_CORE_EXPORT std::unique_ptr<Launcher> makeLauncher(const LaunchTarget &target, const LauncherOptions &options);

} // namespace pilot
