#include "core/calculators/devicetable.h"

#include "core/support/coretr.h"
#include "core/support/datafile.h"
#include "core/support/yamlfields.h"

#include <QSet>

namespace pilot {

const Device *DeviceTable::find(const QString &id) const
{
    for (const Device &d : devices) {
        if (d.id == id)
            return &d;
    }
    return nullptr;
}

std::optional<DeviceTable> DeviceTable::parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics)
{
    YamlFields f(fileName, diagnostics);
    const auto document = f.document(yaml, "migration-pilot/devices@1");
    if (!document)
        return std::nullopt;
    const YAML::Node &root = *document;
    DeviceTable table;
    QSet<QString> ids;
    const YAML::Node list = f.child(root, "devices", QString(), true);
    if (list.IsDefined() && f.expectSequence(list, QStringLiteral("devices"))) {
        int index = 0;
        for (const auto &item : list) {
            const QString path = QStringLiteral("devices[%1]").arg(index++);
            if (!f.expectMap(item, path))
                continue;
            Device d;
            d.id = f.string(item, "id", path, true).value_or(QString());
            if (ids.contains(d.id))
                f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("device '%1' is listed twice").arg(d.id));
            ids.insert(d.id);
            d.name = f.string(item, "name", path, true).value_or(QString());
            d.nameDe = f.string(item, "name_de", path).value_or(QString());
            const auto gib = f.number(item, "memory_gib", path, 1e-9);
            const auto gb = f.number(item, "memory_gb", path, 1e-9);
            if (gib && gb)
                f.error(item, path, CoreTr::tr("give memory_gib or memory_gb, not both"));
            else if (!gib && !gb && !item["memory_gib"].IsDefined() && !item["memory_gb"].IsDefined())
                f.error(item, path, CoreTr::tr("missing key 'memory_gib' or 'memory_gb'"));
            d.memoryBytes = gib ? *gib * 1024.0 * 1024.0 * 1024.0 : gb.value_or(0) * 1e9;
            d.perInstance = int(f.integer(item, "per_instance", path, 1).value_or(1));
            d.instance = f.string(item, "instance", path).value_or(QString());
            d.source = f.string(item, "source", path, true).value_or(QString());
            table.devices.append(d);
        }
    }
    if (hasErrors(*diagnostics))
        return std::nullopt;
    return table;
}

std::optional<DeviceTable> DeviceTable::load(const QString &path, Diagnostics *diagnostics)
{
    return loadDataFile<DeviceTable>(path, diagnostics);
}

const DeviceTable &DeviceTable::builtIn()
{
    static const DeviceTable table = loadBuiltInDataFile<DeviceTable>(QStringLiteral(":/devices/devices.yaml"));
    return table;
}

} // namespace pilot
