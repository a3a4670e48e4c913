#pragma once

#include "pilot_core_export.h"
#include "project.h"

namespace pilot {

/// The YAML text of `project`. Known keys are updated in place in the text the project was
/// loaded from, so keys this build does not know (and their order) survive a save.
PILOT_CORE_EXPORT QByteArray serializeProject(const Project &project);

/// Writes the project atomically (see writeFileAtomically).
PILOT_CORE_EXPORT bool saveProject(const Project &project, const QString &path, QString *error);

} // namespace pilot
