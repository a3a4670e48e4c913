#pragma once

#include "pilot_core_export.h"

#include <QString>

#include <optional>

namespace YAML {
class Node;
}

namespace pilot {

class YamlFields;

/// The project's fallback plan (`fallback`, docs/fallback.md): what the team does when the pilot
/// platform fails it — a small GPU emergency profile (a job file), where it runs, how often the
/// last accepted training state is exported, and what is checked again after a fallback. The
/// decision guide asks for one before the pilot starts. Every part is optional.
struct FallbackPlan
{
    /// The emergency profile, a job file (docs/job-interface.md), relative to the project file
    /// and inside its folder; empty when none is named.
    QString emergencyProfile;
    /// Where a fallback runs, as LaunchTarget::toString() writes it (local, ssh://u@h:22,
    /// slurm:gpu); empty when the plan does not say.
    QString target;
    /// How often the last accepted state is exported, in hours (> 0).
    std::optional<double> exportEveryHours;
    /// What is checked again after a fallback, in the team's words.
    QString recheck;

    bool isEmpty() const { return emergencyProfile.isEmpty() && target.isEmpty() && !exportEveryHours && recheck.isEmpty(); }
    bool operator==(const FallbackPlan &other) const
    {
        return emergencyProfile == other.emergencyProfile && target == other.target && exportEveryHours == other.exportEveryHours
               && recheck == other.recheck;
    }
    bool operator!=(const FallbackPlan &other) const { return !(*this == other); }
};

/// Why `path` cannot name the emergency profile (empty when it can): it must be relative and
/// stay inside the project's folder, since a fallback job is built from it and the record
/// reads only what lies inside the project. Decided from the text alone.
PILOT_CORE_EXPORT QString checkEmergencyProfilePath(const QString &path);

/// Reads `fallback` of a project file's `root` into `plan`, every problem located.
PILOT_CORE_EXPORT void readFallbackPlan(const YAML::Node &root, YamlFields &fields, FallbackPlan *plan);

/// Writes `plan` into `root` in place: known keys are set or removed, others kept; an empty
/// plan without other keys removes the section.
PILOT_CORE_EXPORT void writeFallbackPlan(YAML::Node &root, const FallbackPlan &plan);

} // namespace pilot
