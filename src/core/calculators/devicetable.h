#pragma once

#include "pilot_core_export.h"
#include "core/support/diagnostic.h"

#include <QList>
#include <QString>

#include <optional>

namespace pilot {

/// An accelerator for the memory calculator, from the user-editable device table
/// (resources/devices/devices.yaml).
struct Device
{
    QString id;
    QString name;
    QString nameDe; ///< the name in German where it differs ("AWS Trainium2 (ein Chip)"), else empty
    double memoryBytes = 0;
    int perInstance = 1;
    QString instance;
    QString source; ///< where the figure comes from

    /// The name for readers of `language` ("de" or "en"): records are written in their own language.
    QString nameIn(const QString &language) const { return language == QLatin1String("de") && !nameDe.isEmpty() ? nameDe : name; }
};

struct PILOT_CORE_EXPORT DeviceTable
{
    QList<Device> devices;

    const Device *find(const QString &id) const;
    /// Memory is given as memory_gib (2^30 bytes) or memory_gb (10^9 bytes), as vendors state it.
    static std::optional<DeviceTable> parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics);
    static std::optional<DeviceTable> load(const QString &path, Diagnostics *diagnostics);
    static const DeviceTable &builtIn();
};

} // namespace pilot
