#include "runcheckpoints.h"

#include "core/checkpoints/checkpointsearch.h"
#include "core/job/jobspecio.h"
#include "core/runs/metricstail.h"
#include "core/support/diagnostic.h"

#include <QDir>
#include <QFileInfo>

namespace pilot::app {

RunCheckpoints RunCheckpoints::read(const QString &runDir, const QString &projectFolder, ChecksumControl *control)
{
    RunCheckpoints found;
    found.runDir = runDir;
    const CheckpointSearch search = findCheckpoints(runDir);
    found.searchError = search.error;
    RunMetrics metrics;
    MetricsTail(QDir(runDir).filePath(QStringLiteral("metrics.jsonl"))).poll(metrics);
    for (const QString &dir : search.folders) {
        control->done = 0;
        control->total = 0;
        found.reports.append(verifyCheckpoint(dir, control, {&metrics, runDir}));
        found.lora.append(QFileInfo::exists(QDir(dir).filePath(QStringLiteral("adapter_config.json"))));
        if (control->cancel && control->cancel->load())
            break;
    }
    found.summary = summarizeRun(metrics, 0, runDir);
    addFailureClass(&found.summary, metrics, runDir);
    found.drill = DrillView::read(runDir, projectFolder);
    const QString jobFile = QDir(runDir).filePath(QStringLiteral("job.json"));
    if (QFileInfo::exists(jobFile)) {
        const JobSpecReadResult job = readJobSpec(jobFile);
        if (job.spec)
            found.job = *job.spec;
        else
            found.jobProblem = tr("The run's job.json cannot be read: %1").arg(diagnosticsText(job.diagnostics));
    }
    return found;
}

} // namespace pilot::app
