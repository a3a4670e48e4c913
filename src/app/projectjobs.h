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

/// The jobs a project offers for a new run, and the job a new run is held against.
struct ProjectJobs
{
    QList<ProjectJob> jobs;         ///< sorted by file name
    std::optional<JobSpec> reference; ///< the reference run's job.json, else a job file whose role is reference
    QString referenceSource;        ///< where `reference` came from (a path), for people
};

/// The most job files one project's `jobs/` folder is read for: a folder with more is cut.
inline constexpr int kMaxProjectJobs = 200;

/// Reads `<projectFolder>/jobs/*.json` (regular files only, each with the core job reader and
/// its size limit) and the job of the first of `referenceRunDirs` that has a readable
/// job.json. Blocks on file I/O: call it on a worker thread.
ProjectJobs readProjectJobs(const QString &projectFolder, const QStringList &referenceRunDirs);

} // namespace pilot::app
