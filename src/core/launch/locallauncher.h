#pragma once

#include "pilot_core_export.h"
#include "core/launch/launcher.h"

#include <QMap>
#include <QString>

#include <sys/resource.h>

namespace pilot {

/// Runs a job on this machine (target `local`), with Boost.Process:
/// - argv as planned, never through a shell; argv[0] without a '/' is looked up in the PATH
///   of the job's environment; the working folder is the plan's (the run folder when empty);
/// - the environment is exactly baseEnvironment() plus the plan's `env` (which wins);
/// - standard input is /dev/null; standard output and error are appended to
///   `<run>/logs/stdout.log` and `<run>/logs/stderr.log` (a resumed run keeps the earlier text);
/// - the job leads a session and process group of its own (setsid), so a terminal's Ctrl-C,
///   a closed app or an ended pilotctl do not reach it, and abort() reaches its children;
///   signal dispositions and the signal mask are reset, descriptors other than 0–2 closed;
/// - `<run>/job.json` (the plan's job) and `<run>/launch.json` are written atomically; the
///   job is identified by its pid and the start time /proc gives it (so a reused pid is never
///   mistaken for it).
/// - the plan's companions (e.g. neuron-monitor) that are on the job's PATH start beside the
///   job as its children, in its session and process group: their standard output goes to
///   their file in the run folder (at most kCompanionOutputLimit bytes), they end when the job
///   ends (SIGTERM) and an abort reaches them; launch.json records each, started or why not.
/// start() refuses a run folder whose job is still going (its launch.json's process lives, or
/// a process holds its run.lock); two starts on one folder take turns on `.launch.json.lock`.
class PILOT_CORE_EXPORT LocalLauncher final : public Launcher
{
public:
    /// Seconds abort() waits for the process group after SIGKILL.
    static constexpr int kKillWaitSeconds = 5;
    /// The largest file a companion may write (a monitor that streams for days stops there).
    static constexpr rlim_t kCompanionOutputLimit = 256 * 1024 * 1024;

    /// The base environment a job starts with: PATH (this process's, or
    /// /usr/local/bin:/usr/bin:/bin when unset), HOME, LANG, LC_ALL, TMPDIR and USER when this
    /// process has them set. Nothing else is passed on (no LD_PRELOAD, no proxies, no tokens);
    /// what a backend needs besides comes with its plan's `env`.
    static QMap<QString, QString> baseEnvironment();

    LaunchTarget target() const override;
    bool start(const LaunchRequest &request, LaunchRecord *record, QString *error) override;
    /// /proc decides on this host (alive with the recorded start ticks: Running; gone, a
    /// zombie, or another process under the pid: Ended, with the exit code when this process
    /// reaped it). A run launched on another host is Running when its run.lock is seen held
    /// here, else Unknown.
    ProcessProbe probe(const LaunchRecord &record) override;
    /// Nothing to do: the job writes into this machine's run folder.
    bool sync(const QString &runDir, const LaunchRecord &record, bool final, QString *error) override;
    /// SIGTERM to the job's process group; waits until no process of the group is left (up to
    /// `graceSeconds`), then SIGKILL to the group and up to kKillWaitSeconds more. Blocks at
    /// most graceSeconds + kKillWaitSeconds. True when the group is gone (also when it was
    /// gone before); false when it is on another host, not ours to signal, or still there.
    bool abort(const LaunchRecord &record, int graceSeconds, QString *error) override;
    bool kill(const LaunchRecord &record, QString *error) override;
};

} // namespace pilot
