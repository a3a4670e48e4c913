#include "core/fallback/fallbackjob.h"

#include "core/job/jobidentity.h"
#include "core/job/jobspecio.h"
#include "core/launch/backend.h"
#include "core/launch/jobinputs.h"
#include "core/support/coretr.h"
#include "core/support/jsonfields.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QJsonDocument>

namespace pilot {

namespace {

constexpr qint64 kMaxStateBytes = 16 << 20; // as the checkpoint verifier reads trainer_state.json

QString differenceList(const QList<JobHashDifference> &differences)
{
    QStringList parts;
    for (const JobHashDifference &d : differences) {
        const QString pilot = d.left.isEmpty() ? CoreTr::tr("absent") : d.left;
        const QString profile = d.right.isEmpty() ? CoreTr::tr("absent") : d.right;
        parts << CoreTr::tr("%1 (pilot %2, profile %3)").arg(d.key, pilot, profile);
    }
    return parts.join(QStringLiteral("; "));
}

// Why the profile does not resume the checkpoint (format 2), naming where it differs from the
// pilot's job.json.
QString mismatchReason(FallbackJob *out, const QString &pilotRunDir, const QByteArray &asRun)
{
    const QString pilotJob = QDir(pilotRunDir).filePath(QStringLiteral("job.json"));
    QByteArray pilotText;
    QString error;
    QString reason = CoreTr::tr("the emergency profile trains another job than the checkpoint holds: its job hash %1 is not the "
                                "checkpoint's job_hash %2")
                         .arg(out->jobHash, out->checkpointJobHash);
    if (!readRegularFile(pilotJob, kMaxJobFileBytes, &pilotText, &error))
        return reason + CoreTr::tr("; the pilot's job.json cannot be read to say where they differ (%1)").arg(error);
    if (!jobHashDifferences(pilotText, asRun, &out->differences, &error))
        return reason + CoreTr::tr("; the pilot's job.json cannot be compared with it (%1)").arg(error);
    if (out->differences.isEmpty())
        return reason + CoreTr::tr("; it trains what the pilot's job.json names, so the checkpoint belongs to another job than the pilot's");
    return reason + CoreTr::tr("; it differs from the pilot's job in %1. Backend, device and threads may differ; these may not")
                        .arg(differenceList(out->differences));
}

// Format 3: the profile's identity (its inputs read on this machine) against the one the
// checkpoint keeps beside its job_hash.
void checkIdentity(FallbackJob *out, const QJsonObject &state, const QString &stateFile, const JobSpec &local)
{
    JobIdentity id;
    QString error;
    if (!jobIdentity(QJsonDocument(jobSpecToJson(local)).toJson(), QString(), &id, &error)) {
        out->refusals << CoreTr::tr("whether the emergency profile trains what the checkpoint holds cannot be checked: %1. Its inputs "
                                    "must be readable here")
                             .arg(error);
        return;
    }
    out->jobHash = id.hash;
    if (id.hash == out->checkpointJobHash)
        return;
    const QByteArray kept = QJsonDocument(state.value(QLatin1String("job_identity")).toObject()).toJson(QJsonDocument::Compact);
    QString reason = CoreTr::tr("the emergency profile trains another job than the checkpoint holds: its job hash %1 is not the "
                                "checkpoint's job_hash %2")
                         .arg(out->jobHash, out->checkpointJobHash);
    if (!state.value(QLatin1String("job_identity")).isObject() || jobIdentityHash(kept, &error) != out->checkpointJobHash) {
        out->refusals
            << reason
                   + CoreTr::tr("; %1 keeps no job_identity that matches its job_hash, so where they differ is not known").arg(stateFile);
        return;
    }
    if (!jobIdentityDifferences(kept, id.canonical, &out->differences, &error))
        out->refusals << reason + QStringLiteral("; ") + error;
    else
        out->refusals << reason
                             + CoreTr::tr("; it differs from the pilot's job in %1. Backend, device and threads may differ; these may not")
                                   .arg(differenceList(out->differences));
}

} // namespace

QByteArray runFolderJobJson(JobSpec spec, const QString &jobFile, const LaunchTarget &target)
{
    resolveJobPaths(&spec, jobFile);
    if (target.kind == LaunchTarget::Kind::Ssh) {
        LaunchPlan staged; // only the job's paths matter here, not the files to copy
        stageJobInputs(&spec, &staged);
    }
    return QJsonDocument(jobSpecToJson(spec)).toJson(QJsonDocument::Indented);
}

FallbackJob buildFallbackJob(const FallbackJobRequest &request)
{
    FallbackJob out;
    const JobSpecReadResult read = readJobSpec(request.profileFile);
    for (const Diagnostic &d : read.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            out.refusals << d.toString();
    }
    if (!read.spec)
        return out;
    JobSpec spec = *read.spec;
    // Absolute paths, so the job file may be written anywhere (the fallback's run folder).
    resolveJobPaths(&spec, request.profileFile);
    spec.resume = QDir::cleanPath(request.checkpointDir);
    spec.role = QStringLiteral("fallback");
    if (!request.name.isEmpty())
        spec.name = request.name;
    if (!request.runId.isEmpty())
        spec.runId = request.runId;

    const QByteArray asRun = runFolderJobJson(spec, request.profileFile, request.target);
    QString error;
    QJsonObject state;
    const QString stateFile = QDir(request.checkpointDir).filePath(QStringLiteral("trainer_state.json"));
    if (!readOptionalJsonObject(stateFile, kMaxStateBytes, &state, &error)) {
        out.refusals << (error.isEmpty() ? CoreTr::tr("%1: trainer_state.json is missing; the checkpoint cannot be resumed").arg(request.checkpointDir)
                                         : error);
        return out;
    }
    out.checkpointFormat = state.value(QLatin1String("format_version")).toInt();
    out.checkpointJobHash = state.value(QLatin1String("job_hash")).toString();
    if (out.checkpointJobHash.isEmpty()) {
        out.refusals << CoreTr::tr("%1: trainer_state.json names no job_hash, so nothing says which job it belongs to").arg(stateFile);
        return out;
    }
    if (out.checkpointFormat == 3) {
        checkIdentity(&out, state, stateFile, spec);
    } else if (out.checkpointFormat == 1 || out.checkpointFormat == 2) {
        out.jobHash = jobHash(asRun, &error);
        if (out.jobHash.isEmpty()) {
            out.refusals << CoreTr::tr("the job hash of the emergency profile cannot be computed: %1").arg(error);
            return out;
        }
        // Format 1 hashed backend, device and threads too: a match is the same job on the same
        // backend, device and threads, and a fallback is usually on another device.
        if (out.checkpointFormat == 1 && jobHashFormat1(asRun, &error) != out.checkpointJobHash)
            out.refusals << CoreTr::tr("the checkpoint's trainer_state.json is of format 1, whose job hash also covers backend, device "
                                       "and threads: it is another job's, or this job's on another backend, device or thread count — "
                                       "that hash cannot tell which. Only the job that wrote it can resume it; let the pilot write a "
                                       "checkpoint with a current version (format 3) first");
        // Format 2 hashed the paths as the job names them: a match is the same job with its files
        // where they were.
        else if (out.checkpointFormat == 2 && out.jobHash != out.checkpointJobHash)
            out.refusals << mismatchReason(&out, request.pilotRunDir, asRun)
                                + CoreTr::tr(". The checkpoint is of format 2, whose job hash also covers the paths of the job's files: "
                                             "the same files named by other paths are another job to it");
    } else {
        out.refusals << CoreTr::tr("%1: format_version %2 is not one this version reads (1 to 3)")
                            .arg(stateFile, state.value(QLatin1String("format_version")).toVariant().toString());
    }
    if (!out.refusals.isEmpty())
        return out;
    out.json = QJsonDocument(jobSpecToJson(spec)).toJson(QJsonDocument::Indented);
    return out;
}

QByteArray emergencyProfileFromPilotJob(const QByteArray &pilotJobJson, const QString &backend, const QString &device, int threads,
                                        QString *error)
{
    const auto firstError = [](const Diagnostics &diagnostics) {
        for (const Diagnostic &d : diagnostics) {
            if (d.severity == Diagnostic::Severity::Error)
                return d.message;
        }
        return QString();
    };
    const JobSpecReadResult pilot = parseJobSpec(pilotJobJson, QStringLiteral("job.json"));
    if (!pilot.spec) {
        *error = CoreTr::tr("the pilot's job is not a valid job: %1").arg(firstError(pilot.diagnostics));
        return QByteArray();
    }
    JobSpec profile = *pilot.spec;
    profile.backend = backend;
    profile.device = device;
    profile.threads = threads;
    profile.role = QStringLiteral("fallback");
    profile.resume = QStringLiteral("auto");
    const QByteArray json = QJsonDocument(jobSpecToJson(profile)).toJson(QJsonDocument::Indented);
    // The same reader as every job file: a device the interface does not know is named here.
    const JobSpecReadResult check = parseJobSpec(json, QStringLiteral("profile.json"));
    if (!check.spec) {
        *error = firstError(check.diagnostics);
        return QByteArray();
    }
    return json;
}

} // namespace pilot
