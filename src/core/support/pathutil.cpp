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

bool isInsideFolder(const QString &path, const QString &root)
{
    return path == root || path.startsWith(root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/'));
}

QString resolveExistingPart(const QString &path)
{
    QString existing = path;
    QStringList rest;
    while (!QFileInfo::exists(existing) && existing != QLatin1String("/")) {
        rest.prepend(QFileInfo(existing).fileName());
        existing = QFileInfo(existing).path();
    }
    const QString canonical = QFileInfo(existing).canonicalFilePath();
    return QDir::cleanPath((canonical.isEmpty() ? existing : canonical) + QLatin1Char('/') + rest.join(QLatin1Char('/')));
}

} // namespace pilot
