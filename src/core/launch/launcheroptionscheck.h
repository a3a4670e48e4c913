#pragma once

#include "pilot_core_export.h"
#include "core/job/launchtarget.h"
#include "core/launch/launcher.h"

#include <QList>
#include <QString>

namespace pilot {

/// One field of LauncherOptions.
enum class LauncherOption { SshConfigFile, SshIdentityFile, SshKnownHostsFile, RemoteRunRoot, SlurmRunRoot };

/// The field's name for people ("Identity file"), to put before a problem's message.
PILOT_CORE_EXPORT QString launcherOptionLabel(LauncherOption option);

struct LauncherOptionProblem
{
    LauncherOption option;
    QString message; ///< a whole sentence for people naming the value, not the field (see launcherOptionLabel)
};

/// What keeps `options` from being used for runs on `target`, each problem naming its field;
/// empty when they can be used. Only the fields the target's launcher reads are checked (SSH:
/// the three files and the remote root; Slurm: the shared root; local: none). An empty field
/// means the launcher's default and is never a problem.
/// - SSH files: absolute paths of regular files (notRegularFileReason(): a folder, a named pipe
///   or a device is named as such), without a line break or a double quote (ssh cannot be
///   given such a path); an identity file others may read is refused, since ssh ignores it.
/// - remote root: an absolute path on the host, or `~` / one under `~/` (the host user's home).
/// - Slurm root: the absolute path of an existing folder. With `runParent` (the folder new run
///   folders go into, e.g. a project's `runs`), that folder must lie inside the root, also
///   once symbolic links are resolved — the Slurm launcher refuses any other run folder.
/// Looks with stat() only (never opens a file, so a pipe cannot block it), but a path on a slow
/// network file system can still take time: the app calls it off its GUI thread.
PILOT_CORE_EXPORT QList<LauncherOptionProblem> checkLauncherOptions(const LaunchTarget &target, const LauncherOptions &options,
                                                                    const QString &runParent = QString());

/// What an SSH host said when asked who it is.
struct SshLoginAnswer
{
    QString hostName; ///< the host's `uname -n`
    QString runRoot;  ///< the folder run folders go into there, `~` resolved
};

/// Logs in to the host of the SSH target `target` with `options`, as the SSH launcher does
/// (keys only, the host key checked strictly and never accepted unseen: an unknown or changed
/// key is the error, saying so), and asks for its name and where run folders would go. Changes
/// nothing on the host. One or two round trips; blocks up to the SSH launcher's time limits.
PILOT_CORE_EXPORT bool checkSshLogin(const LaunchTarget &target, const LauncherOptions &options, SshLoginAnswer *answer, QString *error);

} // namespace pilot
