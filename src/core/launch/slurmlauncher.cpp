#include "core/launch/slurmlauncher.h"

#include "core/launch/commandrun.h"
#include "core/launch/launchidentity.h"
#include "core/launch/runfolderlinks.h"
#include "core/launch/slurmjobstate.h"
#include "core/launch/slurmqueuephase.h"
#include "core/launch/slurmscript.h"
#include "core/support/atomicfile.h"
#include "core/support/coretr.h"
#include "core/support/pathutil.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>

namespace pilot {

namespace {

// sbatch may wait for slurmctld's reply on a busy cluster; the queries answer from memory.
constexpr int kSubmitTimeoutMs = 60000;
constexpr int kQueryTimeoutMs = 20000;

bool isJobId(const QString &id)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]{1,20}\\z"));
    return re.match(id).hasMatch();
}

QString firstLine(const QByteArray &text)
{
    return QString::fromUtf8(text).section(QLatin1Char('\n'), 0, 0).trimmed();
}

// The comment a submitted job carries: the launch token, so the job can be told ours.
QString slurmComment(const QString &token)
{
    return QStringLiteral("migration-pilot-") + token;
}

} // namespace

SlurmLauncher::SlurmLauncher(const LaunchTarget &target, const LauncherOptions &options)
    : m_target(target)
    , m_options(options)
{
}

QProcessEnvironment SlurmLauncher::baseEnvironment()
{
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    QProcessEnvironment env;
    for (const char *name : {"PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "TZ", "TMPDIR", "SLURM_CONF"}) {
        const QString key = QLatin1String(name);
        if (system.contains(key))
            env.insert(key, system.value(key));
    }
    if (!env.contains(QStringLiteral("PATH")))
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    return env;
}

QString SlurmLauncher::tool(const QString &name, QString *error) const
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        *error = CoreTr::tr("%1 was not found on the PATH; Slurm runs need a machine that can submit to the cluster.").arg(name);
    return path;
}

bool SlurmLauncher::refuseActiveJob(const QString &runDir, QString *error)
{
    LaunchRecord previous;
    QString readError;
    if (!readLaunchRecord(runDir, &previous, &readError) || previous.launcher != QLatin1String("slurm") || previous.slurmJobId.isEmpty())
        return false;
    const ProcessProbe p = probe(previous);
    if (p.state != ProcessProbe::State::Queued && p.state != ProcessProbe::State::Running)
        return false;
    *error = CoreTr::tr("The run folder %1 already belongs to Slurm job %2, which is %3; abort it or wait for its end first.")
                 .arg(runDir, previous.slurmJobId, p.schedulerState);
    return true;
}

void SlurmLauncher::cancelByComment(const QString &comment)
{
    QString ignored;
    const QString squeue = tool(QStringLiteral("squeue"), &ignored);
    const QString scancel = tool(QStringLiteral("scancel"), &ignored);
    if (squeue.isEmpty() || scancel.isEmpty())
        return;
    const CommandResult r = runCommand(squeue,
                                       {QStringLiteral("-h"), QStringLiteral("--me"), QStringLiteral("-o"), QStringLiteral("%i|%k")},
                                       baseEnvironment(), {}, kQueryTimeoutMs);
    if (!r.succeeded())
        return;
    for (const QString &line : QString::fromUtf8(r.standardOutput).split(QLatin1Char('\n'))) {
        const QString id = line.section(QLatin1Char('|'), 0, 0).trimmed();
        if (line.section(QLatin1Char('|'), 1).trimmed() == comment && isJobId(id))
            runCommand(scancel, {id}, baseEnvironment(), {}, kQueryTimeoutMs);
    }
}

namespace {

// The plan's staged files, copied into the run folder: it is shared with the compute nodes,
// and a file of this machine's installation (a backend's Python package) may not be. Regular
// files only, each to a relative place inside the folder that is none of the run's own files.
bool copyStagedFiles(const QString &runDir, const QList<StagedFile> &files, QString *error)
{
    static const QStringList reserved{QStringLiteral("job.json"), QStringLiteral("metrics.jsonl"), QStringLiteral("launch.json"),
                                      QStringLiteral("run.lock"), QStringLiteral("logs"),          QStringLiteral("checkpoints")};
    constexpr qint64 kMaxStagedFile = 64 * 1024 * 1024;
    for (const StagedFile &file : files) {
        const QStringList parts = file.target.split(QLatin1Char('/'));
        bool confined = !file.target.isEmpty() && !file.target.startsWith(QLatin1Char('/')) && !reserved.contains(parts.first());
        for (const QString &part : parts)
            confined = confined && !part.isEmpty() && part != QLatin1String(".") && part != QLatin1String("..");
        if (!confined) {
            *error =
                CoreTr::tr("The staged file name “%1” leaves the run folder or takes the place of a file of the run.").arg(file.target);
            return false;
        }
        QByteArray content;
        QString why;
        if (!readRegularFile(file.source, kMaxStagedFile, &content, &why)) {
            *error = CoreTr::tr("The file to stage %1 cannot be copied for Slurm: %2").arg(file.source, why);
            return false;
        }
        const QString target = QDir(runDir).filePath(file.target);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !writeFileAtomically(target, content, error))
            return false;
    }
    return true;
}

// Whether `runDir` lies inside `runRoot`, the folder the compute nodes share; says why not in `error`.
bool checkInsideRunRoot(const QString &runDir, const QString &runRoot, QString *error)
{
    const QString root = QDir::cleanPath(QDir(runRoot).absolutePath());
    // Lexically inside, and still inside once symbolic links are followed.
    if (!isInsideFolder(runDir, root) || !isInsideFolder(resolveExistingPart(runDir), resolveExistingPart(root))) {
        *error = CoreTr::tr("The run folder %1 is not inside the shared folder for Slurm runs, %2; the compute nodes "
                            "would not see it.")
                     .arg(runDir, root);
        return false;
    }
    return true;
}

// The launch record of a job sbatch accepted: where and when it was submitted, under which id,
// token and name, and what it runs (`job` is the job.json written for it).
LaunchRecord submittedJobRecord(const LaunchTarget &target, const LaunchRequest &request, const QString &runDir, const QByteArray &job,
                                const QString &jobName, const QString &jobId, const QString &token, const QDateTime &submitted)
{
    LaunchRecord rec;
    rec.launcher = target.launcherName();
    rec.target = target.toString();
    rec.host = QSysInfo::machineHostName();
    rec.hostRunDir = runDir;
    rec.slurmJobId = jobId;
    rec.launchToken = token;
    rec.started = submitted;
    rec.argv = request.plan.argv;
    recordRequest(request, job, &rec);
    rec.extra.insert(QStringLiteral("slurm_job_name"), jobName);
    recordPlanDetails(request.plan, &rec, CoreTr::tr("not started: the Slurm launcher starts nothing beside the job"));
    return rec;
}

} // namespace

bool SlurmLauncher::start(const LaunchRequest &request, LaunchRecord *record, QString *error)
{
    error->clear();
    if (m_target.kind != LaunchTarget::Kind::Slurm) {
        *error = CoreTr::tr("The Slurm launcher cannot run jobs on %1.").arg(m_target.toString());
        return false;
    }
    const QString runDir = QDir::cleanPath(QDir(request.runDir).absolutePath());
    if (!m_options.slurmRunRoot.isEmpty() && !checkInsideRunRoot(runDir, m_options.slurmRunRoot, error))
        return false;
    const QString sbatch = tool(QStringLiteral("sbatch"), error);
    if (sbatch.isEmpty())
        return false;

    // The job's comment carries the launch token: before scancel, the job under the recorded id
    // must show it (launchidentity.h).
    const QString token = newLaunchToken();
    const QString comment = slurmComment(token);
    SlurmSubmission submission;
    if (!makeSlurmSubmission(request.plan, runDir, m_target.partition, comment, &submission, error))
        return false;
    if (!checkRunFolderLinks(runDir, error))
        return false;
    if (!QDir().mkpath(QDir(runDir).filePath(QStringLiteral("logs")))) {
        *error = CoreTr::tr("The run folder %1 could not be created.").arg(runDir);
        return false;
    }
    if (refuseActiveJob(runDir, error))
        return false;
    if (!copyStagedFiles(runDir, request.plan.files, error))
        return false;

    const QByteArray job = QJsonDocument(request.plan.job).toJson(QJsonDocument::Indented);
    const QString scriptPath = QDir(runDir).filePath(QLatin1String(kSlurmScriptFile));
    if (!writeFileAtomically(QDir(runDir).filePath(QStringLiteral("job.json")), job, error)
        || !writeFileAtomically(scriptPath, submission.script.toUtf8(), error))
        return false;
    // The queue time of an earlier submission into this folder is not this one's.
    QFile::remove(QDir(runDir).filePath(QLatin1String(kSlurmQueueFile)));

    const QDateTime submitted = QDateTime::currentDateTimeUtc();
    const CommandResult r = runCommand(sbatch, submission.sbatchArgs + QStringList{scriptPath}, baseEnvironment(), runDir,
                                       kSubmitTimeoutMs);
    if (r.timedOut) {
        // sbatch may have submitted before it hung: nothing may be left queued behind our back.
        cancelByComment(comment);
        *error = r.error;
        return false;
    }
    if (!r.succeeded()) {
        *error = r.started ? CoreTr::tr("sbatch refused the job: %1").arg(r.lastErrorLine()) : r.error;
        return false;
    }
    const QString jobId = firstLine(r.standardOutput).section(QLatin1Char(';'), 0, 0); // "ID" or "ID;cluster"
    if (!isJobId(jobId)) {
        cancelByComment(comment);
        *error = CoreTr::tr("sbatch answered “%1” instead of a job id.").arg(firstLine(r.standardOutput));
        return false;
    }

    const LaunchRecord rec = submittedJobRecord(m_target, request, runDir, job, submission.jobName, jobId, token, submitted);
    if (!writeLaunchRecord(runDir, rec, error)) {
        // Without launch.json nobody could follow or abort the job: take it back.
        QString ignored;
        const QString scancel = tool(QStringLiteral("scancel"), &ignored);
        if (!scancel.isEmpty())
            runCommand(scancel, {jobId}, baseEnvironment(), {}, kQueryTimeoutMs);
        return false;
    }
    *record = rec;
    return true;
}

void SlurmLauncher::recordQueuePhase(const LaunchRecord &record, const SlurmJobState &state)
{
    if (record.hostRunDir.isEmpty() || !state.submitted.isValid() || !state.started.isValid())
        return;
    SlurmQueuePhase existing;
    QString error;
    if (readSlurmQueuePhase(record.hostRunDir, &existing, &error) && existing.jobId == record.slurmJobId)
        return;
    SlurmQueuePhase phase;
    phase.jobId = record.slurmJobId;
    phase.submitted = state.submitted.toUTC();
    phase.started = state.started.toUTC();
    phase.pendingSeconds = std::max<qint64>(0, state.submitted.secsTo(state.started));
    phase.state = state.state;
    writeSlurmQueuePhase(record.hostRunDir, phase, &error); // a read-only folder only loses the phase
}

ProcessProbe SlurmLauncher::probe(const LaunchRecord &record)
{
    ProcessProbe unknown;
    const QString id = record.slurmJobId;
    if (!isJobId(id)) {
        unknown.detail = CoreTr::tr("launch.json names no Slurm job id.");
        return unknown;
    }
    const QString squeue = tool(QStringLiteral("squeue"), &unknown.detail);
    if (squeue.isEmpty())
        return unknown;

    const CommandResult q = runCommand(
        squeue,
        QStringList{QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"), QStringLiteral("-j"), id} + slurmSqueueFormatArgs(),
        baseEnvironment(), {}, kQueryTimeoutMs);
    SlurmJobState state;
    QString parseError;
    if (q.succeeded() && !firstLine(q.standardOutput).isEmpty()) {
        if (!parseSqueueLine(firstLine(q.standardOutput), &state, &parseError)) {
            unknown.detail = parseError;
            return unknown;
        }
        const ProcessProbe p = slurmProbe(id, state, QStringLiteral("squeue"));
        if (p.state == ProcessProbe::State::Running || p.state == ProcessProbe::State::Ended)
            recordQueuePhase(record, state);
        return p;
    }
    // slurmctld forgets a job MinJobAge after its end ("Invalid job id specified"); anything
    // else is a cluster that does not answer now.
    const bool forgotten = q.succeeded()
                           || (q.started && !q.timedOut && !q.crashed
                               && QString::fromUtf8(q.standardError).contains(QLatin1String("Invalid job id")));
    if (!forgotten) {
        unknown.detail =
            CoreTr::tr("squeue could not tell the state of Slurm job %1: %2").arg(id, q.error.isEmpty() ? q.lastErrorLine() : q.error);
        return unknown;
    }
    QString ignored;
    const QString sacct = tool(QStringLiteral("sacct"), &ignored);
    if (!sacct.isEmpty()) {
        const CommandResult a = runCommand(
            sacct,
            QStringList{QStringLiteral("-n"), QStringLiteral("-P"), QStringLiteral("-X"), QStringLiteral("-j"), id}
                + slurmSacctFormatArgs(),
            baseEnvironment(), {}, kQueryTimeoutMs);
        if (a.succeeded() && !firstLine(a.standardOutput).isEmpty() && parseSacctLine(firstLine(a.standardOutput), &state, &parseError)) {
            const ProcessProbe p = slurmProbe(id, state, QStringLiteral("sacct"));
            if (p.state == ProcessProbe::State::Running || p.state == ProcessProbe::State::Ended)
                recordQueuePhase(record, state);
            return p;
        }
    }
    // Neither remembers it: the job ended long ago (or the cluster lost it), how is unknown.
    ProcessProbe gone;
    gone.state = ProcessProbe::State::Ended;
    gone.detail = CoreTr::tr("Slurm no longer knows job %1 (it ended longer ago than the cluster keeps finished jobs, "
                             "and there is no accounting to ask); how it ended is not known.")
                      .arg(id);
    return gone;
}

bool SlurmLauncher::sync(const QString &, const LaunchRecord &, bool, QString *error)
{
    error->clear(); // the run folder is shared with the compute nodes
    return true;
}

SlurmLauncher::Ownership SlurmLauncher::checkOwnership(const LaunchRecord &record, QString *error)
{
    error->clear();
    if (!isJobId(record.slurmJobId)) {
        *error = CoreTr::tr("launch.json names no Slurm job id.");
        return Ownership::Refused;
    }
    const QString how = CoreTr::tr("with “scancel %1” after checking it with “squeue -j %1 -o '%i %u %j %k'”").arg(record.slurmJobId);
    if (!isLaunchToken(record.launchToken)) {
        if (probe(record).state == ProcessProbe::State::Ended)
            return Ownership::Gone; // nothing to signal, proven or not
        *error = unverifiedJobMessage(CoreTr::tr("launch.json carries no launch token (it was written by an earlier version, or by "
                                                 "hand), so Slurm job %1 cannot be proven to be the run's")
                                          .arg(record.slurmJobId),
                                      how);
        return Ownership::Refused;
    }
    const QString squeue = tool(QStringLiteral("squeue"), error);
    if (squeue.isEmpty())
        return Ownership::Refused;
    const CommandResult q = runCommand(
        squeue, {QStringLiteral("-h"), QStringLiteral("-j"), record.slurmJobId, QStringLiteral("-o"), QStringLiteral("%k")},
        baseEnvironment(), {}, kQueryTimeoutMs);
    const QString comment = firstLine(q.standardOutput);
    if (q.succeeded() && !comment.isEmpty()) {
        if (comment == slurmComment(record.launchToken))
            return Ownership::Ours;
        *error = unverifiedJobMessage(
            CoreTr::tr("Slurm job %1 does not carry the run's launch token in its comment").arg(record.slurmJobId), how);
        return Ownership::Refused;
    }
    // Not in the queue (any more): ended, or Slurm cannot be asked now.
    if (probe(record).state == ProcessProbe::State::Ended)
        return Ownership::Gone;
    *error = unverifiedJobMessage(
        q.started ? CoreTr::tr("squeue did not show Slurm job %1: %2").arg(record.slurmJobId, q.lastErrorLine()) : q.error, how);
    return Ownership::Refused;
}

bool SlurmLauncher::abort(const LaunchRecord &record, int, QString *error)
{
    switch (checkOwnership(record, error)) {
    case Ownership::Gone:
        return true;
    case Ownership::Refused:
        return false;
    case Ownership::Ours:
        break;
    }
    const QString scancel = tool(QStringLiteral("scancel"), error);
    if (scancel.isEmpty())
        return false;
    // A plain scancel: SIGTERM to every process of the job (the trainer is the batch shell
    // itself), SIGKILL after KillWait, state CANCELLED. `--signal=TERM` alone would reach only
    // job steps, not the batch script.
    const CommandResult r = runCommand(scancel, {record.slurmJobId}, baseEnvironment(), {}, kQueryTimeoutMs);
    if (r.succeeded())
        return true;
    const ProcessProbe p = probe(record);
    if (p.state == ProcessProbe::State::Ended)
        return true; // nothing left to stop
    *error = r.started ? CoreTr::tr("scancel could not cancel Slurm job %1: %2").arg(record.slurmJobId, r.lastErrorLine()) : r.error;
    return false;
}

bool SlurmLauncher::kill(const LaunchRecord &record, QString *error)
{
    switch (checkOwnership(record, error)) {
    case Ownership::Gone:
        return true;
    case Ownership::Refused:
        return false;
    case Ownership::Ours:
        break;
    }
    const QString scancel = tool(QStringLiteral("scancel"), error);
    if (scancel.isEmpty())
        return false;
    // --full: the batch script too, which is the trainer itself (it execs the job's argv).
    const CommandResult r = runCommand(scancel, {QStringLiteral("--signal=KILL"), QStringLiteral("--full"), record.slurmJobId},
                                       baseEnvironment(), {}, kQueryTimeoutMs);
    if (r.succeeded())
        return true;
    if (probe(record).state == ProcessProbe::State::Ended)
        return true;
    *error = r.started ? CoreTr::tr("scancel could not signal Slurm job %1: %2").arg(record.slurmJobId, r.lastErrorLine()) : r.error;
    return false;
}

} // namespace pilot
