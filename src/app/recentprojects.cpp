#include "recentprojects.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace pilot::app {

namespace {
const char kKey[] = "recent/projects";
const char kTitles[] = "recent/titles"; ///< path → title, for the paths of the list

QStringList store(QStringList list)
{
    while (list.size() > RecentProjects::kMaxEntries)
        list.removeLast();
    QSettings settings;
    settings.setValue(QLatin1String(kKey), list);
    // Titles of paths no longer listed go with them.
    const QVariantMap titles = settings.value(QLatin1String(kTitles)).toMap();
    QVariantMap kept;
    for (const QString &path : std::as_const(list)) {
        if (titles.contains(path))
            kept.insert(path, titles.value(path));
    }
    settings.setValue(QLatin1String(kTitles), kept);
    return list;
}
} // namespace

QStringList RecentProjects::load()
{
    return QSettings().value(QLatin1String(kKey)).toStringList();
}

QStringList RecentProjects::add(const QString &path, const QString &title)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = load();
    list.removeAll(absolute);
    list.prepend(absolute);
    QSettings settings;
    QVariantMap titles = settings.value(QLatin1String(kTitles)).toMap();
    // One line of plain text, whatever the project's title holds.
    const QString shown = title.simplified().left(80);
    if (shown.isEmpty())
        titles.remove(absolute);
    else
        titles.insert(absolute, shown);
    settings.setValue(QLatin1String(kTitles), titles);
    return store(list);
}

QString RecentProjects::title(const QString &path)
{
    return QSettings().value(QLatin1String(kTitles)).toMap().value(path).toString();
}

QString RecentProjects::menuText(const QString &path)
{
    QString folder = QDir::toNativeSeparators(QFileInfo(path).absolutePath());
    const QString home = QDir::toNativeSeparators(QDir::homePath());
    if (folder == home || folder.startsWith(home + QDir::separator()))
        folder = QLatin1Char('~') + folder.mid(home.size());
    const QString name = title(path);
    // "&" would mark a mnemonic in a menu: written twice, it is shown as itself.
    return QString(name.isEmpty() ? QFileInfo(path).fileName() : name).replace(QLatin1Char('&'), QStringLiteral("&&"))
           + QStringLiteral(" — ") + folder.replace(QLatin1Char('&'), QStringLiteral("&&"));
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
