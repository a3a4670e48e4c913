#pragma once

#include "pilot_core_export.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// `<run>/launch.json`: how a run was launched, written by the launcher (atomically) when the
/// job has been handed to its host, and again when that hands back an id (a Slurm job id).
/// With it an app restarted, or on another machine with the same project, finds the run's
/// process again, and the decision record shows where the run came from.
inline constexpr char kLaunchRecordFile[] = "launch.json";

/// A program started beside the job (LaunchPlan's companions), as the launcher left it.
struct LaunchCompanion
{
    QStringList argv; ///< as started (argv[0] as found on the host), or as planned when not started
    QString output;   ///< its file in the run folder
    bool started = false;
    QString note; ///< why it was not started (not on the host, launcher cannot), for people
};

struct PILOT_CORE_EXPORT LaunchRecord
{
    static constexpr int kSchemaVersion = 1;

    QString launcher;          ///< local | ssh | slurm
    QString target;            ///< LaunchTarget::toString()
    QString host;              ///< the host the job runs on (this host's name for local and slurm submit)
    QString hostRunDir;        ///< the run folder on that host (absolute)
    qint64 pid = 0;            ///< local and ssh: the job's pid, also its process group id
    quint64 pidStartTicks = 0; ///< local and ssh: field 22 of /proc/PID/stat, so a reused pid is not mistaken for the job
    QString slurmJobId;        ///< slurm
    /// The random token the launcher put into the job's environment (local, ssh) or its Slurm
    /// comment, which proves a process or a Slurm job is the run's before it is signalled
    /// (launchidentity.h); empty in records of earlier versions, whose jobs are never signalled
    QString launchToken;
    QDateTime started;         ///< UTC, when the launcher handed the job over
    QStringList argv;          ///< exactly what was started
    QString backend;           ///< backend name
    QString backendVersion;
    QString jobSha256;        ///< of job.json as written into the run folder
    QString environmentLabel; ///< image or environment name when the user set one
    /// ssh: the seconds from the launch's first contact with the host until the job's files
    /// were staged there — the run's wait before it starts (its `queue` phase); empty when the
    /// launcher measured none
    std::optional<double> stagingSeconds;
    QMap<QString, QString> env;              ///< the variables the backend set for the job (the plan's env), not the base environment
    QList<QPair<QString, QString>> versions; ///< host software the backend found while planning (e.g. neuronx-cc)
    QList<LaunchCompanion> companions;       ///< programs planned beside the job and what became of them
    QJsonObject extra;        ///< keys this build does not know, written back unchanged

    QJsonObject toJson() const;
};

/// Reads `<runDir>/launch.json` (regular file, size-limited). Returns false when it is
/// missing (`error` empty) or unreadable/invalid (`error` names the file and the field).
PILOT_CORE_EXPORT bool readLaunchRecord(const QString &runDir, LaunchRecord *record, QString *error);

/// Writes `<runDir>/launch.json` atomically.
PILOT_CORE_EXPORT bool writeLaunchRecord(const QString &runDir, const LaunchRecord &record, QString *error);

} // namespace pilot
