#include "core/project/projectschema.h"

#include "core/project/project.h"
#include "core/support/coretr.h"
#include "core/support/yamlfields.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace pilot::projectschema {

namespace {

using Step = void (*)(YAML::Node &root);

// kSteps[i] turns a version i+1 file into version i+2. Version 1 is the first published
// format, so the table is still empty; a format change appends its step here and bumps
// Project::kSchemaVersion, and older files keep loading.
constexpr std::array<Step, Project::kSchemaVersion - 1> kSteps{};

} // namespace

QString currentTag()
{
    return QStringLiteral("migration-pilot/project@%1").arg(Project::kSchemaVersion);
}

std::optional<int> versionOf(const QString &tag)
{
    static const QRegularExpression re(QStringLiteral("^migration-pilot/project@([0-9]{1,4})\\z"));
    const auto match = re.match(tag.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

bool migrate(YAML::Node &root, int fromVersion, const YAML::Node &schemaNode, YamlFields &fields)
{
    if (fromVersion < 1 || fromVersion > Project::kSchemaVersion) {
        fields.error(schemaNode, QStringLiteral("schema"),
                     CoreTr::tr("unknown version %1 of the project format; this build reads "
                                "versions 1 to %2 (a newer Migration Pilot wrote this file?)")
                         .arg(fromVersion)
                         .arg(Project::kSchemaVersion));
        return false;
    }
    for (int v = fromVersion; v < Project::kSchemaVersion; ++v)
        kSteps[static_cast<size_t>(v - 1)](root);
    return true;
}

} // namespace pilot::projectschema
