#pragma once

#include "drillpanel.h"

#include "core/checkpoints/checkpointverifier.h"
#include "core/checkpoints/filechecksum.h"
#include "core/job/jobspec.h"
#include "core/runs/runsummary.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace pilot::app {

/// Everything the Checkpoints stage shows of one run folder, read in one go on a worker
/// thread: every checkpoint checked in full (checksums with `control`'s progress and cancel),
/// the run's summary and failure class, its drill, and its job.json, which a new drill starts.
struct RunCheckpoints
{
    Q_DECLARE_TR_FUNCTIONS(RunCheckpoints)
public:
    QString runDir;
    QString searchError;
    QList<CheckpointReport> reports;
    QList<bool> lora; ///< per report: a LoRA adapter (adapter_config.json), which export can merge
    RunSummary summary;
    DrillView drill;
    std::optional<JobSpec> job;
    QString jobProblem; ///< job.json is there but cannot be read

    /// Stops between checkpoints once `control->cancel` is set; what was checked stays.
    static RunCheckpoints read(const QString &runDir, const QString &projectFolder, ChecksumControl *control);
};

} // namespace pilot::app
