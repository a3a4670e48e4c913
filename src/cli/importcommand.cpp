#include "command.h"
#include "core/importers/runimport.h"
#include "core/support/regularfile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace pilot::cli {

namespace {

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QJsonObject summary(const ImportedRun &run)
{
    const auto &steps = run.metrics.steps();
    QJsonObject o{{QStringLiteral("name"), run.name},
                  {QStringLiteral("format"), run.format},
                  {QStringLiteral("steps"), qint64(steps.size())},
                  {QStringLiteral("evals"), run.metrics.evals().size()},
                  {QStringLiteral("notes"), QJsonArray::fromStringList(run.notes)}};
    if (!steps.empty()) {
        o.insert(QStringLiteral("first_step"), steps.front().step);
        o.insert(QStringLiteral("last_step"), steps.back().step);
        o.insert(QStringLiteral("first_loss"), number(steps.front().loss));
        o.insert(QStringLiteral("last_loss"), number(steps.back().loss));
    }
    if (!run.metrics.evals().isEmpty())
        o.insert(QStringLiteral("last_val_loss"), number(run.metrics.evals().constLast().valLoss));
    return o;
}

// The text summary: per run its name, format, steps, losses and evaluations, then its notes and the folder it was
// written to.
QString summaryText(const QList<ImportedRun> &runs, const QStringList &written)
{
    QString text;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const ImportedRun &run = runs.at(i);
        const QJsonObject s = summary(run);
        // Names come from the files: concatenated, so a "%1" in one stays as it is. The format is
        // the --format name it was read as (hf-trainer-state, mlflow, csv, …).
        text += printable(run.name) + QStringLiteral(" (") + run.format + QStringLiteral("): ")
                + CliTr::tr("%n step(s)", nullptr, s.value(QStringLiteral("steps")).toInt());
        if (s.contains(QStringLiteral("first_step"))) {
            const auto loss = [&](const char *key) {
                const QJsonValue v = s.value(QLatin1String(key));
                return v.isDouble() ? QString::number(v.toDouble()) : CliTr::tr("n/a");
            };
            text += QLatin1Char(' ')
                    + CliTr::tr("(%1 to %2), loss %3 → %4")
                          .arg(s.value(QStringLiteral("first_step")).toInteger())
                          .arg(s.value(QStringLiteral("last_step")).toInteger())
                          .arg(loss("first_loss"), loss("last_loss"));
        }
        text += QStringLiteral(", ") + CliTr::tr("%n evaluation(s)", nullptr, int(run.metrics.evals().size())) + QLatin1Char('\n');
        for (const QString &note : run.notes)
            text += QStringLiteral("  ") + CliTr::tr("note: %1").arg(printable(note)) + QLatin1Char('\n');
        if (i < written.size())
            text += QStringLiteral("  ") + CliTr::tr("written to: %1").arg(printable(written.at(i))) + QLatin1Char('\n');
    }
    return text;
}

} // namespace

int runImport(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Reads runs made elsewhere — Hugging Face trainer_state.json (or an output folder with its\n"
                  "checkpoints), LLaMA-Factory trainer_log.jsonl, MLflow file-store runs, TensorBoard and W&B\n"
                  "CSV exports, Trainium console logs (also among other output, or a notebook's outputs; a\n"
                  "compile trial's steps are left out) — and prints what they hold; --out writes each as a run\n"
                  "directory with a metrics.jsonl of the job interface. Exit 0, 2 when the input is invalid, 1\n"
                  "when unreadable."));
    parser.addOption({QStringLiteral("format"), CliTr::tr("auto (default) or one of: %1").arg(importFormats().join(QStringLiteral(", "))),
                      QStringLiteral("FORMAT"), QStringLiteral("auto")});
    parser.addOption(
        {QStringLiteral("out"), CliTr::tr("write the run (several: one folder each below OUT) as run directories"), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the summary as JSON")});
    parser.addPositionalArgument(QStringLiteral("PATH"), CliTr::tr("file or folder to import"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("import")); done >= 0)
        return done;
    const QString path = parser.positionalArguments().constFirst();
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("auto") && !importFormats().contains(format)) {
        printErr(CliTr::tr("pilotctl import: --format must be auto or one of %1").arg(importFormats().join(QStringLiteral(", "))));
        return kExitUsage;
    }
    // A folder or a regular file; a named pipe or a device would block or never end.
    if (!QFileInfo(path).isDir()) {
        if (const QString reason = notRegularFileReason(path); !reason.isEmpty()) {
            printErr(path + QStringLiteral(": ") + reason);
            return kExitFailure;
        }
    }
    const ImportResult result = importRun(path, format);
    for (const Diagnostic &d : result.diagnostics)
        printErr(d.toString());
    if (result.runs.isEmpty())
        return kExitInvalid;
    QStringList written;
    if (parser.isSet(QStringLiteral("out"))) {
        // One run goes to OUT itself, several to OUT/<name>, each name confined to OUT.
        QString error;
        if (!writeImportedRuns(result.runs, parser.value(QStringLiteral("out")), &written, &error)) {
            printErr(QStringLiteral("pilotctl import: ") + error);
            return kExitFailure;
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray runs;
        for (qsizetype i = 0; i < result.runs.size(); ++i) {
            QJsonObject o = summary(result.runs.at(i));
            if (i < written.size())
                o.insert(QStringLiteral("dir"), written.at(i));
            runs.append(o);
        }
        printOut(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("runs"), runs}}).toJson(QJsonDocument::Indented)).trimmed());
        return kExitOk;
    }
    printOut(summaryText(result.runs, written).trimmed());
    return kExitOk;
}

} // namespace pilot::cli
