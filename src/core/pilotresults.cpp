#include "pilotresults.h"

#include "runimport.h"

#include <QDir>

namespace pilot {

PilotResults computePilotResults(const Project &project, const QString &projectFolder)
{
    PilotResults out;
    const ProjectRun *reference = nullptr, *pilot = nullptr;
    for (const ProjectRun &r : project.runs) {
        if (r.role == RunRole::Reference && !reference)
            reference = &r;
        if (r.role == RunRole::Pilot && !pilot)
            pilot = &r;
    }
    if (!reference || !pilot)
        return out;
    out.reference = reference->label.isEmpty() ? reference->path : reference->label;
    out.pilot = pilot->label.isEmpty() ? pilot->path : pilot->label;
    RunMetrics ref, pil;
    const QDir folder(projectFolder);
    if (!readAnyRun(folder.absoluteFilePath(reference->path), &ref, &out.problem) || !readAnyRun(folder.absoluteFilePath(pilot->path), &pil, &out.problem))
        return out;
    out.loss = compareLoss(ref, pil, Tolerance::lossOf(project.limits));
    out.validation = compareValidation(ref, pil, project.limits.validationMetricDeviation);
    out.available = true;
    return out;
}

} // namespace pilot
