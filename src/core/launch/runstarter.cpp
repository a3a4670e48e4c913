#include "core/launch/runstarter.h"

#include "core/job/jobspecio.h"
#include "core/launch/backendregistry.h"
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

} // namespace

QString namedRunFolder(const QString &parentFolder, const QString &name)
{
    return QDir::cleanPath(QDir(parentFolder).absoluteFilePath(safeFileName(name)));
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
    // The job no longer lies beside the files it names once it is in the run folder.
    resolveJobPaths(&job, request.jobFile);

    QString error;
    const Backend *backend = registry.backend(job.backend, &error);
    if (!backend) {
        result.refusals.append(JobRefusal{QStringLiteral("backend"), error});
        return result;
    }
    const CheckContext context{request.target, runtimeSettingsFor(request.runtime, job.backend, request.target.toString())};
    result.refusals = backend->check(job, context);
    if (!result.refusals.isEmpty())
        return result;

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

} // namespace pilot
