// pilotctl run: starts a job through its backend plugin and a launcher, the way the app's Run
// stage does (core/launch/runstarter.h), and with --wait follows it to its end.
#include "cliwords.h"
#include "command.h"

#include "core/launch/backendregistry.h"
#include "core/launch/runstarter.h"
#include "core/launch/runstatus.h"
#include "core/project/projectreader.h"
#include "core/support/durationtext.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QLocale>
#include <QThread>

#include <cmath>
#include <cstdio>
#include <unistd.h>

namespace pilot::cli {

namespace {

constexpr int kPollMs = 500;
// Without a terminal a progress line is printed at most this often (and on a change of state).
constexpr qint64 kPlainLineMs = 5000;
// How long --wait waits, after the run's end is read, for its process to be gone (the job
// frees its model and exits; a Slurm job passes through COMPLETING).
constexpr qint64 kExitWaitMs = 60000;

// How long, as the app and the record write it; "-" when unknown.
QString duration(double seconds)
{
    return std::isfinite(seconds) && seconds >= 0 ? durationText(seconds, QLocale()) : QStringLiteral("-");
}

QString progressLine(const RunStatus &s)
{
    const QString step = s.lastStep < 0   ? QStringLiteral("-")
                         : s.maxSteps > 0 ? QStringLiteral("%1/%2").arg(s.lastStep).arg(s.maxSteps)
                                          : QString::number(s.lastStep);
    return CliTr::tr("%1  step %2  loss %3  %4 tokens/s  ETA %5")
        .arg(runStateWord(s.state), step, std::isfinite(s.lastLoss) ? QString::number(s.lastLoss, 'f', 4) : QStringLiteral("-"),
             std::isfinite(s.tokensPerSecond) ? QString::number(s.tokensPerSecond, 'f', 0) : QStringLiteral("-"), duration(s.etaSeconds));
}

bool isFinal(RunState state)
{
    return state == RunState::Completed || state == RunState::Failed || state == RunState::Aborted || state == RunState::Lost;
}

int exitCodeOf(RunState state)
{
    switch (state) {
    case RunState::Completed:
        return kExitOk;
    case RunState::Aborted:
        return kExitRunAborted;
    case RunState::Lost:
        return kExitRunLost;
    default:
        return kExitRunFailed;
    }
}

// Follows the run until it ends: one line rewritten in place on a terminal, plain lines
// otherwise. Ctrl-C ends pilotctl only; the job has a session of its own and goes on.
int follow(const QString &runDir, const LauncherOptions &options)
{
    const bool terminal = ::isatty(STDOUT_FILENO) == 1;
    RunStatusReader reader(runDir, options);
    QElapsedTimer sincePrinted;
    RunState printedState = RunState::Lost;
    qint64 printedStep = -2;
    int lastWidth = 0;
    QElapsedTimer exiting; // since the run's end was read while its process still went
    for (;;) {
        const RunStatus s = reader.read();
        const bool final = isFinal(s.state);
        // run_end is written before the job exits: the read that sees the process gone also
        // fetches what a remote host holds at the end (logs, checkpoint manifests), so wait for
        // that read, for a while.
        if (final && s.probe.state == ProcessProbe::State::Running && (!exiting.isValid() || exiting.elapsed() < kExitWaitMs)) {
            if (!exiting.isValid())
                exiting.start();
            QThread::msleep(kPollMs);
            continue;
        }
        const QString line = progressLine(s);
        if (terminal) {
            const int width = int(line.size());
            std::fputs(qPrintable(QLatin1Char('\r') + line + QString(qMax(0, lastWidth - width), QLatin1Char(' '))), stdout);
            std::fflush(stdout);
            lastWidth = width;
        } else if (final || s.state != printedState
                   || (s.lastStep != printedStep && (!sincePrinted.isValid() || sincePrinted.elapsed() >= kPlainLineMs))) {
            printOut(line);
            std::fflush(stdout);
            sincePrinted.start();
            printedState = s.state;
            printedStep = s.lastStep;
        }
        if (final) {
            if (terminal)
                printOut(QString());
            if (s.state != RunState::Completed && !s.detail.isEmpty())
                printErr(QStringLiteral("%1: %2: %3").arg(printable(runDir), runStateWord(s.state), s.detail));
            return exitCodeOf(s.state);
        }
        QThread::msleep(kPollMs);
    }
}

} // namespace

int runRun(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Starts the job in JOB.json in the run folder DIR, with the backend its \"backend\" field names and the\n"
                  "launcher --on selects. The job is checked first: a job the backend cannot run is refused with every\n"
                  "reason, each naming its field, and nothing starts. The job runs detached; with --wait pilotctl follows it\n"
                  "(step, loss, tokens/s, ETA) until it ends. Ctrl-C stops following, not the job (pilotctl abort does).\n"
                  "Exit: 0 started (with --wait: completed), 1 not started (folder in use, launcher error), 2 job refused,\n"
                  "with --wait 5 failed, 6 aborted, 7 lost; 64 wrong command line."));
    parser.addPositionalArgument(QStringLiteral("JOB.json"), CliTr::tr("the job file"));
    const QCommandLineOption runDirOption(QStringLiteral("run-dir"), CliTr::tr("the run folder (created when missing)"),
                                          QStringLiteral("DIR"));
    const QCommandLineOption onOption(QStringLiteral("on"),
                                      CliTr::tr("where it runs: local (default), ssh://[user@]host[:port], slurm[:partition]"),
                                      QStringLiteral("TARGET"), QStringLiteral("local"));
    const QCommandLineOption waitOption(QStringLiteral("wait"), CliTr::tr("follow the run until it ends; the exit code says how"));
    const QCommandLineOption projectOption(QStringLiteral("project"),
                                           CliTr::tr("a project file whose runtime settings (runtime.<backend>, its targets) the job's "
                                                     "backend starts it with, and whose paths map its inputs"),
                                           QStringLiteral("PROJECT"));
    parser.addOption(runDirOption);
    parser.addOption(projectOption);
    parser.addOption(onOption);
    parser.addOption(waitOption);
    addLauncherOptions(parser);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("run")); done >= 0)
        return done;
    if (!parser.isSet(runDirOption) || parser.value(runDirOption).isEmpty()) {
        printErr(CliTr::tr("pilotctl run: --run-dir DIR is required (see pilotctl run --help)"));
        return kExitUsage;
    }
    RunStartRequest request;
    request.jobFile = parser.positionalArguments().constFirst();
    request.runDir = parser.value(runDirOption);
    request.options = launcherOptions(parser);
    QString error;
    if (!LaunchTarget::parse(parser.value(onOption), &request.target, &error)) {
        printErr(QStringLiteral("pilotctl run: --on: ") + error);
        return kExitUsage;
    }

    if (parser.isSet(projectOption)) {
        const ProjectLoadResult project = loadProject(parser.value(projectOption));
        for (const Diagnostic &d : project.diagnostics)
            printErr(printable(d.toString()));
        if (!project.project) {
            printErr(CliTr::tr("pilotctl run: the project cannot be read; nothing was started"));
            return kExitFailure;
        }
        request.runtime = project.project->runtime;
        request.paths = project.project->paths;
        request.projectFolder = QFileInfo(parser.value(projectOption)).absolutePath();
    }

    const BackendRegistry registry;
    const RunStartResult result = startRun(request, registry);
    if (!result.refusals.isEmpty()) {
        for (const JobRefusal &r : result.refusals) {
            // A reason from the job reader already names the file and field.
            const bool located = r.message.startsWith(request.jobFile + QLatin1Char(':'));
            printErr(located             ? r.message
                     : r.field.isEmpty() ? QStringLiteral("%1: %2").arg(request.jobFile, r.message)
                                         : QStringLiteral("%1: %2: %3").arg(request.jobFile, r.field, r.message));
        }
        return kExitInvalid;
    }
    if (!result.started) {
        printErr(QStringLiteral("pilotctl run: ") + printable(result.error));
        return kExitFailure;
    }
    const LaunchRecord &record = result.record;
    const QString id = record.pid > 0 ? CliTr::tr("pid %1").arg(record.pid) : CliTr::tr("job %1").arg(record.slurmJobId);
    printOut(
        CliTr::tr("started %1 on %2 (%3 %4, %5)").arg(printable(result.runDir), record.target, record.backend, record.backendVersion, id));
    std::fflush(stdout);
    if (!parser.isSet(waitOption))
        return kExitOk;
    return follow(result.runDir, request.options);
}

} // namespace pilot::cli
