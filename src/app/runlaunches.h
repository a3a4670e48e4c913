#pragma once

#include "backendcatalog.h"
#include "launchqueue.h"
#include "newrundialog.h"
#include "queuerestore.h"

#include "core/launch/launchrecord.h"
#include "core/launch/runstarter.h"

#include <QHash>
#include <QObject>

namespace pilot::app {

class JobTracker;
struct PreparedRun;
struct StartOutcome;

/// Starts the Run stage's runs and aborts them, never on the GUI thread. A new run gets its
/// folder at once (`<project>/runs/<safe name>`, "-2", "-3"… when taken) with its job.json and
/// queue.json (queuedrun.h), and waits in the LaunchQueue until its target has room; then
/// startQueuedRun() claims, reads, checks, plans and launches it on a worker thread, with the
/// target's settings as the user keeps them then (TargetSettings, checked first). Aborts use
/// the same settings. A run holds its target's place until the page reports its end. The queue
/// is the open project's: restore() takes over the runs its folder holds queued and the
/// launched ones that may still go, forgetProject() lets them go (they stay queued on disk).
class RunLaunches : public QObject
{
    Q_OBJECT
public:
    /// A run asked for and not yet handed to its launcher (or refused by it).
    struct Pending
    {
        QString runDir; ///< absolute, inside the project's runs folder
        NewRunRequest request;
        QString jobFile; ///< what startRun reads: the run folder's job.json, written when it was queued
        QString projectFolder = {}; ///< inputs inside it are named relative to the run folder
        bool starting = false;
        QString error; ///< why it did not start (refusals joined), once it failed
    };

    /// Seconds an aborted job has between SIGTERM (it writes its checkpoint) and SIGKILL.
    static constexpr int kAbortGraceSeconds = 60;

    explicit RunLaunches(BackendCatalog *backends, QObject *parent = nullptr);

    /// Queues `request` for the project in `projectFolder`; `ready` is told the run folder it
    /// got (or an error) once that is decided, off the GUI thread.
    void submit(const NewRunRequest &request, const QString &projectFolder);
    /// Aborts the run in `runDir`: a waiting run leaves the queue (its queue.json says
    /// cancelled, its folder stays); a going one is stopped by its launcher on a worker thread
    /// (SIGTERM, checkpoint, then SIGKILL after the grace).
    void abort(const QString &runDir);
    /// Takes every waiting run off the queue, as abort() does; `done` is called once their
    /// records are written.
    void cancelWaiting(const std::function<void()> &done);
    /// Takes over the queue of the project in `projectFolder` (after it was opened): its queued
    /// runs wait again, its launched runs hold their targets' places until they end.
    void restore(const QString &projectFolder, const QStringList &projectRunDirs);
    /// The project is closed: its waiting runs leave the queue (they stay queued on disk) and
    /// the places of its going runs are freed; runs being started finish starting.
    void forgetProject();
    /// A run not started here was seen going on `target` (re-attached): it holds a place.
    void attach(const QString &runDir, const QString &target);
    /// A going run (started here or attached) has ended: its target's place is free for the next.
    void ended(const QString &runDir);
    /// Forgets a run that failed to start.
    void dismiss(const QString &runDir);
    /// Where the open project says the jobs' inputs lie (`paths`), asked as each run starts.
    void setPathSource(std::function<PathMapping()> source) { m_pathSource = std::move(source); }

    const QList<Pending> &pending() const { return m_pending; }
    const LaunchQueue &queue() const { return m_queue; }
    bool isAborting(const QString &runDir) const { return m_aborting.contains(runDir); }

Q_SIGNALS:
    void pendingChanged();
    /// The launcher has the job: the page adds the run to the project.
    void started(const QString &runDir, const pilot::app::NewRunRequest &request, const pilot::LaunchRecord &record);
    /// The run did not start (or no folder could be made for it); `error` says why.
    void failed(const QString &runDir, const QString &error);
    void abortFinished(const QString &runDir, bool ok, const QString &error);
    /// A waiting run was taken off the queue; `ok` false when its record could not say so.
    void queuedRunCancelled(const QString &runDir, const QString &name, bool ok, const QString &error);
    /// Runs were queued, started, attached or ended: the going runs may have changed.
    void queueChanged();

private:
    /// Takes a prepared run folder into the queue, or says why it could not be made.
    void queue(const NewRunRequest &request, const QString &projectFolder, const PreparedRun &p);
    void pump();
    void start(Pending *pending);
    void startEnded(const QString &runDir, const StartOutcome &outcome);
    /// Takes the queue found in the project's run folders.
    void restored(const QString &projectFolder, const QueueRestore &r);
    Pending *find(const QString &runDir);

    BackendCatalog *m_backends;
    JobTracker *m_launching; ///< preparing, starting, aborting and cancelling runs: each its own job, none superseded
    JobTracker *m_restoring; ///< the scan of the open project's queue; forgetProject() drops it
    std::function<PathMapping()> m_pathSource;
    LaunchQueue m_queue;
    QList<Pending> m_pending;
    QSet<QString> m_reserved; ///< run folders handed out, so two new runs never share one
    QSet<QString> m_aborting;
    QDateTime m_lastQueued; ///< of the last request: each next one is later
};

} // namespace pilot::app
