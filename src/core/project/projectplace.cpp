#include "core/project/projectplace.h"

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

} // namespace pilot
