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
    QString compileCache; ///< NEURON_COMPILE_CACHE_URL: an absolute folder or s3://bucket/prefix; empty: the compiler's default
    QString ccFlags;      ///< NEURON_CC_FLAGS, passed through untouched; empty: not set
    QString artifacts;    ///< PILOT_NEURON_ARTIFACTS: absolute, or relative to the run folder; empty: not set
    QString compile; ///< PILOT_NEURON_COMPILE: "1" runs the model through torch.compile, "0" eagerly; empty: not set (the job's default)
    /// PILOT_NEURON_SHARDING: "fsdp" shards the weights, gradients and AdamW moments of full
    /// fine-tuning over the processes (FSDP2), "none" does not; empty: not set (none).
    QString sharding;
};

/// The keys `runtime.neuron` takes (and a target's overrides of it).
PILOT_CORE_EXPORT QStringList neuronRuntimeKeys();

/// The problem with `value` for `key` (for people, without the key), or empty when it is fine.
/// Texts never hold control characters (a line break in a setting would end up in an
/// environment variable); python is a program name or an absolute path; processes a whole
/// number 1 … 256; nodes a whole number 1 … 256 (at most processes, checked
/// by the backend); visible_cores "N" or "N-M" (N ≤ M ≤ 65535); compile_cache an absolute folder
/// or s3://bucket[/prefix]; artifacts absolute or relative without ".."; compile true, false, 1 or 0;
/// sharding none or fsdp.
PILOT_CORE_EXPORT QString checkNeuronRuntimeValue(const QString &key, const QString &value);

/// The settings `values` give, with every problem as (key, message); a key with a problem
/// keeps its default. Unknown keys are problems too.
PILOT_CORE_EXPORT NeuronRuntime neuronRuntimeFrom(const QMap<QString, QString> &values, QList<QPair<QString, QString>> *problems);

/// The NeuronCore ids of a visible_cores value ("5", "0-3"); empty when it is not that form.
PILOT_CORE_EXPORT QList<int> visibleCoreIds(const QString &visibleCores);

} // namespace pilot
