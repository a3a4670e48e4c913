#include "runsrows.h"

#include "runfollower.h"
#include "runlaunches.h"

#include "core/launch/launchrecord.h"
#include "core/project/projectplace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>

namespace pilot::app {

RunFolderLoad loadRunFolder(const QString &directory)
{
    RunFolderLoad r;
    r.launched = QFileInfo(QDir(directory).filePath(QLatin1String(kLaunchRecordFile))).isFile();
    const RunFolderSummary read = summarizeRunFolder(directory);
    if (read.problem == RunFolderSummary::Problem::NoMetrics) {
        r.error = QCoreApplication::translate("pilot::app::RunsPage", "%1 has no metrics.jsonl").arg(directory);
        return r;
    }
    r.ok = read.ok();
    r.summary = read.summary;
    r.error = read.error;
    return r;
}

bool summaryMayChange(const RunSummary &summary)
{
    return summary.status == QLatin1String("running") || summary.status == QLatin1String("unverified")
           || summary.status == QLatin1String("empty");
}

QList<RunsModel::Row> composeRunRows(const Project &project, const QString &projectFolder, const QList<RunsModel::Row> &previous,
                                     const RunFollower &follower, const RunLaunches &launches, QStringList *toLoad)
{
    QHash<QString, RunsModel::Row> known;
    for (const RunsModel::Row &row : previous) {
        if (!row.pending && row.state != RunsModel::Row::State::Loading)
            known.insert(row.directory, row);
    }
    QList<RunsModel::Row> rows;
    for (const ProjectRun &run : project.runs) {
        RunsModel::Row row;
        row.run = run;
        row.directory = runFolder(run.path, projectFolder).path;
        const auto old = known.constFind(row.directory);
        if (old != known.constEnd()) {
            row.state = old->state;
            row.summary = old->summary;
            row.error = old->error;
        } else if (!toLoad->contains(row.directory)) {
            toLoad->append(row.directory);
        }
        row.live = follower.snapshot(row.directory);
        rows.append(row);
    }
    if (projectFolder.isEmpty())
        return rows;
    const QString runsFolder = QDir(projectFolder).filePath(QStringLiteral("runs")) + QLatin1Char('/');
    for (const RunLaunches::Pending &pending : launches.pending()) {
        if (!pending.runDir.startsWith(runsFolder))
            continue; // queued for a project that is not open now
        RunsModel::Row row;
        row.run = ProjectRun{runPathInProject(pending.runDir, projectFolder), pending.request.role, pending.request.name};
        row.directory = pending.runDir;
        row.pending = true;
        row.starting = pending.starting;
        row.error = pending.error;
        row.queuePosition = launches.queue().position(pending.runDir);
        row.pendingTarget = pending.request.target.toString();
        rows.append(row);
    }
    return rows;
}

QStringList followedRuns(const QList<RunsModel::Row> &rows)
{
    QStringList followed;
    for (const RunsModel::Row &row : rows) {
        if (!row.pending && (row.live || (row.state == RunsModel::Row::State::Loaded && summaryMayChange(row.summary))))
            followed.append(row.directory);
    }
    return followed;
}

} // namespace pilot::app
