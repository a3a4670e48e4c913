#pragma once

#include <QStringList>

namespace pilot::app {

/// The most recently opened project files, newest first, kept in QSettings.
class RecentProjects
{
public:
    static constexpr int kMaxEntries = 8;

    static QStringList load();
    /// Moves `path` to the front; returns the new list.
    static QStringList add(const QString &path);
    static QStringList remove(const QString &path);
    static void clear();
};

} // namespace pilot::app
