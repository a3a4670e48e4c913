#include "neuronbackend.h"

#include "backendmetadata.h"
#include "core/job/jobspecio.h"
#include "core/launch/capabilitycheck.h"
#include "core/launch/jobinputs.h"
#include "core/launch/locallauncher.h"
#include "core/neuron/neuronls.h"
#include "core/neuron/neuronmonitor.h"
#include "core/neuron/neuronprobe.h"
#include "core/neuron/neurontoolversions.h"
#include "core/project/neuronruntime.h"
#include "core/support/coretr.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <dlfcn.h>

namespace pilot {

namespace {

// An address inside this plugin's file: dladdr() names the file, and the job's package lies
// beside it.
const char kInsideThisPlugin = 0;

constexpr int kToolTimeoutMs = 30000;

QString packageParent()
{
    const QString fromEnvironment = qEnvironmentVariable("PILOT_NEURON_JOB_PATH");
    if (!fromEnvironment.isEmpty())
        return QDir::cleanPath(fromEnvironment);
    Dl_info info{};
    if (::dladdr(&kInsideThisPlugin, &info) == 0 || !info.dli_fname)
        return {};
    return QDir(QFileInfo(QFile::decodeName(info.dli_fname)).absolutePath()).filePath(QStringLiteral("neuron"));
}

bool packagePresent(const QString &parent)
{
    return !parent.isEmpty() && QFileInfo(QDir(parent).filePath(QStringLiteral("pilot_neuron_job/__main__.py"))).isFile();
}

QString packageMissing(const QString &parent)
{
    return CoreTr::tr("The Neuron job (the Python package pilot_neuron_job) is not at %1: build the neuron backend, or set "
                      "PILOT_NEURON_JOB_PATH to the folder that holds the package.")
        .arg(parent.isEmpty() ? CoreTr::tr("(the plugin's folder is unknown)") : parent);
}

// The package's modules: regular files with a plain module name, nothing else of the folder
// (no byte-code caches, no links to elsewhere).
QStringList packageModules(const QString &parent)
{
    static const QRegularExpression module(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*\\.py\\z"));
    QStringList out;
    const QDir dir(QDir(parent).filePath(QStringLiteral("pilot_neuron_job")));
    for (const QFileInfo &f : dir.entryInfoList(QDir::Files | QDir::NoSymLinks, QDir::Name)) {
        if (module.match(f.fileName()).hasMatch())
            out.append(f.fileName());
    }
    return out;
}

QProcessEnvironment hostEnvironment()
{
    QProcessEnvironment env;
    const QMap<QString, QString> base = LocalLauncher::baseEnvironment();
    for (auto it = base.constBegin(); it != base.constEnd(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

QString field(const QString &key)
{
    return QStringLiteral("runtime.neuron.") + key;
}

// Where neuron-monitor's stream finds the job's runtimes: a tag of the run folder, the same
// for every process of the run.
QString processTag(const QString &hostRunDir)
{
    return QStringLiteral("migration-pilot-")
           + QString::fromLatin1(QCryptographicHash::hash(hostRunDir.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

// What the local Python environment says, as refusals of the job.
void checkProbe(const JobSpec &job, const NeuronProbeResult &result, QList<JobRefusal> *refusals)
{
    if (!result.ok) {
        refusals->append({field(QStringLiteral("python")),
                          CoreTr::tr("The Python environment of the Neuron job cannot be asked what it has: %1").arg(result.error)});
        return;
    }
    const NeuronProbe &p = result.probe;
    const QString python = result.interpreter;
    const QString needed = torchNeuronFamilies();
    if (job.device == QLatin1String("neuron")) {
        switch (p.neuron) {
        case NeuronProbe::Neuron::Absent:
            refusals->append({QStringLiteral("device"),
                              CoreTr::tr("The device “neuron” needs TorchNeuron, the native Neuron backend of PyTorch (%1); %2 has no "
                                         "torch-neuronx.")
                                  .arg(needed, python)});
            return;
        case NeuronProbe::Neuron::Legacy:
            refusals->append(
                {QStringLiteral("device"),
                 CoreTr::tr("The device “neuron” needs TorchNeuron, the native Neuron backend of PyTorch (%1); %2 has torch-neuronx %3, "
                            "the XLA-based library, whose training path has reached its end of support.")
                     .arg(needed, python, p.torchNeuronx.isEmpty() ? CoreTr::tr("of an unknown version") : p.torchNeuronx)});
            return;
        case NeuronProbe::Neuron::Native:
            break;
        }
        // Each TorchNeuron family is built for one PyTorch version ("install the torch-neuronx
        // package family that matches the PyTorch version").
        if (!p.torch.isEmpty() && majorMinor(p.torch) != majorMinor(p.torchNeuronx)) {
            refusals->append({QStringLiteral("device"),
                              CoreTr::tr("torch-neuronx %1 in %2 is the family for PyTorch %3, but that environment has PyTorch %4: "
                                         "install the torch-neuronx family that matches the PyTorch version (%5).")
                                  .arg(p.torchNeuronx, python, majorMinor(p.torchNeuronx), p.torch, needed)});
            return;
        }
        if (!p.devices.contains(QStringLiteral("neuron"))) {
            refusals->append({QStringLiteral("device"),
                              CoreTr::tr("torch-neuronx %1 is installed for %2, but it finds no usable Neuron device on this host.")
                                  .arg(p.torchNeuronx, python)});
            return;
        }
    } else if (!p.devices.contains(job.device)) {
        refusals->append({QStringLiteral("device"), CoreTr::tr("The device “%1” is not usable with %2 on this host (usable: %3).")
                                                        .arg(job.device, python, p.devices.join(QStringLiteral(", ")))});
        return;
    }
    if (job.precision == QLatin1String("bf16") && !p.bf16.value(job.device, false))
        refusals->append({QStringLiteral("precision"),
                          CoreTr::tr("bf16 does not work on the device “%1” with %2 on this host.").arg(job.device, python)});
}

// Visible cores and processes against the cores neuron-ls lists, where the host has it.
void checkCores(const NeuronRuntime &runtime, QList<JobRefusal> *refusals)
{
    NeuronLsHost host;
    QString error;
    if (!queryNeuronLs(hostEnvironment(), kToolTimeoutMs, &host, &error)) {
        if (!error.isEmpty())
            refusals->append({QStringLiteral("device"), CoreTr::tr("neuron-ls cannot say which NeuronCores this host has: %1").arg(error)});
        return;
    }
    const QList<int> available = host.coreIds();
    if (available.isEmpty()) {
        refusals->append({QStringLiteral("device"), CoreTr::tr("neuron-ls lists no NeuronCore on this host.")});
        return;
    }
    if (!runtime.visibleCores.isEmpty()) {
        for (const int id : visibleCoreIds(runtime.visibleCores)) {
            if (!available.contains(id)) {
                refusals->append(
                    {field(QStringLiteral("visible_cores")),
                     CoreTr::tr("NeuronCore %1 is not on this host; neuron-ls lists %n core(s).", nullptr, int(available.size())).arg(id)});
                return;
            }
        }
    } else if (runtime.processes > available.size()) {
        refusals->append(
            {field(QStringLiteral("processes")),
             CoreTr::tr("%1 processes need as many NeuronCores; neuron-ls lists %n on this host.", nullptr, int(available.size()))
                 .arg(runtime.processes)});
    }
}

// The processes one node runs: all of them, or an equal share (rounded up) over Slurm's nodes.
int processesPerNode(const NeuronRuntime &runtime)
{
    const int nodes = std::clamp(runtime.nodes, 1, std::max(1, runtime.processes));
    return (runtime.processes + nodes - 1) / nodes;
}

// Several processes share each step's micro-batches (train.grad_accum) in equal blocks; the
// job refuses a count that does not divide them (exit code 2), so no run is started that way.
QString sharingProblem(const NeuronRuntime &runtime, const JobSpec &job)
{
    if (runtime.processes <= 1 || job.train.gradAccum % runtime.processes == 0)
        return {};
    return CoreTr::tr("%1 processes cannot share the %2 micro-batches of a step (train.grad_accum) equally; use a number of "
                      "processes that divides it.")
        .arg(runtime.processes)
        .arg(job.train.gradAccum);
}

// Sharding splits the weights of full fine-tuning over the processes; the job refuses it for
// LoRA and for one process (exit code 2), so no run is started that way.
QString shardingProblem(const NeuronRuntime &runtime, const JobSpec &job)
{
    if (runtime.sharding != QLatin1String("fsdp"))
        return {};
    if (job.method.kind != QLatin1String("full"))
        return CoreTr::tr("fsdp shards full fine-tuning; a LoRA job trains small adapters and needs none. Leave sharding out.");
    if (runtime.processes < 2)
        return CoreTr::tr("fsdp shards over several processes; set processes to 2 or more (one per device).");
    return {};
}

// The command that starts the job: one process, torchrun's processes on this host, or the tasks of one srun step.
void setCommand(const NeuronRuntime &runtime, const LaunchTarget &target, const QString &runDir, LaunchPlan *out)
{
    const QStringList jobArgs{QStringLiteral("-m"),        QStringLiteral("pilot_neuron_job"),
                              QStringLiteral("--job"),     runDir + QStringLiteral("/job.json"),
                              QStringLiteral("--run-dir"), runDir};
    if (runtime.processes > 1 && target.kind == LaunchTarget::Kind::Slurm) {
        // The tasks of one srun step (the batch script starts it), each told its rank by srun:
        // no torchrun, so the ranks may lie on several nodes (runtime.neuron.nodes).
        out->argv = QStringList{runtime.python} + jobArgs;
        out->tasks = runtime.processes;
        out->nodes = std::clamp(runtime.nodes, 1, runtime.processes);
    } else if (runtime.processes > 1) {
        // torchrun of the same interpreter, so every process uses the Python the project names
        // (--standalone: a rendezvous of its own, so two runs on one host do not meet). The job
        // shares the run among them: rank 0 alone writes the run folder (docs/neuron-job.md).
        out->argv = QStringList{runtime.python,
                                QStringLiteral("-m"),
                                QStringLiteral("torch.distributed.run"),
                                QStringLiteral("--standalone"),
                                QStringLiteral("--nproc_per_node"),
                                QString::number(runtime.processes)}
                    + jobArgs;
    } else {
        out->argv = QStringList{runtime.python} + jobArgs;
    }
}

// Adds to a local run's plan the versions of Python, torch and torch-neuronx the job's probe finds and, for the neuron device, those
// of the Neuron tools the probe did not name.
void addLocalVersions(const NeuronRuntime &runtime, const QString &parent, const JobSpec &job, LaunchPlan *out)
{
    // What this machine's environment has, for the run's provenance (kept from check()).
    const NeuronProbeResult probe = probeNeuronJob(runtime.python, parent, hostEnvironment(), kNeuronProbeTimeoutMs);
    if (probe.ok) {
        out->versions << QPair<QString, QString>{QStringLiteral("python"), probe.probe.python};
        if (!probe.probe.torch.isEmpty())
            out->versions << QPair<QString, QString>{QStringLiteral("torch"), probe.probe.torch};
        if (!probe.probe.torchNeuronx.isEmpty())
            out->versions << QPair<QString, QString>{QStringLiteral("torch-neuronx"), probe.probe.torchNeuronx};
    }
    if (job.device == QLatin1String("neuron")) {
        for (const auto &version : collectNeuronToolVersions(runtime.python, hostEnvironment(), kToolTimeoutMs)) {
            bool known = false;
            for (const auto &have : std::as_const(out->versions))
                known = known || have.first.compare(version.first, Qt::CaseInsensitive) == 0;
            if (!known)
                out->versions << version;
        }
    }
}

} // namespace

BackendInfo NeuronBackend::info() const
{
    static const BackendInfo info = backendInfoOf(kBackendMetadata);
    return info;
}

QList<JobRefusal> NeuronBackend::check(const JobSpec &job, const CheckContext &context) const
{
    QList<JobRefusal> refusals = checkAgainstCapabilities(info(), job);
    if (job.model.arch != QLatin1String("llama"))
        refusals << JobRefusal{QStringLiteral("model.arch"),
                               CoreTr::tr("The Neuron job trains Llama-like models only, not “%1”.").arg(job.model.arch)};
    QList<QPair<QString, QString>> problems;
    const NeuronRuntime runtime = neuronRuntimeFrom(context.runtime, &problems);
    for (const auto &[key, problem] : problems)
        refusals << JobRefusal{field(key), problem};
    const QString sharing = sharingProblem(runtime, job);
    if (!sharing.isEmpty())
        refusals << JobRefusal{field(QStringLiteral("processes")), sharing};
    const QString sharded = shardingProblem(runtime, job);
    if (!sharded.isEmpty())
        refusals << JobRefusal{field(QStringLiteral("sharding")), sharded};
    if (runtime.nodes > runtime.processes)
        refusals << JobRefusal{field(QStringLiteral("nodes")), CoreTr::tr("“%1” nodes cannot hold %2 processes: use 1 to %2 nodes.")
                                                                   .arg(runtime.nodes)
                                                                   .arg(runtime.processes)};
    if (job.device == QLatin1String("neuron") && !runtime.visibleCores.isEmpty()) {
        // Every process takes a NeuronCore of its own, on the node it runs on.
        const QList<int> visible = visibleCoreIds(runtime.visibleCores);
        if (processesPerNode(runtime) > visible.size())
            refusals << JobRefusal{
                field(QStringLiteral("processes")),
                CoreTr::tr("%1 processes need as many visible NeuronCores; visible_cores names %n.", nullptr, int(visible.size()))
                    .arg(processesPerNode(runtime))};
    }
    // A local or Slurm run takes the package from this machine (Slurm gets a copy in its run folder).
    const QString parent = packageParent();
    if (context.target.kind != LaunchTarget::Kind::Ssh && !packagePresent(parent))
        refusals << JobRefusal{QStringLiteral("backend"), packageMissing(parent)};
    if (context.target.kind != LaunchTarget::Kind::Local || !refusals.isEmpty())
        return refusals;
    const NeuronProbeResult probe = probeNeuronJob(runtime.python, parent, hostEnvironment(), kNeuronProbeTimeoutMs);
    checkProbe(job, probe, &refusals);
    if (probe.ok && runtime.sharding == QLatin1String("fsdp") && probe.probe.fsdp == NeuronProbe::Answer::No)
        refusals << JobRefusal{field(QStringLiteral("sharding")),
                               CoreTr::tr("fsdp needs PyTorch 2.6 or later (FSDP2's fully_shard); %1 has PyTorch %2.")
                                   .arg(probe.interpreter, probe.probe.torch)};
    if (refusals.isEmpty() && job.device == QLatin1String("neuron"))
        checkCores(runtime, &refusals);
    return refusals;
}

bool NeuronBackend::plan(const PlanRequest &request, LaunchPlan *plan, QString *error) const
{
    if (!QDir::isAbsolutePath(request.hostRunDir)) {
        *error = CoreTr::tr("The run folder on the host must be an absolute path, not “%1”.").arg(request.hostRunDir);
        return false;
    }
    QList<QPair<QString, QString>> problems;
    const NeuronRuntime runtime = neuronRuntimeFrom(request.runtime, &problems);
    if (!problems.isEmpty()) {
        *error = CoreTr::tr("%1: %2").arg(field(problems.constFirst().first), problems.constFirst().second);
        return false;
    }
    const QString sharing = sharingProblem(runtime, request.job);
    if (!sharing.isEmpty()) {
        *error = CoreTr::tr("%1: %2").arg(field(QStringLiteral("processes")), sharing);
        return false;
    }
    if (const QString sharded = shardingProblem(runtime, request.job); !sharded.isEmpty()) {
        *error = CoreTr::tr("%1: %2").arg(field(QStringLiteral("sharding")), sharded);
        return false;
    }
    const QString runDir = QDir::cleanPath(request.hostRunDir);
    const QString parent = packageParent();
    const bool local = request.target.kind == LaunchTarget::Kind::Local;
    if (!packagePresent(parent)) {
        *error = packageMissing(parent);
        return false;
    }

    LaunchPlan out;
    // Where Python finds the package: this machine's copy for a local run; for a host that does
    // not see it, a copy of its modules in the run folder.
    QString pythonPath = parent;
    if (!local) {
        pythonPath = runDir + QStringLiteral("/lib");
        for (const QString &module : packageModules(parent))
            out.files << StagedFile{QDir(parent).filePath(QStringLiteral("pilot_neuron_job/") + module),
                                    QStringLiteral("lib/pilot_neuron_job/") + module};
    }
    if (pythonPath.contains(QLatin1Char(':'))) {
        *error = CoreTr::tr("The folder %1 contains ':', which PYTHONPATH cannot carry; give the run a name without ':'.").arg(pythonPath);
        return false;
    }

    setCommand(runtime, request.target, runDir, &out);
    out.workingDirectory = runDir;
    out.env.insert(QStringLiteral("PYTHONPATH"), pythonPath);
    out.env.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1")); // log lines reach the Run stage as they are written
    const auto set = [&out](const char *name, const QString &value) {
        if (!value.isEmpty())
            out.env.insert(QLatin1String(name), value);
    };
    set(neuronenv::kProcessTag, processTag(runDir));
    set(neuronenv::kNeffCacheDir, runtime.compileCache);
    set(neuronenv::kVisibleCores, runtime.visibleCores);
    set(neuronenv::kCcFlags, runtime.ccFlags);
    set(neuronenv::kLogLevel, runtime.logLevel);
    set(neuronenv::kCompile, runtime.compile);
    set(neuronenv::kSharding, runtime.sharding);
    if (!runtime.artifacts.isEmpty()) {
        // TorchNeuron writes its FX graphs, StableHLO and NEFFs to the debug folder and removes
        // them after execution unless asked to keep them.
        set(neuronenv::kDebugDir, QDir::isAbsolutePath(runtime.artifacts) ? QDir::cleanPath(runtime.artifacts)
                                                                          : QDir::cleanPath(runDir + QLatin1Char('/') + runtime.artifacts));
        set(neuronenv::kPreserveArtifacts, QStringLiteral("1"));
    }

    JobSpec job = request.job;
    if (request.stageInputs)
        stageJobInputs(&job, &out, request.onHost);
    out.job = jobSpecToJson(job);

    if (job.device == QLatin1String("neuron"))
        out.companions << PlanCompanion{{QStringLiteral("neuron-monitor")}, QLatin1String(kNeuronMonitorFile)};
    if (local)
        addLocalVersions(runtime, parent, job, &out);
    *plan = out;
    return true;
}

} // namespace pilot
