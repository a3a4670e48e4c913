#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <utility>

namespace pilot {

/// What the Neuron job says about the Python environment it would run in:
/// `python3 -m pilot_neuron_job --probe` prints one JSON object (docs/neuron-backend.md):
/// {"python": "3.11.2", "torch": "1.13.0a0", "torch_neuronx": null | "2.14.3.0",
///  "neuron": "absent" | "native" | "legacy", "devices": ["cpu", …], "bf16": {"cpu": true, …}}.
struct NeuronProbe
{
    enum class Neuron { Absent, Native, Legacy };

    QString python;       ///< the interpreter's version
    QString torch;        ///< torch's version; empty when torch cannot be imported
    QString torchNeuronx; ///< torch-neuronx's version; empty when it is not installed
    Neuron neuron = Neuron::Absent;
    QStringList devices;      ///< job `device` values usable there
    QMap<QString, bool> bf16; ///< per device: bf16 works there
    enum class Answer { Unknown, Yes, No };
    Answer fsdp = Answer::Unknown; ///< whether torch has FSDP2's fully_shard (sharding: fsdp); Unknown from an older job
};

/// The first PyTorch version of TorchNeuron, the native backend: torch-neuronx versions begin
/// with the PyTorch version they pair with, and PyTorch 2.9 was the last of the XLA-based library
/// (e.g. 2.9.0.2.15.32035), whose training path reached its end of support. TorchNeuron's
/// families are 2.13.3.x and 2.14.3.x (Neuron 2.33 and 2.34 release notes; docs/neuron-job.md).
inline constexpr std::pair<int, int> kNativeTorchNeuronxFrom{2, 10};

/// The families that train, for messages ("torch-neuronx 2.13.3.x with PyTorch 2.13 or …").
PILOT_CORE_EXPORT QString torchNeuronFamilies();

/// "major.minor" of a version ("2.14.3.1" → "2.14", "2.14.0+cpu" → "2.14"); empty for text that
/// does not begin so.
PILOT_CORE_EXPORT QString majorMinor(const QString &version);

/// True when `version` (e.g. "2.13.3.1", "2.8.0.2.10.16998") is native by the version scheme:
/// kNativeTorchNeuronxFrom (PyTorch 2.10) or later; false for earlier and for text that is not a version.
PILOT_CORE_EXPORT bool isNativeTorchNeuronx(const QString &version);

/// Reads the probe's output. A torch-neuronx version before the native one counts as legacy
/// whatever the "neuron" field says (a verdict never kinder than the data). False with `error`
/// when the output is not that object (the fields are checked; texts are cut to 100 characters,
/// at most 16 devices).
PILOT_CORE_EXPORT bool parseNeuronProbe(const QByteArray &output, NeuronProbe *probe, QString *error);

/// One run of the probe.
struct NeuronProbeResult
{
    bool ok = false;
    NeuronProbe probe;
    QString interpreter; ///< the interpreter as found (absolute when it was looked up)
    QString error;       ///< for people: why there is no probe (interpreter missing, timeout, bad output)
};

/// Runs `interpreter -m pilot_neuron_job --probe` on this machine with `environment` plus
/// PYTHONPATH=`packageParent` (the folder that holds the pilot_neuron_job package), standard
/// input from /dev/null, waiting at most `timeoutMs`. An interpreter named without a '/' is
/// looked up in the PATH of `environment`. Results are kept per interpreter (its path and
/// modification time) and package folder for kNeuronProbeCacheSeconds, so checking a job
/// again while it is edited does not start Python each time; a timeout is not kept. Blocks:
/// never call it on the GUI thread. Safe from several threads (probes run one at a time).
PILOT_CORE_EXPORT NeuronProbeResult probeNeuronJob(const QString &interpreter, const QString &packageParent,
                                                   const QProcessEnvironment &environment, int timeoutMs);

inline constexpr int kNeuronProbeCacheSeconds = 120;
/// How long the probe may take: importing torch and torch-neuronx can take a while.
inline constexpr int kNeuronProbeTimeoutMs = 60000;

/// Forgets every kept probe result (after an install, and in tests).
PILOT_CORE_EXPORT void clearNeuronProbeCache();

/// `program` as `environment`'s PATH finds it (absolute), or empty; a name with a '/' is taken
/// as it is when it is an executable file.
PILOT_CORE_EXPORT QString findProgram(const QString &program, const QProcessEnvironment &environment);

} // namespace pilot
