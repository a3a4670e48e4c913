#pragma once

#include "pilot_core_export.h"
#include "core/job/jobspec.h"
#include "core/support/diagnostic.h"

#include <optional>

namespace pilot {

struct JobSpecReadResult
{
    std::optional<JobSpec> spec; ///< set when the document is valid
    Diagnostics diagnostics;     ///< every error names its field ("train.lr: …")
};

inline constexpr qint64 kMaxJobFileBytes = 4 * 1024 * 1024;

PILOT_CORE_EXPORT QString jobSchemaTag();
PILOT_CORE_EXPORT JobSpecReadResult parseJobSpec(const QByteArray &json, const QString &fileName);
PILOT_CORE_EXPORT JobSpecReadResult readJobSpec(const QString &path);

/// One input path of a job and the field that holds it ("data.train", "model.path", …).
struct JobInputPath
{
    QString field;
    QString *path;
};

/// The job's input paths that are set (data, model, tokenizer, init checkpoint, a resume
/// folder), each with its field: the one list every rewriting and checking of them walks.
PILOT_CORE_EXPORT QList<JobInputPath> jobInputPaths(JobSpec *spec);

/// Makes the job's file and folder paths (data, model, tokenizer, init checkpoint, a resume
/// folder) absolute, resolving relative ones beside `jobFile` as the job interface says, so the
/// job can be handed to a process in another working directory or written elsewhere.
PILOT_CORE_EXPORT void resolveJobPaths(JobSpec *spec, const QString &jobFile);

/// For a job.json that will lie in `runDir`: the job's absolute paths that lie inside
/// `projectFolder`, as `runDir` does, written relative to `runDir` ("../../data/train.jsonl"),
/// so that the project folder, moved or copied to another machine with its runs and inputs,
/// resumes and drills where it now lies. Other paths stay as they are. Nothing changes when
/// `runDir` is not inside `projectFolder`.
PILOT_CORE_EXPORT void relateJobPaths(JobSpec *spec, const QString &runDir, const QString &projectFolder);

PILOT_CORE_EXPORT QJsonObject jobSpecToJson(const JobSpec &spec);
/// Writes job.json atomically, indented, with the known fields merged into `spec.raw`.
PILOT_CORE_EXPORT bool writeJobSpec(const JobSpec &spec, const QString &path, QString *error);

} // namespace pilot
