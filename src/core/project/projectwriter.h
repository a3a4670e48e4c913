#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"
#include "core/support/diagnostic.h"

#include <QByteArray>

#include <functional>

namespace pilot {

/// The YAML text of `project`. Known keys are updated in place in the text the project was
/// loaded from, so keys this build does not know (and their order) survive a save.
PILOT_CORE_EXPORT QByteArray serializeProject(const Project &project);

/// How long saving waits for another program's update of the same project file.
inline constexpr int kProjectLockTimeoutMs = 10000;

/// Writes the project atomically (see writeFileAtomically) while holding the file's lock
/// (lockFileOf(path), see FileLock), so that it never interleaves with another program's
/// update. A symbolic link is followed: its target is replaced and the link stays. A named pipe
/// or a device at `path` is refused.
///
/// With a non-empty `expectedHash` — the SHA-256 of the bytes the project was loaded from
/// (ProjectLoadResult::fileHash) — the save is a compare-and-swap: when the file on disk holds
/// anything else now, nothing is written and `error` says that the file changed on disk since
/// it was opened. `savedHash` (may be null) receives the hash of what was written, to expect
/// at the next save.
PILOT_CORE_EXPORT bool saveProject(const Project &project, const QString &path, QString *error);
PILOT_CORE_EXPORT bool saveProject(const Project &project, const QString &path, const QByteArray &expectedHash, QByteArray *savedHash,
                                   QString *error, int lockTimeoutMs = kProjectLockTimeoutMs);

struct ProjectUpdateResult
{
    bool ok = false;
    bool unreadable = false; ///< the file is missing, not a regular file or cannot be read
    Diagnostics diagnostics; ///< problems of the file as it was read
    QString error;           ///< why the update was not saved (lock, write)
};

/// Reads, changes and saves a project file as one step under its lock: two programs updating
/// the same file one after the other both keep their change. `change` edits the loaded project.
PILOT_CORE_EXPORT ProjectUpdateResult updateProject(const QString &path, const std::function<void(Project &)> &change,
                                                    int lockTimeoutMs = kProjectLockTimeoutMs);

} // namespace pilot
