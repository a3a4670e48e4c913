#include "core/cost/phasechain.h"
#include "core/launch/launchrecord.h"

#include "core/launch/slurmqueuephase.h"
#include "core/runs/metricstail.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace pilot {

namespace {

// Every instant of an attempt goes to the first of these that covers it (docs/cost.md): a
// failed run's time is lost whatever it did; a resume's window is restart even where it set
// up or stepped; a checkpoint write counts as such even when the steps around it were redone,
// since the resume started from it; repeated work beats the phases that ran inside it.
enum Label : int {
    LostWhole,
    Restart,
    CheckpointWrite,
    LostTail,
    Compile,
    Validation,
    Environment,
    FirstStep,
    Train,
    Other,
    None, // inside the attempt, in no phase
    kLabels
};

int labelOfName(const QString &name)
{
    static const QHash<QString, int> labels{{QStringLiteral("environment"), Environment},
                                            {QStringLiteral("first_step"), FirstStep},
                                            {QStringLiteral("compile"), Compile},
                                            {QStringLiteral("train"), Train},
                                            {QStringLiteral("checkpoint_write"), CheckpointWrite},
                                            {QStringLiteral("validation"), Validation},
                                            {QStringLiteral("restart"), Restart},
                                            {QStringLiteral("lost"), LostTail}};
    return labels.value(name, Other);
}

struct Edge
{
    double x;
    int label;
    int delta;
};

struct Span
{
    double begin, end;
    int label;
    int attempt;
};

// The job's spans as the interface closes them: a span left open by an attempt ends with that
// attempt's last event.
std::vector<Span> phaseSpans(const RunMetrics &m)
{
    std::vector<Span> spans;
    QHash<QString, double> open;
    int attempt = 0;
    const auto closeAll = [&](int a) {
        const double until = m.attemptEndTime(a);
        for (auto it = open.cbegin(); it != open.cend(); ++it)
            spans.push_back({it.value(), until, labelOfName(it.key()), a});
        open.clear();
    };
    for (const PhaseMark &p : m.phases()) {
        if (p.attempt != attempt) {
            closeAll(attempt);
            attempt = p.attempt;
        }
        if (p.begin) {
            if (!open.contains(p.name))
                open.insert(p.name, p.t);
        } else if (open.contains(p.name)) {
            spans.push_back({open.take(p.name), p.t, labelOfName(p.name), attempt});
        }
    }
    closeAll(attempt);
    return spans;
}

// Adds the time of [from, to] to the first label (in Label order) covering each instant.
void sweep(std::vector<Edge> edges, double from, double to, std::array<double, kLabels> &acc)
{
    std::sort(edges.begin(), edges.end(), [](const Edge &a, const Edge &b) { return a.x < b.x || (a.x == b.x && a.delta < b.delta); });
    std::array<int, kLabels> active{};
    double previous = from;
    const auto add = [&](double until) {
        if (until <= previous)
            return;
        int label = None;
        for (int l = 0; l < None; ++l) {
            if (active[l] > 0) {
                label = l;
                break;
            }
        }
        acc[label] += until - previous;
        previous = until;
    };
    for (const Edge &e : edges) {
        add(std::clamp(e.x, from, to));
        active[e.label] += e.delta;
    }
    add(to);
}

void addInterval(std::vector<Edge> &edges, double begin, double end, int label)
{
    if (std::isfinite(begin) && std::isfinite(end) && end > begin) {
        edges.push_back({begin, label, +1});
        edges.push_back({end, label, -1});
    }
}

} // namespace

QString phaseSourceKey(PhaseSource s)
{
    switch (s) {
    case PhaseSource::Measured: return QStringLiteral("measured");
    case PhaseSource::Derived: return QStringLiteral("derived");
    case PhaseSource::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QStringList chainPhaseNames()
{
    return {QStringLiteral("environment"), QStringLiteral("first_step"), QStringLiteral("compile"),
            QStringLiteral("train"),       QStringLiteral("checkpoint_write"), QStringLiteral("restart"),
            QStringLiteral("lost"),        QStringLiteral("validation"), QStringLiteral("other")};
}

const ChainPhase *RunPhaseChain::phase(const QString &name) const
{
    if (name == QLatin1String("queue"))
        return &queue;
    for (const ChainPhase &p : phases) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

namespace {

// Each attempt from its run_start to its last event, and the billed seconds when every attempt
// has believable times; false (with the chain's timesProblem when the times are not believed)
// otherwise.
bool timeAttempts(const RunMetrics &m, RunPhaseChain &c, std::vector<double> &starts, std::vector<double> &ends)
{
    starts.assign(std::size_t(c.attempts), kNoValue);
    ends.assign(std::size_t(c.attempts), kNoValue);
    bool timed = true;
    for (int a = 0; a < c.attempts; ++a) {
        starts[a] = a < m.starts().size() ? m.starts().at(a).t : kNoValue;
        if (a == 0 && !std::isfinite(starts[a]))
            starts[a] = m.firstTime();
        ends[a] = m.attemptEndTime(a);
        timed = timed && std::isfinite(starts[a]) && std::isfinite(ends[a]) && ends[a] >= starts[a];
        if (timed && ends[a] - starts[a] > kMaxAttemptSeconds && c.timesProblem.isEmpty()) {
            c.timesProblem = CoreTr::tr("unknown: attempt %1 of the run spans %2 s by its event times, more than a year, which no "
                                        "training attempt does: the times are not believed")
                                 .arg(a + 1)
                                 .arg(ends[a] - starts[a], 0, 'g', 3);
            timed = false;
        }
    }
    double billed = 0;
    for (int a = 0; timed && a < c.attempts; ++a)
        billed += ends[a] - starts[a];
    if (timed)
        c.billedSeconds = billed;
    return timed;
}

// Per attempt, the time of its first surviving step and the end of its surviving work. Steps
// that survived every later attempt are a prefix of each attempt's steps (the restart rule
// purges from a step on), so the first kept step of an attempt is its first step; an evaluation
// or checkpoint of the last surviving step was not done again either, so the repeated work
// starts after the latest of them.
void survivingWork(const RunMetrics &m, int attempts, std::vector<double> &firstStepT, std::vector<double> &lastStepT)
{
    firstStepT.assign(std::size_t(attempts), kNoValue);
    lastStepT.assign(std::size_t(attempts), kNoValue);
    for (const StepPoint &p : m.steps()) {
        if (p.attempt < 0 || p.attempt >= attempts)
            continue;
        if (!std::isfinite(firstStepT[p.attempt]))
            firstStepT[p.attempt] = p.t;
        lastStepT[p.attempt] = p.t;
    }
    const auto later = [&](int attempt, double t) {
        if (attempt >= 0 && attempt < attempts && std::isfinite(t) && std::isfinite(lastStepT[attempt]))
            lastStepT[attempt] = std::max(lastStepT[attempt], t);
    };
    for (const EvalPoint &e : m.evals())
        later(e.attempt, e.t);
    for (const CheckpointEvent &k : m.checkpoints())
        later(k.attempt, k.t);
}

// The seconds of each label over all attempts (the phases' spans, and what is derived: the first
// step or restart, work lost to a failure or done again), and which labels were derived.
struct LabelSeconds
{
    std::array<double, kLabels> seconds{};
    std::array<bool, kLabels> derived{};
};

LabelSeconds sweepAttempts(const RunMetrics &m, const RunPhaseChain &c, const std::vector<double> &starts, const std::vector<double> &ends)
{
    LabelSeconds out;
    std::vector<double> firstStepT, lastStepT;
    survivingWork(m, c.attempts, firstStepT, lastStepT);
    const std::vector<Span> spans = phaseSpans(m);
    for (int a = 0; a < c.attempts; ++a) {
        std::vector<Edge> edges;
        for (const Span &s : spans) {
            if (s.attempt == a)
                addInterval(edges, s.begin, s.end, s.label);
        }
        if (!c.imported) {
            const bool current = a == c.attempts - 1;
            const bool stepped = std::isfinite(firstStepT[a]);
            if (c.failed || (!current && !stepped)) {
                // A failed run, or an attempt none of whose work survived: all of it is lost.
                addInterval(edges, starts[a], ends[a], LostWhole);
                out.derived[LostWhole] = true;
            } else {
                if (!current) {
                    addInterval(edges, lastStepT[a], ends[a], LostTail); // steps a later attempt did again
                    out.derived[LostTail] = true;
                }
                const double firstStep = stepped ? firstStepT[a] : ends[a];
                addInterval(edges, starts[a], firstStep, a == 0 ? FirstStep : Restart);
                out.derived[a == 0 ? FirstStep : Restart] = true;
            }
        }
        sweep(std::move(edges), starts[a], ends[a], out.seconds);
    }
    return out;
}

// The chain's rows, in order, with the labels each adds up and how a derived one is found.
struct Row
{
    const char *name;
    QList<int> labels;
    const char *derivedHow;
};

const QList<Row> &chainRows()
{
    static const QList<Row> rows{
        {"environment", {Environment}, nullptr},
        {"first_step",
         {FirstStep},
         QT_TRANSLATE_NOOP("pilot::Core", "derived: from the first run_start to the first step event, less the phases above it")},
        {"compile", {Compile}, nullptr},
        {"train", {Train}, nullptr},
        {"checkpoint_write", {CheckpointWrite}, nullptr},
        {"restart",
         {Restart},
         QT_TRANSLATE_NOOP("pilot::Core", "derived: from each resumed attempt's run_start to its first new step event")},
        {"lost",
         {LostWhole, LostTail},
         QT_TRANSLATE_NOOP("pilot::Core", "derived: the time after an attempt's last surviving step event (the steps a resume did "
                                          "again), every attempt of which no step survived, and the whole time of a failed or lost run")},
        {"validation", {Validation}, nullptr},
        {"other", {Other, None}, QT_TRANSLATE_NOOP("pilot::Core", "derived: time inside an attempt in none of the phases above")},
    };
    return rows;
}

// One row of the chain: measured from the job's phase events, derived, or unknown, and how.
ChainPhase chainPhase(const Row &row, const PhaseTotal &total, const LabelSeconds &labels, bool timed, const RunPhaseChain &c)
{
    ChainPhase p;
    p.name = QLatin1String(row.name);
    p.spanSeconds = total.seconds;
    p.spans = total.spans;
    double seconds = 0;
    bool fromDerivation = false;
    for (int l : row.labels) {
        seconds += labels.seconds[l];
        fromDerivation = fromDerivation || labels.derived[l];
    }
    if (!timed) {
        p.how = c.timesProblem.isEmpty() ? CoreTr::tr("unknown: the run's events carry no times") : c.timesProblem;
    } else if (p.spans > 0 && !fromDerivation) {
        p.seconds = seconds;
        p.source = PhaseSource::Measured;
        p.how = CoreTr::tr("measured: %n span(s) of the job's phase events, less time a phase before it in the chain covers", nullptr,
                           p.spans);
    } else if (c.imported) {
        p.how = p.name == QLatin1String("other")
                    ? CoreTr::tr("unknown: the time the imported file's phases do not cover holds the phases it does not report")
                    : CoreTr::tr("unknown: the imported file reports no such phase");
    } else if (row.derivedHow) {
        p.seconds = seconds;
        p.source = PhaseSource::Derived;
        p.how = CoreTr::tr(row.derivedHow);
    } else {
        // The jobs report every phase they go through; a name they never opened took no time.
        p.seconds = seconds;
        p.source = PhaseSource::Derived;
        p.how = CoreTr::tr("derived: the job reported no such phase, so none was counted");
    }
    if (p.name == QLatin1String("lost") && c.failed && p.seconds)
        p.how += QLatin1Char(' ')
                 + CoreTr::tr("(the run %1, failure class: %2)")
                       .arg(c.status, c.failureClass.isEmpty() ? CoreTr::tr("none named by the evidence") : c.failureClass);
    return p;
}

} // namespace

RunPhaseChain phaseChainOf(const RunMetrics &m, const RunSummary &summary)
{
    RunPhaseChain c;
    c.status = summary.status;
    c.failed = summary.status == QLatin1String("failed") || summary.status == QLatin1String("lost");
    c.failureClass = summary.failureClass;
    c.failureSubclass = summary.failureSubclass;
    c.imported = summary.status == QLatin1String("imported")
                 || (!m.starts().isEmpty() && m.starts().constLast().backend.startsWith(QLatin1String("import:")));
    c.attempts = qMax(1, int(m.starts().size()));
    c.stepsTrained = qint64(m.steps().size());
    c.queue.name = QStringLiteral("queue");
    c.queue.how = CoreTr::tr("no slurm.json: the launcher recorded no wait in a queue");

    std::vector<double> starts, ends;
    const bool timed = timeAttempts(m, c, starts, ends);
    const LabelSeconds labels = timed ? sweepAttempts(m, c, starts, ends) : LabelSeconds{};
    QHash<QString, PhaseTotal> byName;
    for (const PhaseTotal &t : phaseTotals(m))
        byName.insert(t.name, t);
    for (const Row &row : chainRows())
        c.phases.append(chainPhase(row, byName.value(QLatin1String(row.name)), labels, timed, c));
    if (c.imported)
        c.notes << CoreTr::tr("an imported run: only the phases its file reports are known; restarts and repeated work are not");
    return c;
}

RunPhaseChain readPhaseChain(const QString &runDir, RunMetrics *metricsOut)
{
    RunPhaseChain c;
    const QString file = QDir(runDir).filePath(QStringLiteral("metrics.jsonl"));
    RunMetrics metrics;
    QString error;
    if (!QFileInfo::exists(file)) {
        c.runDir = runDir;
        c.error = CoreTr::tr("%1 has no metrics.jsonl").arg(QDir::toNativeSeparators(runDir));
        return c;
    }
    if (!readMetricsFile(file, &metrics, &error)) {
        c.runDir = runDir;
        c.error = error;
        return c;
    }
    RunSummary summary = summarizeRun(metrics, 0, runDir);
    addFailureClass(&summary, metrics, runDir);
    c = phaseChainOf(metrics, summary);
    c.runDir = runDir;
    if (metricsOut)
        *metricsOut = metrics;
    SlurmQueuePhase queue;
    if (readSlurmQueuePhase(runDir, &queue, &error)) {
        c.queue.seconds = queue.pendingSeconds;
        c.queue.source = PhaseSource::Measured;
        c.queue.spans = 1;
        c.queue.spanSeconds = queue.pendingSeconds;
        c.queue.how = CoreTr::tr("measured: Slurm job %1 waited from its SubmitTime to its StartTime (slurm.json)").arg(queue.jobId);
    } else if (!error.isEmpty()) {
        c.queue.how = CoreTr::tr("unknown: slurm.json cannot be read: %1").arg(error);
    } else {
        // The SSH launcher knows how long staging the job's files took before it started.
        LaunchRecord launch;
        QString launchError;
        if (readLaunchRecord(runDir, &launch, &launchError) && launch.stagingSeconds) {
            c.queue.seconds = *launch.stagingSeconds;
            c.queue.source = PhaseSource::Measured;
            c.queue.spans = 1;
            c.queue.spanSeconds = *launch.stagingSeconds;
            c.queue.how = CoreTr::tr("measured: the %1 launcher staged the job's files on %2 before starting it (launch.json)")
                              .arg(launch.launcher, launch.target);
        }
    }
    return c;
}

} // namespace pilot
