#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// Paths inside project and job files are absolute or relative to the folder of the file that
/// names them; this makes such a path usable.
PILOT_CORE_EXPORT QString resolveBesideFile(const QString &file, const QString &path);

/// `path` is `root` or lies inside it (both clean and absolute; compared as text).
PILOT_CORE_EXPORT bool isInsideFolder(const QString &path, const QString &root);

/// `path` with symbolic links resolved as far as it exists: the nearest existing folder made
/// canonical, the part not created yet (a project's `runs` folder before its first run)
/// appended as written. Blocks on file I/O.
PILOT_CORE_EXPORT QString resolveExistingPart(const QString &path);

} // namespace pilot
