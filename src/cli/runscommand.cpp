#include "cliwords.h"
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
    const QString run = CliTr::tr("run"), status = CliTr::tr("status"), runId = CliTr::tr("run id"), steps = CliTr::tr("steps"),
                  lastLoss = CliTr::tr("last loss"), tokens = CliTr::tr("tokens"), evaluations = CliTr::tr("evaluations"),
                  checkpoints = CliTr::tr("checkpoints"), wallTime = CliTr::tr("wall time"), failure = CliTr::tr("failure"),
                  lines = CliTr::tr("lines");
    const Rows rows({run, status, runId, steps, lastLoss, tokens, evaluations, checkpoints, wallTime, failure, lines}, 14);
    QString out = rows.row(run, dir);
    // The reason is the run's own (run_end's, in the job's words) or how the status was decided.
    out += rows.row(status, runStatusWord(s.status) + (s.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(s.reason)));
    if (!s.runId.isEmpty())
        out += rows.row(runId, CliTr::tr("%1 (%2 on %3)").arg(s.runId, s.backend, s.device));
    out += rows.row(steps, CliTr::tr("%1 on record, last step %2, restarts %3").arg(s.stepCount).arg(count(s.lastStep)).arg(s.restarts));
    out += rows.row(lastLoss, CliTr::tr("%1 (lr %2)").arg(num(s.lastLoss, 6), num(s.lastLr)));
    out += rows.row(tokens, count(s.tokens));
    out += rows.row(evaluations, CliTr::tr("%1, samples %2").arg(s.evals).arg(s.samples));
    out += rows.row(checkpoints,
                    s.checkpointsPresent >= 0
                        ? CliTr::tr("%1 written, %2 still in the run folder, last at step %3")
                              .arg(s.checkpointsComplete)
                              .arg(s.checkpointsPresent)
                              .arg(count(s.lastCheckpointStep))
                        : CliTr::tr("%1 written, last at step %2").arg(s.checkpointsComplete).arg(count(s.lastCheckpointStep)));
    out += rows.row(wallTime, CliTr::tr("%1 s").arg(num(s.wallSeconds, 6)));
    if (!s.phases.isEmpty()) {
        out += CliTr::tr("phases (s):") + QLatin1Char('\n');
        int width = 18;
        for (const PhaseTotal &p : s.phases)
            width = qMax(width, int(phaseTitle(p.name).size()));
        for (const PhaseTotal &p : s.phases) {
            // One multi-argument arg(): a phase name holding "%2" stays as written.
            out += QStringLiteral("  %1 %2%3\n")
                       .arg(phaseTitle(p.name).leftJustified(width), num(p.seconds, 6).rightJustified(10),
                            p.open ? QStringLiteral("  ") + CliTr::tr("(open)") : QString());
        }
    }
    if (s.status == QLatin1String("failed") || s.status == QLatin1String("lost"))
        out += rows.row(failure, QStringLiteral("%1 (%2)").arg(failureClassText(s.failureClass, s.failureSubclass), s.failureVerdict));
    out += rows.row(lines, CliTr::tr("%1, problems %2, unknown event types %3").arg(s.lines).arg(s.issues).arg(s.unknownTypes));
    out.chop(1);
    for (const LineIssue &i : s.firstIssues)
        out += QStringLiteral("\n  ") + CliTr::tr("line %1: %2").arg(i.line).arg(i.message);
    return out;
}

int summarize(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Summarizes a run from its metrics.jsonl: status, steps, last loss, phase durations.\n"
                                               "RUN_DIR is a run directory or a metrics.jsonl file. Exit 0, or 1 when it cannot be read."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the summary as JSON")});
    parser.addPositionalArgument(QStringLiteral("RUN_DIR"), CliTr::tr("run directory or metrics.jsonl"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("runs summarize")); done >= 0)
        return done;
    const QString dir = parser.positionalArguments().constFirst();
    const RunFolderSummary read = summarizeRunFolder(dir);
    if (read.problem == RunFolderSummary::Problem::NoMetrics) {
        printErr(CliTr::tr("%1: no metrics.jsonl here").arg(dir));
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
            printOut(CliTr::tr("(%1 bytes of an unfinished last line are not counted yet)").arg(read.tornBytes));
    }
    return kExitOk;
}

} // namespace

int runRuns(const QStringList &args)
{
    const QString usage = CliTr::tr("Usage: pilotctl runs summarize [--json] RUN_DIR\n\n"
                                    "Subcommands:\n  summarize  status, steps, last loss and phase durations of a run");
    if (args.size() < 2 || args.at(1) == QLatin1String("--help") || args.at(1) == QLatin1String("-h")) {
        printOut(usage);
        return args.size() < 2 ? kExitUsage : kExitOk;
    }
    if (args.at(1) == QLatin1String("summarize"))
        return summarize(args.mid(1));
    printErr(CliTr::tr("pilotctl runs: unknown subcommand '%1'\n%2").arg(printable(args.at(1)), usage));
    return kExitUsage;
}

} // namespace pilot::cli
