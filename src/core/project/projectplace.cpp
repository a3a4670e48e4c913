#include "core/project/projectplace.h"
#include "core/project/project.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

ProjectPlace placeInProject(const QString &path, const QString &projectFolder)
{
    ProjectPlace place;
    place.shown = path;
    if (path.isEmpty())
        return place;
    const QString folder = QDir::cleanPath(QFileInfo(projectFolder).absoluteFilePath());
    const QString joined = QDir::isAbsolutePath(path) ? QDir::cleanPath(path) : QDir::cleanPath(folder + QLatin1Char('/') + path);
    const QString relative = QDir(folder).relativeFilePath(joined);
    if (relative == QLatin1String("..") || relative.startsWith(QLatin1String("../")) || QDir::isAbsolutePath(relative)) {
        place.outside = true;
        return place;
    }
    place.shown = relative.isEmpty() ? QStringLiteral(".") : relative;
    place.absolute = joined;
    return place;
}

RunFolder runFolder(const QString &runPath, const QString &projectFolder)
{
    const QString folder = QDir::cleanPath(QFileInfo(projectFolder.isEmpty() ? QDir::currentPath() : projectFolder).absoluteFilePath());
    const ProjectPlace place = placeInProject(runPath, folder);
    RunFolder run{place.absolute, place.shown, place.outside};
    // A run outside the project is still the user's to look at (the Runs and Compare pages
    // read it); only the record refuses it.
    if (place.outside)
        run.path = QDir::cleanPath(QDir(folder).absoluteFilePath(runPath));
    return run;
}

QString runPathInProject(const QString &dir, const QString &projectFolder)
{
    if (projectFolder.isEmpty())
        return dir;
    const ProjectPlace place = placeInProject(dir, projectFolder);
    return place.outside ? dir : place.shown;
}

QString projectFolderOf(const QString &projectFile)
{
    return projectFile.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(projectFile).absolutePath());
}

QString projectRunName(const ProjectRun &run, const QString &projectFolder)
{
    return run.label.isEmpty() ? runFolder(run.path, projectFolder).shown : run.label;
}

} // namespace pilot
