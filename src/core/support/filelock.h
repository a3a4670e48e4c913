#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// An exclusive advisory lock (flock) on a lock file, held while the object lives. Programs
/// that update one file take the lock file beside it first, so that their read-modify-write
/// cycles run one after the other instead of losing each other's changes. The lock file is
/// created when missing and left in place (removing it would let two holders lock different
/// files); the kernel drops the lock when the process ends, however it ends.
class PILOT_CORE_EXPORT FileLock
{
public:
    FileLock() = default;
    ~FileLock();
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    /// Takes the lock on `lockFile`, waiting up to `timeoutMs` for another holder to let go.
    /// False with `error` set when it could not (timeout, the lock file is a link or not a
    /// regular file, no permission).
    bool acquire(const QString &lockFile, int timeoutMs, QString *error);
    void release();
    bool isHeld() const { return m_fd >= 0; }

private:
    int m_fd = -1;
};

/// The lock file of `file`: ".<name>.lock" in the folder of the file `file` leads to after
/// following symbolic links, so every way to the same file meets the same lock.
PILOT_CORE_EXPORT QString lockFileOf(const QString &file);

} // namespace pilot
