#include "cliwords.h"
#include "command.h"
#include "core/checkpoints/checkpointmanifest.h"
#include "core/checkpoints/checkpointsearch.h"
#include "core/checkpoints/checkpointverifier.h"
#include "core/runs/metricstail.h"
#include "core/runs/runmetrics.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <unistd.h>

namespace pilot::cli {

namespace {

QString size(qint64 bytes)
{
    return bytes >= (1 << 20) ? CliTr::tr("%1 MiB").arg(double(bytes) / (1 << 20), 0, 'f', 1) : CliTr::tr("%1 bytes").arg(bytes);
}

QString line(const CheckpointReport &r)
{
    // The layout by its name in docs/checkpoints.md (migration-pilot, hf-trainer, peft, …).
    QString out = CliTr::tr("%1  %2  step %3  %4  (%5 files, %6)")
                      .arg(printable(QFileInfo(r.dir).fileName()), checkpointLayoutName(r.layout),
                           r.step >= 0 ? QString::number(r.step) : QStringLiteral("-"), acceptedWord(r.accepted()),
                           QString::number(r.files), size(r.bytes));
    for (const QString &reason : r.reasons)
        out += QStringLiteral("\n  - %1").arg(printable(reason));
    for (const QString &note : r.notes)
        out += QStringLiteral("\n  ") + CliTr::tr("note: %1").arg(printable(note));
    return out;
}

/// Progress of the checksums on stderr, only for a person watching a terminal; one update per percent.
struct TerminalProgress
{
    QString name;
    int shown = -1;
    void operator()(qint64 done, qint64 total)
    {
        const int percent = total > 0 ? int(100 * done / total) : 100;
        if (percent == shown)
            return;
        shown = percent;
        const QString line = CliTr::tr("%1: checksums %2% (%3 of %4)")
                                 .arg(printable(name), QString::number(percent).rightJustified(3), size(done), size(total));
        std::fputs(qPrintable(QLatin1Char('\r') + line), stderr);
        std::fflush(stderr);
    }
};

int verify(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Verifies checkpoints: ours (manifest, SHA-256, COMPLETE), Hugging Face Trainer checkpoint-N, PEFT "
                  "adapters, Hugging Face model folders and NeuronX Distributed tags (docs/checkpoints.md).\n"
                  "PATH is a checkpoint, a folder of checkpoints or a run folder; every checkpoint is listed, newest last.\n"
                  "Exit 0 when the newest checkpoint is accepted, 2 when it is refused, 4 when there is none, "
                  "1 when PATH cannot be used."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the verdicts as JSON")});
    parser.addPositionalArgument(QStringLiteral("PATH"), CliTr::tr("checkpoint, checkpoints folder or run folder"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("checkpoints verify")); done >= 0)
        return done;
    const QString path = parser.positionalArguments().constFirst();
    const CheckpointSearch search = findCheckpoints(path);
    if (!search.error.isEmpty()) {
        printErr(QStringLiteral("pilotctl checkpoints verify: %1").arg(printable(search.error)));
        return kExitFailure;
    }
    RunMetrics metrics;
    CheckpointRunContext run;
    run.runDir = search.runDir;
    if (!search.runDir.isEmpty()) {
        QString error;
        if (readMetricsFile(QDir(search.runDir).filePath(QStringLiteral("metrics.jsonl")), &metrics, &error))
            run.metrics = &metrics;
        else
            printErr(CliTr::tr("pilotctl checkpoints verify: the run's metrics cannot be read, so checkpoints are not compared "
                               "with it: %1")
                         .arg(printable(error)));
    }
    const bool terminal = ::isatty(STDERR_FILENO) == 1;
    QList<CheckpointReport> reports;
    for (const QString &dir : search.folders) {
        ChecksumControl control;
        TerminalProgress progress{QFileInfo(dir).fileName()};
        if (terminal) {
            control.total = manifestListedBytes(dir);
            control.progress = [&progress](qint64 done, qint64 total) { progress(done, total); };
        }
        reports << verifyCheckpoint(dir, &control, run);
        if (terminal && progress.shown >= 0)
            std::fputs("\r\033[K", stderr);
    }
    // The newest is the last finished folder: a .partial folder is listed (and refused) but
    // is a write in progress or a crash's leftover, not the run's newest state.
    const CheckpointReport *newest = nullptr;
    for (const CheckpointReport &r : reports) {
        if (!r.staging)
            newest = &r;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const CheckpointReport &r : reports)
            list.append(checkpointReportToJson(r));
        const QJsonObject o{{QStringLiteral("path"), path},
                            {QStringLiteral("run_dir"), search.runDir.isEmpty() ? QJsonValue() : QJsonValue(search.runDir)},
                            {QStringLiteral("checkpoints"), list},
                            {QStringLiteral("newest"), newest ? QJsonValue(QFileInfo(newest->dir).fileName()) : QJsonValue()},
                            {QStringLiteral("newest_verdict"), newest ? QJsonValue(newest->accepted() ? QStringLiteral("accepted")
                                                                                                    : QStringLiteral("refused"))
                                                                      : QJsonValue()}};
        printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        for (const CheckpointReport &r : reports)
            printOut(line(r));
        if (!newest)
            printOut(CliTr::tr("%1: no checkpoint found").arg(printable(path)));
        else
            printOut(CliTr::tr("newest: %1, %2").arg(printable(QFileInfo(newest->dir).fileName()), acceptedWord(newest->accepted())));
    }
    if (!newest)
        return kExitIncomplete;
    return newest->accepted() ? kExitOk : kExitInvalid;
}

} // namespace

int runCheckpoints(const QStringList &args)
{
    const QString usage = CliTr::tr("Usage: pilotctl checkpoints verify [--json] PATH\n\n"
                                    "Subcommands:\n  verify  completeness, structure, shapes and trainer state of checkpoints");
    if (args.size() < 2 || args.at(1) == QLatin1String("--help") || args.at(1) == QLatin1String("-h")) {
        printOut(usage);
        return args.size() < 2 ? kExitUsage : kExitOk;
    }
    if (args.at(1) == QLatin1String("verify"))
        return verify(args.mid(1));
    printErr(CliTr::tr("pilotctl checkpoints: unknown subcommand '%1'\n%2").arg(printable(args.at(1)), usage));
    return kExitUsage;
}

} // namespace pilot::cli
