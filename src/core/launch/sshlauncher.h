#pragma once

#include "pilot_core_export.h"
#include "core/launch/launcher.h"
#include "core/launch/sshclient.h"

#include <QHash>
#include <QString>

namespace pilot {

/// Runs a job on a host reached with the OpenSSH client (`ssh://[user@]host[:port]`).
///
/// On the host the job lives in `<remoteRunRoot>/<name of the local run folder>/` (root
/// default `~/migration-pilot/runs`). start() creates it, copies the plan's files and
/// job.json there with rsync (only what changed), and starts the job detached — `setsid nohup
/// env -i … ARGV`, standard input from /dev/null, output appended to the host's `logs/` — so
/// neither a dropped connection nor a closed app stops it. It learns the job's pid (also its
/// process group and session) and the pid's start time (field 22 of /proc/PID/stat), which
/// probe() and abort() compare so that a reused pid is never taken for the job, and puts a
/// launch token into its environment, without which abort() and kill() signal nothing.
///
/// Every call is one or a few ssh round trips and blocks; see SshClient for the ssh options.
/// A new instance built from launch.json (makeLauncher) follows a run another instance
/// started: it keeps no state that matters beyond the run folder.
class PILOT_CORE_EXPORT SshLauncher : public Launcher
{
public:
    SshLauncher(const LaunchTarget &target, const LauncherOptions &options);

    LaunchTarget target() const override;
    bool hostRunDir(const QString &runDir, QString *hostDir, QString *error) override;
    bool start(const LaunchRequest &request, LaunchRecord *record, QString *error) override;
    ProcessProbe probe(const LaunchRecord &record) override;
    bool sync(const QString &runDir, const LaunchRecord &record, bool final, QString *error) override;
    bool abort(const LaunchRecord &record, int graceSeconds, QString *error) override;
    bool kill(const LaunchRecord &record, QString *error) override;

private:
    bool syncMetrics(const QString &runDir, const LaunchRecord &record, QString *error);
    bool stage(const QString &runDir, const QString &hostDir, const LaunchPlan &plan, QString *error);
    /// Runs `script` (abort or kill) on the host with the record's pid, start ticks and launch
    /// token and then `extra`; the host signals only a job proven the run's (launchidentity.h).
    bool signal(const LaunchRecord &record, const QString &script, const QStringList &extra, QString *error);

    LaunchTarget m_target;
    LauncherOptions m_options;
    SshClient m_client;
    QString m_remoteHome;               ///< the host's $HOME, once asked
    QHash<QString, QString> m_remoteId; ///< run folder → device:inode of the host's metrics.jsonl last read
};

} // namespace pilot
