#pragma once

#include "pilot_core_export.h"
#include "core/job/jobspec.h"
#include "core/support/filelock.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace pilot {

/// `<run>/queue.json`: a run the app has queued and not handed to a launcher yet. The run
/// folder is made when the run is queued, with the job as it will run (`job.json`, every path
/// absolute) and this record, so the queue outlives the app: reopened, the project's queue
/// picks its runs up again, and `pilotctl status` shows them as queued. The record goes once
/// the run has started (launch.json tells from then on); a run taken off the queue keeps its
/// folder, with the record saying it was cancelled; one refused at its start says why.
inline constexpr char kQueuedRunFile[] = "queue.json";

struct PILOT_CORE_EXPORT QueuedRun
{
    static constexpr int kSchemaVersion = 1;

    enum class State {
        Queued,    ///< waiting for a free place on its target
        Cancelled, ///< taken off the queue; never started
        Failed,    ///< refused at its start (the job, its backend or the launcher); `reason` says why
    };

    State state = State::Queued;
    QString target; ///< LaunchTarget::toString()
    QString role;   ///< reference | pilot | fallback: the run's role in the project once it starts
    QString name;   ///< the run's label in the project
    QDateTime queued; ///< UTC; the queue's order
    QDateTime ended;  ///< UTC, when cancelled or refused
    QString reason;   ///< why it was refused (Failed)
    QJsonObject extra; ///< keys this build does not know, written back unchanged

    QJsonObject toJson() const;
};

PILOT_CORE_EXPORT QString queuedRunStateName(QueuedRun::State state); ///< queued, cancelled, failed

/// Reads `<runDir>/queue.json` (regular file, size-limited). False when it is missing (`error`
/// empty) or unreadable/invalid (`error` names the file and the field).
PILOT_CORE_EXPORT bool readQueuedRun(const QString &runDir, QueuedRun *run, QString *error);

/// Writes `<runDir>/queue.json` atomically.
PILOT_CORE_EXPORT bool writeQueuedRun(const QString &runDir, const QueuedRun &run, QString *error);

/// Queues a run in its (existing, empty) folder: `job` to `<runDir>/job.json`, then the
/// record, both atomically; the record last, so a folder with a record always has its job.
PILOT_CORE_EXPORT bool queueRun(const QString &runDir, const JobSpec &job, const QueuedRun &run, QString *error);

/// The right to start a queued run, held while it is being started: an exclusive lock on
/// `<run>/.queue.json.lock`, so that two apps with the same project never start one run
/// twice, and a cancel never lands in the middle of a start. Released when the object goes
/// (or the process ends, however it ends).
class PILOT_CORE_EXPORT QueuedRunClaim
{
public:
    enum class Result {
        Claimed,    ///< it is queued and this object holds it: start it
        Busy,       ///< another process is starting or cancelling it now
        NotQueued,  ///< started, cancelled or refused already (or no record): leave it
        Error,      ///< the record cannot be read; `error` says why
    };

    /// Takes the lock without waiting and reads the record again under it.
    Result claim(const QString &runDir, QString *error);
    /// The record as read under the lock (valid after Claimed).
    const QueuedRun &run() const { return m_run; }
    /// The run has started: the record goes (launch.json tells from now on).
    bool started(QString *error);
    /// The run was refused at its start: the record says so, with `reason`.
    bool failed(const QString &reason, QString *error);
    /// Takes the run off the queue: the record says cancelled; the folder stays.
    bool cancel(QString *error);

private:
    QString m_runDir;
    QueuedRun m_run;
    FileLock m_lock;
};

/// Cancels the queued run in `runDir` (claim, then cancel). False with `error` when it is being
/// started right now, is not queued, or its record cannot be written.
PILOT_CORE_EXPORT bool cancelQueuedRun(const QString &runDir, QString *error);

/// True while a process holds the claim of the run in `runDir` (it is being started).
PILOT_CORE_EXPORT bool queuedRunClaimed(const QString &runDir);

struct FoundQueuedRun
{
    QString runDir; ///< clean and absolute
    QueuedRun run;
};

/// The runs queued in the folders directly below `runsFolder` (a project's `runs/`): every
/// subfolder (not a link) whose queue.json says queued and that has no launch.json, oldest
/// first. At most `maxFolders` subfolders are looked at. Blocks on file I/O.
PILOT_CORE_EXPORT QList<FoundQueuedRun> findQueuedRuns(const QString &runsFolder, int maxFolders = 10000);

} // namespace pilot
