// pilotctl status: the state of a launched run (core/launch/runstatus.h) — what the app's Run
// stage shows in its table.
#include "cliwords.h"
#include "command.h"

#include "core/launch/runstatus.h"
#include "core/runs/runfailure.h"
#include "core/support/durationtext.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace pilot::cli {

namespace {

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QJsonValue count(qint64 v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}

QJsonValue textOrNull(const QString &v)
{
    return v.isEmpty() ? QJsonValue() : QJsonValue(v);
}

QJsonObject toJson(const QString &runDir, const RunStatus &s, const RunFailureReport *failure)
{
    const LaunchRecord &l = s.launch;
    return QJsonObject{
        {QStringLiteral("run_dir"), runDir},
        {QStringLiteral("state"), runStateName(s.state)},
        {QStringLiteral("verified"), s.verified},
        {QStringLiteral("launcher"), textOrNull(l.launcher)},
        {QStringLiteral("target"), textOrNull(l.target)},
        {QStringLiteral("host"), textOrNull(l.host)},
        {QStringLiteral("pid"), l.pid > 0 ? QJsonValue(l.pid) : QJsonValue()},
        {QStringLiteral("slurm_job_id"), textOrNull(l.slurmJobId)},
        {QStringLiteral("backend"), textOrNull(l.backend)},
        {QStringLiteral("backend_version"), textOrNull(l.backendVersion)},
        {QStringLiteral("started"), l.started.isValid() ? QJsonValue(l.started.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue()},
        {QStringLiteral("exit_code"), s.probe.exitCode >= 0 ? QJsonValue(s.probe.exitCode) : QJsonValue()},
        {QStringLiteral("last_step"), count(s.lastStep)},
        {QStringLiteral("max_steps"), count(s.maxSteps)},
        {QStringLiteral("last_loss"), number(s.lastLoss)},
        {QStringLiteral("tokens_per_second"), number(s.tokensPerSecond)},
        {QStringLiteral("eta_seconds"), number(s.etaSeconds)},
        {QStringLiteral("queued_seconds"), s.queuePhase ? number(s.queuePhase->seconds) : QJsonValue()},
        {QStringLiteral("sync_problem"), textOrNull(s.syncProblem)},
        {QStringLiteral("queue"), s.queued ? QJsonValue(QJsonObject{
                                      {QStringLiteral("state"), queuedRunStateName(s.queued->state)},
                                      {QStringLiteral("target"), s.queued->target},
                                      {QStringLiteral("role"), s.queued->role},
                                      {QStringLiteral("name"), s.queued->name},
                                      {QStringLiteral("queued"), s.queued->queued.toUTC().toString(Qt::ISODateWithMs)},
                                  })
                                           : QJsonValue()},
        {QStringLiteral("detail"), s.detail},
        {QStringLiteral("failure_class"), failure && !failure->failureClass.isEmpty() ? QJsonValue(failure->failureClass) : QJsonValue()},
        {QStringLiteral("failure_subclass"),
         failure && !failure->failureSubclass.isEmpty() ? QJsonValue(failure->failureSubclass) : QJsonValue()},
        {QStringLiteral("failure_verdict"), failure ? QJsonValue(failure->verdict) : QJsonValue()},
        {QStringLiteral("failure_line"), failure ? decisiveLineToJson(failure->decisiveLine) : QJsonValue()},
    };
}

QString toText(const QString &runDir, const RunStatus &s, const RunFailureReport *failure)
{
    const LaunchRecord &l = s.launch;
    const auto orDash = [](const QString &v) { return v.isEmpty() ? QStringLiteral("-") : v; };
    const QString run = CliTr::tr("run"), state = CliTr::tr("state"), queue = CliTr::tr("queue"), launcher = CliTr::tr("launcher"),
                  pid = CliTr::tr("pid"), jobId = CliTr::tr("job id"), backend = CliTr::tr("backend"), started = CliTr::tr("started"),
                  lastStep = CliTr::tr("last step"), lastLoss = CliTr::tr("last loss"),
                  queued = CliTr::tr("queued", "the time a run waited in the queue"), tokens = CliTr::tr("tokens/s"),
                  eta = CliTr::tr("ETA"), notSynced = CliTr::tr("not synced"), failed = CliTr::tr("failure"), why = CliTr::tr("why");
    const Rows rows(
        {run, state, queue, launcher, pid, jobId, backend, started, lastStep, lastLoss, queued, tokens, eta, notSynced, failed, why}, 12);
    QString out = rows.row(run, printable(runDir));
    out += rows.row(state, runStateWord(s.state) + (s.verified ? QString() : QLatin1Char(' ') + CliTr::tr("(not verified)")));
    if (s.queued) {
        out += rows.row(queue, CliTr::tr("%1 for %2, as %3 \"%4\", since %5 (queue.json, no launch.json)")
                                   .arg(queuedRunStateWord(s.queued->state), s.queued->target, s.queued->role, printable(s.queued->name),
                                        s.queued->queued.toUTC().toString(Qt::ISODate)));
    } else if (l.launcher.isEmpty()) {
        out += rows.row(launcher, CliTr::tr("- (no launch.json)"));
    } else {
        out += rows.row(launcher, CliTr::tr("%1 (%2) on %3").arg(l.launcher, l.target, orDash(l.host)));
        if (l.pid > 0)
            out += rows.row(pid, QString::number(l.pid));
        if (!l.slurmJobId.isEmpty())
            out += rows.row(jobId, l.slurmJobId);
        out += rows.row(backend, QStringLiteral("%1 %2").arg(l.backend, l.backendVersion));
        out += rows.row(started, l.started.toUTC().toString(Qt::ISODate));
    }
    out += rows.row(lastStep, s.lastStep < 0   ? QStringLiteral("-")
                              : s.maxSteps > 0 ? CliTr::tr("%1 of %2").arg(s.lastStep).arg(s.maxSteps)
                                               : QString::number(s.lastStep));
    out += rows.row(lastLoss, std::isfinite(s.lastLoss) ? QString::number(s.lastLoss, 'g', 6) : QStringLiteral("-"));
    if (s.queuePhase)
        out += rows.row(queued, durationText(s.queuePhase->seconds, QLocale())
                                    + (s.queuePhase->open ? QLatin1Char(' ') + CliTr::tr("(still waiting)") : QString()));
    if (std::isfinite(s.tokensPerSecond))
        out += rows.row(tokens, QString::number(s.tokensPerSecond, 'f', 0));
    if (std::isfinite(s.etaSeconds))
        out += rows.row(eta, durationText(s.etaSeconds, QLocale()));
    if (!s.syncProblem.isEmpty())
        out += rows.row(notSynced, printable(s.syncProblem));
    if (failure)
        out += rows.row(failed, QStringLiteral("%1 (%2)").arg(failureClassText(failure->failureClass, failure->failureSubclass),
                                                              printable(failure->verdict)));
    // A detail of several lines goes on under its first, in the value's column.
    out += rows.row(why, printable(s.detail).replace(QStringLiteral("\\x0a"), QLatin1Char('\n') + QString(rows.width(), QLatin1Char(' '))));
    return out.trimmed();
}

} // namespace

int runStatus(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("The state of a run: queued, starting, running, completed, failed, aborted or lost, decided from the run\n"
                  "folder's launch.json, the job's process and metrics.jsonl (a run waiting in the app's queue: from its\n"
                  "queue.json); with the launcher, pid or job id, last step and last loss. Exit 0, or 1 when RUN_DIR is\n"
                  "not a folder."));
    parser.addPositionalArgument(QStringLiteral("RUN_DIR"), CliTr::tr("the run folder"));
    const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("print a JSON object instead of text"));
    parser.addOption(json);
    addLauncherOptions(parser);
    if (const int done = parseCommandLine(parser, args, QStringLiteral("status")); done >= 0)
        return done;
    const QString runDir = parser.positionalArguments().constFirst();
    if (!QFileInfo(runDir).isDir()) {
        printErr(CliTr::tr("pilotctl status: %1: not a folder").arg(printable(runDir)));
        return kExitFailure;
    }
    RunStatusReader reader(runDir, launcherOptions(parser));
    const RunStatus s = reader.read();
    // A failed or lost run's failure class: the first failure line of its logs (core/failures).
    std::optional<RunFailureReport> failure;
    if (s.state == RunState::Failed || s.state == RunState::Lost) {
        RunEndEvidence end;
        end.failed = true;
        end.exitCode = s.probe.exitCode >= 0 ? s.probe.exitCode : reader.metrics().runEnd() ? reader.metrics().runEnd()->exitCode : -1;
        end.schedulerState = s.probe.schedulerState;
        failure = classifyRun(runDir, reader.metrics(), end, FailureRules::builtIn());
    }
    const RunFailureReport *f = failure ? &*failure : nullptr;
    if (parser.isSet(json))
        printOut(QString::fromUtf8(QJsonDocument(toJson(runDir, s, f)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(toText(runDir, s, f));
    return kExitOk;
}

} // namespace pilot::cli
