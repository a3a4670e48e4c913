// pilotctl export: a checkpoint as a folder a Transformers or PEFT user loads. The work (and
// the LoRA merge, which needs the tensors) is pilot-trainer's export; pilotctl finds the
// trainer as the libtorch backend does and passes its argv, never a shell line.
#include "command.h"

#include "core/launch/trainerexport.h"
#include "core/launch/trainerprogram.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QProcess>

namespace pilot::cli {

int runExport(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Checks CHECKPOINT (a step-N folder of a run) against its manifest and writes OUT, a new or empty folder a\n"
                  "Transformers or PEFT user loads: the model folder of a full fine-tuning, or the PEFT adapter of a LoRA run\n"
                  "(adapter_config.json names the base model), each with a manifest.json of its files; --merge-lora writes the\n"
                  "LoRA merged into the base model's weights (fp32) as a model folder instead. Runs pilot-trainer export\n"
                  "(PILOT_TRAINER, or the one beside pilotctl). Exit 0 when OUT is written, 1 when the checkpoint is not\n"
                  "intact, OUT is in use or pilot-trainer is missing, 64 wrong command line."));
    parser.addPositionalArgument(QStringLiteral("CHECKPOINT"), CliTr::tr("the checkpoint folder (checkpoints/step-N)"));
    const QCommandLineOption out(QStringLiteral("out"), CliTr::tr("the folder to write (must not exist, or be empty)"),
                                 QStringLiteral("DIR"));
    const QCommandLineOption merge(QStringLiteral("merge-lora"), CliTr::tr("merge a LoRA adapter into its base model's weights"));
    parser.addOption(out);
    parser.addOption(merge);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("export")); done >= 0)
        return done;
    if (!parser.isSet(out) || parser.value(out).isEmpty()) {
        printErr(CliTr::tr("pilotctl export: --out DIR is needed"));
        return kExitUsage;
    }
    const QString trainer = localTrainerProgram();
    const QFileInfo program(trainer);
    if (!program.isFile() || !program.isExecutable()) {
        printErr(CliTr::tr("pilotctl export: pilot-trainer was not found at %1: build it (it needs libtorch), or set "
                           "PILOT_TRAINER to its path")
                     .arg(printable(trainer)));
        return kExitFailure;
    }
    const QStringList argv = trainerExportArguments(parser.positionalArguments().constFirst(), parser.value(out), parser.isSet(merge));
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.start(trainer, argv);
    if (!process.waitForStarted(-1) || !process.waitForFinished(-1)) {
        printErr(QStringLiteral("pilotctl export: %1: %2").arg(printable(trainer), process.errorString()));
        return kExitFailure;
    }
    if (process.exitStatus() != QProcess::NormalExit)
        return kExitFailure;
    // pilot-trainer's 2 is a command line it refused; pilotctl checked its own, so that means a
    // path it could not use.
    return process.exitCode() == 0 ? kExitOk : kExitFailure;
}

} // namespace pilot::cli
