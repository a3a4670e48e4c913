#include "core/compare/projectscaling.h"

#include "core/importers/runimport.h"
#include "core/project/projectplace.h"
#include "core/runs/runworldsize.h"

#include <QFileInfo>

#include <deque>

namespace pilot {

namespace {

// The runs in the record's order: the compared pair first, as the Compare stage lists them.
QList<const ProjectRun *> recordOrder(const Project &project)
{
    QList<const ProjectRun *> runs;
    for (const RunRole role : {RunRole::Reference, RunRole::Pilot}) {
        for (const ProjectRun &r : project.runs) {
            if (r.role == role) {
                runs.append(&r);
                break;
            }
        }
    }
    for (const ProjectRun &r : project.runs) {
        if (!runs.contains(&r))
            runs.append(&r);
    }
    return runs;
}

// The path of a run inside the project folder that may be read; empty for one outside it or missing.
QString readablePath(const ProjectRun &run, const QString &folder)
{
    const RunFolder place = runFolder(run.path, folder);
    return place.outside || place.path.isEmpty() || !QFileInfo::exists(place.path) ? QString() : place.path;
}

// The world size from the first line alone; other tools' files know of one process only.
int cheapWorldSize(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return runWorldSize(path);
    return info.fileName() == QLatin1String("metrics.jsonl") ? runWorldSize(info.absolutePath()) : 1;
}

} // namespace

QList<ScalingPoint> projectScaling(const Project &project, const QString &projectFolder,
                                   const QHash<const ProjectRun *, const RunMetrics *> &read)
{
    const QList<const ProjectRun *> runs = recordOrder(project);
    bool several = false;
    for (const ProjectRun *run : runs) {
        if (const RunMetrics *metrics = read.value(run))
            several = several || worldSizeOf(*metrics) > 1;
        else if (const QString path = readablePath(*run, projectFolder); !path.isEmpty())
            several = several || cheapWorldSize(path) > 1;
    }
    if (!several)
        return {};
    std::deque<RunMetrics> owned; // stable addresses for the ScalingRuns below
    QList<ScalingRun> scaling;
    for (const ProjectRun *run : runs) {
        const RunMetrics *metrics = read.value(run);
        const QString path = metrics ? QString() : readablePath(*run, projectFolder);
        if (!path.isEmpty()) {
            QString ignored; // the reader's message may quote the file
            owned.emplace_back();
            metrics = readAnyRun(path, &owned.back(), &ignored) ? &owned.back() : nullptr;
        }
        scaling.append({projectRunName(*run, projectFolder), metrics ? worldSizeOf(*metrics) : 1, metrics});
    }
    return scalingPoints(scaling);
}

} // namespace pilot
