#include "core/fallback/lastaccepted.h"

#include "core/checkpoints/checkpointlayout.h"
#include "core/checkpoints/checkpointmanifest.h"
#include "core/checkpoints/checkpointsearch.h"
#include "core/runs/metricstail.h"
#include "core/runs/runmetrics.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

namespace {

// A folder passed over without reading it: its name says why.
CheckpointReport skippedUnread(const QString &dir, CheckpointLayout layout, const QString &reason)
{
    CheckpointReport r;
    r.dir = dir;
    r.layout = layout;
    r.step = stepFromFolderName(QFileInfo(dir).fileName());
    r.staging = isStagingFolderName(QFileInfo(dir).fileName());
    r.reasons << reason;
    return r;
}

} // namespace

LastAcceptedCheckpoint lastAcceptedCheckpoint(const QString &runDir, ChecksumControl *control)
{
    LastAcceptedCheckpoint out;
    if (!QFileInfo(runDir).isDir()) {
        out.error = CoreTr::tr("%1: not a run folder").arg(runDir);
        return out;
    }
    const CheckpointSearch search = findCheckpoints(runDir);
    if (!search.error.isEmpty()) {
        out.error = search.error;
        return out;
    }
    // The verifier compares a checkpoint with the run that wrote it (its step was reported, its
    // tokens and learning rate match): without the metrics that part is left out, and said so.
    RunMetrics metrics;
    CheckpointRunContext run;
    run.runDir = search.runDir.isEmpty() ? runDir : search.runDir;
    if (readMetricsFile(QDir(run.runDir).filePath(QStringLiteral("metrics.jsonl")), &metrics, &out.metricsProblem))
        run.metrics = &metrics;
    for (auto it = search.folders.crbegin(); it != search.folders.crend(); ++it) {
        const QString &dir = *it;
        const QString name = QFileInfo(dir).fileName();
        if (isStagingFolderName(name)) {
            out.skipped << skippedUnread(dir, detectCheckpointLayout(dir),
                                         CoreTr::tr("%1 is a folder still being written or left by a crash; it is never loaded").arg(name));
            continue;
        }
        const CheckpointLayout layout = detectCheckpointLayout(dir);
        if (layout != CheckpointLayout::Ours) {
            out.skipped << skippedUnread(dir, layout,
                                         CoreTr::tr("%1 is not of the migration-pilot layout (%2); a fallback job resumes only from that")
                                             .arg(name, checkpointLayoutName(layout)));
            continue;
        }
        if (control) {
            control->done = 0;
            control->total = manifestListedBytes(dir);
        }
        CheckpointReport report = verifyCheckpoint(dir, control, run);
        if (report.cancelled) {
            out.cancelled = true;
            out.skipped << report;
            return out;
        }
        if (report.accepted()) {
            out.accepted = report;
            return out;
        }
        out.skipped << report;
    }
    return out;
}

} // namespace pilot
