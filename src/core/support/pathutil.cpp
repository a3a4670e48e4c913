#include "core/support/pathutil.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

QString resolveBesideFile(const QString &file, const QString &path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path))
        return path;
    return QDir::cleanPath(QFileInfo(file).absoluteDir().filePath(path));
}

} // namespace pilot
