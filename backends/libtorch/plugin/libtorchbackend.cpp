#include "libtorchbackend.h"

#include "core/job/jobspecio.h"
#include "core/launch/capabilitycheck.h"
#include "core/launch/jobinputs.h"
#include "core/launch/trainerprogram.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

BackendInfo LibtorchBackend::info() const
{
    BackendInfo info;
    info.name = QStringLiteral("libtorch");
    info.version = QStringLiteral(PILOT_BACKEND_VERSION);
    info.description = QStringLiteral("The C++ reference trainer pilot-trainer (libtorch)");
    info.devices = {QStringLiteral("cpu"), QStringLiteral("cuda")};
    info.precisions = {QStringLiteral("fp32"), QStringLiteral("bf16")};
    info.methods = {QStringLiteral("lora"), QStringLiteral("full")};
    info.tokenizers = {QStringLiteral("bytes"), QStringLiteral("hf")};
    info.jobInterfaceVersion = 1;
    return info;
}

QList<JobRefusal> LibtorchBackend::check(const JobSpec &job, const CheckContext &) const
{
    QList<JobRefusal> refusals = checkAgainstCapabilities(info(), job);
    if (job.device == QLatin1String("neuron"))
        refusals << JobRefusal{QStringLiteral("device"),
                               CoreTr::tr("Jobs on the device “neuron” run on the neuron backend; set “backend” to “neuron”.")};
    if (job.model.arch != QLatin1String("llama"))
        refusals << JobRefusal{QStringLiteral("model.arch"),
                               CoreTr::tr("pilot-trainer trains Llama-like models only, not “%1”.").arg(job.model.arch)};
    return refusals;
}

bool LibtorchBackend::plan(const PlanRequest &request, LaunchPlan *plan, QString *error) const
{
    if (!QDir::isAbsolutePath(request.hostRunDir)) {
        *error = CoreTr::tr("The run folder on the host must be an absolute path, not “%1”.").arg(request.hostRunDir);
        return false;
    }
    QString program;
    if (request.target.kind == LaunchTarget::Kind::Ssh) {
        program = qEnvironmentVariable("PILOT_REMOTE_TRAINER", localTrainerProgram());
    } else {
        // Local and Slurm runs see this machine's files: the trainer must be here.
        program = localTrainerProgram();
        const QFileInfo file(program);
        if (!file.isFile() || !file.isExecutable()) {
            *error = CoreTr::tr("pilot-trainer was not found at %1: build it (it needs libtorch), or set PILOT_TRAINER to its path.")
                         .arg(program);
            return false;
        }
    }
    LaunchPlan out;
    const QString runDir = QDir::cleanPath(request.hostRunDir);
    out.argv = {program, QStringLiteral("--job"), runDir + QStringLiteral("/job.json"), QStringLiteral("--run-dir"), runDir};
    out.workingDirectory = runDir;
    JobSpec job = request.job;
    if (request.stageInputs)
        stageJobInputs(&job, &out);
    out.job = jobSpecToJson(job);
    *plan = out;
    return true;
}

} // namespace pilot
