#include "core/launch/sshlauncher.h"

#include "core/launch/launchidentity.h"
#include "core/launch/runfolderlinks.h"
#include "core/launch/sshhostscripts.h"
#include "core/support/atomicfile.h"
#include "core/support/coretr.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace pilot {

namespace {

constexpr int kCommandTimeoutMs = 60 * 1000;
constexpr int kStageTimeoutMs = 6 * 60 * 60 * 1000; // a base model may be large; rsync's own --timeout catches a dead link
constexpr int kFetchTimeoutMs = 10 * 60 * 1000;
constexpr qint64 kSyncOverlapBytes = 4096;           // compared on every sync, so a replaced file is noticed
constexpr qint64 kMaxSyncBytes = 64LL * 1024 * 1024; // per sync; the next one goes on where this one stopped
const char kDefaultRemoteRoot[] = "~/migration-pilot/runs";
const char kMetricsFile[] = "metrics.jsonl";

// A staged file's place in the run folder: relative, inside, not one of the files the job
// interface gives a meaning to.
bool confinedTarget(const QString &target)
{
    if (target.isEmpty() || target.startsWith(QLatin1Char('/')) || target.contains(QChar(0)))
        return false;
    const QStringList parts = target.split(QLatin1Char('/'));
    for (const QString &part : parts)
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
            return false;
    static const QStringList reserved{QStringLiteral("job.json"), QStringLiteral("metrics.jsonl"), QStringLiteral("launch.json"),
                                      QStringLiteral("run.lock"), QStringLiteral("logs"),          QStringLiteral("checkpoints")};
    return !reserved.contains(parts.first());
}

QString firstLine(const QByteArray &out)
{
    const int nl = out.indexOf('\n');
    return QString::fromUtf8(nl < 0 ? out : out.left(nl)).trimmed();
}

// The local metrics.jsonl as it stands: its size and last `back` bytes. False when it exists
// but is not a regular file (a link or a pipe put there is not written through).
bool localTail(const QString &path, qint64 *size, QByteArray *last, QString *error)
{
    const QFileInfo info(path);
    *size = 0;
    last->clear();
    if (!info.exists() && !info.isSymLink())
        return true;
    if (info.isSymLink() || !info.isFile()) {
        *error = CoreTr::tr("%1 is not a regular file; the run's metrics are not copied over it.").arg(path);
        return false;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    *size = f.size();
    const qint64 back = qMin(*size, kSyncOverlapBytes);
    f.seek(*size - back);
    *last = f.read(back);
    return true;
}

} // namespace

SshLauncher::SshLauncher(const LaunchTarget &target, const LauncherOptions &options)
    : m_target(target)
    , m_options(options)
    , m_client(target, options)
{
}

LaunchTarget SshLauncher::target() const
{
    return m_target;
}

bool SshLauncher::hostRunDir(const QString &runDir, QString *hostDir, QString *error)
{
    error->clear();
    // The host's folder takes the local folder's name, one path component, so it stays under
    // the root whatever the name holds (spaces, quotes, line breaks reach the host quoted).
    const QString name = QFileInfo(QDir::cleanPath(QDir(runDir).absolutePath())).fileName();
    if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..")) {
        *error = CoreTr::tr("The run folder “%1” has no name that could become a folder on the host.").arg(runDir);
        return false;
    }
    QString root = m_options.remoteRunRoot.isEmpty() ? QLatin1String(kDefaultRemoteRoot) : m_options.remoteRunRoot;
    if (root.startsWith(QLatin1Char('~')) && root != QLatin1String("~") && !root.startsWith(QLatin1String("~/"))) {
        *error = CoreTr::tr("The remote run folder “%1” names another user's home; give an absolute path or one under ~/.").arg(root);
        return false;
    }
    if (!root.startsWith(QLatin1Char('/'))) {
        if (m_remoteHome.isEmpty()) {
            if (!m_client.valid(error))
                return false;
            const SshClient::Result r = m_client.runScript(QStringLiteral("printf '%s' \"$HOME\""), {}, kCommandTimeoutMs);
            const QString home = QString::fromUtf8(r.out);
            if (!r.ok || !home.startsWith(QLatin1Char('/'))) {
                *error = r.ok
                             ? CoreTr::tr("The host %1 did not name an absolute home folder (HOME is “%2”).").arg(m_target.toString(), home)
                             : r.error;
                return false;
            }
            m_remoteHome = home;
        }
        root = root == QLatin1String("~") ? m_remoteHome
                                          : m_remoteHome + QLatin1Char('/') + (root.startsWith(QLatin1String("~/")) ? root.mid(2) : root);
    }
    *hostDir = QDir::cleanPath(root) + QLatin1Char('/') + name;
    return true;
}

namespace {

// rsync -L copies what every link points to: a link inside a model or data folder that leads
// out of it would carry a file from elsewhere on this machine to the host. Such a folder is
// refused, naming the link; links that stay inside are copied as the files they point to.
bool linksStayInside(const QString &folder, QString *error)
{
    const QString root = QFileInfo(folder).canonicalFilePath();
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        if (!info.isSymLink())
            continue;
        const QString target = info.canonicalFilePath(); // empty for a link to nothing
        if (!target.isEmpty() && (target == root || target.startsWith(root + QLatin1Char('/'))))
            continue;
        *error = CoreTr::tr("%1 holds %2, a link to %3 outside it; staging copies only what lies inside the folder. Copy the "
                            "files it points to into the folder (for a Hugging Face cache snapshot: download it with "
                            "--local-dir), then start again.")
                     .arg(folder, path, info.symLinkTarget());
        return false;
    }
    return true;
}

} // namespace

bool SshLauncher::stage(const QString &runDir, const QString &hostDir, const LaunchPlan &plan, QString *error)
{
    for (const StagedFile &file : plan.files) {
        if (QFileInfo(file.source).isDir() && !linksStayInside(file.source, error))
            return false;
    }
    // One rsync for all files: a folder of links laid out as the run folder on the host, copied
    // with -L (the files and folders the links point to, a model folder as a whole). rsync's
    // size-and-time check skips what is there already.
    QTemporaryDir tree;
    if (!tree.isValid()) {
        *error = CoreTr::tr("Cannot create a temporary folder to stage the job's files: %1").arg(tree.errorString());
        return false;
    }
    QList<StagedFile> files = plan.files;
    files.append(StagedFile{QDir(runDir).filePath(QStringLiteral("job.json")), QStringLiteral("job.json")});
    for (const StagedFile &file : std::as_const(files)) {
        const QString link = tree.filePath(file.target);
        if (!QDir().mkpath(QFileInfo(link).path()) || !QFile::link(file.source, link)) {
            *error = CoreTr::tr("Cannot stage “%1” as “%2”.").arg(file.source, file.target);
            return false;
        }
    }
    const SshClient::Result r = m_client.rsync(
        {QStringLiteral("-rtL"), tree.path() + QLatin1Char('/'), m_client.remotePath(hostDir + QLatin1Char('/'))}, kStageTimeoutMs);
    if (!r.ok) {
        *error = CoreTr::tr("Copying the job's files to %1 failed: %2").arg(m_target.toString(), r.error);
        return false;
    }
    return true;
}

namespace {

// What the SSH launcher can pass on: a program env(1) does not take for a variable, no NUL in
// any word, variables with valid names (as NAME=value words in `envWords`), staged files that
// stay inside the run folder and exist here.
bool checkPlan(const LaunchPlan &plan, QStringList *envWords, QString *error)
{
    if (plan.argv.isEmpty() || plan.argv.first().isEmpty()) {
        *error = CoreTr::tr("The launch plan has no program to start.");
        return false;
    }
    if (plan.argv.first().contains(QLatin1Char('='))) {
        // env(1) would read it as a variable.
        *error = CoreTr::tr("The program “%1” contains '=', which the SSH launcher cannot start.").arg(plan.argv.first());
        return false;
    }
    for (const QString &word : plan.argv) {
        if (word.contains(QChar(0))) {
            *error = CoreTr::tr("An argument of the launch plan contains a NUL character.");
            return false;
        }
    }
    static const QRegularExpression envName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*\\z"));
    for (auto it = plan.env.cbegin(); it != plan.env.cend(); ++it) {
        if (!envName.match(it.key()).hasMatch() || it.value().contains(QChar(0))) {
            *error = CoreTr::tr("The environment variable “%1” of the launch plan is not a valid name.").arg(it.key());
            return false;
        }
        *envWords << it.key() + QLatin1Char('=') + it.value();
    }
    for (const StagedFile &file : plan.files) {
        if (!confinedTarget(file.target)) {
            *error =
                CoreTr::tr("The staged file name “%1” leaves the run folder or takes the place of a file of the run.").arg(file.target);
            return false;
        }
        const QFileInfo source(file.source);
        if (!source.isAbsolute() || (!source.isFile() && !source.isDir())) {
            *error = CoreTr::tr("The file to stage “%1” is not a regular file or folder given by its absolute path.").arg(file.source);
            return false;
        }
    }
    return true;
}

// Makes the run folder on the host; refused when a part of it is a symbolic link or a job
// holds its run.lock.
bool prepareHostFolder(SshClient &client, const QString &target, const QString &hostDir, QString *error)
{
    const SshClient::Result r = client.runScript(sshhost::prepareScript(), {hostDir}, kCommandTimeoutMs);
    if (!r.ok) {
        *error = r.error;
        return false;
    }
    if (firstLine(r.out).startsWith(QLatin1String("link "))) {
        *error = CoreTr::tr("%1/%2 on %3 is a symbolic link; a run writes only inside its run folder, so nothing was started: "
                            "remove the link.")
                     .arg(hostDir, firstLine(r.out).mid(5), target);
        return false;
    }
    if (firstLine(r.out) == QLatin1String("busy")) {
        *error = CoreTr::tr("A job already runs in %1 on %2 (it holds run.lock); nothing was started.").arg(hostDir, target);
        return false;
    }
    return true;
}

// The launch record of a job about to start: the request's backend and plan, the job's hash.
LaunchRecord launchRecordOf(const LaunchRequest &request, const LaunchTarget &target, const QString &hostDir, const QByteArray &jobBytes)
{
    LaunchRecord rec;
    rec.launcher = target.launcherName();
    rec.target = target.toString();
    rec.hostRunDir = hostDir;
    rec.argv = request.plan.argv;
    recordRequest(request, jobBytes, &rec);
    rec.started = QDateTime::currentDateTimeUtc();
    recordPlanDetails(request.plan, &rec, CoreTr::tr("not started: the SSH launcher starts nothing beside the job"));
    return rec;
}

// The start script's answer: "started <pid> <start ticks>" and the host's name, into `rec`; or
// why nothing runs ("nowork", "ended <code>" with the job's error output), or that the answer
// is not understood.
bool readStartAnswer(const QByteArray &out, const LaunchTarget &target, const QString &workDir, LaunchRecord *rec, QString *error)
{
    const QStringList head = firstLine(out).split(QLatin1Char(' '));
    if (head.value(0) == QLatin1String("nowork")) {
        *error = CoreTr::tr("The working folder %1 does not exist on %2; nothing was started.").arg(workDir, target.toString());
        return false;
    }
    if (head.value(0) == QLatin1String("ended")) {
        const QByteArray rest = out.mid(out.indexOf('\n') + 1);
        *error = CoreTr::tr("The job ended at once on %1 with exit code %2. Its error output ends with: %3")
                     .arg(target.toString(), head.value(1), QString::fromUtf8(rest).trimmed());
        return false;
    }
    bool pidOk = false;
    bool ticksOk = false;
    rec->pid = head.value(1).toLongLong(&pidOk);
    rec->pidStartTicks = head.value(2).toULongLong(&ticksOk);
    if (head.value(0) != QLatin1String("started") || !pidOk || rec->pid <= 1 || !ticksOk) {
        *error = CoreTr::tr("The host %1 answered the start in a way this program does not understand: “%2”.")
                     .arg(target.toString(), QString::fromUtf8(out.left(200)));
        return false;
    }
    rec->host = QString::fromUtf8(out.split('\n').value(1)).trimmed();
    if (rec->host.isEmpty())
        rec->host = target.host;
    return true;
}

} // namespace

bool SshLauncher::start(const LaunchRequest &request, LaunchRecord *record, QString *error)
{
    error->clear();
    const LaunchPlan &plan = request.plan;
    if (!m_client.valid(error))
        return false;
    QStringList words;
    if (!checkPlan(plan, &words, error))
        return false;

    // A launch.json of a job still running here is not overwritten.
    LaunchRecord previous;
    QString previousError;
    if (readLaunchRecord(request.runDir, &previous, &previousError) && previous.launcher == m_target.launcherName() && previous.pid > 0) {
        const ProcessProbe p = probe(previous);
        if (p.state == ProcessProbe::State::Running || p.state == ProcessProbe::State::Unknown) {
            *error = CoreTr::tr("The run folder %1 belongs to a job that may still run on %2 (%3); abort it or choose another folder.")
                         .arg(request.runDir, previous.target, p.detail);
            return false;
        }
    }

    if (!checkRunFolderLinks(request.runDir, error))
        return false;
    QString hostDir;
    if (!hostRunDir(request.runDir, &hostDir, error))
        return false;
    const QString workDir = plan.workingDirectory.isEmpty() ? hostDir : plan.workingDirectory;
    if (!workDir.startsWith(QLatin1Char('/'))) {
        *error = CoreTr::tr("The working folder “%1” of the launch plan is not an absolute path.").arg(workDir);
        return false;
    }
    if (!QDir().mkpath(request.runDir)) {
        *error = CoreTr::tr("Cannot create the run folder %1.").arg(request.runDir);
        return false;
    }
    const QByteArray jobBytes = QJsonDocument(plan.job).toJson(QJsonDocument::Indented);
    if (!writeFileAtomically(QDir(request.runDir).filePath(QStringLiteral("job.json")), jobBytes, error))
        return false;

    // From the first contact with the host until the files are there: the run's wait before
    // it starts, its `queue` phase (docs/cost.md).
    QElapsedTimer staging;
    staging.start();
    if (!prepareHostFolder(m_client, m_target.toString(), hostDir, error) || !stage(request.runDir, hostDir, plan, error))
        return false;

    LaunchRecord rec = launchRecordOf(request, m_target, hostDir, jobBytes);
    rec.stagingSeconds = double(staging.nsecsElapsed()) / 1e9;

    // The proof that the process is this run's job, checked before any signal (launchidentity.h);
    // the last variable, so no plan can choose it.
    rec.launchToken = newLaunchToken();
    words << QLatin1String(kLaunchTokenVariable) + QLatin1Char('=') + rec.launchToken;
    const SshClient::Result r = m_client.runScript(sshhost::startScript(), QStringList{hostDir, workDir} + words + plan.argv,
                                                   kCommandTimeoutMs);
    if (!r.ok) {
        // The connection may have dropped after the job started: then it runs without a
        // record here. Say so rather than pretend nothing happened.
        *error = CoreTr::tr("Starting the job on %1 failed, and whether it started is not known; look into %2 on the host. %3")
                     .arg(m_target.toString(), hostDir, r.error);
        return false;
    }
    if (!readStartAnswer(r.out, m_target, workDir, &rec, error))
        return false;

    if (!writeLaunchRecord(request.runDir, rec, error)) {
        // Without launch.json nobody could follow or abort it: stop it now.
        QString ignored;
        abort(rec, 0, &ignored);
        *error = CoreTr::tr("The job was stopped again because its launch record could not be written: %1").arg(*error);
        return false;
    }
    m_remoteId.remove(request.runDir);
    *record = rec;
    return true;
}

ProcessProbe SshLauncher::probe(const LaunchRecord &record)
{
    ProcessProbe p;
    if (record.pid <= 0) {
        p.detail = CoreTr::tr("The launch record names no process.");
        return p;
    }
    QString error;
    if (!m_client.valid(&error)) {
        p.detail = error;
        return p;
    }
    const SshClient::Result r = m_client.runScript(sshhost::probeScript(),
                                                   {QString::number(record.pid), QString::number(record.pidStartTicks), record.launchToken},
                                                   kCommandTimeoutMs);
    if (!r.ok) {
        p.detail = r.error; // Unknown: an unreachable host says nothing about the job
        return p;
    }
    const QString answer = firstLine(r.out);
    if (answer == QLatin1String("running")) {
        p.state = ProcessProbe::State::Running;
        p.detail = CoreTr::tr("pid %1 runs on %2").arg(record.pid).arg(record.host);
    } else if (answer == QLatin1String("other")) {
        p.state = ProcessProbe::State::Ended;
        p.detail = CoreTr::tr("pid %1 on %2 now belongs to another process; the job has ended").arg(record.pid).arg(record.host);
    } else if (answer == QLatin1String("gone")) {
        p.state = ProcessProbe::State::Ended;
        p.detail = CoreTr::tr("pid %1 no longer runs on %2").arg(record.pid).arg(record.host);
    } else if (answer == QLatin1String("unverified")) {
        p.detail = CoreTr::tr("pid %1 runs on %2 but does not carry the run's launch token").arg(record.pid).arg(record.host);
    } else {
        p.detail = CoreTr::tr("The host %1 gave an answer this program does not understand: “%2”.").arg(record.target, answer.left(200));
    }
    return p;
}

bool SshLauncher::syncMetrics(const QString &runDir, const LaunchRecord &record, QString *error)
{
    const QString local = QDir(runDir).filePath(QLatin1String(kMetricsFile));
    const QString remote = record.hostRunDir + QLatin1Char('/') + QLatin1String(kMetricsFile);
    qint64 have = 0;
    QByteArray last;
    if (!localTail(local, &have, &last, error))
        return false;
    for (int attempt = 0; attempt < 2; ++attempt) {
        const qint64 back = last.size();
        const SshClient::Result r = m_client.runScript(
            sshhost::syncScript(), {remote, QString::number(have), QString::number(back), QString::number(kMaxSyncBytes)}, kFetchTimeoutMs);
        if (!r.ok) {
            *error = r.error;
            return false;
        }
        const int nl = r.out.indexOf('\n');
        const QStringList head = QString::fromUtf8(nl < 0 ? r.out : r.out.left(nl)).split(QLatin1Char(' '));
        if (head.value(0) == QLatin1String("missing"))
            return true; // the job has not written its first line yet
        if (head.value(0) != QLatin1String("data") || head.size() != 4) {
            *error = CoreTr::tr("%1 on %2 is not a regular file, or the host answered in an unknown way.").arg(remote, record.target);
            return false;
        }
        const QByteArray payload = r.out.mid(nl + 1);
        const QString id = head.value(2);
        const qint64 from = head.value(3).toLongLong();
        const bool sameFile = !m_remoteId.contains(runDir) || m_remoteId.value(runDir) == id;
        if (from == have - back && sameFile && payload.left(back) == last) {
            if (payload.size() > back) {
                QFile f(local);
                if (!f.open(QIODevice::WriteOnly | QIODevice::Append) || f.write(payload.mid(back)) != payload.size() - back
                    || !f.flush()) {
                    *error = QStringLiteral("%1: %2").arg(local, f.errorString());
                    return false;
                }
            }
            m_remoteId.insert(runDir, id);
            return true;
        }
        if (from == 0) {
            // The host's file shrank or is another one: take it whole, replacing ours at once
            // (readers of metrics.jsonl notice a replaced file and read it again).
            if (!writeFileAtomically(local, payload, error))
                return false;
            m_remoteId.insert(runDir, id);
            return true;
        }
        // Same size or larger but other bytes before our end: fetch from the start.
        have = 0;
        last.clear();
        m_remoteId.remove(runDir);
    }
    *error = CoreTr::tr("%1 on %2 changed while it was being copied; try again.").arg(remote, record.target);
    return false;
}

bool SshLauncher::sync(const QString &runDir, const LaunchRecord &record, bool final, QString *error)
{
    error->clear();
    if (!m_client.valid(error))
        return false;
    if (record.hostRunDir.isEmpty() || !record.hostRunDir.startsWith(QLatin1Char('/'))) {
        *error = CoreTr::tr("The launch record of %1 names no run folder on the host.").arg(runDir);
        return false;
    }
    if (!syncMetrics(runDir, record, error))
        return false;
    if (!final)
        return true;
    // The logs and each finished checkpoint's manifest, never the weights. -rt without -l: a
    // link on the host is not copied, so nothing here points outside the run folder.
    const SshClient::Result r = m_client.rsync(
        {QStringLiteral("-rt"), QStringLiteral("--exclude=/checkpoints/*.partial/"), QStringLiteral("--include=/logs/"),
         QStringLiteral("--include=/logs/**"), QStringLiteral("--include=/checkpoints/"), QStringLiteral("--include=/checkpoints/step-*/"),
         QStringLiteral("--include=/checkpoints/step-*/manifest.json"), QStringLiteral("--exclude=*"),
         m_client.remotePath(record.hostRunDir + QLatin1Char('/')), QDir(runDir).absolutePath() + QLatin1Char('/')},
        kFetchTimeoutMs);
    if (!r.ok) {
        *error = CoreTr::tr("Fetching the logs and checkpoint manifests from %1 failed: %2").arg(record.target, r.error);
        return false;
    }
    return true;
}

namespace {

// What abort and kill say when the host found a process under the pid that is not proven the
// run's job (or the record cannot name one).
QString unverifiedOnHost(const LaunchRecord &record, const QString &why)
{
    return unverifiedJobMessage(why, CoreTr::tr("on %1, for example with “kill -TERM -- -%2” after checking it with “ps -o "
                                                "pid,lstart,args -g %2”")
                                         .arg(record.host.isEmpty() ? record.target : record.host)
                                         .arg(record.pid));
}

// A record that can name a job of ours at all: a plausible pid, its start time and a token.
bool signallableRecord(const LaunchRecord &record, QString *error)
{
    if (!isJobPid(record.pid) || record.pidStartTicks == 0) {
        *error = unverifiedJobMessage(impossiblePidReason(record.pid),
                                      CoreTr::tr("find it on the host with “ps -eo pid,pgid,lstart,args”"));
        return false;
    }
    if (!isLaunchToken(record.launchToken)) {
        *error = unverifiedOnHost(record, missingTokenReason(record.pid));
        return false;
    }
    return true;
}

} // namespace

bool SshLauncher::signal(const LaunchRecord &record, const QString &script, const QStringList &extra, QString *error)
{
    error->clear();
    if (!signallableRecord(record, error)) {
        // A record that cannot prove its job may still name one that is gone: nothing to stop.
        if (isJobPid(record.pid) && record.pidStartTicks != 0 && probe(record).state == ProcessProbe::State::Ended) {
            error->clear();
            return true;
        }
        return false;
    }
    if (!m_client.valid(error))
        return false;
    const SshClient::Result r = m_client.runScript(
        script, QStringList{QString::number(record.pid), QString::number(record.pidStartTicks), record.launchToken} + extra,
        kCommandTimeoutMs);
    if (!r.ok) {
        *error = r.error;
        return false;
    }
    const QString answer = firstLine(r.out);
    if (answer == QLatin1String("sent") || answer == QLatin1String("gone"))
        return true; // a job already gone needs no stopping
    if (answer == QLatin1String("unverified")) {
        *error = unverifiedOnHost(record, CoreTr::tr("process %1 on the host is not proven to be the run's job (it does not lead a "
                                                     "session of its own with the run's launch token)")
                                              .arg(record.pid));
        return false;
    }
    *error = CoreTr::tr("The host %1 refused to signal process group %2.").arg(record.target).arg(record.pid);
    return false;
}

bool SshLauncher::abort(const LaunchRecord &record, int graceSeconds, QString *error)
{
    return signal(record, sshhost::abortScript(), {QString::number(qMax(0, graceSeconds)), sshhost::killLaterScript()}, error);
}

bool SshLauncher::kill(const LaunchRecord &record, QString *error)
{
    return signal(record, sshhost::killScript(), {}, error);
}

} // namespace pilot
