#pragma once

#include "clilanguage.h"
#include "core/decision/decisionrules.h"
#include "core/launch/launcher.h"
#include "core/project/project.h"

#include <QCommandLineParser>
#include <QStringList>

namespace pilot::cli {

/// Exit codes of pilotctl (documented in docs/pilotctl.md).
enum ExitCode : int {
    kExitOk = 0,
    kExitFailure = 1,    ///< the command could not do its work (missing file, I/O error)
    kExitInvalid = 2,    ///< the input was read and is invalid (validation errors; checkpoints verify: the newest is refused)
    kExitOutside = 3,    ///< compare: the pilot is outside the tolerance (or NaN, or missing steps)
    kExitIncomplete = 4, ///< compare: the pilot has not covered the reference yet, or nothing comparable; checkpoints verify: no checkpoint
    kExitRunFailed = 5,  ///< run --wait: the run failed (run_end failed, or it exited with an error before starting)
    kExitRunAborted = 6, ///< run --wait: the run was aborted (run_end aborted, or cancelled by a scheduler)
    kExitRunLost = 7,    ///< run --wait: the job's process vanished without a run_end
    kExitUsage = 64,     ///< wrong command line (as sysexits' EX_USAGE)
};

/// A subcommand: `args` starts with the command's own name, as argv does for a program.
struct Command
{
    const char *name;
    const char *summary; ///< English source text, translated in the context "pilot::cli"
    int (*run)(const QStringList &args);
    bool hasLanguageOption = false; ///< --lang de|en chooses the language instead of the environment
};

int runValidate(const QStringList &args);
int runRuns(const QStringList &args);
int runDecide(const QStringList &args);
int runReport(const QStringList &args);
int runOpsScan(const QStringList &args);
int runCompare(const QStringList &args);
int runImport(const QStringList &args);
int runBackends(const QStringList &args);
int runRun(const QStringList &args);
int runStatus(const QStringList &args);
int runAbort(const QStringList &args);
int runExport(const QStringList &args);
int runDrill(const QStringList &args);
int runClassify(const QStringList &args);
int runCheckpoints(const QStringList &args);
int runFallback(const QStringList &args);
int runCost(const QStringList &args);
int runNeuron(const QStringList &args);

void printOut(const QString &text);
void printErr(const QString &text);
/// Text from files or users as it may go to a terminal: control characters (a newline in a
/// folder name, an escape sequence that could rewrite the screen) shown as \xNN.
QString printable(const QString &text);

/// Parses a subcommand's command line the same way for every command: usage errors, --help,
/// and exactly `positionals` positional arguments. Returns the exit code when the command is
/// done (help shown or usage error), or -1 to go on.
int parseCommandLine(QCommandLineParser &parser, const QStringList &args, const QString &command, int positionals = 1);

/// Options of decide and report: --lang de|en (default: the environment's), --rules FILE, and
/// the PROJECT argument.
void addDecisionOptions(QCommandLineParser &parser);
/// Loads the project and the decision rules (a team's --rules file or the built-in ones),
/// printing located errors; the calculators' prices taken from the project's price table
/// (pricedProject). Returns -1 when both are ready, otherwise the exit code.
int loadProjectAndRules(const QCommandLineParser &parser, const QString &command, Project *project, DecisionRules *rules);
/// Reads the project file `file` with every problem on standard error: -1 when it was read,
/// else the exit code (kExitFailure: not a regular file; kExitInvalid: not a valid project).
int loadProjectFile(const QString &file, Project *project);
/// The rules of --rules FILE (located errors printed), or the built-in ones. Returns -1 when
/// they are ready, otherwise the exit code.
int loadRules(const QCommandLineParser &parser, DecisionRules *rules);

/// --ssh-config, --ssh-identity, --ssh-known-hosts, --remote-root, --slurm-root (run, status,
/// abort) and the launcher options they give.
void addLauncherOptions(QCommandLineParser &parser);
LauncherOptions launcherOptions(const QCommandLineParser &parser);

} // namespace pilot::cli
