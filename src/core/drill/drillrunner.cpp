#include "core/drill/drillrunner.h"

#include "core/job/jobspecio.h"
#include "core/launch/backendregistry.h"
#include "core/launch/launcher.h"
#include "core/launch/runstatus.h"
#include "core/runs/metricstail.h"
#include "core/support/atomicfile.h"
#include "core/support/coretr.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QThread>

#include <cmath>

namespace pilot {

namespace {

double now()
{
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
}

bool isFinal(RunState s)
{
    return s == RunState::Completed || s == RunState::Failed || s == RunState::Aborted || s == RunState::Lost;
}

// What the drill needs of the job, said before anything starts: sets `problem` to the first
// thing missing (resume "auto", checkpoints, interruption steps that rise within the run).
void checkDrillJob(const JobSpec &job, const QList<qint64> &killSteps, QString *problem)
{
    if (job.resume != QLatin1String("auto"))
        *problem = CoreTr::tr("resume: the drill resumes with \"auto\"; the job says \"%1\".").arg(job.resume);
    else if (job.checkpoint.everySteps <= 0)
        *problem = CoreTr::tr("checkpoint.every_steps: the job writes no checkpoints to resume from.");
    else if (killSteps.isEmpty())
        *problem = CoreTr::tr("No step to interrupt at.");
    for (int i = 0; problem->isEmpty() && i < killSteps.size(); ++i) {
        const qint64 s = killSteps.at(i);
        if (s < 1 || s >= job.train.maxSteps || (i > 0 && s <= killSteps.at(i - 1)))
            *problem = CoreTr::tr("Interruption steps must rise and lie between 1 and %1 (train.max_steps - 1); %2 does not.")
                           .arg(job.train.maxSteps - 1)
                           .arg(s);
    }
}

// Compares the resumed run in `resumedDir` with the uninterrupted one the result names, once
// both trained the same job and the reference completed: the jump check, and the drill complete.
void compareWithUninterrupted(const QString &resumedDir, const JobSpec &job, double tolerance, DrillResult *result)
{
    RunMetrics resumed, reference;
    MetricsTail(QDir(resumedDir).filePath(QStringLiteral("metrics.jsonl"))).poll(resumed);
    MetricsTail(QDir(result->uninterruptedRun).filePath(QStringLiteral("metrics.jsonl"))).poll(reference);
    const QString hash = resumed.starts().isEmpty() ? QString() : resumed.starts().constLast().jobHash;
    const QString referenceHash = reference.starts().isEmpty() ? QString() : reference.starts().constLast().jobHash;
    result->jobHash = hash;
    if (!reference.runEnd() || reference.runEnd()->status != QLatin1String("completed")) {
        result->problem = CoreTr::tr("The run to compare with has not completed.");
    } else if (hash.isEmpty() || hash != referenceHash) {
        result->problem = CoreTr::tr("The run to compare with trained another job (job hash %1, the drill's %2).")
                              .arg(referenceHash.isEmpty() ? CoreTr::tr("unknown") : referenceHash.left(12),
                                   hash.isEmpty() ? CoreTr::tr("unknown") : hash.left(12));
    } else {
        // One backend on the CPU in fp32 resumes bit for bit (docs/job-interface.md, section 6).
        const bool exact = job.device == QLatin1String("cpu") && job.precision == QLatin1String("fp32");
        result->jump = checkJump(resumed, reference, exact, tolerance);
        result->completed = true;
    }
}

// One run of the drill, followed through its launcher and read incrementally.
class FollowedRun
{
public:
    FollowedRun(const QString &runDir, const LauncherOptions &options)
        : m_reader(runDir, options)
        , m_tail(QDir(runDir).filePath(QStringLiteral("metrics.jsonl")))
    {
    }
    // Brings state and metrics up to date (a remote run's copy is synced by the reader).
    const RunStatus &look()
    {
        m_status = m_reader.read();
        m_tail.poll(m_metrics);
        return m_status;
    }
    const RunStatus &status() const { return m_status; }
    const RunMetrics &metrics() const { return m_metrics; }
    // The newest step the current attempt reported, or -1.
    qint64 lastStepOfAttempt(int attempt) const
    {
        qint64 last = -1;
        for (const StepPoint &p : m_metrics.steps())
            last = p.attempt == attempt ? std::max(last, p.step) : last;
        return last;
    }

private:
    RunStatusReader m_reader;
    MetricsTail m_tail;
    RunMetrics m_metrics;
    RunStatus m_status;
};

class Drill
{
public:
    Drill(const DrillRequest &request, const BackendRegistry &registry, const std::function<void(const QString &)> &progress,
          const std::atomic_bool *cancel)
        : m_request(request)
        , m_registry(registry)
        , m_progress(progress)
        , m_cancel(cancel)
    {
    }

    DrillResult run();

private:
    bool cancelled() const { return m_cancel && m_cancel->load(); }
    void say(const QString &text) const
    {
        if (m_progress)
            m_progress(text);
    }
    bool start(const QString &runDir, QString *startedDir);
    bool waitFor(FollowedRun &run, const std::function<bool(const RunStatus &)> &done);
    bool interrupt(const QString &runDir, FollowedRun &run, qint64 atStep);
    void measureResume(const FollowedRun &run, int attempt, DrillInterruption *d) const;
    bool runUninterrupted();
    void finish();

    const DrillRequest &m_request;
    const BackendRegistry &m_registry;
    std::function<void(const QString &)> m_progress;
    const std::atomic_bool *m_cancel;
    DrillResult m_result;
    JobSpec m_job;
    QString m_folder;
    std::unique_ptr<Launcher> m_launcher;
    QString m_activeRun; // a run the drill has going, aborted when the drill is cancelled
    qint64 m_stepsBefore = 0; // steps of the drill's earlier run, for onSteps
};

bool Drill::start(const QString &runDir, QString *startedDir)
{
    RunStartRequest request = m_request.start;
    request.runDir = runDir;
    const RunStartResult r = startRun(request, m_registry);
    if (!r.started) {
        QStringList reasons;
        for (const JobRefusal &refusal : r.refusals)
            reasons << (refusal.field.isEmpty() ? refusal.message : refusal.field + QStringLiteral(": ") + refusal.message);
        m_result.problem = reasons.isEmpty() ? r.error : reasons.join(QLatin1String("; "));
        return false;
    }
    *startedDir = r.runDir;
    m_activeRun = r.runDir;
    return true;
}

bool Drill::waitFor(FollowedRun &run, const std::function<bool(const RunStatus &)> &done)
{
    for (;;) {
        const RunStatus &s = run.look();
        if (m_request.onSteps && m_job.train.maxSteps > 0) {
            const qint64 total = m_job.train.maxSteps * (m_request.uninterruptedRun.isEmpty() ? 2 : 1);
            m_request.onSteps(std::min(total, m_stepsBefore + std::max<qint64>(0, s.lastStep)), total);
        }
        if (done(s))
            return true;
        if (cancelled()) {
            m_result.problem = CoreTr::tr("The drill was cancelled.");
            return false;
        }
        QThread::msleep(uint(qMax(20, m_request.pollMilliseconds)));
    }
}

bool Drill::interrupt(const QString &runDir, FollowedRun &run, qint64 atStep)
{
    DrillInterruption d;
    d.atStep = atStep;
    d.signal = m_request.crash ? QStringLiteral("KILL") : QStringLiteral("TERM");
    say(CoreTr::tr("Waiting for step %1 …").arg(atStep));
    const int attempt = run.metrics().attempt();
    bool endedEarly = false;
    if (!waitFor(run, [&](const RunStatus &s) {
            endedEarly = isFinal(s.state);
            return endedEarly || run.lastStepOfAttempt(run.metrics().attempt()) >= atStep;
        }))
        return false;
    if (endedEarly) {
        m_result.problem = CoreTr::tr("The run ended (%1) before it reached step %2.").arg(runStateName(run.status().state)).arg(atStep);
        return false;
    }
    LaunchRecord record;
    QString error;
    if (!readLaunchRecord(runDir, &record, &error)) {
        m_result.problem = error;
        return false;
    }
    d.interruptedAt = now();
    say(m_request.crash ? CoreTr::tr("Step %1 reached: SIGKILL, as a crash.").arg(atStep)
                        : CoreTr::tr("Step %1 reached: SIGTERM, as a planned abort.").arg(atStep));
    const bool sent = m_request.crash ? m_launcher->kill(record, &error) : m_launcher->abort(record, m_request.graceSeconds, &error);
    if (!sent) {
        m_result.problem = error;
        return false;
    }
    // The interrupted attempt is over once its process is gone (a planned abort first writes
    // its checkpoint and run_end).
    if (!waitFor(run, [](const RunStatus &s) { return isFinal(s.state) && s.probe.state != ProcessProbe::State::Running; }))
        return false;
    d.lastStepBefore = run.lastStepOfAttempt(attempt);
    // The run_end is this attempt's when it came after the attempt's run_start.
    const RunEndInfo *end = run.metrics().runEnd();
    const QList<RunStartInfo> &starts = run.metrics().starts();
    if (end && !starts.isEmpty() && end->t >= starts.constLast().t)
        d.attemptEnd = end->reason.isEmpty() ? end->status : end->status + QStringLiteral(": ") + end->reason;
    m_result.interruptions.append(d);
    m_activeRun.clear();
    say(CoreTr::tr("Resuming …"));
    const qsizetype startsBefore = run.metrics().starts().size();
    QString restarted;
    if (!start(runDir, &restarted))
        return false;
    // Until the resumed attempt writes its run_start, the folder still ends with the
    // interrupted attempt's run_end (a Slurm job may wait in the queue for a while): wait for
    // the new start, or for the new job to be gone without one.
    return waitFor(run, [&](const RunStatus &s) {
        return run.metrics().starts().size() > startsBefore || s.probe.state == ProcessProbe::State::Ended;
    });
}

// What the attempt after interruption `d` shows: the step it resumed from (its first step
// minus one), the steps done again, the time to its first new step and to its first checkpoint.
// Looked at again as the run goes on: what was measured stays (a later resume may drop the
// attempt's later steps from the metrics), what was not seen yet is filled in.
void Drill::measureResume(const FollowedRun &run, int attempt, DrillInterruption *d) const
{
    qint64 first = -1;
    double firstT = qQNaN();
    for (const StepPoint &p : run.metrics().steps()) {
        if (p.attempt == attempt && (first < 0 || p.step < first)) {
            first = p.step;
            firstT = p.t;
        }
    }
    if (first > 0 && d->resumedFromStep < 0) {
        d->resumedFromStep = first - 1;
        d->repeatedSteps = std::max<qint64>(0, d->lastStepBefore - d->resumedFromStep);
        d->restartSeconds = firstT - d->interruptedAt;
    }
    for (const CheckpointEvent &c : run.metrics().checkpoints()) {
        if (c.attempt == attempt && std::isfinite(c.t) && !std::isfinite(d->firstCheckpointSeconds)) {
            d->firstCheckpointSeconds = c.t - d->interruptedAt;
            break;
        }
    }
}

bool Drill::runUninterrupted()
{
    if (!m_request.uninterruptedRun.isEmpty()) {
        m_result.uninterruptedRun = QDir(m_request.uninterruptedRun).absolutePath();
        m_result.reusedUninterrupted = true;
        return true;
    }
    say(CoreTr::tr("Running the job once more without interruption …"));
    QString dir;
    if (!start(QDir(m_folder).filePath(QStringLiteral("uninterrupted")), &dir))
        return false;
    m_result.uninterruptedRun = dir;
    m_stepsBefore = m_job.train.maxSteps;
    FollowedRun run(dir, m_request.start.options);
    if (!waitFor(run, [](const RunStatus &s) { return isFinal(s.state) && s.probe.state != ProcessProbe::State::Running; }))
        return false;
    m_activeRun.clear();
    if (run.status().state != RunState::Completed) {
        m_result.problem = CoreTr::tr("The uninterrupted run ended %1: %2").arg(runStateName(run.status().state), run.status().detail);
        return false;
    }
    return true;
}

DrillResult Drill::run()
{
    m_result.startedAt = now();
    m_folder = QDir(m_request.start.baseFolder.isEmpty() ? QDir::currentPath() : m_request.start.baseFolder)
                   .absoluteFilePath(m_request.start.runDir);
    m_result.target = m_request.start.target.toString();
    const JobSpecReadResult job = readJobSpec(m_request.start.jobFile);
    if (!job.spec) {
        m_result.problem = CoreTr::tr("The job cannot be read: %1").arg(diagnosticsText(job.diagnostics));
        finish();
        return m_result;
    }
    m_job = *job.spec;
    m_result.backend = m_job.backend;
    checkDrillJob(m_job, m_request.killSteps, &m_result.problem);
    if (!m_result.problem.isEmpty()) {
        finish();
        return m_result;
    }
    m_launcher = makeLauncher(m_request.start.target, m_request.start.options);
    QString dir;
    say(CoreTr::tr("Starting the run to interrupt …"));
    bool ok = start(QDir(m_folder).filePath(QStringLiteral("interrupted")), &dir);
    m_result.interruptedRun = dir;
    std::unique_ptr<FollowedRun> run = ok ? std::make_unique<FollowedRun>(dir, m_request.start.options) : nullptr;
    for (qint64 step : m_request.killSteps) {
        if (!ok)
            break;
        ok = interrupt(dir, *run, step);
        if (ok) {
            // Measured once the resumed attempt has reported a step (or the run ended).
            const int resumed = int(m_result.interruptions.size());
            ok = waitFor(*run, [&](const RunStatus &s) {
                return isFinal(s.state) || run->lastStepOfAttempt(resumed) >= 0 || run->metrics().attempt() > resumed;
            });
            measureResume(*run, resumed, &m_result.interruptions.last());
        }
    }
    if (ok) {
        say(CoreTr::tr("Waiting for the resumed run to complete …"));
        ok = waitFor(*run, [](const RunStatus &s) { return isFinal(s.state) && s.probe.state != ProcessProbe::State::Running; });
        if (ok) {
            m_activeRun.clear();
            // Checkpoints written after the first look at each resumed attempt count too.
            for (int i = 0; i < m_result.interruptions.size(); ++i)
                measureResume(*run, i + 1, &m_result.interruptions[i]);
            if (run->status().state != RunState::Completed) {
                m_result.problem =
                    CoreTr::tr("The resumed run ended %1: %2").arg(runStateName(run->status().state), run->status().detail);
                ok = false;
            }
        }
    }
    if (ok)
        ok = runUninterrupted();
    if (ok)
        compareWithUninterrupted(dir, m_job, m_request.tolerance, &m_result);
    finish();
    return m_result;
}

void Drill::finish()
{
    if (!m_activeRun.isEmpty() && m_launcher) {
        // A cancelled or failed drill leaves nothing of its own running.
        LaunchRecord record;
        QString error;
        if (readLaunchRecord(m_activeRun, &record, &error))
            m_launcher->abort(record, m_request.graceSeconds, &error);
    }
    if (!m_result.completed)
        m_result.jump.verdict = JumpCheck::Verdict::Incomplete;
    if (!m_result.problem.isEmpty() && m_result.jump.reason.isEmpty())
        m_result.jump.reason = m_result.problem;
    m_result.endedAt = now();
    QString error;
    if (QDir().mkpath(m_folder)
        && !writeFileAtomically(QDir(m_folder).filePath(QLatin1String(kDrillFile)), drillResultToJson(m_result), &error)
        && m_result.problem.isEmpty())
        m_result.problem = error;
    // A copy in the interrupted run's folder, where the Checkpoints stage finds it with the run.
    if (!m_result.interruptedRun.isEmpty() && QFileInfo(m_result.interruptedRun).isDir())
        writeFileAtomically(QDir(m_result.interruptedRun).filePath(QLatin1String(kDrillFile)), drillResultToJson(m_result), &error);
}

} // namespace

DrillResult runDrill(const DrillRequest &request, const BackendRegistry &registry, const std::function<void(const QString &)> &progress,
                     const std::atomic_bool *cancel)
{
    return Drill(request, registry, progress, cancel).run();
}

} // namespace pilot
