#pragma once

#include "backendcatalog.h"

#include "core/job/jobspec.h"
#include "core/launch/backend.h"

#include <QList>
#include <QString>

#include <optional>

namespace pilot::app {

/// The New Run dialog's verdict on a job as edited: every reason it cannot run, with its field,
/// and the capabilities of its backend when that is installed.
struct NewRunCheck
{
    QList<JobRefusal> refusals;
    std::optional<BackendInfo> info;

    bool accepted() const { return refusals.isEmpty(); }
    /// "Version …. Devices: …." or that the backend is not installed.
    QString capabilitiesText() const;
    /// "The backend accepts this job." or the refusals, one per line, each with its field.
    QString verdictText() const;
};

/// Runs on a worker: the job as edited goes through the job reader again (every field's bounds,
/// named as in `jobFile`), then through its backend's check() in `context`. A registry that is
/// not there yet refuses the job: it is never accepted unchecked.
NewRunCheck checkNewRun(const BackendCatalog::Registry &registry, const JobSpec &job, const QString &jobFile, const CheckContext &context);

} // namespace pilot::app
