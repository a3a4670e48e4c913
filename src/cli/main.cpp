// pilotctl: the headless face of Migration Pilot. Everything it does is also reachable from
// the GUI; it exists for scripts, CI and machines without a display.
#include "command.h"
#include "core/support/safename.h"
#include "core/version.h"

#include <QCoreApplication>
#include <QGuiApplication>
#ifdef PILOT_RECORD_FIGURES
#include <QApplication>
#endif

#include <cstdio>
#include <iterator>
#include <memory>

namespace pilot::cli {

void printOut(const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stdout);
}

void printErr(const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stderr);
}

QString printable(const QString &text)
{
    return printableText(text);
}

int parseCommandLine(QCommandLineParser &parser, const QStringList &args, const QString &command, int positionals)
{
    parser.addHelpOption();
    const QString name = QStringLiteral("pilotctl ") + command;
    if (!parser.parse(args)) {
        printErr(QStringLiteral("%1: %2").arg(name, parser.errorText()));
        return kExitUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // QCommandLineParser names the program file; users type the command. Its "Usage: %1"
        // comes from Qt's own catalog (lupdate must not copy it into ours: hence the variables).
        static const char context[] = "QCommandLineParser";
        static const char usage[] = "Usage: %1";
        const QString line = QCoreApplication::translate(context, usage);
        QString help = parser.helpText();
        const QString program = line.arg(QCoreApplication::arguments().constFirst());
        if (help.startsWith(program))
            help.replace(0, program.size(), line.arg(name));
        printOut(help);
        return kExitOk;
    }
    if (parser.positionalArguments().size() != positionals) {
        printErr(positionals == 1 ? CliTr::tr("%1: expected exactly one argument (see %1 --help)").arg(name)
                                  : CliTr::tr("%1: expected %n argument(s) (see %1 --help)", nullptr, positionals).arg(name));
        return kExitUsage;
    }
    return -1;
}

} // namespace pilot::cli

namespace {

using namespace pilot::cli;

// The summaries are translated when the usage is printed, in the language chosen by then.
const Command kCommands[] = {
    {"validate", QT_TRANSLATE_NOOP("pilot::cli", "check a project file (.yaml) or job file (.json); errors as file:line:col: message"),
     runValidate},
    {"runs", QT_TRANSLATE_NOOP("pilot::cli", "look at run directories: runs summarize RUN_DIR [--json]"), runRuns},
    {"decide", QT_TRANSLATE_NOOP("pilot::cli", "the recommendation of a project's decision matrix: decide PROJECT [--lang de|en] [--json]"),
     runDecide, true},
    {"report", QT_TRANSLATE_NOOP("pilot::cli", "the decision record as Markdown, HTML or PDF: report PROJECT --out FILE [--lang de|en]"),
     runReport, true},
    {"compare", QT_TRANSLATE_NOOP("pilot::cli", "a pilot run beside its reference, with a verdict: compare REF PILOT [--project P]"),
     runCompare},
    {"import", QT_TRANSLATE_NOOP("pilot::cli", "runs from other tools (HF, LLaMA-Factory, MLflow, CSV): import PATH [--out RUN_DIR]"),
     runImport},
    {"backends",
     QT_TRANSLATE_NOOP("pilot::cli",
                       "the backend plugins found, with their devices and why a broken one cannot be used: backends [--json]"),
     runBackends},
    {"run",
     QT_TRANSLATE_NOOP("pilot::cli", "start a job through its backend: run JOB.json --run-dir DIR [--on local|ssh://…|slurm[:p]] [--wait]"),
     runRun},
    {"status", QT_TRANSLATE_NOOP("pilot::cli", "the state of a launched run (queued … lost), step and loss: status RUN_DIR [--json]"),
     runStatus},
    {"abort", QT_TRANSLATE_NOOP("pilot::cli", "stop a launched run (checkpoint, then run_end aborted): abort RUN_DIR [--grace SECONDS]"),
     runAbort},
    {"drill",
     QT_TRANSLATE_NOOP("pilot::cli",
                       "the kill-and-resume drill and its jump check: drill JOB.json --run-dir DIR --kill-at-step N [--signal KILL|TERM]"),
     runDrill},
    {"export",
     QT_TRANSLATE_NOOP("pilot::cli", "a checkpoint as an HF model or PEFT adapter folder: export CHECKPOINT --out DIR [--merge-lora]"),
     runExport},
    {"classify",
     QT_TRANSLATE_NOOP("pilot::cli", "failure classes of the lines of a log file or a run folder: classify PATH [--json] [--lang de|en]"),
     runClassify, true},
    {"checkpoints",
     QT_TRANSLATE_NOOP("pilot::cli", "verify checkpoints of every layout, with every reason: checkpoints verify PATH [--json]"),
     runCheckpoints},
    {"fallback",
     QT_TRANSLATE_NOOP("pilot::cli",
                       "the fallback plan and its rehearsals, or the fallback job: fallback PROJECT [--json] [--build --out JOB.json]"),
     runFallback},
    {"cost",
     QT_TRANSLATE_NOOP(
         "pilot::cli",
         "cost per accepted training state per role, the projection and the break-even: cost PROJECT [--json] [--lang de|en]"),
     runCost, true},
    {"neuron",
     QT_TRANSLATE_NOOP(
         "pilot::cli",
         "a neuron-monitor stream or neuron-ls JSON captured on a host: neuron monitor FILE [--tag T] [--json] | neuron ls FILE"),
     runNeuron},
    {"ops-scan", QT_TRANSLATE_NOOP("pilot::cli", "operators of a TorchScript model against a Neuron list: ops-scan MODEL.pt --ops FILE"),
     runOpsScan},
};

void printUsage()
{
    QString text = CliTr::tr("Usage: pilotctl COMMAND [OPTIONS] [ARGS]\n"
                             "       pilotctl COMMAND --help\n\n"
                             "Migration Pilot command-line tool %1.\n\nCommands:\n")
                       .arg(QLatin1String(pilot::kVersion));
    for (const Command &c : kCommands)
        text += QStringLiteral("  %1  %2\n").arg(QLatin1String(c.name), -10).arg(CliTr::tr(c.summary));
    text += CliTr::tr("\nOptions:\n  -h, --help     show this help\n  -V, --version  show the version\n\n"
                      "Language: de or en, from --lang where a command has it, else from LC_ALL, LC_MESSAGES or LANG\n"
                      "(the first that is set); with --json in English, so the JSON is the same in every locale.\n\n"
                      "Exit codes: 0 ok, 1 failure (unreadable input, I/O), 2 invalid input,\n"
                      "3 compare: the pilot is outside the tolerance, 4 compare: incomplete (checkpoints: none found),\n"
                      "5/6/7 run --wait: the run failed / was aborted / was lost, 64 wrong command line.");
    printOut(text);
}

} // namespace

namespace {

// What the offscreen platform says about itself (no runtime folder, no window manager to size
// windows) is not the user's business: a command's output is its own.
QtMessageHandler g_qtMessages = nullptr;
void quietPlatform(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(QLatin1String("propagateSizeHints")) || message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    if (g_qtMessages)
        g_qtMessages(type, context, message);
}

} // namespace

int main(int argc, char **argv)
{
    // Only `report` needs fonts and a paint engine (the PDF), and widgets (its figures are drawn
    // by the charts of the stages); it renders offscreen, so pilotctl never needs a display.
    const bool gui = argc > 1 && qstrcmp(argv[1], "report") == 0;
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (gui)
        g_qtMessages = qInstallMessageHandler(quietPlatform);
#ifdef PILOT_RECORD_FIGURES
    using GuiApplication = QApplication;
#else
    using GuiApplication = QGuiApplication;
#endif
    std::unique_ptr<QCoreApplication> application = gui ? std::make_unique<GuiApplication>(argc, argv)
                                                        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("pilotctl"));
    QCoreApplication::setApplicationVersion(QLatin1String(pilot::kVersion));
    const QStringList args = app.arguments();
    // The language before anything is printed: a command with --lang speaks the one it asks for.
    const Command *command = nullptr;
    for (const Command &c : kCommands) {
        if (args.size() > 1 && args.at(1) == QLatin1String(c.name))
            command = &c;
    }
    installLanguage(messageLanguage(args.mid(2), command && command->hasLanguageOption));
    if (args.size() < 2) {
        printUsage();
        return kExitUsage;
    }
    const QString first = args.at(1);
    if (first == QLatin1String("-h") || first == QLatin1String("--help") || first == QLatin1String("help")) {
        printUsage();
        return kExitOk;
    }
    if (first == QLatin1String("-V") || first == QLatin1String("--version")) {
        printOut(QStringLiteral("pilotctl %1").arg(QLatin1String(pilot::kVersion)));
        return kExitOk;
    }
    if (command)
        return command->run(args.mid(1));
    printErr(CliTr::tr("pilotctl: unknown command '%1' (try pilotctl --help)").arg(printable(first)));
    return kExitUsage;
}
