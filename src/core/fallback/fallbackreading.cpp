#include "core/fallback/fallbackreading.h"

#include "core/checkpoints/checkpointlayout.h"
#include "core/fallback/fallbackjob.h"
#include "core/importers/runimport.h"
#include "core/job/jobidentity.h"
#include "core/job/jobspecio.h"
#include "core/project/projectplace.h"
#include "core/runs/runsummary.h"
#include "core/support/jsonfields.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

namespace pilot {

namespace {

const ProjectRun *firstRun(const Project &project, RunRole role)
{
    for (const ProjectRun &r : project.runs) {
        if (r.role == role)
            return &r;
    }
    return nullptr;
}

// The folder of a run that was read: the path itself, or the folder of its metrics.jsonl.
QString runDirOf(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return path;
    return info.fileName() == QLatin1String("metrics.jsonl") ? info.absolutePath() : QString();
}

// The job.json text of a run of the project inside its folder; empty when there is none.
QByteArray runJobText(const ProjectRun *run, const QString &folder)
{
    if (!run)
        return QByteArray();
    const RunFolder place = runFolder(run->path, folder);
    const QString dir = place.outside ? QString() : runDirOf(place.path);
    QByteArray text;
    QString error;
    if (dir.isEmpty() || !readRegularFile(QDir(dir).filePath(QStringLiteral("job.json")), kMaxJobFileBytes, &text, &error))
        return QByteArray();
    return text;
}

// What the pilot trains, as its last attempt's run_start says (the backend's own hash), else as
// its job.json hashes under format 2's rule (runs of older versions say nothing).
struct PilotTraining
{
    QString hash;
    QByteArray identity; ///< format 3: what the hash is of; empty for a hash of the job text
};

PilotTraining pilotTraining(const ProjectRun *run, const QString &folder, const QByteArray &pilotJob, const RunMetrics *read)
{
    PilotTraining out;
    RunMetrics readHere;
    QString error;
    const RunFolder place = run ? runFolder(run->path, folder) : RunFolder{};
    const RunMetrics *metrics = read;
    if (!metrics && run && !place.outside && !place.path.isEmpty() && readAnyRun(place.path, &readHere, &error))
        metrics = &readHere;
    if (metrics && !metrics->starts().isEmpty()) {
        const RunStartInfo &start = metrics->starts().constLast();
        if (!start.jobIdentity.isEmpty() && jobIdentityHash(start.jobIdentity, &error) == start.jobHash)
            return {start.jobHash, start.jobIdentity};
    }
    if (!pilotJob.isEmpty())
        out.hash = jobHash(pilotJob, &error);
    return out;
}

FallbackProfileFacts readProfile(const FallbackPlan &plan, const QString &folder, const QByteArray &pilotJob, const PilotTraining &pilot)
{
    FallbackProfileFacts facts;
    if (plan.emergencyProfile.isEmpty())
        return facts;
    const ProjectPlace place = placeInProject(plan.emergencyProfile, folder);
    facts.shown = place.shown;
    if (place.outside) {
        facts.state = FallbackProfileFacts::State::Outside;
        return facts;
    }
    if (!notRegularFileReason(place.absolute).isEmpty()) {
        facts.state = FallbackProfileFacts::State::Missing;
        return facts;
    }
    const JobSpecReadResult read = readJobSpec(place.absolute);
    if (!read.spec) {
        // Only the fields: the reader's messages may quote what the file holds.
        static const QRegularExpression field(QStringLiteral("^([A-Za-z0-9_.\\[\\]]+): "));
        facts.state = FallbackProfileFacts::State::Invalid;
        for (const Diagnostic &d : read.diagnostics) {
            const QRegularExpressionMatch m = field.match(d.message);
            if (d.severity == Diagnostic::Severity::Error && m.hasMatch() && !facts.invalidFields.contains(m.captured(1)))
                facts.invalidFields << m.captured(1);
        }
        return facts;
    }
    facts.state = FallbackProfileFacts::State::Read;
    facts.backend = read.spec->backend;
    facts.device = read.spec->device;
    QString error;
    if (!pilot.identity.isEmpty()) {
        // By content: the profile's inputs as they lie on this machine.
        JobSpec local = *read.spec;
        resolveJobPaths(&local, place.absolute);
        JobIdentity id;
        if (!jobIdentity(QJsonDocument(jobSpecToJson(local)).toJson(), QString(), &id, &error)) {
            facts.unidentified = error;
            return facts;
        }
        facts.jobHash = id.hash;
        facts.sameTraining = id.hash == pilot.hash;
        if (!*facts.sameTraining)
            jobIdentityDifferences(pilot.identity, id.canonical, &facts.differences, &error);
        return facts;
    }
    LaunchTarget target;
    if (!plan.target.isEmpty())
        LaunchTarget::parse(plan.target, &target, &error);
    const QByteArray asRun = runFolderJobJson(*read.spec, place.absolute, target);
    facts.jobHash = jobHash(asRun, &error);
    if (!facts.jobHash.isEmpty() && !pilot.hash.isEmpty()) {
        facts.sameTraining = facts.jobHash == pilot.hash;
        if (!*facts.sameTraining)
            jobHashDifferences(pilotJob, asRun, &facts.differences, &error);
    }
    return facts;
}

// Where the run's job.json says it resumed: a named checkpoint's step, 0 for a fresh start.
qint64 resumedFromOf(const QString &runDir)
{
    QJsonObject job;
    QString error;
    if (runDir.isEmpty() || !readOptionalJsonObject(QDir(runDir).filePath(QStringLiteral("job.json")), kMaxJobFileBytes, &job, &error))
        return -1;
    const QString resume = job.value(QLatin1String("resume")).toString();
    if (resume == QLatin1String("none"))
        return 0;
    if (resume.isEmpty() || resume == QLatin1String("auto"))
        return -1; // the newest checkpoint there was at the start, if any: the folder does not say
    return stepFromFolderName(QFileInfo(QDir::cleanPath(resume)).fileName());
}

// The reference from step `after` on (exclusive), with its starts and end, so that its state
// (completed, running, …) stays what it is.
RunMetrics stepsAfter(const RunMetrics &reference, qint64 after)
{
    RunMetrics out;
    for (const RunStartInfo &s : reference.starts())
        out.addRunStart(s);
    for (const StepPoint &p : reference.steps()) {
        if (p.step > after)
            out.addStep(p);
    }
    for (const EvalPoint &e : reference.evals()) {
        if (e.step > after)
            out.addEval(e);
    }
    if (const RunEndInfo *end = reference.runEnd())
        out.setRunEnd(*end);
    return out;
}

FallbackRehearsal readRehearsal(const ProjectRun &run, const QString &folder, const RunMetrics *reference, const Project &project,
                                const PilotTraining &pilot)
{
    FallbackRehearsal r;
    r.name = projectRunName(run, folder);
    const RunFolder place = runFolder(run.path, folder);
    if (place.outside) {
        r.problem = FallbackRehearsal::Problem::Outside;
        return r;
    }
    if (place.path.isEmpty() || !QFileInfo::exists(place.path)) {
        r.problem = FallbackRehearsal::Problem::NotFound;
        return r;
    }
    RunMetrics metrics;
    QString ignored; // the reader's message may quote the file: the record says it in its own words
    if (!readAnyRun(place.path, &metrics, &ignored)) {
        r.problem = FallbackRehearsal::Problem::Unreadable;
        return r;
    }
    const QString runDir = runDirOf(place.path);
    r.status = summarizeRun(metrics, 0, runDir).status;
    r.resumedFrom = resumedFromOf(runDir);
    // Two hashes of one rule only: a run that says its identity against a pilot that does, a
    // run of an older version against the pilot's job.json.
    if (!metrics.starts().isEmpty() && !pilot.hash.isEmpty()) {
        const RunStartInfo &start = metrics.starts().constLast();
        if (!start.jobHash.isEmpty() && start.jobIdentity.isEmpty() == pilot.identity.isEmpty())
            r.sameTraining = start.jobHash == pilot.hash;
    }
    if (!reference) {
        r.reasons << QStringLiteral("no_reference");
        r.verdict = Verdict::NoOverlap;
        return r;
    }
    recheckFallback(*reference, metrics, r.resumedFrom, project.limits, &r);
    return r;
}

} // namespace

void recheckFallback(const RunMetrics &reference, const RunMetrics &fallback, qint64 resumedFrom, const AcceptanceLimits &limits,
                     FallbackRehearsal *out)
{
    qint64 from = resumedFrom;
    if (from < 0) {
        out->reasons << QStringLiteral("resume_unknown");
        from = fallback.steps().empty() ? 0 : fallback.steps().front().step - 1;
    }
    const RunMetrics after = stepsAfter(reference, from);
    out->loss = compareLoss(after, fallback, Tolerance::lossOf(limits));
    out->validation = compareValidation(after, fallback, limits.validationMetricDeviation);
    out->verdict = overallVerdict(out->loss, out->validation);
    if (runState(fallback) != MetricsRunState::Completed)
        out->reasons << QStringLiteral("run_unfinished");
    // A comparison that found nothing wrong is still not a pass when the run did not finish or
    // where it started is only guessed.
    const bool notWorse = out->verdict == Verdict::Pass || out->verdict == Verdict::NoLimits || out->verdict == Verdict::NoOverlap;
    if (!out->reasons.isEmpty() && notWorse)
        out->verdict = Verdict::Incomplete;
}

FallbackReading readFallback(const Project &project, const QString &projectFolder, const RunMetrics *reference,
                             const RunMetrics *pilotMetrics)
{
    FallbackReading out;
    out.plan = project.fallback;
    out.planned = !project.fallback.isEmpty();
    const ProjectRun *pilot = firstRun(project, RunRole::Pilot);
    const ProjectRun *referenceRun = firstRun(project, RunRole::Reference);
    const QByteArray pilotJob = runJobText(pilot, projectFolder);
    QString error;
    if (pilot)
        out.pilot = projectRunName(*pilot, projectFolder);
    const PilotTraining training = pilotTraining(pilot, projectFolder, pilotJob, pilotMetrics);
    out.pilotJobHash = training.hash;
    if (referenceRun)
        out.reference = projectRunName(*referenceRun, projectFolder);
    out.profile = readProfile(project.fallback, projectFolder, pilotJob, training);

    RunMetrics readHere;
    bool haveFallbackRuns = false;
    for (const ProjectRun &run : project.runs)
        haveFallbackRuns = haveFallbackRuns || run.role == RunRole::Fallback;
    if (!reference && referenceRun && haveFallbackRuns) {
        const RunFolder place = runFolder(referenceRun->path, projectFolder);
        if (!place.outside && !place.path.isEmpty() && QFileInfo::exists(place.path) && readAnyRun(place.path, &readHere, &error))
            reference = &readHere;
    }
    for (const ProjectRun &run : project.runs) {
        if (run.role == RunRole::Fallback)
            out.rehearsals << readRehearsal(run, projectFolder, reference, project, training);
    }
    return out;
}

} // namespace pilot
