#include "core/runs/runfailure.h"

#include "core/runs/runmetrics.h"
#include "core/support/coretr.h"

#include <QCollator>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <csignal>

namespace pilot {

namespace {

constexpr int kMaxProcessLogs = 64;
constexpr int kMaxLogDepth = 6;           // folders below logs/
constexpr int kMaxVisitedEntries = 10000; // a hostile logs/ with countless entries is not walked to its end

// The rank a per-process log's path names: the last folder that is a number (torchrun's
// --log-dir writes <dir>/<run id>/attempt_N/<local rank>/stderr.log: the local rank), else
// "rank3", "rank-3" or "rank_3" starting the file's name or after a non-letter; -1 when none.
int rankOfPath(const QString &relative)
{
    const QStringList parts = relative.split(QLatin1Char('/'));
    for (qsizetype i = parts.size() - 2; i >= 1; --i) {
        const QString &part = parts.at(i);
        if (part.isEmpty() || part.size() > 6 || !std::all_of(part.begin(), part.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
            continue;
        return part.toInt();
    }
    static const QRegularExpression named(QStringLiteral("(?:^|[^a-z])rank[-_]?(\\d{1,6})(?!\\d)"),
                                          QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = named.match(parts.constLast());
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// The logs under logs/ besides stderr.log and stdout.log: per-process files of a launcher, in
// the order of their paths with numbers compared as numbers (2 before 10). Walked by hand so
// that the limits hold while walking: no symbolic link followed (logs/ itself included), at
// most kMaxLogDepth folders deep, kMaxVisitedEntries entries looked at, kMaxProcessLogs kept.
QStringList processLogs(const QString &runDir)
{
    QStringList out;
    const QDir run(runDir);
    const QFileInfo logs(run.filePath(QStringLiteral("logs")));
    if (logs.isSymLink() || !logs.isDir())
        return out;
    QList<QPair<QString, int>> folders{{QStringLiteral("logs"), 0}};
    int visited = 0;
    while (!folders.isEmpty() && visited < kMaxVisitedEntries) {
        const auto [folder, depth] = folders.takeFirst();
        const QFileInfoList entries = QDir(run.filePath(folder))
                                          .entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                                                         QDir::Name);
        for (const QFileInfo &e : entries) {
            if (++visited > kMaxVisitedEntries)
                break;
            if (e.isSymLink())
                continue;
            const QString relative = folder + QLatin1Char('/') + e.fileName();
            if (e.isDir()) {
                if (depth < kMaxLogDepth)
                    folders.append({relative, depth + 1});
            } else if (e.isFile() && e.fileName().endsWith(QLatin1String(".log")) && relative != QLatin1String("logs/stderr.log")
                       && relative != QLatin1String("logs/stdout.log")) {
                out << relative;
            }
        }
    }
    QCollator numeric;
    numeric.setNumericMode(true);
    std::sort(out.begin(), out.end(), [&numeric](const QString &a, const QString &b) { return numeric.compare(a, b) < 0; });
    if (out.size() > kMaxProcessLogs)
        out.resize(kMaxProcessLogs);
    return out;
}

void addLog(const FailureRules &rules, const QString &runDir, const QString &name, RunFailureReport *out)
{
    const QString path = QDir(runDir).filePath(name);
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return;
    LogClassification log;
    QString error;
    if (!classifyRunLog(rules, runDir, name, kMaxClassifiedLogBytes, &log, &error)) {
        out->problems << QStringLiteral("%1: %2").arg(name, error);
        return;
    }
    // A per-process file names its process; a line's own prefix says more.
    const int rank = rankOfPath(name);
    for (FailureMatch &m : log.matches) {
        if (m.rank < 0)
            m.rank = rank;
    }
    out->logsCut = out->logsCut || log.cut;
    out->matches += log.matches;
    out->matched += log.matched;
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
            if (m.byFrame())
                m.frameLine = number; // the frame is in the same message
            out->matches.append(m);
        }
        out->matched += c.matched;
    }
    out->ruleProblems += spending.problems;
}

int firstOf(const QList<FailureMatch> &matches, const QString &severity, bool consequence)
{
    for (int i = 0; i < matches.size(); ++i) {
        const FailureRule &r = matches.at(i).rule;
        if (r.isFailure() && r.severity == severity && r.consequence == consequence)
            return i;
    }
    return -1;
}

constexpr int kNamedRules = 3;

QString place(const FailureMatch &m)
{
    const QString at = QStringLiteral("%1:%2").arg(m.source).arg(m.line);
    return m.rank >= 0 ? CoreTr::tr("%1 (rank %2)").arg(at).arg(m.rank) : at;
}

// A line as the decisive line shows it: trimmed, tabs as spaces, at most DecisiveLine::kMaxChars.
QString shortened(const QString &line)
{
    QString out = line.trimmed();
    out.replace(QLatin1Char('\t'), QLatin1Char(' '));
    if (out.size() > DecisiveLine::kMaxChars)
        out = out.left(DecisiveLine::kMaxChars) + QStringLiteral("…");
    return out;
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

int decisiveMatch(const QList<FailureMatch> &matches)
{
    for (const char *severity : {"error", "warning"}) {
        for (const bool consequence : {false, true}) {
            const int i = firstOf(matches, QLatin1String(severity), consequence);
            if (i >= 0)
                return i;
        }
    }
    return -1;
}

DecisiveLine decisiveLine(const QList<FailureMatch> &matches, int decisive)
{
    DecisiveLine out;
    if (decisive < 0 || decisive >= matches.size())
        return out;
    const FailureMatch &m = matches.at(decisive);
    out.source = m.source;
    out.line = m.line;
    out.rank = m.rank;
    out.rule = m.rule.id;
    out.text = shortened(m.text);
    if (m.byFrame()) {
        out.frameLine = m.frameLine;
        out.frameText = shortened(m.frameText);
    }
    out.consequence = m.rule.consequence;
    for (int i = 0; i < matches.size(); ++i) {
        const FailureRule &r = matches.at(i).rule;
        if (i != decisive && r.isFailure() && r.severity != QLatin1String("info") && r.consequence)
            ++out.consequences;
    }
    return out;
}

QString decisiveText(const QList<FailureMatch> &matches, int decisive)
{
    if (decisive < 0 || decisive >= matches.size())
        return QString();
    const DecisiveLine d = decisiveLine(matches, decisive);
    const FailureMatch &m = matches.at(decisive);
    // The rules of the consequences, for the reader to find them; and how many other lines.
    QStringList rules;
    int later = 0, earlier = 0;
    for (int i = 0; i < matches.size(); ++i) {
        const FailureRule &r = matches.at(i).rule;
        if (i == decisive || !r.isFailure() || r.severity == QLatin1String("info"))
            continue;
        (i > decisive ? later : earlier) += 1;
        if (r.consequence && !rules.contains(r.id) && rules.size() < kNamedRules)
            rules << r.id;
    }
    QString why;
    if (d.consequence)
        why = CoreTr::tr("no failure line names a cause of its own: this is the first of the lines that usually follow a failure "
                         "elsewhere, and the process where it began may have left no line");
    else if (m.rule.severity == QLatin1String("warning"))
        why = CoreTr::tr("the first warning, and no line of severity error was found");
    else if (d.consequences > 0)
        why = CoreTr::tr("the first error line that does not follow from another failure; %n line(s) that usually follow a "
                         "failure elsewhere (%1) are taken as its consequence(s)",
                         nullptr, d.consequences)
                  .arg(rules.join(QStringLiteral(", ")));
    else if (later > 0)
        why = CoreTr::tr("the first error line; %n later failure line(s) come after it", nullptr, later);
    else if (earlier > 0)
        why = CoreTr::tr("the first error line (the failure lines before it are warnings)");
    else
        why = CoreTr::tr("the only failure line");
    if (m.byFrame())
        return CoreTr::tr("%1, rule %2 by the frame at line %3 of its traceback (“%4”): “%5” — %6")
            .arg(place(m), d.rule, QString::number(d.frameLine), d.frameText, d.text, why);
    return CoreTr::tr("%1, rule %2: “%3” — %4").arg(place(m), d.rule, d.text, why);
}

QString signalName(int signal)
{
    switch (signal) {
    case SIGHUP:
        return QStringLiteral("SIGHUP");
    case SIGINT:
        return QStringLiteral("SIGINT");
    case SIGABRT:
        return QStringLiteral("SIGABRT");
    case SIGBUS:
        return QStringLiteral("SIGBUS");
    case SIGKILL:
        return QStringLiteral("SIGKILL");
    case SIGSEGV:
        return QStringLiteral("SIGSEGV");
    case SIGTERM:
        return QStringLiteral("SIGTERM");
    default:
        return CoreTr::tr("signal %1").arg(signal);
    }
}

RunFailureReport classifyRun(const QString &runDir, const RunMetrics &metrics, const RunEndEvidence &end, const FailureRules &rules)
{
    RunFailureReport r;
    addLog(rules, runDir, QStringLiteral("logs/stderr.log"), &r);
    for (const QString &log : processLogs(runDir))
        addLog(rules, runDir, log, &r);
    addEvents(rules, metrics, &r);
    addLog(rules, runDir, QStringLiteral("logs/stdout.log"), &r);
    r.failed = end.failed;
    r.exitCode = end.exitCode;
    r.signal = end.exitCode > 128 && end.exitCode < 128 + 65 ? end.exitCode - 128 : 0;
    if (!r.failed) {
        r.verdict = CoreTr::tr("the run did not fail: it has no failure class");
        return r;
    }
    r.decisive = decisiveMatch(r.matches);
    if (r.decisive >= 0) {
        const FailureMatch &m = r.matches.at(r.decisive);
        r.failureClass = m.rule.failureClass;
        r.failureSubclass = m.rule.subclass;
        r.decisiveLine = decisiveLine(r.matches, r.decisive);
        r.verdict = CoreTr::tr("%1; %2").arg(decisiveText(r.matches, r.decisive), endText(r));
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

} // namespace pilot
