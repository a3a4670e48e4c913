// pilotctl drill: the kill-and-resume drill (docs/drill.md) through the launch layer, and the
// jump check of the resumed run against an uninterrupted one.
#include "cliwords.h"
#include "command.h"

#include "core/drill/drillrunner.h"
#include "core/launch/backendregistry.h"
#include "core/project/projectreader.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>

#include <cmath>

namespace pilot::cli {

namespace {

QString seconds(double s)
{
    return std::isfinite(s) ? CliTr::tr("%1 s").arg(s, 0, 'f', 2) : QStringLiteral("-");
}

// The --kill-at-step values as step numbers; returns the exit code after printing which one is not a step number,
// or -1.
int readKillSteps(const QStringList &values, QList<qint64> *steps)
{
    for (const QString &value : values) {
        bool ok = false;
        const qint64 step = value.toLongLong(&ok);
        if (!ok || step < 1) {
            printErr(CliTr::tr("pilotctl drill: --kill-at-step: '%1' is not a step number").arg(printable(value)));
            return kExitUsage;
        }
        steps->append(step);
    }
    return -1;
}

// The --tolerance value; returns the exit code after printing why it is not a finite number of at least 0, or -1.
int readTolerance(const QString &value, double *tolerance)
{
    bool ok = false;
    *tolerance = value.toDouble(&ok);
    if (!ok || !(*tolerance >= 0) || !std::isfinite(*tolerance)) {
        printErr(CliTr::tr("pilotctl drill: --tolerance must be a number of at least 0"));
        return kExitUsage;
    }
    return -1;
}

// Gives the runs the --project's runtime settings and paths; returns the exit code after printing why the project cannot
// be read, or -1.
int loadDrillProject(const QString &file, RunStartRequest *start)
{
    const ProjectLoadResult loaded = loadProject(file);
    for (const Diagnostic &d : loaded.diagnostics)
        printErr(printable(d.toString()));
    if (!loaded.project) {
        printErr(CliTr::tr("pilotctl drill: the project cannot be read; nothing was started"));
        return kExitFailure;
    }
    start->runtime = loaded.project->runtime;
    start->paths = loaded.project->paths;
    // Its inputs are named relative to the run folder and its paths relative to it, as a run's.
    start->projectFolder = QFileInfo(file).absolutePath();
    return -1;
}

// The text summary: one line per interruption, then the jump check.
void printDrillSummary(const DrillResult &result)
{
    for (const DrillInterruption &i : result.interruptions) {
        printOut(CliTr::tr("SIG%1 at step %2: last step %3 (%8), resumed from %4, %5 step(s) repeated, restart %6, first checkpoint %7")
                     .arg(i.signal)
                     .arg(i.atStep)
                     .arg(i.lastStepBefore)
                     .arg(i.resumedFromStep)
                     .arg(i.repeatedSteps)
                     .arg(seconds(i.restartSeconds), seconds(i.firstCheckpointSeconds),
                          i.attemptEnd.isEmpty() ? CliTr::tr("no run_end") : QStringLiteral("run_end ") + printable(i.attemptEnd)));
    }
    printOut(CliTr::tr("jump check: %1 — %2").arg(jumpVerdictWord(result.jump.verdict), printable(result.jump.reason)));
}

// 0 when the jump check passed, 3 when it failed, 4 when the drill did not finish or could not decide.
int drillExitCode(const DrillResult &result)
{
    if (!result.completed)
        return kExitIncomplete;
    return result.jump.verdict == JumpCheck::Verdict::Passed   ? kExitOk
           : result.jump.verdict == JumpCheck::Verdict::Failed ? kExitOutside
                                                               : kExitIncomplete;
}

} // namespace

int runDrill(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Runs JOB.json in DIR/interrupted, interrupts it once it has reported each --kill-at-step (SIGKILL as a crash,\n"
                  "or SIGTERM / scancel as a planned abort), resumes it each time (the job's resume must be auto), and runs the\n"
                  "job once more without interruption in DIR/uninterrupted (or compares with --uninterrupted RUN_DIR, a\n"
                  "completed run of the same job hash). Reports per interruption the restart time (signal to the first new\n"
                  "step), the steps done again and the time to the first checkpoint after it, and the jump check: the resumed\n"
                  "losses against the uninterrupted ones, bit for bit on cpu/fp32, else within --tolerance. Writes DIR/drill.json.\n"
                  "Exit 0 when the jump check passed, 3 when it failed, 4 when the drill could not finish (the job was refused or\n"
                  "cannot be resumed, a run failed or ended early; the reason is on standard error), 64 wrong command line."));
    parser.addPositionalArgument(QStringLiteral("JOB"), CliTr::tr("the job file (job.json)"));
    const QCommandLineOption runDir(QStringLiteral("run-dir"), CliTr::tr("the drill's folder"), QStringLiteral("DIR"));
    const QCommandLineOption on(QStringLiteral("on"),
                                CliTr::tr("where it runs: local (default), ssh://[user@]host[:port], slurm[:partition]"),
                                QStringLiteral("TARGET"), QStringLiteral("local"));
    const QCommandLineOption killAt(QStringLiteral("kill-at-step"), CliTr::tr("interrupt once this step is reported (repeatable)"),
                                    QStringLiteral("N"));
    const QCommandLineOption signal(QStringLiteral("signal"), CliTr::tr("KILL (a crash, the default) or TERM (a planned abort)"),
                                    QStringLiteral("KILL|TERM"), QStringLiteral("KILL"));
    const QCommandLineOption uninterrupted(QStringLiteral("uninterrupted"),
                                           CliTr::tr("a completed run of the same job to compare with, instead of running one"),
                                           QStringLiteral("RUN_DIR"));
    const QCommandLineOption tolerance(QStringLiteral("tolerance"),
                                       CliTr::tr("relative tolerance where bit for bit cannot be expected (default 1e-5)"),
                                       QStringLiteral("REL"), QStringLiteral("1e-5"));
    const QCommandLineOption project(QStringLiteral("project"), CliTr::tr("the project whose runtime settings and paths the runs get"),
                                     QStringLiteral("PROJECT"));
    const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("print drill.json instead of the summary"));
    for (const QCommandLineOption &o : {runDir, on, killAt, signal, uninterrupted, tolerance, project, json})
        parser.addOption(o);
    addLauncherOptions(parser);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("drill")); done >= 0)
        return done;
    if (!parser.isSet(runDir) || parser.value(runDir).isEmpty() || !parser.isSet(killAt)) {
        printErr(CliTr::tr("pilotctl drill: --run-dir DIR and at least one --kill-at-step N are required"));
        return kExitUsage;
    }
    DrillRequest request;
    request.start.jobFile = parser.positionalArguments().constFirst();
    request.start.runDir = parser.value(runDir);
    request.start.options = launcherOptions(parser);
    QString error;
    if (!LaunchTarget::parse(parser.value(on), &request.start.target, &error)) {
        printErr(QStringLiteral("pilotctl drill: --on: ") + error);
        return kExitUsage;
    }
    if (const int wrong = readKillSteps(parser.values(killAt), &request.killSteps); wrong >= 0)
        return wrong;
    const QString signalName = parser.value(signal).toUpper();
    if (signalName != QLatin1String("KILL") && signalName != QLatin1String("TERM")) {
        printErr(CliTr::tr("pilotctl drill: --signal must be KILL or TERM"));
        return kExitUsage;
    }
    request.crash = signalName == QLatin1String("KILL");
    if (const int wrong = readTolerance(parser.value(tolerance), &request.tolerance); wrong >= 0)
        return wrong;
    request.uninterruptedRun = parser.value(uninterrupted);
    if (parser.isSet(project)) {
        if (const int failed = loadDrillProject(parser.value(project), &request.start); failed >= 0)
            return failed;
    }
    const bool asJson = parser.isSet(json);
    const BackendRegistry registry;
    const DrillResult result = runDrill(request, registry, [asJson](const QString &line) {
        if (!asJson)
            printErr(QStringLiteral("drill: ") + line);
    });
    if (asJson) {
        printOut(QString::fromUtf8(drillResultToJson(result)).trimmed());
    } else {
        printDrillSummary(result);
    }
    if (!result.problem.isEmpty())
        printErr(QStringLiteral("pilotctl drill: ") + printable(result.problem));
    return drillExitCode(result);
}

} // namespace pilot::cli
