#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"
#include "core/support/diagnostic.h"

#include <optional>

namespace pilot {

struct ProjectLoadResult
{
    std::optional<Project> project; ///< set when there are no errors (warnings may exist)
    Diagnostics diagnostics;
    /// SHA-256 of the bytes loadProject() read. Saving with it (saveProject) refuses to
    /// overwrite the file when someone changed it since.
    QByteArray fileHash;
};

/// Project files are small; anything bigger than this is refused before parsing.
inline constexpr qint64 kMaxProjectFileBytes = 8 * 1024 * 1024;

/// Reads and validates a project file. Never throws; every problem is a located diagnostic.
PILOT_CORE_EXPORT ProjectLoadResult loadProject(const QString &path);
/// The bytes of a project file as loadProject() reads them (empty when it cannot be read),
/// and their SHA-256 in `hash`: what is on disk now, to compare with what was loaded.
PILOT_CORE_EXPORT QByteArray readProjectBytes(const QString &path, QByteArray *hash);
/// The same for text already in memory; `fileName` is used in diagnostics.
PILOT_CORE_EXPORT ProjectLoadResult parseProject(const QByteArray &yaml, const QString &fileName);

} // namespace pilot
