#include "core/runs/runsummary.h"
#include "core/runs/runfailure.h"

#include "core/runs/metricstail.h"
#include "core/runs/runliveness.h"

#include <QDir>
#include <QFileInfo>

#include <QHash>
#include <QJsonArray>

namespace pilot {

QList<PhaseTotal> phaseTotals(const RunMetrics &metrics)
{
    QList<PhaseTotal> totals;
    QHash<QString, qsizetype> index;
    QHash<QString, double> openSince;
    int attempt = 0;
    auto closeOpen = [&](double until) {
        for (auto it = openSince.cbegin(); it != openSince.cend(); ++it) {
            if (std::isfinite(until) && std::isfinite(it.value()))
                totals[index.value(it.key())].seconds += qMax(0.0, until - it.value());
        }
        openSince.clear();
    };
    for (const PhaseMark &m : metrics.phases()) {
        if (m.attempt != attempt) {
            // A phase left open by a killed attempt ends with that attempt's last event.
            closeOpen(metrics.attemptEndTime(attempt));
            attempt = m.attempt;
        }
        if (!index.contains(m.name)) {
            index.insert(m.name, totals.size());
            totals.append({m.name, 0.0, 0, false});
        }
        PhaseTotal &total = totals[index.value(m.name)];
        if (m.begin) {
            if (!openSince.contains(m.name)) {
                openSince.insert(m.name, m.t);
                ++total.spans;
            }
        } else if (openSince.contains(m.name)) {
            const double begin = openSince.take(m.name);
            if (std::isfinite(begin) && std::isfinite(m.t))
                total.seconds += qMax(0.0, m.t - begin);
        }
    }
    // Spans still open belong to the current attempt if phases were seen in it.
    const bool current = attempt == metrics.attempt();
    for (auto it = openSince.cbegin(); it != openSince.cend(); ++it)
        totals[index.value(it.key())].open = current;
    closeOpen(metrics.attemptEndTime(attempt));
    return totals;
}

RunSummary summarizeRun(const RunMetrics &m, qint64 lines, const QString &runDir)
{
    RunSummary s;
    s.lines = lines;
    const RunLivenessCheck live = checkRunLiveness(runDir, m);
    if (const RunEndInfo *end = m.runEnd()) {
        s.status = end->status.isEmpty() ? QStringLiteral("failed") : end->status;
        s.reason = end->reason;
        s.exitCode = end->exitCode;
    } else {
        switch (live.state) {
        case RunLiveness::Ended: // not without a run_end
        case RunLiveness::Empty:
            s.status = QStringLiteral("empty");
            break;
        case RunLiveness::Imported:
            s.status = QStringLiteral("imported");
            break;
        case RunLiveness::Running:
            s.status = QStringLiteral("running");
            break;
        case RunLiveness::Lost:
            s.status = QStringLiteral("lost");
            break;
        case RunLiveness::Unverified:
            s.status = QStringLiteral("unverified");
            break;
        }
        s.reason = live.detail;
    }
    if (!m.starts().isEmpty()) {
        const RunStartInfo &start = m.starts().last();
        s.runId = start.runId;
        s.backend = start.backend;
        s.device = start.device;
    }
    s.stepCount = qint64(m.steps().size());
    if (!m.steps().empty()) {
        const StepPoint &last = m.steps().back();
        s.lastStep = last.step;
        s.tokens = last.tokens;
        s.lastLoss = last.loss;
        s.lastLr = last.lr;
    }
    s.restarts = m.attempt();
    s.evals = m.evals().size();
    s.samples = m.samples().size();
    const bool folder = !runDir.isEmpty() && QFileInfo(runDir).isDir();
    if (folder)
        s.checkpointsPresent = 0;
    for (const CheckpointEvent &c : m.checkpoints()) {
        if (c.status == QLatin1String("complete")) {
            ++s.checkpointsComplete;
            s.lastCheckpointStep = c.step;
            // Where the job wrote it (on another host, an absolute path of that host): looked
            // for in this run folder's checkpoints/ by its name.
            if (folder && QFileInfo::exists(QDir(runDir).filePath(QStringLiteral("checkpoints/%1/COMPLETE").arg(QFileInfo(c.dir).fileName()))))
                ++s.checkpointsPresent;
        }
    }
    if (std::isfinite(m.firstTime()) && std::isfinite(m.lastTime()))
        s.wallSeconds = m.lastTime() - m.firstTime();
    s.phases = phaseTotals(m);
    if (live.state != RunLiveness::Running && live.state != RunLiveness::Unverified) {
        for (PhaseTotal &p : s.phases)
            p.open = false; // nobody is in it any more
    }
    s.issues = m.issueCount();
    s.unknownTypes = m.unknownTypes();
    s.firstIssues = m.issues().mid(0, 10);
    return s;
}

QJsonObject runSummaryToJson(const RunSummary &s)
{
    auto num = [](double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null); };
    auto count = [](qint64 v) { return v < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(v); };
    QJsonArray phases;
    for (const PhaseTotal &p : s.phases) {
        phases.append(QJsonObject{{QStringLiteral("name"), p.name},
                                  {QStringLiteral("seconds"), p.seconds},
                                  {QStringLiteral("spans"), p.spans},
                                  {QStringLiteral("open"), p.open}});
    }
    QJsonArray issues;
    for (const LineIssue &i : s.firstIssues)
        issues.append(QJsonObject{{QStringLiteral("line"), i.line}, {QStringLiteral("message"), i.message}});
    return QJsonObject{{QStringLiteral("status"), s.status},
                       {QStringLiteral("reason"), s.reason},
                       {QStringLiteral("exit_code"), s.exitCode},
                       {QStringLiteral("run_id"), s.runId},
                       {QStringLiteral("backend"), s.backend},
                       {QStringLiteral("device"), s.device},
                       {QStringLiteral("steps"), s.stepCount},
                       {QStringLiteral("last_step"), count(s.lastStep)},
                       {QStringLiteral("tokens"), count(s.tokens)},
                       {QStringLiteral("last_loss"), num(s.lastLoss)},
                       {QStringLiteral("last_lr"), num(s.lastLr)},
                       {QStringLiteral("restarts"), s.restarts},
                       {QStringLiteral("evals"), s.evals},
                       {QStringLiteral("samples"), s.samples},
                       {QStringLiteral("checkpoints_complete"), s.checkpointsComplete},
                       {QStringLiteral("checkpoints_present"), s.checkpointsPresent < 0 ? QJsonValue() : QJsonValue(s.checkpointsPresent)},
                       {QStringLiteral("last_checkpoint_step"), count(s.lastCheckpointStep)},
                       {QStringLiteral("wall_seconds"), num(s.wallSeconds)},
                       {QStringLiteral("phases"), phases},
                       {QStringLiteral("lines"), s.lines},
                       {QStringLiteral("issues"), s.issues},
                       {QStringLiteral("unknown_types"), s.unknownTypes},
                       {QStringLiteral("first_issues"), issues},
                       {QStringLiteral("failure_class"), s.failureClass.isEmpty() ? QJsonValue() : QJsonValue(s.failureClass)},
                       {QStringLiteral("failure_subclass"), s.failureSubclass.isEmpty() ? QJsonValue() : QJsonValue(s.failureSubclass)},
                       {QStringLiteral("failure_verdict"), s.failureVerdict.isEmpty() ? QJsonValue() : QJsonValue(s.failureVerdict)},
                       {QStringLiteral("failure_line"), decisiveLineToJson(s.failureLine)}};
}

RunFolderSummary summarizeRunFolder(const QString &runDirOrFile)
{
    RunFolderSummary out;
    out.metricsFile = QFileInfo(runDirOrFile).isDir() ? QDir(runDirOrFile).filePath(QStringLiteral("metrics.jsonl")) : runDirOrFile;
    if (!QFileInfo::exists(out.metricsFile)) {
        out.problem = RunFolderSummary::Problem::NoMetrics;
        return out;
    }
    // Anything but a regular file (a named pipe, a link to a device) is refused by MetricsTail
    // and named for what it is.
    RunMetrics metrics;
    MetricsTail tail(out.metricsFile);
    const MetricsTail::Poll poll = tail.poll(metrics);
    if (!poll.ok) {
        out.problem = RunFolderSummary::Problem::Unreadable;
        out.error = poll.error;
        return out;
    }
    const QString runDir = QFileInfo(out.metricsFile).absolutePath();
    out.summary = summarizeRun(metrics, tail.lines(), runDir);
    out.tornBytes = tail.pendingBytes();
    addFailureClass(&out.summary, metrics, runDir);
    return out;
}

void addFailureClass(RunSummary *s, const RunMetrics &metrics, const QString &runDir)
{
    if (s->status != QLatin1String("failed") && s->status != QLatin1String("lost"))
        return;
    RunEndEvidence end;
    end.failed = true;
    end.exitCode = metrics.runEnd() ? metrics.runEnd()->exitCode : -1;
    const RunFailureReport failure = classifyRun(runDir, metrics, end, FailureRules::builtIn());
    s->failureClass = failure.failureClass;
    s->failureSubclass = failure.failureSubclass;
    s->failureVerdict = failure.verdict;
    s->failureLine = failure.decisiveLine;
}

} // namespace pilot
