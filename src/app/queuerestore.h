#pragma once

#include "core/launch/queuedrun.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pilot::app {

/// What the Run stage's queue takes over when a project is opened: the runs waiting in its
/// `runs/` folder (queue.json), and every run folder with a launch.json — below `runs/` and
/// among the project's runs — which may still go and so holds a place of its target until its
/// follower sees it end.
struct QueueRestore
{
    QString projectFolder;
    QList<FoundQueuedRun> queued; ///< oldest first
    struct Launched
    {
        QString runDir;
        QString target; ///< launch.json's
    };
    QList<Launched> launched;
};

/// Looks at `<projectFolder>/runs/*` and at `projectRunDirs` (absolute). Reads queue.json and
/// launch.json only, never metrics.jsonl. Blocks on file I/O: call it on a worker thread.
QueueRestore scanProjectQueue(const QString &projectFolder, const QStringList &projectRunDirs);

} // namespace pilot::app
