#include "queuerestore.h"

#include "core/launch/launchrecord.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

namespace pilot::app {

namespace {

// Subfolders of runs/ looked at; a project with more is not one a person follows in a table.
constexpr int kMaxRunFolders = 10000;

} // namespace

QueueRestore scanProjectQueue(const QString &projectFolder, const QStringList &projectRunDirs)
{
    QueueRestore r;
    r.projectFolder = projectFolder;
    const QString runs = QDir(projectFolder).filePath(QStringLiteral("runs"));
    r.queued = findQueuedRuns(runs, kMaxRunFolders);
    QStringList candidates;
    QDirIterator it(runs, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::NoSymLinks);
    for (int seen = 0; it.hasNext() && seen < kMaxRunFolders; ++seen)
        candidates.append(QDir::cleanPath(QFileInfo(it.next()).absoluteFilePath()));
    candidates += projectRunDirs;
    QSet<QString> done;
    for (const QString &dir : std::as_const(candidates)) {
        if (dir.isEmpty() || done.contains(dir))
            continue;
        done.insert(dir);
        LaunchRecord record;
        QString error;
        if (readLaunchRecord(dir, &record, &error))
            r.launched.append({dir, record.target});
    }
    return r;
}

} // namespace pilot::app
