#pragma once

#include <QStringList>

namespace pilot::app {

/// The most recently opened project files, newest first, kept in QSettings.
class RecentProjects
{
public:
    static constexpr int kMaxEntries = 8;

    static QStringList load();
    /// Moves `path` to the front, with the project's title as it was when opened; returns the new list.
    static QStringList add(const QString &path, const QString &title = QString());
    /// The title `path` had when it was last opened (empty when not known).
    static QString title(const QString &path);
    /// How the Open Recent menu names `path`: its title and its folder ("Title — ~/projects/x"),
    /// the file's name and folder when the title is not known; the home folder written as ~.
    static QString menuText(const QString &path);
    static QStringList remove(const QString &path);
    static void clear();
};

} // namespace pilot::app
