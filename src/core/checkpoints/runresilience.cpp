#include "core/checkpoints/runresilience.h"

#include "core/checkpoints/checkpointlayout.h"
#include "core/checkpoints/checkpointsearch.h"
#include "core/runs/runsummary.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

RunResilience readRunResilience(const QString &runDir, const RunMetrics &metrics)
{
    RunResilience out;
    if (!QFileInfo(runDir).isDir())
        return out;
    out.read = true;
    const CheckpointSearch search = findCheckpoints(runDir);
    QString newest;
    for (const QString &folder : search.folders) {
        if (isStagingFolderName(QFileInfo(folder).fileName()))
            continue;
        ++out.checkpoints;
        newest = folder; // the list runs oldest first
    }
    if (!newest.isEmpty())
        out.newest = verifyCheckpoint(newest, nullptr, {&metrics, runDir});
    const QString drillFile = QDir(runDir).filePath(QLatin1String(kDrillFile));
    if (QFileInfo::exists(drillFile)) {
        DrillResult drill;
        if (readDrillResult(drillFile, &drill, &out.drillProblem))
            out.drill = drill;
    }
    const RunFolderSummary summary = summarizeRunFolder(runDir);
    out.failureClass = summary.summary.failureClass;
    out.failureSubclass = summary.summary.failureSubclass;
    return out;
}

} // namespace pilot
