#include "core/launch/runstatus.h"
#include "core/launch/slurmqueuephase.h"

#include "core/job/jobspecio.h"
#include "core/runs/metricstail.h"
#include "core/runs/runliveness.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace pilot {

namespace {

// How far a remote host's clock may run behind this one's when a run_start is matched to the
// launch that wrote it by time (a Slurm job's pid is not the one launch.json knows).
constexpr double kClockSlackSeconds = 30.0;
// The end of stderr.log shown with a failed or lost run.
constexpr qint64 kLogTailBytes = 2048;
constexpr int kLogTailLines = 5;

QString logTail(const QString &runDir)
{
    RegularFile file;
    if (!file.open(runDir + QStringLiteral("/logs/stderr.log")) || file.size() <= 0)
        return {};
    const qint64 from = qMax<qint64>(0, file.size() - kLogTailBytes);
    QByteArray bytes(qsizetype(file.size() - from), '\0');
    const qint64 n = file.readAt(bytes.data(), bytes.size(), from);
    if (n <= 0)
        return {};
    bytes.truncate(qsizetype(n));
    QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (from > 0 && !lines.isEmpty())
        lines.removeFirst(); // cut in the middle
    return lines.mid(qMax<qsizetype>(0, lines.size() - kLogTailLines)).join(QLatin1Char('\n'));
}

QString withTail(const QString &detail, const QString &runDir)
{
    const QString tail = logTail(runDir);
    return tail.isEmpty() ? detail : CoreTr::tr("%1; end of stderr.log:\n%2").arg(detail, tail);
}

RunState endState(const RunEndInfo &end)
{
    if (end.status == QLatin1String("completed"))
        return RunState::Completed;
    if (end.status == QLatin1String("aborted"))
        return RunState::Aborted;
    return RunState::Failed; // an unknown status is no success
}

QString endDetail(const RunEndInfo &end)
{
    // The job's own reason is its text, quoted as it wrote it; the status is ours to say.
    const QString status = end.status == QLatin1String("completed") ? CoreTr::tr("the job ended: completed")
                           : end.status == QLatin1String("aborted") ? CoreTr::tr("the job ended: aborted")
                           : end.status == QLatin1String("failed")
                               ? CoreTr::tr("the job ended: failed")
                               : CoreTr::tr("the job ended with the unknown status “%1”").arg(end.status);
    QString text = status;
    // The reasons both backends write, said in the program's language; another job's own.
    if (end.reason == QLatin1String("max_steps reached"))
        text += CoreTr::tr(" (all planned steps trained)");
    else if (end.reason == QLatin1String("SIGTERM"))
        text += CoreTr::tr(" (stopped on request: SIGTERM)");
    else if (!end.reason.isEmpty())
        text += CoreTr::tr(" (its reason: “%1”)").arg(end.reason);
    if (end.exitCode >= 0)
        text += CoreTr::tr(" (exit code %1)").arg(end.exitCode);
    return text;
}

// Did the latest run_start come from the process launch.json names, or from an earlier
// attempt in the same folder (a run started again to resume)?
bool startIsFromLaunch(const RunMetrics &m, const LaunchRecord &launch)
{
    if (m.starts().isEmpty())
        return false;
    const RunStartInfo &start = m.starts().constLast();
    if (launch.pid > 0 && start.pid > 0 && !start.host.isEmpty() && start.host == launch.host)
        return start.pid == launch.pid;
    // A Slurm job says which it is: exact, whatever the clocks (a run resumed within the
    // clock slack of its previous start would otherwise take that start for its own).
    if (!launch.slurmJobId.isEmpty() && !start.slurmJobId.isEmpty())
        return start.slurmJobId == launch.slurmJobId;
    if (!launch.started.isValid() || !std::isfinite(start.t))
        return true; // nothing to tell them apart: the latest start is the one there is
    return start.t >= double(launch.started.toMSecsSinceEpoch()) / 1000.0 - kClockSlackSeconds;
}

// The scheduler's last word on a job that left no run_end.
bool schedulerVerdict(const QString &word, RunState *state)
{
    if (word == QLatin1String("CANCELLED")) {
        *state = RunState::Aborted;
        return true;
    }
    if (word == QLatin1String("FAILED") || word == QLatin1String("TIMEOUT") || word == QLatin1String("NODE_FAIL")
        || word == QLatin1String("OUT_OF_MEMORY") || word == QLatin1String("BOOT_FAIL") || word == QLatin1String("DEADLINE")
        || word == QLatin1String("PREEMPTED")) {
        *state = RunState::Failed;
        return true;
    }
    return false;
}

void judgeWithoutLaunch(const QString &runDir, const RunMetrics &m, RunStatus *s)
{
    const RunLivenessCheck live = checkRunLiveness(runDir, m);
    s->detail = live.detail;
    switch (live.state) {
    case RunLiveness::Ended:
        s->state = endState(*m.runEnd());
        s->detail = endDetail(*m.runEnd());
        break;
    case RunLiveness::Empty:
        if (checkRunLock(runDir).state == RunLockCheck::State::Held) {
            s->state = RunState::Starting;
            s->detail = CoreTr::tr("a process holds run.lock and has not written run_start yet");
        } else {
            s->state = RunState::Lost;
            s->detail = CoreTr::tr("no launch.json, no events in metrics.jsonl and no process in the folder");
        }
        break;
    case RunLiveness::Imported:
        s->state = RunState::Completed; // a finished record of a run made elsewhere
        s->verified = false;
        break;
    case RunLiveness::Running:
        s->state = RunState::Running;
        break;
    case RunLiveness::Lost:
        s->state = RunState::Lost;
        break;
    case RunLiveness::Unverified:
        s->state = RunState::Running;
        s->verified = false;
        break;
    }
}

// A run the app queued and never launched: its queue record decides.
void judgeQueued(const QString &runDir, const QueuedRun &q, RunStatus *s)
{
    s->launch.target = q.target;
    const QString since = q.queued.toUTC().toString(Qt::ISODate);
    switch (q.state) {
    case QueuedRun::State::Queued:
        if (queuedRunClaimed(runDir)) {
            s->state = RunState::Starting;
            s->detail = CoreTr::tr("being started on %1 by Migration Pilot (queued %2)").arg(q.target, since);
        } else {
            s->state = RunState::Queued;
            s->detail = CoreTr::tr("waiting in Migration Pilot's queue for a free place on %1 (queued %2); it starts while its "
                                   "project is open in the app")
                            .arg(q.target, since);
        }
        return;
    case QueuedRun::State::Cancelled:
        s->state = RunState::Aborted;
        s->detail = CoreTr::tr("taken off the queue %1, before it started").arg(q.ended.toUTC().toString(Qt::ISODate));
        return;
    case QueuedRun::State::Failed:
        s->state = RunState::Failed;
        s->detail = CoreTr::tr("did not start: %1").arg(q.reason);
        return;
    }
}

void judgeLaunched(const QString &runDir, const RunMetrics &m, RunStatus *s)
{
    const ProcessProbe &probe = s->probe;
    const bool ours = startIsFromLaunch(m, s->launch);
    const RunEndInfo *end = ours ? m.runEnd() : nullptr;
    if (end) {
        s->state = endState(*end);
        s->detail = endDetail(*end);
        if (s->state == RunState::Failed)
            s->detail = withTail(s->detail, runDir);
        return;
    }
    RunState verdict = RunState::Lost;
    if (probe.state == ProcessProbe::State::Ended && schedulerVerdict(probe.schedulerState, &verdict)) {
        s->state = verdict;
        s->detail = CoreTr::tr("%1 without run_end (%2)").arg(probe.schedulerState, probe.detail);
        if (verdict == RunState::Failed)
            s->detail = withTail(s->detail, runDir);
        return;
    }
    switch (probe.state) {
    case ProcessProbe::State::Queued:
        s->state = RunState::Queued;
        s->detail = probe.detail;
        return;
    case ProcessProbe::State::Running:
        s->state = ours ? RunState::Running : RunState::Starting;
        s->detail = probe.detail;
        return;
    case ProcessProbe::State::Ended:
        if (!ours && probe.exitCode > 0 && probe.exitCode <= 128) {
            // It ended on its own before it said anything: a job refused at its start (bad
            // job, folder in use, a library missing) fails with its own words in stderr.log.
            // One killed by a signal did not fail, it vanished: lost.
            s->state = RunState::Failed;
            s->detail = withTail(CoreTr::tr("%1 before run_start").arg(probe.detail), runDir);
        } else {
            s->state = RunState::Lost;
            s->detail = withTail(
                ours ? CoreTr::tr("%1 without run_end").arg(probe.detail) : CoreTr::tr("%1 before run_start").arg(probe.detail), runDir);
        }
        return;
    case ProcessProbe::State::Unknown:
        break;
    }
    // The launcher cannot look: a lock held in the folder still proves a writer; otherwise
    // the last thing known, marked unverified.
    if (checkRunLock(runDir).state == RunLockCheck::State::Held) {
        s->state = ours ? RunState::Running : RunState::Starting;
        s->detail = CoreTr::tr("a process holds run.lock (%1)").arg(probe.detail);
        return;
    }
    s->state = ours ? RunState::Running : RunState::Starting;
    s->verified = false;
    s->detail = probe.detail;
}

// What job.json says about the steps to come.
struct JobPlan
{
    qint64 maxSteps = -1;
    qint64 evalEvery = 0;
    qint64 checkpointEvery = 0;
};

// Phases that interrupt training, which the live status names and the ETA counts apart.
const char *const kActivities[] = {"validation", "checkpoint_write", "compile", "restart", "data_load", "environment"};

struct PhaseSpans
{
    double closedSeconds = 0; ///< every attempt's ended spans
    int closed = 0;
    double openSince = qQNaN(); ///< the current attempt's span not ended yet
    /// Seconds of ended spans inside [from, to].
    double within(double from, double to) const
    {
        double sum = 0;
        for (const auto &[b, e] : spans)
            sum += std::max(0.0, std::min(e, to) - std::max(b, from));
        return sum;
    }
    std::vector<std::pair<double, double>> spans;
};

PhaseSpans spansOf(const RunMetrics &m, QLatin1String name)
{
    PhaseSpans out;
    double begun = qQNaN();
    int begunAttempt = -1;
    for (const PhaseMark &p : m.phases()) {
        if (p.name != name)
            continue;
        if (p.begin) {
            begun = p.t;
            begunAttempt = p.attempt;
        } else if (std::isfinite(begun) && p.attempt == begunAttempt && p.t >= begun) {
            out.spans.emplace_back(begun, p.t);
            out.closedSeconds += p.t - begun;
            ++out.closed;
            begun = qQNaN();
        }
    }
    if (std::isfinite(begun) && begunAttempt == m.attempt())
        out.openSince = begun;
    return out;
}

// How many multiples of `every` lie in (from, to]: the evaluations or checkpoints still to come.
qint64 multiplesBetween(qint64 from, qint64 to, qint64 every)
{
    return every > 0 && to > from ? to / every - std::max<qint64>(0, from) / every : 0;
}

// Tokens per second, the ETA and what the job does besides training, from the recent steps
// and the phases of the current attempt.
void rates(const RunMetrics &m, const JobPlan &plan, RunStatus *s)
{
    const qint64 maxSteps = plan.maxSteps;
    s->maxSteps = maxSteps;
    const bool going = s->state == RunState::Running || s->state == RunState::Starting;
    const PhaseSpans evals = spansOf(m, QLatin1String("validation"));
    const PhaseSpans writes = spansOf(m, QLatin1String("checkpoint_write"));
    if (going) {
        for (const char *name : kActivities) {
            const PhaseSpans p = QLatin1String(name) == QLatin1String("validation")         ? evals
                                 : QLatin1String(name) == QLatin1String("checkpoint_write") ? writes
                                                                                            : spansOf(m, QLatin1String(name));
            if (std::isfinite(p.openSince) && !(p.openSince < s->activitySince)) {
                s->activity = QLatin1String(name);
                s->activitySince = p.openSince;
            }
        }
    }
    const std::vector<StepPoint> &steps = m.steps();
    if (steps.empty())
        return;
    const StepPoint &last = steps.back();
    s->lastStep = last.step;
    s->lastLoss = last.loss;
    std::size_t first = steps.size() - 1;
    while (first > 0 && steps.size() - first < std::size_t(RunStatusReader::kRateWindowSteps) && steps[first - 1].attempt == last.attempt)
        --first;
    const StepPoint &from = steps[first];
    const double seconds = last.t - from.t;
    if (!(seconds > 0.0) || last.step <= from.step)
        return;
    if (from.tokens >= 0 && last.tokens >= from.tokens)
        s->tokensPerSecond = double(last.tokens - from.tokens) / seconds;
    if (s->state != RunState::Running || maxSteps <= 0)
        return;
    // Training alone: an evaluation or a checkpoint write among the recent steps is not a step's time.
    const double training = seconds - evals.within(from.t, last.t) - writes.within(from.t, last.t);
    const double perStep = (training > 0.0 ? training : seconds) / double(last.step - from.step);
    double eta = double(qMax<qint64>(0, maxSteps - last.step)) * perStep;
    const auto pending = [&](const PhaseSpans &p, qint64 every) {
        const qint64 toCome = multiplesBetween(last.step, maxSteps, every);
        if (p.closed == 0)
            return std::isfinite(p.openSince) ? qQNaN() : 0.0; // the first one going: nothing says how long it takes
        const double mean = p.closedSeconds / p.closed;
        const double rest = std::isfinite(p.openSince) ? std::max(0.0, mean - (m.lastTime() - p.openSince)) : 0.0;
        return double(toCome) * mean + rest;
    };
    eta += pending(evals, plan.evalEvery) + pending(writes, plan.checkpointEvery);
    s->etaSeconds = eta;
}

} // namespace

QString runStateName(RunState state)
{
    switch (state) {
    case RunState::Queued:
        return QStringLiteral("queued");
    case RunState::Starting:
        return QStringLiteral("starting");
    case RunState::Running:
        return QStringLiteral("running");
    case RunState::Completed:
        return QStringLiteral("completed");
    case RunState::Failed:
        return QStringLiteral("failed");
    case RunState::Aborted:
        return QStringLiteral("aborted");
    case RunState::Lost:
        return QStringLiteral("lost");
    }
    return QStringLiteral("lost");
}

namespace {

bool sameOptions(const LauncherOptions &a, const LauncherOptions &b)
{
    return a.sshIdentityFile == b.sshIdentityFile && a.sshKnownHostsFile == b.sshKnownHostsFile && a.sshConfigFile == b.sshConfigFile
           && a.remoteRunRoot == b.remoteRunRoot && a.slurmRunRoot == b.slurmRunRoot;
}

} // namespace

struct RunStatusReader::Private
{
    QString runDir;
    MetricsTail tail;
    RunMetrics metrics;
    // The launcher launch.json names, made once per target.
    QString launcherTarget;
    std::unique_ptr<Launcher> launcher;
    LauncherOptions options;
    RunStatusReader::OptionsFor optionsFor; ///< when set, asked at each read instead of `options`
    bool finalSyncDone = false;             ///< logs and manifests fetched after the end
    std::size_t stepWindow = 0;             ///< 0: every step kept
    // max_steps and the evaluation and checkpoint intervals of job.json, read again only when the file changes.
    QDateTime jobModified;
    qint64 jobSize = -1;
    JobPlan plan;

    explicit Private(const QString &dir)
        : runDir(dir)
        , tail(QDir(dir).filePath(QStringLiteral("metrics.jsonl")))
    {
    }

    JobPlan readPlan()
    {
        const QFileInfo info(QDir(runDir).filePath(QStringLiteral("job.json")));
        if (!info.isFile()) {
            plan = JobPlan();
            jobSize = -1;
            return plan;
        }
        if (info.size() != jobSize || info.lastModified() != jobModified) {
            jobSize = info.size();
            jobModified = info.lastModified();
            const JobSpecReadResult job = readJobSpec(info.filePath());
            plan = JobPlan();
            if (job.spec) {
                plan.maxSteps = job.spec->train.maxSteps;
                plan.evalEvery = job.spec->eval.everySteps;
                plan.checkpointEvery = job.spec->checkpoint.everySteps;
            }
        }
        return plan;
    }
};

RunStatusReader::RunStatusReader(const QString &runDir, const LauncherOptions &options)
    : d(std::make_unique<Private>(runDir))
{
    d->options = options;
}

RunStatusReader::RunStatusReader(const QString &runDir, OptionsFor optionsFor)
    : d(std::make_unique<Private>(runDir))
{
    d->optionsFor = std::move(optionsFor);
}

RunStatusReader::~RunStatusReader() = default;

const RunMetrics &RunStatusReader::metrics() const
{
    return d->metrics;
}

void RunStatusReader::setStepWindow(std::size_t steps)
{
    d->stepWindow = steps == 0 ? 0 : std::max<std::size_t>(steps, kRateWindowSteps);
}

RunStatus RunStatusReader::read(Launcher *launcher)
{
    RunStatus s;
    QString launchError;
    const bool launched = readLaunchRecord(d->runDir, &s.launch, &launchError);
    if (launched) {
        if (!launcher) {
            LaunchTarget target;
            QString targetError;
            const bool parsed = LaunchTarget::parse(s.launch.target, &target, &targetError);
            const LauncherOptions options = parsed && d->optionsFor ? d->optionsFor(target) : d->options;
            if (d->launcherTarget != s.launch.target || !sameOptions(options, d->options)) {
                d->launcherTarget = s.launch.target;
                d->options = options;
                d->launcher = parsed ? makeLauncher(target, d->options) : nullptr;
            }
            launcher = d->launcher.get();
        }
        if (launcher) {
            s.probe = launcher->probe(s.launch);
            // A remote run's metrics reach this machine only through sync(); the final one
            // also fetches the logs and manifests, once. Nothing to do for shared folders.
            const bool ended = s.probe.state == ProcessProbe::State::Ended;
            if (!ended || !d->finalSyncDone) {
                QString syncError;
                if (launcher->sync(d->runDir, s.launch, ended, &syncError))
                    d->finalSyncDone = ended;
                else
                    s.syncProblem = syncError;
            }
        } else {
            s.probe.state = ProcessProbe::State::Unknown;
            s.probe.detail = CoreTr::tr("this build has no launcher for %1").arg(s.launch.target);
        }
    }
    // After the probe: a job that ends between the two has its run_end read here.
    const MetricsTail::Poll poll = d->tail.poll(d->metrics);
    // Folded in halves, so the copying is paid once per `stepWindow` steps.
    if (d->stepWindow > 0 && d->metrics.steps().size() > 2 * d->stepWindow)
        d->metrics.foldStepsBefore(d->stepWindow);
    QueuedRun queued;
    QString queueError;
    if (launched) {
        judgeLaunched(d->runDir, d->metrics, &s);
    } else if (launchError.isEmpty() && readQueuedRun(d->runDir, &queued, &queueError)) {
        s.queued = queued;
        judgeQueued(d->runDir, queued, &s);
    } else {
        judgeWithoutLaunch(d->runDir, d->metrics, &s);
        if (!launchError.isEmpty())
            s.detail = launchError + QLatin1Char('\n') + s.detail;
        if (!queueError.isEmpty())
            s.detail = queueError + QLatin1Char('\n') + s.detail;
    }
    if (!poll.ok && QFileInfo::exists(d->tail.path()))
        s.detail += QLatin1Char('\n') + poll.error;
    rates(d->metrics, d->readPlan(), &s);
    if (launched)
        s.queuePhase = slurmPendingPhase(d->runDir, s.launch, s.probe, QDateTime::currentDateTimeUtc());
    return s;
}

RunStatus readRunStatus(const QString &runDir, Launcher *launcher, const LauncherOptions &options)
{
    return RunStatusReader(runDir, options).read(launcher);
}

} // namespace pilot
