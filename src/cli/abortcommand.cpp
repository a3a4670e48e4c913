// pilotctl abort: stops a launched run through the launcher that started it; the job writes
// a checkpoint and run_end aborted on SIGTERM (job-interface.md, section 7).
#include "cliwords.h"
#include "command.h"

#include "core/launch/launcher.h"
#include "core/launch/queuedrun.h"
#include "core/launch/runstatus.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

namespace pilot::cli {

namespace {

constexpr int kDefaultGraceSeconds = 30; // the job interface's grace period (like Slurm's KillWait)

} // namespace

int runAbort(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Stops the run in RUN_DIR: SIGTERM to the job's process group (scancel on Slurm); the job writes a\n"
                  "checkpoint and run_end aborted. A local job still there after the grace period gets SIGKILL; pilotctl\n"
                  "waits for it to be gone (at most the grace period plus 5 s). `pilotctl run` on the same folder resumes it.\n"
                  "A run still waiting in the app's queue (queue.json) is taken off it; its folder is kept.\n"
                  "Exit 0 when the job is stopped (or had ended already), 1 when it could not be stopped or RUN_DIR has no\n"
                  "launch.json, 64 wrong command line."));
    parser.addPositionalArgument(QStringLiteral("RUN_DIR"), CliTr::tr("the run folder"));
    const QCommandLineOption grace(
        QStringLiteral("grace"),
        CliTr::tr("seconds the job has to write its checkpoint before SIGKILL (default %1)").arg(kDefaultGraceSeconds),
        QStringLiteral("SECONDS"), QString::number(kDefaultGraceSeconds));
    parser.addOption(grace);
    addLauncherOptions(parser);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("abort")); done >= 0)
        return done;
    bool ok = false;
    const int graceSeconds = parser.value(grace).toInt(&ok);
    if (!ok || graceSeconds < 0 || graceSeconds > 24 * 3600) {
        printErr(CliTr::tr("pilotctl abort: --grace must be a whole number of seconds from 0 to 86400"));
        return kExitUsage;
    }
    const QString runDir = parser.positionalArguments().constFirst();
    const QString shown = printable(runDir);
    if (!QFileInfo(runDir).isDir()) {
        printErr(CliTr::tr("pilotctl abort: %1: not a folder").arg(shown));
        return kExitFailure;
    }
    LaunchRecord record;
    QString error;
    // A run still waiting in the app's queue has no process to stop: it leaves the queue.
    QueuedRun queued;
    if (!QFileInfo::exists(QDir(runDir).filePath(QLatin1String(kLaunchRecordFile)))
        && readQueuedRun(runDir, &queued, &error) && queued.state == QueuedRun::State::Queued) {
        if (!cancelQueuedRun(runDir, &error)) {
            printErr(QStringLiteral("pilotctl abort: %1").arg(printable(error)));
            return kExitFailure;
        }
        printOut(CliTr::tr("%1: taken off the queue before it started (aborted); the folder is kept").arg(shown));
        return kExitOk;
    }
    error.clear();
    if (!readLaunchRecord(runDir, &record, &error)) {
        printErr(error.isEmpty()
                     ? CliTr::tr("pilotctl abort: %1: no launch.json; this run was not started by pilotctl or the app").arg(shown)
                     : QStringLiteral("pilotctl abort: ") + error);
        return kExitFailure;
    }
    LaunchTarget target;
    if (!LaunchTarget::parse(record.target, &target, &error)) {
        printErr(CliTr::tr("pilotctl abort: %1: launch.json: target: %2").arg(shown, error));
        return kExitFailure;
    }
    const std::unique_ptr<Launcher> launcher = makeLauncher(target, launcherOptions(parser));
    if (!launcher) {
        printErr(CliTr::tr("pilotctl abort: this build cannot reach runs on %1").arg(record.target));
        return kExitFailure;
    }
    const RunStatus before = readRunStatus(runDir, launcher.get());
    if (before.probe.state == ProcessProbe::State::Ended) {
        printOut(CliTr::tr("%1: already ended (%2)").arg(shown, runStateWord(before.state)));
        return kExitOk;
    }
    if (!launcher->abort(record, graceSeconds, &error)) {
        printErr(QStringLiteral("pilotctl abort: %1: %2").arg(shown, error));
        return kExitFailure;
    }
    const RunStatus after = readRunStatus(runDir, launcher.get());
    printOut(CliTr::tr("%1: stopped (%2%3)")
                 .arg(shown, runStateWord(after.state), after.lastStep >= 0 ? CliTr::tr(", last step %1").arg(after.lastStep) : QString()));
    return kExitOk;
}

} // namespace pilot::cli
