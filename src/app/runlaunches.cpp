#include "runlaunches.h"

#include "jobtracker.h"
#include "runsettings.h"
#include "targetsettings.h"

#include "core/launch/launcher.h"
#include "core/launch/launcheroptionscheck.h"
#include "core/launch/queuedrun.h"
#include "core/support/safename.h"

#include <QDir>
#include <QFileInfo>

namespace pilot::app {

/// A new run's folder as prepared on a worker, or why there is none.
struct PreparedRun
{
    QString runDir;
    QString jobFile;
    QDateTime queued;
    QString error;
};

/// What starting a queued run came to.
struct StartOutcome
{
    RunStartResult result;
    bool notQueued = false; ///< another program started, cancelled or refused it meanwhile
};

namespace {

// Runs on a worker: the run's folder below `<project>/runs`, named after the run (made one
// safe path component) and not taken yet, created so that no later run gets it, holding the
// job as shown (its paths are absolute already) and the queue record, so the run stays queued
// when the app is closed.
PreparedRun prepare(const NewRunRequest &request, const QString &projectFolder, const QSet<QString> &reserved, const QDateTime &queuedAt)
{
    PreparedRun p;
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
    QueuedRun queued;
    queued.target = request.target.toString();
    queued.role = runRoleKey(request.role);
    queued.name = request.name;
    queued.queued = queuedAt;
    QString error;
    if (!queueRun(p.runDir, request.job, queued, &error)) {
        p.error = RunLaunches::tr("The run cannot be queued: %1").arg(error);
        return p;
    }
    p.jobFile = QDir(p.runDir).filePath(QStringLiteral("job.json"));
    p.queued = queued.queued;
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
    // The options of the target as the user keeps them now: the same a restarted app uses.
    const std::unique_ptr<Launcher> launcher = makeLauncher(target, TargetSettings::load(target));
    if (!launcher) {
        r.error = RunLaunches::tr("This build cannot reach runs on %1.").arg(record.target);
        return r;
    }
    r.ok = launcher->abort(record, graceSeconds, &r.error);
    return r;
}

// Runs on the worker once the run is claimed: the target's settings as the user keeps them at
// its start, refused with every problem when they cannot be used.
QString withTargetSettings(RunStartRequest *start)
{
    start->options = TargetSettings::load(start->target);
    const QList<LauncherOptionProblem> problems =
        checkLauncherOptions(start->target, start->options, QFileInfo(start->runDir).path());
    if (problems.isEmpty())
        return {};
    QStringList why{RunLaunches::tr("The settings of %1 cannot be used; change them with Target Settings… in the New Run "
                                    "dialog:")
                        .arg(start->target.toString())};
    for (const LauncherOptionProblem &p : problems)
        why.append(RunLaunches::tr("%1: %2").arg(launcherOptionLabel(p.option), p.message));
    return why.join(QLatin1Char('\n'));
}

} // namespace

RunLaunches::RunLaunches(BackendCatalog *backends, QObject *parent)
    : QObject(parent)
    , m_backends(backends)
    , m_launching(new JobTracker(this))
    , m_restoring(new JobTracker(this))
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
    // The queue's order is the order of the requests, whichever folder is ready first.
    QDateTime queuedAt = QDateTime::currentDateTimeUtc();
    if (m_lastQueued.isValid() && queuedAt <= m_lastQueued)
        queuedAt = m_lastQueued.addMSecs(1);
    m_lastQueued = queuedAt;
    m_launching->alongside([request, projectFolder, reserved = m_reserved,
                            queuedAt](const BackgroundJob &) { return prepare(request, projectFolder, reserved, queuedAt); },
                           [this, request, projectFolder](const PreparedRun &p) { queue(request, projectFolder, p); });
}

void RunLaunches::queue(const NewRunRequest &request, const QString &projectFolder, const PreparedRun &p)
{
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
    pending.projectFolder = projectFolder;
    m_pending.append(pending);
    const QString target = request.target.toString();
    m_queue.setLimit(target, request.limit);
    m_queue.enqueue(p.runDir, target, p.queued);
    Q_EMIT pendingChanged();
    pump();
}

void RunLaunches::pump()
{
    for (const QString &runDir : m_queue.takeStartable()) {
        if (Pending *p = find(runDir))
            start(p);
        else
            m_queue.ended(runDir);
    }
    Q_EMIT queueChanged();
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
        start.projectFolder = p->projectFolder;
        if (m_pathSource)
            start.paths = m_pathSource();
        m_launching->alongside(
            [registry, start](const BackgroundJob &) {
                StartOutcome o;
                o.result = startQueuedRun(start, *registry, &o.notQueued, withTargetSettings);
                return o;
            },
            [this, runDir](const StartOutcome &o) { startEnded(runDir, o); });
    });
}

void RunLaunches::startEnded(const QString &runDir, const StartOutcome &outcome)
{
    const RunStartResult &result = outcome.result;
    Pending *p = find(runDir);
    if (!p)
        return;
    if (outcome.notQueued) {
        // Started, cancelled or refused by another program meanwhile: not ours to show.
        m_pending.removeIf([&runDir](const Pending &x) { return x.runDir == runDir; });
        m_queue.ended(runDir);
        Q_EMIT pendingChanged();
        Q_EMIT failed(runDir, result.error);
        pump();
        return;
    }
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
}

void RunLaunches::abort(const QString &runDir)
{
    if (m_queue.cancel(runDir)) {
        QString name;
        if (const Pending *p = find(runDir))
            name = p->request.name;
        m_pending.removeIf([&runDir](const Pending &x) { return x.runDir == runDir; });
        Q_EMIT pendingChanged();
        Q_EMIT queueChanged();
        // Its folder stays, with its job and a record that says it was cancelled.
        m_launching->alongside(
            [runDir](const BackgroundJob &) {
                QString error;
                return cancelQueuedRun(runDir, &error) ? QString() : error;
            },
            [this, runDir, name](const QString &error) { Q_EMIT queuedRunCancelled(runDir, name, error.isEmpty(), error); });
        return;
    }
    if (m_aborting.contains(runDir))
        return;
    m_aborting.insert(runDir);
    m_launching->alongside([runDir](const BackgroundJob &) { return abortRun(runDir, int(kAbortGraceSeconds)); },
                           [this, runDir](const AbortResult &r) {
                               m_aborting.remove(runDir);
                               Q_EMIT abortFinished(runDir, r.ok, r.error);
                           });
}

void RunLaunches::ended(const QString &runDir)
{
    if (!m_queue.isGoing(runDir))
        return;
    m_queue.ended(runDir);
    pump();
}

void RunLaunches::attach(const QString &runDir, const QString &target)
{
    if (m_queue.attach(runDir, target))
        Q_EMIT queueChanged();
}

void RunLaunches::cancelWaiting(const std::function<void()> &done)
{
    const QStringList waiting = m_queue.waiting();
    for (const QString &runDir : waiting) {
        m_queue.cancel(runDir);
        m_pending.removeIf([&runDir](const Pending &x) { return x.runDir == runDir; });
    }
    Q_EMIT pendingChanged();
    Q_EMIT queueChanged();
    m_launching->alongside(
        [waiting](const BackgroundJob &) {
            QStringList errors;
            for (const QString &runDir : waiting) {
                QString error;
                if (!cancelQueuedRun(runDir, &error))
                    errors.append(error);
            }
            return errors;
        },
        [done](const QStringList &errors) {
            for (const QString &error : errors)
                qWarning("%s", qPrintable(error));
            done();
        });
}

void RunLaunches::forgetProject()
{
    m_restoring->forget(); // a scan of this project's queue is dropped
    m_queue.clear();
    // Runs being started finish starting (their launcher has them by now or soon), but hold
    // no place of the next project's targets: nobody here follows their end. The rest stay on
    // disk, queued or refused, for the next time the project is opened.
    if (m_pending.removeIf([](const Pending &p) { return !p.starting; }) > 0)
        Q_EMIT pendingChanged();
    Q_EMIT queueChanged();
}

void RunLaunches::restore(const QString &projectFolder, const QStringList &projectRunDirs)
{
    if (projectFolder.isEmpty())
        return;
    m_restoring->run([projectFolder, projectRunDirs](const BackgroundJob &) { return scanProjectQueue(projectFolder, projectRunDirs); },
                     [this, projectFolder](const QueueRestore &r) { restored(projectFolder, r); });
}

void RunLaunches::restored(const QString &projectFolder, const QueueRestore &r)
{
    // Launched runs first: they hold their places before any queued run may take one.
    for (const QueueRestore::Launched &l : r.launched)
        m_queue.attach(l.runDir, l.target);
    for (const FoundQueuedRun &q : r.queued) {
        if (find(q.runDir) || m_queue.isGoing(q.runDir))
            continue;
        Pending pending;
        pending.runDir = q.runDir;
        pending.jobFile = QDir(q.runDir).filePath(QStringLiteral("job.json"));
        pending.projectFolder = projectFolder;
        pending.request.role = runRoleFromKey(q.run.role).value_or(RunRole::Reference);
        pending.request.name = q.run.name;
        QString error;
        if (!LaunchTarget::parse(q.run.target, &pending.request.target, &error))
            pending.error = error; // shown as not started; its folder says queued until removed by hand
        const QString target = pending.request.target.toString();
        pending.request.limit = RunSettings::limit(target);
        m_pending.append(pending);
        m_reserved.insert(q.runDir);
        if (pending.error.isEmpty()) {
            m_queue.setLimit(target, pending.request.limit);
            m_queue.enqueue(q.runDir, target, q.run.queued);
        }
    }
    if (!r.queued.isEmpty())
        Q_EMIT pendingChanged();
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
