#include "libtorchbackend.h"

#include "backendmetadata.h"
#include "core/job/jobspecio.h"
#include "core/launch/capabilitycheck.h"
#include "core/launch/jobinputs.h"
#include "core/launch/trainerprogram.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace pilot {

BackendInfo LibtorchBackend::info() const
{
    static const BackendInfo info = backendInfoOf(kBackendMetadata);
    return info;
}

namespace {

// The project's runtime setting `processes` (runtime.libtorch.processes): how many ranks of one
// data-parallel run pilot-trainer starts on the host; 0 when the value is no number from 1 to 256.
int processesOf(const QMap<QString, QString> &runtime)
{
    if (!runtime.contains(QStringLiteral("processes")))
        return 1;
    bool ok = false;
    const int n = runtime.value(QStringLiteral("processes")).trimmed().toInt(&ok);
    return ok && n >= 1 && n <= 256 ? n : 0;
}

} // namespace

QList<JobRefusal> LibtorchBackend::check(const JobSpec &job, const CheckContext &context) const
{
    QList<JobRefusal> refusals = checkAgainstCapabilities(info(), job);
    const int processes = processesOf(context.runtime);
    const QString field = QStringLiteral("runtime.libtorch.processes");
    if (processes == 0)
        refusals << JobRefusal{field, CoreTr::tr("“%1” is no number of processes from 1 to 256.").arg(context.runtime.value(QStringLiteral("processes")))};
    else if (processes > 1 && job.train.gradAccum % processes != 0)
        // The ranks share each step's micro-batches in equal blocks (docs/data-order.md).
        refusals << JobRefusal{field, CoreTr::tr("%1 processes cannot share the %2 micro-batches of a step (train.grad_accum) equally; use a "
                                                  "number of processes that divides it.")
                                          .arg(processes)
                                          .arg(job.train.gradAccum)};
    else if (const int nodes = context.runtime.value(QStringLiteral("nodes"), QStringLiteral("1")).toInt();
             nodes < 1 || nodes > processes)
        refusals << JobRefusal{QStringLiteral("runtime.libtorch.nodes"),
                               CoreTr::tr("“%1” nodes cannot hold %2 processes: use 1 to %2 nodes.")
                                   .arg(context.runtime.value(QStringLiteral("nodes")))
                                   .arg(processes)};
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
    // Several processes of one data-parallel run: on Slurm the tasks of one srun step (over
    // runtime.libtorch.nodes nodes); elsewhere pilot-trainer starts and waits for its ranks.
    if (const int processes = processesOf(request.runtime); processes > 1) {
        if (request.target.kind == LaunchTarget::Kind::Slurm) {
            out.tasks = processes;
            out.nodes = std::max(1, request.runtime.value(QStringLiteral("nodes"), QStringLiteral("1")).toInt());
        } else {
            out.argv << QStringLiteral("--processes") << QString::number(processes);
        }
    }
    out.workingDirectory = runDir;
    JobSpec job = request.job;
    if (request.stageInputs)
        stageJobInputs(&job, &out, request.onHost);
    out.job = jobSpecToJson(job);
    *plan = out;
    return true;
}

} // namespace pilot
