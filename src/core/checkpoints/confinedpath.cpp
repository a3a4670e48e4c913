#include "core/checkpoints/confinedpath.h"

#include "core/support/coretr.h"
#include "core/support/pathutil.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

QString confinedPath(const QString &folder, const QString &name, QString *reason)
{
    const auto refuse = [&](const QString &why) {
        *reason = why;
        return QString();
    };
    if (name.isEmpty())
        return refuse(CoreTr::tr("the name is empty"));
    if (name.startsWith(QLatin1Char('/')))
        return refuse(CoreTr::tr("the name is an absolute path, not a file in the checkpoint folder"));
    for (const QChar c : name) {
        if (c.category() == QChar::Other_Control || c == QLatin1Char('\\'))
            return refuse(CoreTr::tr("the name holds a control character or a backslash"));
    }
    for (const QString &part : name.split(QLatin1Char('/'))) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
            return refuse(CoreTr::tr("the name leads out of the checkpoint folder (an empty, \".\" or \"..\" part)"));
    }
    const QString path = QDir(folder).filePath(name);
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return path; // missing: the caller says so
    const QString root = QFileInfo(folder).canonicalFilePath();
    const QString target = info.canonicalFilePath();
    if (target.isEmpty())
        return refuse(CoreTr::tr("the name is a link that leads nowhere"));
    if (root.isEmpty() || !isInsideFolder(target, root))
        return refuse(CoreTr::tr("the name is a link that leads out of the checkpoint folder"));
    return path;
}

} // namespace pilot
