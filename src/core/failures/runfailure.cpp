#include "core/failures/runfailure.h"

#include "core/launch/runstatus.h"
#include "core/runs/runmetrics.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>

#include <csignal>

namespace pilot {

namespace {

void addLog(const FailureRules &rules, const QString &runDir, const QString &name, RunFailureReport *out)
{
    const QString path = QDir(runDir).filePath(name);
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return;
    LogClassification log;
    QString error;
    if (!classifyLogFile(rules, path, name, kMaxClassifiedLogBytes, &log, &error)) {
        out->problems << QStringLiteral("%1: %2").arg(name, error);
        return;
    }
    out->logsCut = out->logsCut || log.cut;
    out->matches += log.matches;
    out->ruleProblems += log.ruleProblems;
}

void addEvents(const FailureRules &rules, const RunMetrics &metrics, RunFailureReport *out)
{
    qint64 number = 0;
    RuleSpending spending; // one budget for all messages of the run
    spending.source = QStringLiteral("metrics.jsonl");
    for (const LogEvent &event : metrics.logs()) {
        ++number;
        // A message may span lines (a traceback): each line is classified, all under the
        // event's number.
        const LogClassification c = classifyText(rules, event.message.toUtf8(), QStringLiteral("metrics.jsonl"), &spending);
        for (FailureMatch m : c.matches) {
            m.line = number;
            out->matches.append(m);
        }
    }
    out->ruleProblems += spending.problems;
}

int firstOfSeverity(const QList<FailureMatch> &matches, const QString &severity)
{
    for (int i = 0; i < matches.size(); ++i) {
        if (matches.at(i).rule.isFailure() && matches.at(i).rule.severity == severity)
            return i;
    }
    return -1;
}

QString endText(const RunFailureReport &r)
{
    if (r.signal > 0)
        return CoreTr::tr("the process was killed by %1").arg(signalName(r.signal));
    if (r.exitCode >= 0)
        return CoreTr::tr("the process exited with code %1").arg(r.exitCode);
    return CoreTr::tr("the exit status of the process is not known");
}

} // namespace

QString signalName(int signal)
{
    switch (signal) {
    case SIGHUP: return QStringLiteral("SIGHUP");
    case SIGINT: return QStringLiteral("SIGINT");
    case SIGABRT: return QStringLiteral("SIGABRT");
    case SIGBUS: return QStringLiteral("SIGBUS");
    case SIGKILL: return QStringLiteral("SIGKILL");
    case SIGSEGV: return QStringLiteral("SIGSEGV");
    case SIGTERM: return QStringLiteral("SIGTERM");
    default: return CoreTr::tr("signal %1").arg(signal);
    }
}

RunFailureReport classifyRun(const QString &runDir, const RunMetrics &metrics, const RunEndEvidence &end, const FailureRules &rules)
{
    RunFailureReport r;
    addLog(rules, runDir, QStringLiteral("logs/stderr.log"), &r);
    addEvents(rules, metrics, &r);
    addLog(rules, runDir, QStringLiteral("logs/stdout.log"), &r);
    r.failed = end.failed;
    r.exitCode = end.exitCode;
    r.signal = end.exitCode > 128 && end.exitCode < 128 + 65 ? end.exitCode - 128 : 0;
    if (!r.failed) {
        r.verdict = CoreTr::tr("the run did not fail: it has no failure class");
        return r;
    }
    r.decisive = firstOfSeverity(r.matches, QStringLiteral("error"));
    if (r.decisive < 0)
        r.decisive = firstOfSeverity(r.matches, QStringLiteral("warning"));
    if (r.decisive >= 0) {
        const FailureMatch &m = r.matches.at(r.decisive);
        r.failureClass = m.rule.failureClass;
        r.failureSubclass = m.rule.subclass;
        r.verdict = CoreTr::tr("the first failure line, %1:%2, matches rule %3; %4")
                        .arg(m.source)
                        .arg(m.line)
                        .arg(m.rule.id, endText(r));
        return r;
    }
    if (end.schedulerState == QLatin1String("OUT_OF_MEMORY")) {
        r.failureClass = QStringLiteral("memory");
        r.failureSubclass = QStringLiteral("host_oom_killer");
        r.verdict = CoreTr::tr("the scheduler reports the job as OUT_OF_MEMORY; no log line names a cause");
        return r;
    }
    if (end.schedulerState == QLatin1String("NODE_FAIL")) {
        r.failureClass = QStringLiteral("runtime");
        r.failureSubclass = QStringLiteral("node_failure");
        r.verdict = CoreTr::tr("the scheduler reports NODE_FAIL: the node the job ran on failed; no log line names a cause");
        return r;
    }
    if (r.signal == SIGKILL) {
        r.verdict = CoreTr::tr("the process was killed by SIGKILL without run_end and no log line names a cause: no failure class. "
                               "The kernel's OOM killer sends SIGKILL, and so do kill -9 and schedulers; the host's kernel log "
                               "(dmesg) tells whether memory ran out");
        return r;
    }
    r.verdict = CoreTr::tr("%1 and no log line names a cause: no failure class").arg(endText(r));
    return r;
}

RunFailureReport classifyRunFolder(const QString &runDir, const FailureRules &rules)
{
    RunStatusReader reader(runDir);
    const RunStatus status = reader.read();
    RunEndEvidence end;
    end.failed = status.state == RunState::Failed || status.state == RunState::Lost;
    end.exitCode = status.probe.exitCode;
    if (end.exitCode < 0 && reader.metrics().runEnd())
        end.exitCode = reader.metrics().runEnd()->exitCode;
    end.schedulerState = status.probe.schedulerState;
    return classifyRun(runDir, reader.metrics(), end, rules);
}

} // namespace pilot
