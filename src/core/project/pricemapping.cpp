#include "core/project/pricemapping.h"

#include "core/job/launchtarget.h"
#include "core/support/coretr.h"
#include "core/support/yamlfields.h"

#include <QLocale>

#include <yaml-cpp/yaml.h>

namespace pilot {

namespace {

// `id` or `{price: id, units: n}`.
std::optional<PriceRef> readRef(const YAML::Node &node, YamlFields &f, const QString &at)
{
    if (node.IsScalar()) {
        const QString id = QString::fromStdString(node.Scalar());
        if (id.isEmpty()) {
            f.error(node, at, CoreTr::tr("expected the id of a price table entry"));
            return std::nullopt;
        }
        return PriceRef{id, std::nullopt};
    }
    if (!node.IsMap()) {
        f.error(node, at, CoreTr::tr("expected a price id or {price: ID, units: N}, found %1").arg(YamlFields::describe(node)));
        return std::nullopt;
    }
    if (!f.expectMap(node, at))
        return std::nullopt;
    PriceRef ref;
    const auto id = f.string(node, "price", at, true);
    if (!id)
        return std::nullopt;
    ref.price = *id;
    ref.units = f.boundedNumber(node, "units", at, 0.0, PriceRef::kMaxUnits);
    if (ref.units && *ref.units <= 0) {
        f.error(node["units"], YamlFields::join(at, QStringLiteral("units")), CoreTr::tr("expected a number of units above 0, found 0"));
        return std::nullopt;
    }
    return ref;
}

YAML::Node refNode(const PriceRef &ref)
{
    if (!ref.units)
        return YAML::Node(ref.price.toStdString());
    YAML::Node n(YAML::NodeType::Map);
    n.SetStyle(YAML::EmitterStyle::Flow);
    n["price"] = ref.price.toStdString();
    n["units"] = QString::number(*ref.units, 'g', QLocale::FloatingPointShortest).toStdString();
    return n;
}

void writeMap(YAML::Node &section, const char *key, const QMap<QString, PriceRef> &refs)
{
    if (refs.isEmpty()) {
        section.remove(key);
        return;
    }
    YAML::Node map(YAML::NodeType::Map);
    for (auto it = refs.cbegin(); it != refs.cend(); ++it)
        map[it.key().toStdString()] = refNode(it.value());
    section[key] = map;
}

} // namespace

void readPriceMapping(const YAML::Node &root, YamlFields &f, PriceMapping *mapping)
{
    const QString path = QStringLiteral("prices");
    const YAML::Node node = f.child(root, "prices", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    for (const auto &entry : node) {
        if (!entry.first.IsScalar())
            continue; // reported by expectMap
        const QString key = QString::fromStdString(entry.first.Scalar());
        if (key != QLatin1String("runs") && key != QLatin1String("targets"))
            f.warning(entry.first, YamlFields::join(path, key), CoreTr::tr("unknown key, kept as it is; prices reads runs and targets"));
    }
    const YAML::Node runs = f.child(node, "runs", path, false);
    const QString runsAt = path + QStringLiteral(".runs");
    if (runs.IsDefined() && !runs.IsNull() && f.expectMap(runs, runsAt)) {
        for (const auto &entry : runs) {
            if (!entry.first.IsScalar())
                continue;
            const QString run = QString::fromStdString(entry.first.Scalar());
            if (const auto ref = readRef(entry.second, f, YamlFields::join(runsAt, run)))
                mapping->runs.insert(run, *ref);
        }
    }
    const YAML::Node targets = f.child(node, "targets", path, false);
    const QString targetsAt = path + QStringLiteral(".targets");
    if (targets.IsDefined() && !targets.IsNull() && f.expectMap(targets, targetsAt)) {
        for (const auto &entry : targets) {
            if (!entry.first.IsScalar())
                continue;
            const QString written = QString::fromStdString(entry.first.Scalar());
            const QString at = YamlFields::join(targetsAt, written);
            LaunchTarget target;
            QString error;
            if (!LaunchTarget::parse(written, &target, &error)) {
                f.error(entry.first, at, error);
                continue;
            }
            if (const auto ref = readRef(entry.second, f, at))
                mapping->targets.insert(target.toString(), *ref);
        }
    }
}

void writePriceMapping(YAML::Node &root, const PriceMapping &mapping)
{
    YAML::Node node = root["prices"].IsMap() ? root["prices"] : YAML::Node(YAML::NodeType::Map);
    writeMap(node, "runs", mapping.runs);
    writeMap(node, "targets", mapping.targets);
    if (node.size() == 0)
        root.remove("prices");
    else
        root["prices"] = node;
}

} // namespace pilot
