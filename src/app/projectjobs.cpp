#include "projectjobs.h"

#include "core/job/jobspecio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

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

int ProjectJobs::proposed(const QString &profileMethod, bool hasReferenceRun, QString *why) const
{
    const QString role = hasReferenceRun ? QStringLiteral("pilot") : QStringLiteral("reference");
    int first = -1, best = -1;
    for (int i = 0; i < jobs.size(); ++i) {
        const std::optional<JobSpec> &spec = jobs.at(i).spec;
        if (!spec || spec->role != role)
            continue;
        if (first < 0)
            first = i;
        const bool fits = hasReferenceRun ? std::any_of(referenceRuns.cbegin(), referenceRuns.cend(),
                                                        [&](const ProjectJob &r) {
                                                            return r.spec->data.train == spec->data.train
                                                                   && r.spec->data.validation == spec->data.validation;
                                                        })
                                          : !profileMethod.isEmpty() && spec->method.kind == profileMethod;
        if (fits && best < 0)
            best = i;
    }
    const int chosen = best >= 0 ? best : first;
    if (why && chosen >= 0) {
        if (!hasReferenceRun)
            *why = best >= 0
                       ? QCoreApplication::translate("pilot::app::NewRunDialog",
                                                     "Proposed: the project's reference job (role reference, %1 like the task profile) — "
                                                     "the project has no reference run yet.")
                             .arg(profileMethod == QLatin1String("lora") ? QStringLiteral("LoRA") : profileMethod)
                       : QCoreApplication::translate("pilot::app::NewRunDialog",
                                                     "Proposed: a reference job (role reference) — the project has no reference run yet.");
        else
            *why = best >= 0
                       ? QCoreApplication::translate("pilot::app::NewRunDialog",
                                                     "Proposed: the pilot job of the reference run's task (role pilot, the same training "
                                                     "and validation data).")
                       : QCoreApplication::translate("pilot::app::NewRunDialog",
                                                     "Proposed: a pilot job (role pilot); none trains the reference run's data.");
    }
    return chosen;
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
