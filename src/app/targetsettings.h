#pragma once

#include "core/job/launchtarget.h"
#include "core/launch/launcher.h"

#include <QString>

namespace pilot::app {

/// The launcher settings of a target — how SSH reaches a host (configuration file, identity
/// file, known-hosts file), where run folders go on it, the shared folder of a Slurm cluster —
/// kept in the user's settings (QSettings), not in the project file: they name key files of
/// this computer, while the project is shared by a team. Every launch, probe, sync and abort
/// of a run on the target uses them, also for runs found again after the app was restarted.
///
/// Keys: `run/launchers/<target key, percent-encoded>/<field>`, the fields `ssh_config`,
/// `ssh_identity`, `ssh_known_hosts`, `remote_root` (SSH) and `slurm_root` (Slurm). A field
/// not there (or empty) means the launcher's default.
///
/// QSettings is reentrant: these functions may be called on worker threads too.
namespace TargetSettings {

/// Whether `target` has settings: an SSH host or Slurm; `local` has none.
bool hasSettings(const LaunchTarget &target);

/// What the settings of `target` are kept under: an SSH target's canonical text
/// (`ssh://user@host:port`); `slurm` for every partition, since the partitions of the cluster
/// this machine submits to share its file system.
QString keyOf(const LaunchTarget &target);

/// The launcher options of `target` (only the fields its launcher reads are filled); all
/// defaults when never set.
LauncherOptions load(const LaunchTarget &target);
/// The same for a target as launch.json records it; defaults when it does not parse.
LauncherOptions loadForText(const QString &target);

/// Keeps the fields of `options` that `target`'s launcher reads; empty fields are removed.
void save(const LaunchTarget &target, const LauncherOptions &options);

/// The options as the user means them: every field trimmed; a local path starting with `~/`
/// (the SSH files, the Slurm root) taken as in this user's home folder. The run folder on an
/// SSH host keeps its `~`: that is the home of the user logging in there.
LauncherOptions normalized(const LauncherOptions &options);

} // namespace TargetSettings

} // namespace pilot::app
