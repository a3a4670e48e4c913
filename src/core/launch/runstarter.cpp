#include "core/launch/runstarter.h"

#include "core/job/jobspecio.h"
#include "core/launch/backendregistry.h"
#include "core/launch/queuedrun.h"
#include "core/project/projectplace.h"
#include "core/support/coretr.h"
#include "core/support/safename.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace pilot {

namespace {

// The job reader's messages start with the field they are about ("train.lr: must lie …").
JobRefusal refusalOf(const Diagnostic &d)
{
    static const QRegularExpression field(QStringLiteral("^([A-Za-z0-9_.\\[\\]]+): "));
    const QRegularExpressionMatch m = field.match(d.message);
    return JobRefusal{m.hasMatch() ? m.captured(1) : QString(), d.toString()};
}

// Refuses each input of the job that is neither on the host already nor here, and then says how
// to map them.
void refuseMissingInputs(JobSpec *job, const MappedInputs &mapped, const QMap<QString, QString> &written, const LaunchTarget &target,
                         QList<JobRefusal> *refusals)
{
    // What this machine reads (a local or Slurm run, or what an SSH run is staged from) must be
    // here: a run folder copied from another host is refused naming each input and how to map it,
    // beside what the backend refuses, so that one attempt shows every problem.
    QStringList missing;
    for (const JobInputPath &input : jobInputPaths(job)) {
        if (!mapped.onHost.contains(input.field) && !QFileInfo::exists(*input.path)) {
            refusals->append({input.field, missingInputText(written.value(input.field), *input.path)});
            missing.append(written.value(input.field));
        }
    }
    if (!missing.isEmpty())
        refusals->append({QStringLiteral("paths"), mappingHintText(missing, target)});
}

} // namespace

QString namedRunFolder(const QString &parentFolder, const QString &name)
{
    return QDir::cleanPath(QDir(parentFolder).absoluteFilePath(safeFileName(name)));
}

QList<JobRefusal> checkJobOnBackend(const JobSpec &job, const BackendRegistry &registry, const CheckContext &context,
                                    std::optional<BackendInfo> *info)
{
    QString error;
    const Backend *backend = registry.backend(job.backend, &error);
    if (!backend)
        return {JobRefusal{QStringLiteral("backend"), error}};
    if (info)
        *info = backend->info();
    return backend->check(job, context);
}

RunStartResult startRun(const RunStartRequest &request, const BackendRegistry &registry)
{
    RunStartResult result;
    if (request.runDir.isEmpty()) {
        result.error = CoreTr::tr("No run folder given.");
        return result;
    }
    result.runDir = runFolder(request.runDir, request.baseFolder).path;
    const QFileInfo runInfo(result.runDir);
    if (runInfo.exists() && !runInfo.isDir()) {
        result.error = CoreTr::tr("%1: exists and is not a folder.").arg(result.runDir);
        return result;
    }

    const JobSpecReadResult read = readJobSpec(request.jobFile);
    for (const Diagnostic &d : read.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            result.refusals.append(refusalOf(d));
    }
    if (!read.spec || !result.refusals.isEmpty())
        return result;
    JobSpec job = *read.spec;
    QMap<QString, QString> written;
    for (const JobInputPath &input : jobInputPaths(&job))
        written.insert(input.field, *input.path);
    const MappedInputs mapped = mapJobInputs(&job, request.paths, request.target,
                                             request.projectFolder.isEmpty() ? request.baseFolder : request.projectFolder);
    // The job no longer lies beside the files it names once it is in the run folder.
    resolveJobPaths(&job, request.jobFile);
    refuseMissingInputs(&job, mapped, written, request.target, &result.refusals);

    const CheckContext context{request.target, runtimeSettingsFor(request.runtime, job.backend, request.target.toString())};
    result.refusals += checkJobOnBackend(job, registry, context);
    if (!result.refusals.isEmpty())
        return result;
    QString error;
    const Backend *backend = registry.backend(job.backend, &error);

    std::unique_ptr<Launcher> launcher = makeLauncher(request.target, request.options);
    if (!launcher) {
        result.error = CoreTr::tr("This build cannot launch on %1.").arg(request.target.toString());
        return result;
    }
    PlanRequest planRequest;
    planRequest.job = job;
    planRequest.target = request.target;
    if (!launcher->hostRunDir(result.runDir, &planRequest.hostRunDir, &error)) {
        result.error = error;
        return result;
    }
    planRequest.stageInputs = request.target.kind == LaunchTarget::Kind::Ssh;
    planRequest.onHost = mapped.onHost;
    // Where the job runs in this very folder, inputs inside the project are named relative to
    // it: the project moves as a whole (another folder, another machine) and still resumes.
    if (!planRequest.stageInputs && QDir::cleanPath(planRequest.hostRunDir) == QDir::cleanPath(result.runDir))
        relateJobPaths(&planRequest.job, result.runDir, request.projectFolder);
    planRequest.runtime = context.runtime;
    LaunchRequest launch;
    launch.runDir = result.runDir;
    launch.backend = backend->info();
    launch.environmentLabel = request.environmentLabel;
    if (!backend->plan(planRequest, &launch.plan, &error)) {
        result.error = CoreTr::tr("Backend %1 cannot plan this job: %2").arg(job.backend, error);
        return result;
    }
    if (!launcher->start(launch, &result.record, &error)) {
        result.error = error;
        return result;
    }
    result.started = true;
    return result;
}

RunStartResult startQueuedRun(const RunStartRequest &request, const BackendRegistry &registry, bool *notQueued,
                              const std::function<QString(RunStartRequest *)> &beforeStart)
{
    *notQueued = false;
    RunStartResult result;
    result.runDir = runFolder(request.runDir, request.baseFolder).path;
    QueuedRunClaim claim;
    QString error;
    switch (claim.claim(result.runDir, &error)) {
    case QueuedRunClaim::Result::Claimed:
        break;
    case QueuedRunClaim::Result::Busy:
        *notQueued = true;
        result.error = CoreTr::tr("%1 is being started by another program.").arg(result.runDir);
        return result;
    case QueuedRunClaim::Result::NotQueued:
        *notQueued = true;
        result.error = CoreTr::tr("%1 is no longer queued: it was started, cancelled or refused elsewhere.").arg(result.runDir);
        return result;
    case QueuedRunClaim::Result::Error:
        result.error = error;
        return result;
    }
    RunStartRequest prepared = request;
    if (beforeStart) {
        const QString refused = beforeStart(&prepared);
        if (!refused.isEmpty()) {
            result.error = refused;
            if (!claim.failed(refused, &error))
                result.error += QLatin1Char('\n') + error;
            return result;
        }
    }
    result = startRun(prepared, registry);
    if (result.started) {
        // The run goes; a record left behind would only be noise, since launch.json wins.
        if (!claim.started(&error))
            qWarning("%s", qPrintable(error));
        return result;
    }
    QStringList why;
    for (const JobRefusal &r : result.refusals)
        why.append(r.field.isEmpty() ? r.message : QStringLiteral("%1: %2").arg(r.field, r.message));
    if (!result.error.isEmpty())
        why.append(result.error);
    if (!claim.failed(why.join(QLatin1Char('\n')), &error))
        result.error = result.error.isEmpty() ? error : result.error + QLatin1Char('\n') + error;
    return result;
}

} // namespace pilot
