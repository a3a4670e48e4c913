#include "pilotresults.h"

#include "coretr.h"
#include "metricstail.h"
#include "runimport.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

namespace {

bool readRun(const QString &path, RunMetrics *metrics, QString *problem)
{
    const QString jsonl = QFileInfo(path).isDir() ? QDir(path).filePath(QStringLiteral("metrics.jsonl")) : path;
    if (jsonl.endsWith(QLatin1String("metrics.jsonl")) && QFileInfo::exists(jsonl))
        return readMetricsFile(jsonl, metrics, problem);
    const ImportResult r = importRun(path);
    if (r.runs.isEmpty()) {
        *problem = r.diagnostics.isEmpty() ? CoreTr::tr("%1: nothing to read").arg(path) : r.diagnostics.constFirst().toString();
        return false;
    }
    *metrics = r.runs.constFirst().metrics;
    return true;
}

} // namespace

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
    if (!readRun(folder.absoluteFilePath(reference->path), &ref, &out.problem) || !readRun(folder.absoluteFilePath(pilot->path), &pil, &out.problem))
        return out;
    out.loss = compareLoss(ref, pil, Tolerance::lossOf(project.limits));
    out.validation = compareValidation(ref, pil, project.limits.validationMetricDeviation);
    out.available = true;
    return out;
}

} // namespace pilot
