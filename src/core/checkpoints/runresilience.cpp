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
    // The metrics are read already: only the logs are read for the failure class.
    RunSummary summary = summarizeRun(metrics, 0, runDir);
    addFailureClass(&summary, metrics, runDir);
    out.failureClass = summary.failureClass;
    out.failureSubclass = summary.failureSubclass;
    out.failureLine = summary.failureLine;
    return out;
}

} // namespace pilot
