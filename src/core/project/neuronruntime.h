#pragma once

#include "pilot_core_export.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace pilot {

/// The start parameters of the neuron backend, from the project's runtime settings
/// (`runtime.neuron`, docs/project-file.md): hardware-dependent values live there, never in the
/// model code or the job.
struct NeuronRuntime
{
    QString python = QStringLiteral("python3"); ///< the interpreter on the host: a program name (PATH) or an absolute path
    int processes = 1;                          ///< processes of the run; more than one: torchrun on the host, srun's tasks on Slurm
    int nodes = 1;                              ///< Slurm nodes the processes spread over (1 … processes)
    QString visibleCores;                       ///< NEURON_RT_VISIBLE_CORES: "N" or "N-M"; empty: not set (the runtime's default)
    QString compileCache;                       ///< TORCH_NEURONX_NEFF_CACHE_DIR: an absolute folder; empty: TorchNeuron's default
    QString ccFlags;                            ///< NEURON_CC_FLAGS, passed through untouched; empty: not set
    /// TORCH_NEURONX_DEBUG_DIR, with TORCH_NEURONX_PRESERVE_COMPILATION_ARTIFACTS=1: absolute, or
    /// relative to the run folder; empty: not set (TorchNeuron's default folder, artifacts removed)
    QString artifacts;
    QString logLevel; ///< TORCH_NEURONX_LOG_LEVEL: "0" … "3" (3 prints the NEFF cache's hits and misses); empty: not set
    QString compile;  ///< PILOT_NEURON_COMPILE: "1" runs the model through torch.compile, "0" eagerly; empty: not set (the job's default)
    /// PILOT_NEURON_SHARDING: "fsdp" shards the weights, gradients and AdamW moments of full
    /// fine-tuning over the processes (FSDP2), "none" does not; empty: not set (none).
    QString sharding;
};

/// The environment variables the neuron backend sets, each named once. TorchNeuron's own
/// (TORCH_NEURONX_*), the Neuron runtime's (NEURON_RT_*, NEURON_PROCESS_TAG) and the job's
/// (PILOT_NEURON_*); docs/neuron-backend.md cites where each is documented.
namespace neuronenv {
inline constexpr char kNeffCacheDir[] = "TORCH_NEURONX_NEFF_CACHE_DIR";
inline constexpr char kDebugDir[] = "TORCH_NEURONX_DEBUG_DIR";
inline constexpr char kPreserveArtifacts[] = "TORCH_NEURONX_PRESERVE_COMPILATION_ARTIFACTS";
inline constexpr char kLogLevel[] = "TORCH_NEURONX_LOG_LEVEL";
inline constexpr char kCcFlags[] = "NEURON_CC_FLAGS";
inline constexpr char kVisibleCores[] = "NEURON_RT_VISIBLE_CORES";
inline constexpr char kProcessTag[] = "NEURON_PROCESS_TAG";
inline constexpr char kCompile[] = "PILOT_NEURON_COMPILE";
inline constexpr char kSharding[] = "PILOT_NEURON_SHARDING";
/// The XLA-based torch-neuronx's cache variable: never set any more, only read from the
/// launch.json of runs started before TorchNeuron's own variable was used.
inline constexpr char kLegacyCompileCacheUrl[] = "NEURON_COMPILE_CACHE_URL";
} // namespace neuronenv

/// The compile cache a run's environment (launch.json's `env`) gave it: TorchNeuron's NEFF
/// cache folder, or for a run recorded earlier the legacy variable; empty when neither is set.
PILOT_CORE_EXPORT QString neuronCompileCacheOf(const QMap<QString, QString> &env);

/// The keys `runtime.neuron` takes (and a target's overrides of it).
PILOT_CORE_EXPORT QStringList neuronRuntimeKeys();

/// The problem with `value` for `key` (for people, without the key), or empty when it is fine.
/// Texts never hold control characters (a line break in a setting would end up in an
/// environment variable); python is a program name or an absolute path; processes a whole
/// number 1 … 256; nodes a whole number 1 … 256 (at most processes, checked
/// by the backend); visible_cores "N" or "N-M" (N ≤ M ≤ 65535); compile_cache an absolute folder
/// (an s3:// URL is refused with the reason: TorchNeuron's NEFF cache is a folder); artifacts
/// absolute or relative without ".."; compile true, false, 1 or 0; sharding none or fsdp;
/// log_level 0 … 3.
PILOT_CORE_EXPORT QString checkNeuronRuntimeValue(const QString &key, const QString &value);

/// The settings `values` give, with every problem as (key, message); a key with a problem
/// keeps its default. Unknown keys are problems too.
PILOT_CORE_EXPORT NeuronRuntime neuronRuntimeFrom(const QMap<QString, QString> &values, QList<QPair<QString, QString>> *problems);

/// The NeuronCore ids of a visible_cores value ("5", "0-3"); empty when it is not that form.
PILOT_CORE_EXPORT QList<int> visibleCoreIds(const QString &visibleCores);

} // namespace pilot
