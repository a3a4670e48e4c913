#include "command.h"
#include "core/runs/runsummary.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace pilot::cli {

namespace {

QString num(double v, int precision = 4)
{
    return std::isfinite(v) ? QString::number(v, 'g', precision) : QStringLiteral("-");
}

QString count(qint64 v)
{
    return v < 0 ? QStringLiteral("-") : QString::number(v);
}

QString text(const RunSummary &s, const QString &dir)
{
    QString out = QStringLiteral("run:          %1\n").arg(dir);
    out += QStringLiteral("status:       %1%2\n").arg(s.status, s.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.reason));
    if (!s.runId.isEmpty())
        out += QStringLiteral("run id:       %1 (%2 on %3)\n").arg(s.runId, s.backend, s.device);
    out +=
        QStringLiteral("steps:        %1 on record, last step %2, restarts %3\n").arg(s.stepCount).arg(count(s.lastStep)).arg(s.restarts);
    out += QStringLiteral("last loss:    %1 (lr %2)\n").arg(num(s.lastLoss, 6), num(s.lastLr));
    out += QStringLiteral("tokens:       %1\n").arg(count(s.tokens));
    out += QStringLiteral("evaluations:  %1, samples %2\n").arg(s.evals).arg(s.samples);
    out += s.checkpointsPresent >= 0
               ? QStringLiteral("checkpoints:  %1 written, %2 still in the run folder, last at step %3\n")
                     .arg(s.checkpointsComplete)
                     .arg(s.checkpointsPresent)
                     .arg(count(s.lastCheckpointStep))
               : QStringLiteral("checkpoints:  %1 written, last at step %2\n").arg(s.checkpointsComplete).arg(count(s.lastCheckpointStep));
    out += QStringLiteral("wall time:    %1 s\n").arg(num(s.wallSeconds, 6));
    if (!s.phases.isEmpty()) {
        out += QStringLiteral("phases (s):\n");
        for (const PhaseTotal &p : s.phases) {
            // One multi-argument arg(): a phase name holding "%2" stays as written.
            out += QStringLiteral("  %1 %2%3\n")
                       .arg(p.name.leftJustified(18), num(p.seconds, 6).rightJustified(10),
                            p.open ? QStringLiteral("  (open)") : QString());
        }
    }
    if (s.status == QLatin1String("failed") || s.status == QLatin1String("lost"))
        out += QStringLiteral("failure:      %1 (%2)\n")
                   .arg(s.failureClass.isEmpty() ? QStringLiteral("none") : s.failureClass + QLatin1Char('/') + s.failureSubclass,
                        s.failureVerdict);
    out += QStringLiteral("lines:        %1, problems %2, unknown event types %3").arg(s.lines).arg(s.issues).arg(s.unknownTypes);
    for (const LineIssue &i : s.firstIssues)
        out += QStringLiteral("\n  line %1: %2").arg(i.line).arg(i.message);
    return out;
}

int summarize(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Summarizes a run from its metrics.jsonl: status, steps, last loss, phase durations.\n"
                       "RUN_DIR is a run directory or a metrics.jsonl file. Exit 0, or 1 when it cannot be read."));
    parser.addOption({QStringLiteral("json"), QStringLiteral("print the summary as JSON")});
    parser.addPositionalArgument(QStringLiteral("RUN_DIR"), QStringLiteral("run directory or metrics.jsonl"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("runs summarize")); done >= 0)
        return done;
    const QString dir = parser.positionalArguments().constFirst();
    const RunFolderSummary read = summarizeRunFolder(dir);
    if (read.problem == RunFolderSummary::Problem::NoMetrics) {
        printErr(QStringLiteral("%1: no metrics.jsonl here").arg(dir));
        return kExitFailure;
    }
    // A pipe or a device in place of metrics.jsonl is named for what it is, not "missing".
    if (!read.ok()) {
        printErr(read.error);
        return kExitFailure;
    }
    const RunSummary &summary = read.summary;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = runSummaryToJson(summary);
        o.insert(QStringLiteral("run_dir"), dir);
        o.insert(QStringLiteral("torn_bytes"), read.tornBytes);
        printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        printOut(text(summary, dir));
        if (read.tornBytes > 0)
            printOut(QStringLiteral("(%1 bytes of an unfinished last line are not counted yet)").arg(read.tornBytes));
    }
    return kExitOk;
}

} // namespace

int runRuns(const QStringList &args)
{
    const QString usage = QStringLiteral("Usage: pilotctl runs summarize [--json] RUN_DIR\n\n"
                                         "Subcommands:\n  summarize  status, steps, last loss and phase durations of a run");
    if (args.size() < 2 || args.at(1) == QLatin1String("--help") || args.at(1) == QLatin1String("-h")) {
        printOut(usage);
        return args.size() < 2 ? kExitUsage : kExitOk;
    }
    if (args.at(1) == QLatin1String("summarize"))
        return summarize(args.mid(1));
    printErr(QStringLiteral("pilotctl runs: unknown subcommand '%1'\n%2").arg(args.at(1), usage));
    return kExitUsage;
}

} // namespace pilot::cli
