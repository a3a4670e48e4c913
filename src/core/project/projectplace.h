#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

struct ProjectRun;

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

/// A run folder the project lists (ProjectRun::path), resolved one way for every reader: the
/// Runs and Compare pages, the decision record and pilotctl. Nothing is looked up on disk.
struct RunFolder
{
    QString path;         ///< the clean absolute path, wherever it lies; empty for an empty run path
    QString shown;        ///< relative to the project folder when inside it, else as the project writes it
    bool outside = false; ///< outside the project folder: the record does not read it (placeInProject)
};

/// `runPath` is absolute or relative to `projectFolder`; a project not saved yet (empty
/// folder) has the working folder as its folder.
PILOT_CORE_EXPORT RunFolder runFolder(const QString &runPath, const QString &projectFolder);

/// How a project writes the run folder `dir` (the inverse of runFolder): relative to the
/// project's folder when it lies inside it, so the project can move with its runs; else as
/// given. A project without a folder yet keeps `dir` as it is.
PILOT_CORE_EXPORT QString runPathInProject(const QString &dir, const QString &projectFolder);

/// How the record names a run of the project: its label, else its path relative to the project
/// folder (as written when outside it).
PILOT_CORE_EXPORT QString projectRunName(const ProjectRun &run, const QString &projectFolder);

/// The absolute folder of a project file; empty for a project that has no file yet.
PILOT_CORE_EXPORT QString projectFolderOf(const QString &projectFile);

} // namespace pilot
