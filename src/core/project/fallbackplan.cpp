#include "core/project/fallbackplan.h"

#include "core/job/launchtarget.h"
#include "core/project/projectplace.h"
#include "core/support/coretr.h"
#include "core/support/yamlfields.h"

#include <QDir>
#include <QLocale>

#include <algorithm>

#include <yaml-cpp/yaml.h>

namespace pilot {

namespace {

const char *const kKeys[] = {"emergency_profile", "target", "export_every_hours", "recheck"};

void setText(YAML::Node &map, const char *key, const QString &value)
{
    if (value.isEmpty())
        map.remove(key);
    else
        map[key] = value.toStdString();
}

} // namespace

QString checkEmergencyProfilePath(const QString &path)
{
    if (path.isEmpty())
        return QString();
    if (QDir::isAbsolutePath(path))
        return CoreTr::tr("expected a path relative to the project file, found the absolute path '%1'").arg(path);
    // Relative paths are judged against any folder alike: only ".." can lead out of it.
    if (placeInProject(path, QStringLiteral("/project")).outside)
        return CoreTr::tr("'%1' leads out of the project's folder; keep the emergency profile inside it").arg(path);
    return QString();
}

void readFallbackPlan(const YAML::Node &root, YamlFields &f, FallbackPlan *plan)
{
    const QString path = QStringLiteral("fallback");
    const YAML::Node node = f.child(root, "fallback", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    for (const auto &entry : node) {
        if (!entry.first.IsScalar())
            continue; // reported by expectMap
        const std::string key = entry.first.Scalar();
        if (std::find_if(std::begin(kKeys), std::end(kKeys), [&](const char *k) { return key == k; }) == std::end(kKeys))
            f.warning(entry.first, YamlFields::join(path, QString::fromStdString(key)),
                      CoreTr::tr("unknown key, kept as it is; the fallback plan reads emergency_profile, target, "
                                 "export_every_hours and recheck"));
    }
    if (const auto profile = f.string(node, "emergency_profile", path)) {
        if (const QString problem = checkEmergencyProfilePath(*profile); !problem.isEmpty())
            f.error(node["emergency_profile"], path + QStringLiteral(".emergency_profile"), problem);
        else
            plan->emergencyProfile = QDir::cleanPath(*profile);
    }
    if (const auto target = f.string(node, "target", path)) {
        LaunchTarget parsed;
        QString error;
        if (LaunchTarget::parse(*target, &parsed, &error))
            plan->target = parsed.toString();
        else
            f.error(node["target"], path + QStringLiteral(".target"), error);
    }
    if (const auto hours = f.number(node, "export_every_hours", path, 0.0)) {
        if (*hours > 0)
            plan->exportEveryHours = hours;
        else
            f.error(node["export_every_hours"], path + QStringLiteral(".export_every_hours"),
                    CoreTr::tr("expected a number of hours above 0, found 0"));
    }
    plan->recheck = f.string(node, "recheck", path).value_or(QString());
}

void writeFallbackPlan(YAML::Node &root, const FallbackPlan &plan)
{
    YAML::Node node = root["fallback"].IsMap() ? root["fallback"] : YAML::Node(YAML::NodeType::Map);
    setText(node, "emergency_profile", plan.emergencyProfile);
    setText(node, "target", plan.target);
    if (plan.exportEveryHours)
        node["export_every_hours"] = QString::number(*plan.exportEveryHours, 'g', QLocale::FloatingPointShortest).toStdString();
    else
        node.remove("export_every_hours");
    setText(node, "recheck", plan.recheck);
    if (node.size() == 0)
        root.remove("fallback");
    else
        root["fallback"] = node;
}

} // namespace pilot
