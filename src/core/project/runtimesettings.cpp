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

} // namespace pilot
