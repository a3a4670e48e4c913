#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QString>

namespace pilot {

/// A regular file opened for reading: the one way files from outside (projects, rules, device
/// tables, operator lists, runs, imports) are opened. Anything else is refused without
/// blocking: a named pipe would block the reader until someone writes to it, a device such as
/// /dev/zero never ends. open() opens with O_NONBLOCK | O_NOCTTY (so opening a FIFO returns at
/// once) and checks the opened descriptor with fstat, so a file swapped for something else
/// between a look at the path and the open is caught too; then it clears O_NONBLOCK.
/// Symbolic links are followed; what they point at must be a regular file.
class PILOT_CORE_EXPORT RegularFile
{
public:
    RegularFile() = default;
    ~RegularFile();
    RegularFile(const RegularFile &) = delete;
    RegularFile &operator=(const RegularFile &) = delete;

    /// Opens `path`; false when it is missing, unreadable or not a regular file (see error()).
    bool open(const QString &path);
    /// Opens `relative` (slash-separated, no "." or ".." parts) inside `folder` without following
    /// a symbolic link on the way or at its end: a file of a run folder must be the folder's own
    /// (a link planted as logs/stderr.log could point anywhere). The folder itself is followed.
    bool openBeneath(const QString &folder, const QString &relative);
    void close();
    bool isOpen() const { return m_fd >= 0; }
    int descriptor() const { return m_fd; }

    /// Size, device and inode of the opened file as fstat saw them at open().
    qint64 size() const { return m_size; }
    quint64 device() const { return m_device; }
    quint64 inode() const { return m_inode; }

    /// Reads up to `size` bytes at `offset` (retrying interrupted calls); -1 on error.
    qint64 readAt(char *buffer, qint64 size, qint64 offset);

    /// Reads the whole file from the start when it holds at most `maxBytes` bytes. The size
    /// fstat reported is only a hint: the read stops one byte past the limit whatever it said.
    /// False with error() set when the file is larger or cannot be read; `tooLarge` tells the two
    /// apart.
    bool readAll(qint64 maxBytes, QByteArray *content, bool *tooLarge = nullptr);

    /// Why the last call failed, without the path: "this is a named pipe (FIFO), not a regular
    /// file", "no such file or folder", the system's reason, …
    const QString &error() const { return m_error; }

private:
    bool adopt(int fd); // checks an opened descriptor and keeps it; closes it when refused

    int m_fd = -1;
    qint64 m_size = 0;
    quint64 m_device = 0;
    quint64 m_inode = 0;
    QString m_error;
};

/// Empty when `path` is a regular file (after following symbolic links); otherwise a message
/// without the path saying what it is instead: "no such file or folder", "this is a folder, not
/// a regular file", "this is a named pipe (FIFO), not a regular file", "this is a device, not a
/// regular file", … Looks with stat() only, so it never blocks.
PILOT_CORE_EXPORT QString notRegularFileReason(const QString &path);

/// Reads a whole regular file of at most `maxBytes` bytes, or a file compiled into the program
/// (a Qt resource path ":/…"). False with `error` (without the path) otherwise.
PILOT_CORE_EXPORT bool readRegularFile(const QString &path, qint64 maxBytes, QByteArray *content, QString *error, bool *tooLarge = nullptr);

/// The same for a file a folder may or may not hold (a run folder's launch.json): false with
/// `error` empty when nothing is at `path`; false with "path: reason" when something is there
/// that is not a readable regular file of at most `maxBytes` bytes.
PILOT_CORE_EXPORT bool readOptionalRegularFile(const QString &path, qint64 maxBytes, QByteArray *content, QString *error);

} // namespace pilot
