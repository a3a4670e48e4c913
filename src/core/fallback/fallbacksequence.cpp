#include "fallbacksequence.h"

#include "core/job/jobspecio.h"
#include "core/launch/trainerexport.h"
#include "core/project/projectplace.h"
#include "core/support/atomicfile.h"
#include "core/support/diagnostic.h"
#include "core/support/safename.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

FallbackSequence::FallbackSequence(QObject *parent)
    : QObject(parent)
{
}

// An export under way ends with its process (TrainerExport's destructor).
FallbackSequence::~FallbackSequence() = default;

FallbackPreparation FallbackSequence::prepare(const Project &project, const QString &projectFolder, const std::atomic_bool *cancel)
{
    FallbackPreparation out;
    const ProjectRun *pilot = nullptr;
    for (const ProjectRun &run : project.runs) {
        if (run.role == RunRole::Pilot) {
            pilot = &run;
            break;
        }
    }
    if (!pilot) {
        out.problem = tr("The project has no pilot run to fall back from.");
        return out;
    }
    const RunFolder folder = runFolder(pilot->path, projectFolder);
    out.pilotRunDir = folder.path;
    out.pilotLabel = pilot->label.isEmpty() ? QFileInfo(folder.path).fileName() : pilot->label;
    if (folder.outside) {
        out.problem = tr("The pilot run lies outside the project folder; a fallback is built only from the project's own runs.");
        return out;
    }
    if (project.fallback.emergencyProfile.isEmpty()) {
        out.problem = tr("The fallback plan names no emergency profile yet: make one with “Create from Pilot Job” beside the profile "
                         "field, or choose a job file with “Browse…”.");
        return out;
    }
    const QString profileError = checkEmergencyProfilePath(project.fallback.emergencyProfile);
    if (!profileError.isEmpty()) {
        out.problem = profileError;
        return out;
    }
    if (!project.fallback.target.isEmpty()) {
        QString error;
        if (!LaunchTarget::parse(project.fallback.target, &out.target, &error)) {
            out.problem = tr("The fallback plan's target: %1").arg(error);
            return out;
        }
    }
    ChecksumControl control;
    control.cancel = cancel;
    out.last = lastAcceptedCheckpoint(out.pilotRunDir, &control);
    if (out.last.cancelled) {
        out.problem = tr("Cancelled.");
        return out;
    }
    if (!out.last.error.isEmpty() || !out.last.accepted) {
        out.problem = out.last.error.isEmpty() ? tr("The pilot run has no accepted checkpoint to fall back to.") : out.last.error;
        return out;
    }
    const qint64 step = out.last.accepted->step;
    const QString safePilot = safeFileName(out.pilotLabel);
    out.runName = tr("fallback from %1 at step %2").arg(out.pilotLabel).arg(step);
    out.jobFile = QDir(projectFolder).filePath(QStringLiteral("jobs/%1-fallback-step-%2.json").arg(safePilot).arg(step));
    out.exportDir = QDir(projectFolder).filePath(QStringLiteral("exports/%1-step-%2").arg(safePilot).arg(step));
    FallbackJobRequest request;
    request.profileFile = QDir(projectFolder).absoluteFilePath(project.fallback.emergencyProfile);
    request.pilotRunDir = out.pilotRunDir;
    request.checkpointDir = out.last.accepted->dir;
    request.target = out.target;
    request.name = out.runName;
    out.job = buildFallbackJob(request);
    if (!out.job.ok())
        out.problem = out.job.refusals.join(QLatin1Char('\n'));
    return out;
}

bool FallbackSequence::carryOut(const FallbackPreparation &preparation)
{
    if (!preparation.ok() || m_busy)
        return false;
    m_busy = true;
    // An export made earlier of the same state is that state already: kept as it is.
    if (QFileInfo::exists(QDir(preparation.exportDir).filePath(QStringLiteral("manifest.json")))) {
        writeJob(preparation);
        return true;
    }
    QDir().mkpath(QFileInfo(preparation.exportDir).path());
    Q_EMIT progress(tr("Exporting step %1 of the pilot for the GPU side …").arg(preparation.last.accepted->step));
    m_export = new TrainerExport(this);
    connect(m_export, &TrainerExport::finished, this, [this, preparation](bool ok, const QString &problem) {
        m_export->deleteLater();
        if (!ok) {
            m_busy = false;
            Q_EMIT failed(problem);
            return;
        }
        writeJob(preparation);
    });
    m_export->start(preparation.last.accepted->dir, preparation.exportDir, false);
    return true;
}

void FallbackSequence::writeJob(const FallbackPreparation &preparation)
{
    m_busy = false;
    QString error;
    if (!QDir().mkpath(QFileInfo(preparation.jobFile).path()) || !writeFileAtomically(preparation.jobFile, preparation.job.json, &error)) {
        Q_EMIT failed(tr("The fallback job could not be written: %1").arg(error));
        return;
    }
    const JobSpecReadResult read = readJobSpec(preparation.jobFile);
    if (!read.spec) {
        Q_EMIT failed(tr("The fallback job cannot be read back: %1").arg(diagnosticsText(read.diagnostics)));
        return;
    }
    Q_EMIT ready(preparation, *read.spec);
}

} // namespace pilot
