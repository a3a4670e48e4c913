#pragma once

#include "pilot_core_export.h"
#include "core/compare/scaling.h"
#include "core/project/project.h"

#include <QHash>

namespace pilot {

/// The scaling points of a project's runs for the decision record: its first reference, its
/// first pilot, then every other run in the project's order, each named as the record names it
/// (projectRunName). `read` holds runs already read (by computePilotResults); the others are
/// read here, only inside the project folder. Empty when no run ran on more than one process:
/// that is decided from the first line of each run folder, so ordinary projects read no run twice.
/// A run that cannot be read keeps its row (ScalingPoint::Problem::Unreadable).
PILOT_CORE_EXPORT QList<ScalingPoint> projectScaling(const Project &project, const QString &projectFolder,
                                                     const QHash<const ProjectRun *, const RunMetrics *> &read = {});

} // namespace pilot
