#pragma once

#include "runsmodel.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pilot::app {

class RunFollower;
class RunLaunches;

/// What one read of a run folder gives the Run stage's table.
struct RunFolderLoad
{
    bool ok = false;
    RunSummary summary;
    QString error;
    bool launched = false; ///< the folder has a launch.json: the Run stage follows it
};

/// Summarises `directory` (metrics.jsonl, liveness) and looks for its launch.json. Blocks on
/// file I/O: call it on a worker thread.
RunFolderLoad loadRunFolder(const QString &directory);

/// A run whose summary says it may still change (running, unverified, no events yet) is
/// followed even without a launch.json (started by hand); a finished one is read again only on
/// Refresh.
bool summaryMayChange(const RunSummary &summary);

/// The table's rows: the project's runs — keeping what `previous` had read of the same
/// folders; the others are listed in `toLoad` — then the runs queued for this project's
/// runs folder and not started yet.
QList<RunsModel::Row> composeRunRows(const Project &project, const QString &projectFolder, const QList<RunsModel::Row> &previous,
                                     const RunFollower &follower, const RunLaunches &launches, QStringList *toLoad);

/// The rows' folders the follower should read: launched runs and those that may change.
QStringList followedRuns(const QList<RunsModel::Row> &rows);

} // namespace pilot::app
