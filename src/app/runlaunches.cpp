#include "runlaunches.h"

#include "core/job/jobspecio.h"
#include "core/launch/launcher.h"
#include "core/support/safename.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QTemporaryDir>
#include <QtConcurrent>

namespace pilot::app {

namespace {

struct Prepared
{
    QString runDir;
    QString jobFile;
    std::shared_ptr<QTemporaryDir> editedJobDir;
    QString error;
};

// Runs on a worker: the run's folder below `<project>/runs`, named after the run (made one
// safe path component) and not taken yet, created so that no later run gets it; an edited
// job written beside nothing of the project (its paths are absolute already).
Prepared prepare(const NewRunRequest &request, const QString &projectFolder, const QSet<QString> &reserved)
{
    Prepared p;
    const QString runs = QDir(projectFolder).filePath(QStringLiteral("runs"));
    const QString base = namedRunFolder(runs, request.name);
    for (int n = 1; n < 1000 && p.runDir.isEmpty(); ++n) {
        const QString candidate = n == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(n);
        if (!reserved.contains(candidate) && !QFileInfo::exists(candidate))
            p.runDir = candidate;
    }
    // namedRunFolder() keeps the name to one component; this holds even if that ever changed.
    if (p.runDir.isEmpty() || QFileInfo(p.runDir).absolutePath() != QDir::cleanPath(runs)) {
        p.error = RunLaunches::tr("No free run folder for the name “%1” in %2.").arg(request.name, runs);
        p.runDir.clear();
        return p;
    }
    if (!QDir().mkpath(p.runDir)) {
        p.error = RunLaunches::tr("%1: the run folder cannot be created.").arg(p.runDir);
        return p;
    }
    p.jobFile = request.jobFile;
    if (request.edited) {
        p.editedJobDir = std::make_shared<QTemporaryDir>();
        QString error;
        p.jobFile = p.editedJobDir->filePath(QStringLiteral("job.json"));
        if (!p.editedJobDir->isValid() || !writeJobSpec(request.job, p.jobFile, &error))
            p.error = RunLaunches::tr("The edited job cannot be written: %1").arg(error);
    }
    return p;
}

struct AbortResult
{
    bool ok = false;
    QString error;
};

AbortResult abortRun(const QString &runDir, int graceSeconds)
{
    AbortResult r;
    LaunchRecord record;
    if (!readLaunchRecord(runDir, &record, &r.error)) {
        if (r.error.isEmpty())
            r.error = RunLaunches::tr("%1 has no launch.json: the run was not launched by Migration Pilot, so it cannot be "
                                      "stopped from here.")
                          .arg(runDir);
        return r;
    }
    LaunchTarget target;
    if (!LaunchTarget::parse(record.target, &target, &r.error))
        return r;
    const std::unique_ptr<Launcher> launcher = makeLauncher(target, LauncherOptions());
    if (!launcher) {
        r.error = RunLaunches::tr("This build cannot reach runs on %1.").arg(record.target);
        return r;
    }
    r.ok = launcher->abort(record, graceSeconds, &r.error);
    return r;
}

} // namespace

RunLaunches::RunLaunches(BackendCatalog *backends, QObject *parent)
    : QObject(parent)
    , m_backends(backends)
{
}

RunLaunches::Pending *RunLaunches::find(const QString &runDir)
{
    for (Pending &p : m_pending) {
        if (p.runDir == runDir)
            return &p;
    }
    return nullptr;
}

void RunLaunches::submit(const NewRunRequest &request, const QString &projectFolder)
{
    if (projectFolder.isEmpty()) {
        Q_EMIT failed(QString(), tr("Save the project first: its runs go into the folder “runs” beside the project file."));
        return;
    }
    auto *watcher = new QFutureWatcher<Prepared>(this);
    connect(watcher, &QFutureWatcher<Prepared>::finished, this, [this, watcher, request] {
        watcher->deleteLater();
        const Prepared p = watcher->result();
        if (!p.runDir.isEmpty())
            m_reserved.insert(p.runDir);
        if (!p.error.isEmpty()) {
            Q_EMIT failed(p.runDir, p.error);
            return;
        }
        Pending pending;
        pending.runDir = p.runDir;
        pending.request = request;
        pending.jobFile = p.jobFile;
        pending.editedJobDir = p.editedJobDir;
        m_pending.append(pending);
        const QString target = request.target.toString();
        m_queue.setLimit(target, request.limit);
        m_queue.enqueue(p.runDir, target);
        Q_EMIT pendingChanged();
        pump();
    });
    watcher->setFuture(QtConcurrent::run(prepare, request, projectFolder, m_reserved));
}

void RunLaunches::pump()
{
    for (const QString &runDir : m_queue.takeStartable()) {
        if (Pending *p = find(runDir))
            start(p);
        else
            m_queue.ended(runDir);
    }
}

void RunLaunches::start(Pending *pending)
{
    pending->starting = true;
    Q_EMIT pendingChanged();
    const QString runDir = pending->runDir;
    m_backends->whenReady(this, [this, runDir](const BackendCatalog::Registry &registry) {
        Pending *p = find(runDir);
        if (!p)
            return;
        RunStartRequest start;
        start.jobFile = p->jobFile;
        start.runDir = p->runDir;
        start.target = p->request.target;
        start.runtime = p->request.runtime;
        auto *watcher = new QFutureWatcher<RunStartResult>(this);
        connect(watcher, &QFutureWatcher<RunStartResult>::finished, this, [this, watcher, runDir] {
            watcher->deleteLater();
            const RunStartResult result = watcher->result();
            Pending *p = find(runDir);
            if (!p)
                return;
            if (result.started) {
                const NewRunRequest request = p->request;
                m_pending.removeIf([&runDir](const Pending &x) { return x.runDir == runDir; });
                Q_EMIT pendingChanged();
                Q_EMIT started(runDir, request, result.record);
                return;
            }
            QStringList why;
            for (const JobRefusal &r : result.refusals)
                why.append(r.field.isEmpty() ? r.message : tr("%1: %2").arg(r.field, r.message));
            if (!result.error.isEmpty())
                why.append(result.error);
            p->starting = false;
            p->error = why.join(QLatin1Char('\n'));
            m_queue.ended(runDir);
            Q_EMIT pendingChanged();
            Q_EMIT failed(runDir, p->error);
            pump();
        });
        watcher->setFuture(QtConcurrent::run([registry, start] { return startRun(start, *registry); }));
    });
}

void RunLaunches::abort(const QString &runDir)
{
    if (m_queue.cancel(runDir)) {
        m_pending.removeIf([&runDir](const Pending &x) { return x.runDir == runDir; });
        // The folder reserved for it is still empty: leave no trace.
        (void)QtConcurrent::run([runDir] { QDir().rmdir(runDir); });
        Q_EMIT pendingChanged();
        Q_EMIT abortFinished(runDir, true, QString());
        return;
    }
    if (m_aborting.contains(runDir))
        return;
    m_aborting.insert(runDir);
    auto *watcher = new QFutureWatcher<AbortResult>(this);
    connect(watcher, &QFutureWatcher<AbortResult>::finished, this, [this, watcher, runDir] {
        watcher->deleteLater();
        m_aborting.remove(runDir);
        const AbortResult r = watcher->result();
        Q_EMIT abortFinished(runDir, r.ok, r.error);
    });
    watcher->setFuture(QtConcurrent::run(abortRun, runDir, int(kAbortGraceSeconds)));
}

void RunLaunches::ended(const QString &runDir)
{
    if (!m_queue.isGoing(runDir))
        return;
    m_queue.ended(runDir);
    pump();
}

void RunLaunches::dismiss(const QString &runDir)
{
    if (m_queue.isGoing(runDir) || m_queue.isWaiting(runDir))
        return;
    m_pending.removeIf([&runDir](const Pending &x) { return x.runDir == runDir; });
    Q_EMIT pendingChanged();
}

} // namespace pilot::app
