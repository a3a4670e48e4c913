#pragma once

#include "core/launch/backend.h"

#include <QObject>

namespace pilot {

/// The neuron backend: the PyTorch job `pilot_neuron_job` (backends/neuron/job), started as
/// `python3 -m pilot_neuron_job --job <run>/job.json --run-dir <run>`, or under torchrun when the
/// project's runtime settings ask for several processes (data parallel; the processes must divide
/// train.grad_accum). Runs on TorchNeuron (device neuron,
/// torch-neuronx 2.13.3.x or 2.14.3.x) on Trainium hosts, and on cpu and cuda for testing. Every
/// hardware-dependent start parameter comes from the project's runtime settings
/// (`runtime.neuron`: python, processes, visible_cores, compile_cache, cc_flags, artifacts, compile),
/// none from the job. docs/neuron-backend.md, "The plugin".
///
/// The package is found through PILOT_NEURON_JOB_PATH (the folder that holds pilot_neuron_job),
/// else in `neuron/` beside this plugin's file, where the build and the installation put it.
class NeuronBackend : public QObject, public Backend
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID PILOT_BACKEND_IID FILE "backend.json")
    Q_INTERFACES(pilot::Backend)

public:
    BackendInfo info() const override;
    /// Besides the shared capability checks: a Llama model, valid runtime settings, the job's
    /// package where this machine must provide it, and on a local target what the job's Python
    /// environment has, asked with `python -m pilot_neuron_job --probe` (kept per interpreter,
    /// with a time limit): device `neuron` needs the native TorchNeuron (torch-neuronx 2.14 or
    /// later) with a usable device — an XLA-based torch-neuronx is refused naming the version
    /// found and the one needed —, `cuda` a usable CUDA device, `bf16` a device that has it;
    /// visible cores and processes must fit the cores neuron-ls lists, where the host has it.
    /// SSH and Slurm hosts are not asked: the job refuses there at its start.
    QList<JobRefusal> check(const JobSpec &job, const CheckContext &context) const override;
    bool plan(const PlanRequest &request, LaunchPlan *plan, QString *error) const override;
};

} // namespace pilot
