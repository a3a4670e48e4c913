#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QString>

namespace pilot {

/// Replaces `path` with `data` so that a reader sees either the old or the new content,
/// never a mixture: the bytes go to a temporary file in the same folder, which is fsynced and
/// then renamed over the target; the folder is fsynced so the rename survives a power cut.
/// On any failure (full disk, quota, permissions) the temporary file is removed, the target
/// is untouched and `error` says why.
/// A symbolic link at `path` itself is replaced by the file, not written through (see
/// resolveSymlinks() for saving through a link).
PILOT_CORE_EXPORT bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

/// The same inside an open folder: `name` (one path component) in the folder `dirFd`. Nothing
/// is followed: the temporary file is created with O_EXCL | O_NOFOLLOW, and a link planted
/// under `name` is replaced by the file. `shownPath` names the file in messages.
PILOT_CORE_EXPORT bool writeFileAtomicallyAt(int dirFd, const QString &name, const QByteArray &data, const QString &shownPath,
                                             QString *error);

/// The absolute path `path` leads to after following symbolic links (also when the last one
/// points at a file not there yet), so that a save through a link replaces the link's target
/// and keeps the link.
PILOT_CORE_EXPORT QString resolveSymlinks(const QString &path);

} // namespace pilot
