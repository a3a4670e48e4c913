#pragma once

#include "backendcatalog.h"
#include "launchqueue.h"
#include "newrundialog.h"

#include "core/launch/launchrecord.h"
#include "core/launch/runstarter.h"

#include <QHash>
#include <QObject>

#include <memory>

class QTemporaryDir;

namespace pilot::app {

/// Starts the Run stage's runs and aborts them, never on the GUI thread. A new run gets its
/// folder at once (`<project>/runs/<safe name>`, "-2", "-3"… when taken) and waits in the
/// LaunchQueue until its target has room; then startRun() reads, checks, plans and launches
/// it on a worker thread, with the target's settings as the user keeps them then
/// (TargetSettings, checked first). Aborts use the same settings. A run holds its target's
/// place until the page reports its end.
class RunLaunches : public QObject
{
    Q_OBJECT
public:
    /// A run asked for and not yet handed to its launcher (or refused by it).
    struct Pending
    {
        QString runDir; ///< absolute, inside the project's runs folder
        NewRunRequest request;
        QString jobFile; ///< what startRun reads: the project's file, or the edited copy
        std::shared_ptr<QTemporaryDir> editedJobDir;
        bool starting = false;
        QString error; ///< why it did not start (refusals joined), once it failed
    };

    /// Seconds an aborted job has between SIGTERM (it writes its checkpoint) and SIGKILL.
    static constexpr int kAbortGraceSeconds = 60;

    explicit RunLaunches(BackendCatalog *backends, QObject *parent = nullptr);

    /// Queues `request` for the project in `projectFolder`; `ready` is told the run folder it
    /// got (or an error) once that is decided, off the GUI thread.
    void submit(const NewRunRequest &request, const QString &projectFolder);
    /// Aborts the run in `runDir`: a waiting run leaves the queue; a going one is stopped by
    /// its launcher on a worker thread (SIGTERM, checkpoint, then SIGKILL after the grace).
    void abort(const QString &runDir);
    /// A run this object started has ended: its target's place is free for the next.
    void ended(const QString &runDir);
    /// Forgets a run that failed to start.
    void dismiss(const QString &runDir);

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

private:
    void pump();
    void start(Pending *pending);
    Pending *find(const QString &runDir);

    BackendCatalog *m_backends;
    LaunchQueue m_queue;
    QList<Pending> m_pending;
    QSet<QString> m_reserved; ///< run folders handed out, so two new runs never share one
    QSet<QString> m_aborting;
};

} // namespace pilot::app
