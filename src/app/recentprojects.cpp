#include "recentprojects.h"

#include <QFileInfo>
#include <QSettings>

namespace pilot::app {

namespace {
const char kKey[] = "recent/projects";

QStringList store(QStringList list)
{
    while (list.size() > RecentProjects::kMaxEntries)
        list.removeLast();
    QSettings().setValue(QLatin1String(kKey), list);
    return list;
}
} // namespace

QStringList RecentProjects::load()
{
    return QSettings().value(QLatin1String(kKey)).toStringList();
}

QStringList RecentProjects::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = load();
    list.removeAll(absolute);
    list.prepend(absolute);
    return store(list);
}

QStringList RecentProjects::remove(const QString &path)
{
    QStringList list = load();
    list.removeAll(path);
    return store(list);
}

void RecentProjects::clear()
{
    store({});
}

} // namespace pilot::app
