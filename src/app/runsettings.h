#pragma once

#include <QString>

namespace pilot::app {

/// What the Run stage remembers in the user's settings (QSettings), not in the project file:
/// where one user's runs go is that user's (an SSH host, a Slurm account), while the project
/// is shared by a team.
/// - the last target a run of a project went to, keyed by the project file's absolute path
///   (as a SHA-1, so no character of a path reaches a settings key): `run/targets/<sha1>`;
/// - how many runs go at once on a target: `run/limits/<target, percent-encoded>`.
/// The launcher settings of a target (SSH key files, remote and Slurm roots) are kept beside
/// these by TargetSettings.
namespace RunSettings {

/// The target last used for the project at `projectFile`; "local" when none.
QString target(const QString &projectFile);
void setTarget(const QString &projectFile, const QString &target);

/// Runs at once on `target`; LaunchQueue::defaultLimit() when never set.
int limit(const QString &target);
void setLimit(const QString &target, int limit);

} // namespace RunSettings

} // namespace pilot::app
