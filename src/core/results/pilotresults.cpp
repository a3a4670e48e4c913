#include "core/results/pilotresults.h"

#include <QDir>

#include "core/compare/projectscaling.h"
#include "core/importers/runimport.h"
#include "core/project/projectplace.h"

#include <QFileInfo>

namespace pilot {

namespace {

// Reads one run of the project, or says in our own words why not. The reader's own message
// is dropped: it may quote a line of whatever file the path pointed at.
bool readProjectRun(const ProjectRun &run, const QString &folder, RunMetrics *metrics, QList<PilotRunProblem> *problems,
                    RunProvenance *provenance, RunResilience *resilience)
{
    const RunFolder place = runFolder(run.path, folder);
    PilotRunProblem problem{run.role, PilotRunProblem::Kind::NotFound, place.shown};
    if (place.outside) {
        problem.kind = PilotRunProblem::Kind::Outside;
    } else if (place.path.isEmpty() || !QFileInfo::exists(place.path)) {
        problem.kind = PilotRunProblem::Kind::NotFound;
    } else {
        QString ignored;
        if (readAnyRun(place.path, metrics, &ignored)) {
            // launch.json lies beside metrics.jsonl; other tools' files have none.
            const QFileInfo info(place.path);
            const QString runDir = info.isDir()                                        ? place.path
                                   : info.fileName() == QLatin1String("metrics.jsonl") ? info.absolutePath()
                                                                                       : QString();
            if (!runDir.isEmpty()) {
                *provenance = readRunProvenance(runDir, *metrics);
                *resilience = readRunResilience(runDir, *metrics);
            }
            return true;
        }
        problem.kind = PilotRunProblem::Kind::Unreadable;
    }
    problems->append(problem);
    return false;
}

} // namespace

PilotResults computePilotResults(const Project &project, const QString &projectFolder)
{
    PilotResults out;
    RunMetrics ref, pil;
    bool refRead = false, pilRead = false;
    const ProjectRun *reference = nullptr, *pilot = nullptr;
    for (const ProjectRun &r : project.runs) {
        if (r.role == RunRole::Reference && !reference)
            reference = &r;
        if (r.role == RunRole::Pilot && !pilot)
            pilot = &r;
    }
    if (reference && pilot) {
        out.reference = projectRunName(*reference, projectFolder);
        out.pilot = projectRunName(*pilot, projectFolder);
        refRead = readProjectRun(*reference, projectFolder, &ref, &out.problems, &out.referenceProvenance, &out.referenceResilience);
        pilRead = readProjectRun(*pilot, projectFolder, &pil, &out.problems, &out.pilotProvenance, &out.pilotResilience);
        if (refRead && pilRead) {
            const QDir folder(projectFolder);
            out.loss = compareLoss(ref, pil, Tolerance::lossOf(project.limits),
                                   configuredBatches(folder.filePath(reference->path), folder.filePath(pilot->path)));
            out.validation = compareValidation(ref, pil, project.limits.validationMetricDeviation);
            out.pilotFacts = pilotRunFacts(pil);
            out.cost = buildCostModel(project, projectFolder);
            out.verdict = judgePilot(project.limits, out.loss, out.validation, out.pilotFacts, out.pilotResilience.drill,
                                     out.cost->role(RunRole::Reference), out.cost->role(RunRole::Pilot));
            out.available = true;
        }
    }
    out.fallback = readFallback(project, projectFolder, refRead ? &ref : nullptr, pilRead ? &pil : nullptr);
    out.fallbackRead = true;
    QHash<const ProjectRun *, const RunMetrics *> read;
    if (refRead)
        read.insert(reference, &ref);
    if (pilRead)
        read.insert(pilot, &pil);
    out.scaling = projectScaling(project, projectFolder, read);
    return out;
}

} // namespace pilot
