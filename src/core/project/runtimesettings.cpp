#include "core/project/runtimesettings.h"

namespace pilot {

QMap<QString, QString> runtimeSettingsFor(const QList<BackendRuntime> &runtime, const QString &backend, const QString &target)
{
    for (const BackendRuntime &r : runtime) {
        if (r.backend != backend)
            continue;
        QMap<QString, QString> out = r.values;
        const QMap<QString, QString> overrides = r.targets.value(target);
        for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it)
            out.insert(it.key(), it.value());
        return out;
    }
    return {};
}

QList<BackendRuntime> withRuntimeSetting(QList<BackendRuntime> runtime, const QString &backend, const QString &target, const QString &key,
                                         const QString &value)
{
    for (BackendRuntime &r : runtime) {
        if (r.backend != backend)
            continue;
        // The target's override wins over the backend's value: set it there.
        r.targets[target].insert(key, value);
        return runtime;
    }
    BackendRuntime added;
    added.backend = backend;
    added.targets[target].insert(key, value);
    runtime.append(added);
    return runtime;
}

} // namespace pilot
