#include "projectjobs.h"

#include "core/job/jobspecio.h"

#include <QDir>
#include <QFileInfo>

namespace pilot::app {

namespace {

ProjectJob readOne(const QString &path)
{
    ProjectJob job;
    job.path = path;
    JobSpecReadResult read = readJobSpec(path);
    if (read.spec) {
        resolveJobPaths(&*read.spec, path);
        job.spec = read.spec;
        return job;
    }
    QStringList problems;
    for (const Diagnostic &d : std::as_const(read.diagnostics).mid(0, 3))
        problems.append(d.toString());
    job.error = problems.join(QLatin1Char('\n'));
    return job;
}

} // namespace

ProjectJobs readProjectJobs(const QString &projectFolder, const QStringList &referenceRunDirs)
{
    ProjectJobs result;
    if (!projectFolder.isEmpty()) {
        const QDir dir(QDir(projectFolder).filePath(QStringLiteral("jobs")));
        const QFileInfoList files =
            dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::NoDotAndDotDot | QDir::Readable, QDir::Name);
        for (const QFileInfo &file : files) {
            if (result.jobs.size() >= kMaxProjectJobs)
                break;
            // A link could lead anywhere; the project's jobs are its own files.
            if (file.isSymLink() || !file.isFile())
                continue;
            result.jobs.append(readOne(file.absoluteFilePath()));
        }
    }
    for (const QString &runDir : referenceRunDirs) {
        const QString jobFile = QDir(runDir).filePath(QStringLiteral("job.json"));
        const QFileInfo info(jobFile);
        if (!info.isFile() || info.isSymLink())
            continue;
        ProjectJob job = readOne(jobFile);
        if (job.spec)
            result.referenceRuns.append(job);
    }
    return result;
}

const ProjectJob *ProjectJobs::referenceFor(const JobSpec &job) const
{
    QList<const ProjectJob *> candidates;
    for (const ProjectJob &run : referenceRuns)
        candidates.append(&run);
    for (const ProjectJob &file : jobs) {
        if (file.spec && file.spec->role == QLatin1String("reference"))
            candidates.append(&file);
    }
    for (const ProjectJob *c : std::as_const(candidates)) {
        if (c->spec->data.train == job.data.train && c->spec->data.validation == job.data.validation)
            return c;
    }
    return candidates.isEmpty() ? nullptr : candidates.first();
}

} // namespace pilot::app
