#pragma once

#include <QDateTime>
#include <QString>

namespace pilot::app {

/// Tells the desktop that a project file was used, as GTK and KDE applications do: an entry in
/// the freedesktop recently-used list (`recently-used.xbel` in the user's data folder), so the
/// file manager's and the desktop's "Recent" views list it with this application. The file's
/// other entries are copied as they are; the project's own entry is replaced (its use count
/// carried on). A list that cannot be read as one (too big, not XBEL, torn) is left untouched:
/// the desktop's list is never damaged for a nicety. Written atomically; errors are not the
/// user's problem and are only returned.
bool registerRecentWithDesktop(const QString &projectPath, const QDateTime &now = QDateTime::currentDateTimeUtc(),
                               QString *error = nullptr);

/// Where that list is: $XDG_DATA_HOME/recently-used.xbel.
QString desktopRecentFile();

inline constexpr qint64 kMaxRecentListBytes = 16 * 1024 * 1024;

} // namespace pilot::app
