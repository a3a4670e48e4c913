#pragma once

#include "core/job/jobspec.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot::app {

/// One job file of a project's `jobs/` folder.
struct ProjectJob
{
    QString path;                ///< absolute
    std::optional<JobSpec> spec; ///< read and valid, its relative paths resolved beside the file
    QString error;               ///< why it is not usable (the reader's first problems)
};

/// The jobs a project offers for a new run, and the jobs a new run is held against.
struct ProjectJobs
{
    QList<ProjectJob> jobs;          ///< sorted by file name
    QList<ProjectJob> referenceRuns; ///< the readable job.json of each reference run, in the project's order

    /// The reference for `job`: a reference run's job before a job file whose role is
    /// reference, and among those one of the same task (the same training and validation
    /// data) before any other; null when the project has none.
    const ProjectJob *referenceFor(const JobSpec &job) const;

    /// The job a new run of the project starts from, and why (for the dialog to say): the
    /// reference job while the project has no reference run — one whose method (LoRA, full) is
    /// the task profile's before others — then the pilot job of the reference runs' task (the
    /// same training and validation data); -1 when no job file has the role wanted.
    int proposed(const QString &profileMethod, bool hasReferenceRun, QString *why) const;
};

/// The most job files one project's `jobs/` folder is read for: a folder with more is cut.
inline constexpr int kMaxProjectJobs = 200;

/// Reads `<projectFolder>/jobs/*.json` (regular files only, each with the core job reader and
/// its size limit) and the job.json of each of `referenceRunDirs` that has one. Blocks on file I/O: call it on a worker thread.
ProjectJobs readProjectJobs(const QString &projectFolder, const QStringList &referenceRunDirs);

} // namespace pilot::app
