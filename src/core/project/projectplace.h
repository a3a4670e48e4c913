#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// Where a path named in a project (a run, an evidence file) lies with respect to the project's
/// folder. Decided from the text alone — nothing is looked up on disk — so that a path outside
/// the project is never touched: its existence is not even checked.
struct ProjectPlace
{
    QString shown;    ///< relative to the project folder when inside it, else the path as given
    QString absolute; ///< the clean absolute path when inside; empty when outside
    bool outside = false;
};

/// `path` is absolute or relative to `projectFolder`. Outside means: absolute and not under
/// the folder, or leaving it through "..". An absolute path under the folder is inside and
/// shown relative, so a record never shows where the project lives on a disk. Symbolic links
/// inside the project folder are the project's own and are followed when reading.
PILOT_CORE_EXPORT ProjectPlace placeInProject(const QString &path, const QString &projectFolder);

} // namespace pilot
