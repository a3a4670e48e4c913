#pragma once

#include "pilot_core_export.h"

#include <QString>

#include <yaml-cpp/yaml.h>

#include <optional>

namespace pilot {

class YamlFields;

/// Versions of the project file format and the steps that move an older file forward.
/// A file names its version as `schema: migration-pilot/project@N`; reading migrates it to
/// Project::kSchemaVersion in memory, saving writes the current version.
namespace projectschema {

PILOT_CORE_EXPORT QString currentTag();
/// The N of "migration-pilot/project@N", or nothing for any other text.
PILOT_CORE_EXPORT std::optional<int> versionOf(const QString &tag);
/// Applies the migration steps from `fromVersion` to the current version in place. Returns
/// false (with a located error) for versions this build cannot read.
PILOT_CORE_EXPORT bool migrate(YAML::Node &root, int fromVersion, const YAML::Node &schemaNode, YamlFields &fields);

} // namespace projectschema
} // namespace pilot
