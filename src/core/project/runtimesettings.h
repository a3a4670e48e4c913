#pragma once

#include "pilot_core_export.h"

#include <QList>
#include <QMap>
#include <QString>

namespace pilot {

/// The runtime settings of one backend in a project (`runtime.<backend>`, docs/project-file.md):
/// hardware-dependent start parameters such as the interpreter, the processes per host, the
/// visible NeuronCores and the compile cache. They belong to the team's environment, so they
/// live in the project, never in the model code or in the job file; each target (an SSH host, a
/// Slurm partition) may override them.
struct BackendRuntime
{
    QString backend;                               ///< e.g. "neuron"
    QMap<QString, QString> values;                 ///< key → value as written
    QMap<QString, QMap<QString, QString>> targets; ///< LaunchTarget::toString() → overrides

    bool operator==(const BackendRuntime &other) const
    {
        return backend == other.backend && values == other.values && targets == other.targets;
    }
};

/// The settings of `backend` for `target` (LaunchTarget::toString()): the backend's values with
/// those the target overrides. Empty when the project names none.
PILOT_CORE_EXPORT QMap<QString, QString> runtimeSettingsFor(const QList<BackendRuntime> &runtime, const QString &backend,
                                                            const QString &target);

/// `runtime` with `key` of `backend` set to `value` for `target` (one run's choice, such as its
/// number of processes): runtimeSettingsFor(result, backend, target) gives `value` for `key`,
/// and every other backend and target keeps what it had.
PILOT_CORE_EXPORT QList<BackendRuntime> withRuntimeSetting(QList<BackendRuntime> runtime, const QString &backend, const QString &target,
                                                            const QString &key, const QString &value);

} // namespace pilot
