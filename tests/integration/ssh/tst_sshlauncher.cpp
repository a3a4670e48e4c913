// The SSH launcher against a real sshd on 127.0.0.1 (started by the sshd_up fixture) and the
// real pilot-trainer: a run to completion followed live, a run that outlives its connections
// and is found again from launch.json, an abort with a checkpoint, an unknown or changed host
// key, hostile run folder names. The loopback host shares this machine's files, so the tests
// also look into the host's run folder directly.
#include "core/cost/phasechain.h"
#include "core/launch/launcher.h"
#include "core/launch/launcheroptionscheck.h"
#include "core/launch/launchidentity.h"
#include "core/launch/launchrecord.h"
#include "core/launch/procstat.h"
#include "core/launch/sshlauncher.h"
#include "core/runs/metricstail.h"
#include "core/runs/runsummary.h"

#include "../../trainer/trainertest.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

#include <sys/stat.h>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

const QString kSshdDir = qEnvironmentVariable("PILOT_TEST_SSHD_DIR");
const QString kScripts = QStringLiteral(PILOT_SOURCE_DIR "/tests/integration/ssh");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int sshdPort()
{
    const QRegularExpression re(QStringLiteral("^Port (\\d+)$"), QRegularExpression::MultilineOption);
    return re.match(QString::fromUtf8(readAll(kSshdDir + QStringLiteral("/sshd_config")))).captured(1).toInt();
}

bool runScript(const QString &name, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("/bin/sh"), QStringList{kScripts + QLatin1Char('/') + name} + args);
    // The scripts wait for sshd themselves, against deadlines of their own (a loaded machine).
    return p.waitForFinished(300000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

LaunchTarget testTarget()
{
    LaunchTarget t;
    QString error;
    if (!LaunchTarget::parse(QStringLiteral("ssh://pilot-test-sshd"), &t, &error))
        qFatal("%s", qPrintable(error));
    return t;
}

/// A plan as the libtorch backend makes one for a host without this machine's files: the
/// job's data staged into the run folder under `inputs/`.
LaunchRequest tinyRequest(const QString &runDir, const QString &hostDir, const QString &dataDir, qint64 steps, int everySteps = 3)
{
    QJsonObject job = tinyJob(steps);
    QJsonObject data = job.value(QStringLiteral("data")).toObject();
    data.insert(QStringLiteral("train"), QStringLiteral("inputs/train data 'q'.jsonl"));
    data.insert(QStringLiteral("validation"), QStringLiteral("inputs/valid.jsonl"));
    job.insert(QStringLiteral("data"), data);
    QJsonObject checkpoint = job.value(QStringLiteral("checkpoint")).toObject();
    checkpoint.insert(QStringLiteral("every_steps"), everySteps);
    job.insert(QStringLiteral("checkpoint"), checkpoint);

    LaunchRequest request;
    request.runDir = runDir;
    request.backend.name = QStringLiteral("libtorch");
    request.backend.version = QStringLiteral("test");
    request.plan.argv = {kTrainer, QStringLiteral("--job"), hostDir + QStringLiteral("/job.json"), QStringLiteral("--run-dir"), hostDir};
    request.plan.workingDirectory = hostDir;
    request.plan.files = {{dataDir + QStringLiteral("/train.jsonl"), QStringLiteral("inputs/train data 'q'.jsonl")},
                          {dataDir + QStringLiteral("/valid.jsonl"), QStringLiteral("inputs/valid.jsonl")},
                          // a folder, as a model folder is staged
                          {dataDir + QStringLiteral("/folder"), QStringLiteral("inputs/model")}};
    request.plan.job = job;
    return request;
}

struct Followed
{
    bool ended = false;
};

/// Syncs and probes until the process has ended (then a final sync), as the app follows a run.
Followed follow(Launcher &launcher, const QString &runDir, const LaunchRecord &record, int timeoutMs)
{
    Followed f;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        const ProcessProbe p = launcher.probe(record);
        QString error;
        if (!launcher.sync(runDir, record, false, &error))
            qWarning("sync: %s", qPrintable(error));
        if (p.state == ProcessProbe::State::Ended) {
            f.ended = true;
            break;
        }
        QThread::msleep(300);
    }
    QString error;
    if (f.ended && !launcher.sync(runDir, record, true, &error))
        qWarning("final sync: %s", qPrintable(error));
    return f;
}

/// The job's process group held still (SIGSTOP) or let go on (SIGCONT): the loopback host is
/// this machine, so the test can pin a fast job at the moment it wants to look, whatever the
/// machine's load makes of the job's speed. A stopped job is alive: probe() says running.
void signalJob(const LaunchRecord &record, int signal)
{
    QVERIFY(record.pid > 1);
    QCOMPARE(::kill(-static_cast<pid_t>(record.pid), signal), 0);
}

// How long a test waits for a tiny job to get somewhere, or to end: minutes, since the
// machine may be busy with other builds and tests; on a quiet machine it takes seconds.
constexpr int kJobDeadlineMs = 600000;

/// Waits until the host's metrics.jsonl holds more than `steps` steps (read on the host's
/// side, which the loopback host shares).
bool hostHasSteps(const QString &hostDir, size_t steps)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < kJobDeadlineMs) {
        if (readMetrics(hostDir).steps().size() > steps)
            return true;
        QThread::msleep(20);
    }
    return false;
}

QStringList filesNamed(const QString &dir, const QString &pattern)
{
    QStringList found;
    QDirIterator it(dir, {pattern}, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        found << it.next();
    return found;
}

} // namespace

class TestSshLauncher : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_data;
    QString m_remoteRoot;
    LauncherOptions m_options;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!kSshdDir.isEmpty() && QFileInfo::exists(kSshdDir + QStringLiteral("/client_config")),
                 "PILOT_TEST_SSHD_DIR names no running test sshd (ctest starts it with the sshd_up fixture)");
        QVERIFY(m_tmp.isValid());
        m_data = m_tmp.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(m_data));
        writeData(m_data);
        QVERIFY(QDir().mkpath(m_data + QStringLiteral("/folder/sub")));
        QFile inFolder(m_data + QStringLiteral("/folder/sub/config.json"));
        QVERIFY(inFolder.open(QIODevice::WriteOnly));
        inFolder.write("{}\n");
        inFolder.close();
        // The host's root, hostile itself: every word of it reaches the host's shell.
        m_remoteRoot = m_tmp.filePath(QStringLiteral("host root 'q' $(touch pwned-root)"));
        m_options.sshConfigFile = kSshdDir + QStringLiteral("/client_config");
        m_options.remoteRunRoot = m_remoteRoot;
    }

    void hostRunDirUnderTheRoot()
    {
        SshLauncher launcher(testTarget(), m_options);
        QString hostDir, error;
        QVERIFY2(launcher.hostRunDir(m_tmp.filePath(QStringLiteral("local/run-1")), &hostDir, &error), qPrintable(error));
        QCOMPARE(hostDir, m_remoteRoot + QStringLiteral("/run-1"));
        // The default root is in the home folder of the host's user, asked over ssh.
        LauncherOptions defaults = m_options;
        defaults.remoteRunRoot.clear();
        SshLauncher home(testTarget(), defaults);
        QVERIFY2(home.hostRunDir(QStringLiteral("/x/run 2"), &hostDir, &error), qPrintable(error));
        QCOMPARE(hostDir, QDir::homePath() + QStringLiteral("/migration-pilot/runs/run 2"));
        QVERIFY(!home.hostRunDir(QStringLiteral("/"), &hostDir, &error));
    }

    void runsToCompletionFollowedLive()
    {
        const QString runDir = m_tmp.filePath(QStringLiteral("local/complete"));
        SshLauncher launcher(testTarget(), m_options);
        QString hostDir, error;
        QVERIFY2(launcher.hostRunDir(runDir, &hostDir, &error), qPrintable(error));
        LaunchRecord record;
        // Enough steps that the job cannot end between the test seeing its first step and
        // holding it still, however the machine's load delays the test.
        constexpr qint64 kSteps = 200;
        QVERIFY2(launcher.start(tinyRequest(runDir, hostDir, m_data, kSteps, 20), &record, &error), qPrintable(error));

        // launch.json here says where and what runs.
        LaunchRecord read;
        QVERIFY2(readLaunchRecord(runDir, &read, &error), qPrintable(error));
        QCOMPARE(read.launcher, QStringLiteral("ssh"));
        QCOMPARE(read.target, QStringLiteral("ssh://pilot-test-sshd"));
        QCOMPARE(read.hostRunDir, hostDir);
        QCOMPARE(read.pid, record.pid);
        QVERIFY(read.pidStartTicks > 0);
        // Staging took time, measured: the run's queue phase, never a zero pretending.
        QVERIFY(read.stagingSeconds && *read.stagingSeconds > 0 && *read.stagingSeconds < 600);
        QCOMPARE(read.argv.first(), kTrainer);
        QVERIFY(!read.host.isEmpty());
        QCOMPARE(read.jobSha256.size(), 64);
        // The staged files and job.json arrived on the host.
        QCOMPARE(readAll(hostDir + QStringLiteral("/inputs/train data 'q'.jsonl")), readAll(m_data + QStringLiteral("/train.jsonl")));
        QCOMPARE(readAll(hostDir + QStringLiteral("/job.json")), readAll(runDir + QStringLiteral("/job.json")));
        QCOMPARE(readAll(hostDir + QStringLiteral("/inputs/model/sub/config.json")), QByteArray("{}\n"));
        QVERIFY(!QFileInfo(hostDir + QStringLiteral("/inputs/model")).isSymLink());

        // Steps arrive here while the job runs: held still after its first steps, it is
        // running, and a sync brings them.
        QVERIFY(hostHasSteps(hostDir, 0));
        signalJob(record, SIGSTOP);
        auto goOn = qScopeGuard([&] { ::kill(-static_cast<pid_t>(record.pid), SIGCONT); });
        QCOMPARE(launcher.probe(record).state, ProcessProbe::State::Running);
        QVERIFY2(launcher.sync(runDir, record, false, &error), qPrintable(error));
        {
            const RunMetrics live = readMetrics(runDir);
            QVERIFY(!live.steps().empty());
            QVERIFY(!live.runEnd());
        }
        goOn.dismiss();
        signalJob(record, SIGCONT);
        const Followed f = follow(launcher, runDir, record, kJobDeadlineMs);
        QVERIFY(f.ended);
        const RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
        QCOMPARE(m.steps().back().step, kSteps);
        QCOMPARE(readAll(runDir + QStringLiteral("/metrics.jsonl")), readAll(hostDir + QStringLiteral("/metrics.jsonl")));
        // At the end: the logs and every checkpoint's manifest, not the weights.
        QVERIFY(QFileInfo(runDir + QStringLiteral("/logs/stderr.log")).isFile());
        QVERIFY(QFileInfo(runDir + QStringLiteral("/logs/stdout.log")).isFile());
        const QStringList manifests = filesNamed(runDir + QStringLiteral("/checkpoints"), QStringLiteral("manifest.json"));
        QCOMPARE(manifests.size(), filesNamed(hostDir + QStringLiteral("/checkpoints"), QStringLiteral("manifest.json")).size());
        QVERIFY(!manifests.isEmpty());
        QVERIFY(filesNamed(runDir, QStringLiteral("*.safetensors")).isEmpty());
        QCOMPARE(launcher.probe(record).state, ProcessProbe::State::Ended);
        // The cost chain's queue phase is the staging the launcher measured.
        const RunPhaseChain chain = readPhaseChain(runDir);
        QCOMPARE(chain.queue.source, PhaseSource::Measured);
        QCOMPARE(chain.queue.seconds.value_or(-1), *read.stagingSeconds);
        QVERIFY2(chain.queue.how.contains(QLatin1String("staged")), qPrintable(chain.queue.how));

        // The same job run here, its data named where it lies on this machine rather than staged
        // under inputs/: the same job hash, since it covers what is trained, not where the files lie.
        {
            QJsonObject local = tinyRequest(runDir, hostDir, m_data, kSteps, 20).plan.job;
            QJsonObject data = local.value(QStringLiteral("data")).toObject();
            data.insert(QStringLiteral("train"), m_data + QStringLiteral("/train.jsonl"));
            data.insert(QStringLiteral("validation"), m_data + QStringLiteral("/valid.jsonl"));
            local.insert(QStringLiteral("data"), data);
            const QString localJob = m_tmp.filePath(QStringLiteral("local-same-job.json"));
            QFile f(localJob);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(local).toJson());
            f.close();
            const QString localRun = m_tmp.filePath(QStringLiteral("local/same-job-here"));
            QProcess here;
            here.start(kTrainer, {QStringLiteral("--job"), localJob, QStringLiteral("--run-dir"), localRun});
            QVERIFY(here.waitForFinished(kJobDeadlineMs));
            QCOMPARE(here.exitCode(), 0);
            const RunMetrics ran = readMetrics(localRun);
            QVERIFY(!ran.starts().isEmpty() && !m.starts().isEmpty());
            QCOMPARE(ran.starts().constLast().jobHash.size(), 64);
            QCOMPARE(ran.starts().constLast().jobHash, m.starts().constLast().jobHash);
            QCOMPARE(ran.steps().back().loss, m.steps().back().loss);
        }

        // Started again in the same folder, the job resumes there; staging copies nothing
        // that has not changed (the data file on the host is the same file as before).
        const QString staged = hostDir + QStringLiteral("/inputs/valid.jsonl");
        const QDateTime before = QFileInfo(staged).lastModified();
        const ino_t inode = [&] {
            struct stat st
            {};
            ::stat(QFile::encodeName(staged).constData(), &st);
            return st.st_ino;
        }();
        QVERIFY2(launcher.start(tinyRequest(runDir, hostDir, m_data, kSteps, 20), &record, &error), qPrintable(error));
        struct stat st
        {};
        QCOMPARE(::stat(QFile::encodeName(staged).constData(), &st), 0);
        QCOMPARE(st.st_ino, inode);
        QCOMPARE(QFileInfo(staged).lastModified(), before);
        QVERIFY(follow(launcher, runDir, record, kJobDeadlineMs).ended);
    }

    void runOutlivesItsConnectionAndIsFoundAgain()
    {
        const QString runDir = m_tmp.filePath(QStringLiteral("local/reattach"));
        LaunchRecord record;
        QString hostDir, error;
        qint64 stepsBefore = 0;
        {
            SshLauncher launcher(testTarget(), m_options);
            QVERIFY2(launcher.hostRunDir(runDir, &hostDir, &error), qPrintable(error));
            QVERIFY2(launcher.start(tinyRequest(runDir, hostDir, m_data, 200, 50), &record, &error), qPrintable(error));
            QVERIFY(hostHasSteps(hostDir, 0));
            signalJob(record, SIGSTOP); // so that it cannot end before the connection is gone
            QVERIFY2(launcher.sync(runDir, record, false, &error), qPrintable(error));
            stepsBefore = static_cast<qint64>(readMetrics(runDir).steps().size());
            QVERIFY(stepsBefore > 0);
        }
        auto goOn = qScopeGuard([&] { ::kill(-static_cast<pid_t>(record.pid), SIGCONT); });
        // The host's sshd goes away, and every connection with it …
        QVERIFY(runScript(QStringLiteral("sshd-down.sh"), {kSshdDir}));
        auto restart = qScopeGuard([] { runScript(QStringLiteral("sshd-up.sh"), {QStringLiteral("--again"), kSshdDir}); });
        {
            SshLauncher launcher(testTarget(), m_options);
            const ProcessProbe p = launcher.probe(record);
            QCOMPARE(p.state, ProcessProbe::State::Unknown); // not "ended": the host could not be asked
            QVERIFY(!p.detail.isEmpty());
            QVERIFY(!launcher.sync(runDir, record, false, &error));
            QVERIFY(!error.isEmpty());
        }
        // … and the job goes on without it.
        const size_t hostSteps = readMetrics(hostDir).steps().size();
        signalJob(record, SIGCONT);
        QVERIFY(hostHasSteps(hostDir, hostSteps));
        signalJob(record, SIGSTOP);
        restart.dismiss();
        QVERIFY(runScript(QStringLiteral("sshd-up.sh"), {QStringLiteral("--again"), kSshdDir}));

        // A new launcher, from nothing but launch.json, finds the job, and the sync goes on.
        LaunchRecord read;
        QVERIFY2(readLaunchRecord(runDir, &read, &error), qPrintable(error));
        LaunchTarget target;
        QVERIFY(LaunchTarget::parse(read.target, &target, &error));
        std::unique_ptr<Launcher> again = makeLauncher(target, m_options);
        QVERIFY(again);
        const ProcessProbe found = again->probe(read);
        QVERIFY2(found.state == ProcessProbe::State::Running, qPrintable(found.detail));
        QVERIFY2(again->sync(runDir, read, false, &error), qPrintable(error));
        QVERIFY(static_cast<qint64>(readMetrics(runDir).steps().size()) > stepsBefore);
        QVERIFY(!readMetrics(runDir).runEnd());
        goOn.dismiss();
        signalJob(record, SIGCONT);
        QVERIFY(follow(*again, runDir, read, kJobDeadlineMs).ended);
        const RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
        QCOMPARE(m.steps().back().step, 200);
        QCOMPARE(readAll(runDir + QStringLiteral("/metrics.jsonl")), readAll(hostDir + QStringLiteral("/metrics.jsonl")));
    }

    // The same through pilotctl, as a user types it: the job's inputs staged by the libtorch
    // backend's plan, the run followed with --wait (each status read syncs the host's new
    // metrics), and status afterwards from the local copy plus one probe.
    void pilotctlRunsOnTheHostAndFollowsIt()
    {
        const QString jobFile = m_data + QStringLiteral("/cli-job.json");
        QFile job(jobFile);
        QVERIFY(job.open(QIODevice::WriteOnly));
        job.write(QJsonDocument(tinyJob(6)).toJson());
        job.close();
        const QString runDir = m_tmp.filePath(QStringLiteral("local/cli run"));
        const QStringList sshArgs{QStringLiteral("--ssh-config"), m_options.sshConfigFile, QStringLiteral("--remote-root"), m_remoteRoot};
        QProcess run;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PILOT_REMOTE_TRAINER"), kTrainer);
        run.setProcessEnvironment(env);
        run.start(QStringLiteral(PILOTCTL),
                  QStringList{QStringLiteral("run"), jobFile, QStringLiteral("--run-dir"), runDir, QStringLiteral("--on"),
                              QStringLiteral("ssh://pilot-test-sshd"), QStringLiteral("--wait")}
                      + sshArgs);
        QVERIFY(run.waitForFinished(600000));
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        QVERIFY2(QString::fromUtf8(run.readAllStandardOutput()).contains(QStringLiteral("completed")), "no final state line");
        // The local copy is complete: the run_end came over the connection.
        QCOMPARE(summarizeRunFolder(runDir).summary.status, QStringLiteral("completed"));
        QVERIFY(QFileInfo::exists(runDir + QStringLiteral("/logs/stderr.log")));

        QProcess status;
        status.start(QStringLiteral(PILOTCTL), QStringList{QStringLiteral("status"), QStringLiteral("--json"), runDir} + sshArgs);
        QVERIFY(status.waitForFinished(120000));
        const QJsonObject s = QJsonDocument::fromJson(status.readAllStandardOutput()).object();
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
        QCOMPARE(s.value(QStringLiteral("launcher")).toString(), QStringLiteral("ssh"));
        QCOMPARE(s.value(QStringLiteral("last_step")).toInt(), 6);
        QVERIFY(s.value(QStringLiteral("sync_problem")).isNull());
    }

    // The project's paths for the host name where the host keeps an input: the job reads it
    // there and nothing is staged, though this machine has no such folder.
    void aHostsOwnPathsAreUsedThereAndNotStaged()
    {
        QJsonObject job = tinyJob(4);
        QJsonObject data = job.value(QStringLiteral("data")).toObject();
        data[QStringLiteral("train")] = QStringLiteral("/nowhere-here/tickets/train.jsonl");
        job[QStringLiteral("data")] = data;
        const QString jobFile = m_data + QStringLiteral("/mapped-job.json");
        QFile file(jobFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(job).toJson());
        file.close();
        const QString project = m_tmp.filePath(QStringLiteral("mapped.yaml"));
        QFile yaml(project);
        QVERIFY(yaml.open(QIODevice::WriteOnly));
        yaml.write("schema: migration-pilot/project@1\ntitle: mapped\npaths:\n  ssh://pilot-test-sshd:\n    /nowhere-here/tickets: \""
                   + m_data.toUtf8() + "\"\n");
        yaml.close();
        const QString runDir = m_tmp.filePath(QStringLiteral("local/mapped"));
        QProcess run;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PILOT_REMOTE_TRAINER"), kTrainer);
        run.setProcessEnvironment(env);
        run.start(QStringLiteral(PILOTCTL),
                  {QStringLiteral("run"), jobFile, QStringLiteral("--run-dir"), runDir, QStringLiteral("--on"),
                   QStringLiteral("ssh://pilot-test-sshd"), QStringLiteral("--project"), project, QStringLiteral("--wait"),
                   QStringLiteral("--ssh-config"), m_options.sshConfigFile, QStringLiteral("--remote-root"), m_remoteRoot});
        QVERIFY(run.waitForFinished(600000));
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        QCOMPARE(summarizeRunFolder(runDir).summary.status, QStringLiteral("completed"));
        const QJsonObject ran = readJson(runDir + QStringLiteral("/job.json"));
        QCOMPARE(ran.value(QStringLiteral("data")).toObject().value(QStringLiteral("train")).toString(),
                 m_data + QStringLiteral("/train.jsonl"));
        // The validation file only this machine's path names is staged as before.
        QVERIFY(ran.value(QStringLiteral("data"))
                    .toObject()
                    .value(QStringLiteral("validation"))
                    .toString()
                    .startsWith(QLatin1String("inputs/")));
        LaunchRecord record;
        QString error;
        QVERIFY2(readLaunchRecord(runDir, &record, &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(record.hostRunDir + QStringLiteral("/inputs")));
        QVERIFY(filesNamed(record.hostRunDir + QStringLiteral("/inputs"), QStringLiteral("train-*")).isEmpty());
    }

    void abortEndsWithACheckpoint()
    {
        const QString runDir = m_tmp.filePath(QStringLiteral("local/abort"));
        SshLauncher launcher(testTarget(), m_options);
        QString hostDir, error;
        QVERIFY2(launcher.hostRunDir(runDir, &hostDir, &error), qPrintable(error));
        LaunchRecord record;
        QVERIFY2(launcher.start(tinyRequest(runDir, hostDir, m_data, 100000, 3), &record, &error), qPrintable(error));
        // After the first checkpoint, seen here.
        QTRY_VERIFY_WITH_TIMEOUT((launcher.sync(runDir, record, false, &error), !readMetrics(runDir).checkpoints().isEmpty()), kJobDeadlineMs);
        QVERIFY2(launcher.abort(record, 30, &error), qPrintable(error));
        // The grace period (30 s) is the most the job may take; the host's watcher kills it then.
        QTRY_COMPARE_WITH_TIMEOUT(launcher.probe(record).state, ProcessProbe::State::Ended, 120000);
        QVERIFY2(launcher.sync(runDir, record, true, &error), qPrintable(error));
        const RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("aborted"));
        QVERIFY(m.steps().back().step < 100000);
        const qint64 last = m.checkpoints().constLast().step;
        const QString step = QStringLiteral("/checkpoints/step-%1").arg(last, 6, 10, QLatin1Char('0'));
        QVERIFY2(QFileInfo::exists(hostDir + step + QStringLiteral("/COMPLETE")), qPrintable(hostDir + step));
        QVERIFY(QFileInfo(runDir + step + QStringLiteral("/manifest.json")).isFile());
        // Aborting a job that has ended is no error and touches nothing.
        QVERIFY(launcher.abort(record, 30, &error));
    }

    void killIsACrashWithNothingMoreWritten()
    {
        const QString runDir = m_tmp.filePath(QStringLiteral("local/killed"));
        SshLauncher launcher(testTarget(), m_options);
        QString error, hostDir;
        QVERIFY2(launcher.hostRunDir(runDir, &hostDir, &error), qPrintable(error));
        LaunchRecord record;
        QVERIFY2(launcher.start(tinyRequest(runDir, hostDir, m_data, 100000, 3), &record, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT((launcher.sync(runDir, record, false, &error), !readMetrics(runDir).checkpoints().isEmpty()), kJobDeadlineMs);
        // SIGKILL to the job's process group on the host: no checkpoint, no run_end — a crash.
        QVERIFY2(launcher.kill(record, &error), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(launcher.probe(record).state, ProcessProbe::State::Ended, 30000);
        QVERIFY2(launcher.sync(runDir, record, true, &error), qPrintable(error));
        const RunMetrics m = readMetrics(runDir);
        QVERIFY(!m.runEnd());
        QVERIFY(m.steps().back().step < 100000);
        // Killing a process that has gone is no error.
        QVERIFY2(launcher.kill(record, &error), qPrintable(error));
    }

    // A launch record planted to name a process the host runs that is not the run's job: a
    // `sleep` in a session of its own (as a job is), with no token, another token, or pid 1.
    // The host signals nothing, and says the process cannot be verified.
    void aProcessNotProvenOursIsNeverSignalled()
    {
        QProcess victim;
        victim.setChildProcessModifier([] { ::setsid(); });
        victim.start(QStringLiteral("/bin/sleep"), {QStringLiteral("120")});
        QVERIFY(victim.waitForStarted());
        const qint64 pid = victim.processId();
        QCOMPARE(readProcStat(pid).session, pid);
        SshLauncher launcher(testTarget(), m_options);
        LaunchRecord planted;
        planted.launcher = QStringLiteral("ssh");
        planted.target = testTarget().toString();
        planted.host = QStringLiteral("pilot-test-sshd");
        planted.hostRunDir = m_remoteRoot + QStringLiteral("/planted");
        planted.pid = pid;
        planted.pidStartTicks = readProcStat(pid).startTicks;
        QString error;
        for (const QString &token : {QString(), newLaunchToken()}) {
            planted.launchToken = token;
            QVERIFY(!launcher.abort(planted, 0, &error));
            QVERIFY2(error.contains(QStringLiteral("cannot be verified")), qPrintable(error));
            QVERIFY(!launcher.kill(planted, &error));
            QVERIFY2(error.contains(QStringLiteral("cannot be verified")), qPrintable(error));
            if (!token.isEmpty())
                QCOMPARE(launcher.probe(planted).state, ProcessProbe::State::Unknown);
        }
        planted.pid = 1;
        planted.pidStartTicks = readProcStat(1).startTicks;
        QVERIFY(!launcher.kill(planted, &error));
        QVERIFY2(error.contains(QStringLiteral("cannot be a run's job")), qPrintable(error));
        QTest::qWait(300);
        QVERIFY(readProcStat(pid).alive());
        victim.kill();
        victim.waitForFinished(5000);
    }

    // A model folder holding a link to a file outside it is not staged (rsync -L would copy the
    // file it points to onto the host), and a link planted in the host's run folder in place
    // of logs/ stops the start before anything runs.
    void linksOutOfTheFoldersAreNotFollowed()
    {
        const QString secret = m_tmp.filePath(QStringLiteral("secret.txt"));
        QFile f(secret);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not for the host\n");
        f.close();
        const QString model = m_tmp.filePath(QStringLiteral("model with link"));
        QVERIFY(QDir().mkpath(model));
        QVERIFY(QFile::link(secret, model + QStringLiteral("/config.json")));
        const QString runDir = m_tmp.filePath(QStringLiteral("local/linked model"));
        SshLauncher launcher(testTarget(), m_options);
        QString hostDir, error;
        QVERIFY(launcher.hostRunDir(runDir, &hostDir, &error));
        LaunchRequest request = tinyRequest(runDir, hostDir, m_data, 4);
        request.plan.files.append({model, QStringLiteral("inputs/linked")});
        LaunchRecord record;
        QVERIFY(!launcher.start(request, &record, &error));
        QVERIFY2(error.contains(QStringLiteral("outside it")) && error.contains(QStringLiteral("config.json")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(hostDir + QStringLiteral("/inputs/linked/config.json")));
        QVERIFY(!QFileInfo::exists(runDir + QStringLiteral("/launch.json")));

        // logs/ on the host as a link to a folder elsewhere.
        const QString elsewhere = m_tmp.filePath(QStringLiteral("logs elsewhere"));
        QVERIFY(QDir().mkpath(elsewhere));
        const QString runDir2 = m_tmp.filePath(QStringLiteral("local/linked logs"));
        QString hostDir2;
        QVERIFY(launcher.hostRunDir(runDir2, &hostDir2, &error));
        QVERIFY(QDir().mkpath(hostDir2));
        QVERIFY(QFile::link(elsewhere, hostDir2 + QStringLiteral("/logs")));
        QVERIFY(!launcher.start(tinyRequest(runDir2, hostDir2, m_data, 4), &record, &error));
        QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));
        QVERIFY(QDir(elsewhere).isEmpty());
    }

    void syncCopiesOnlyNewBytesAndNoticesAReplacedFile()
    {
        // A host run folder written by hand (the loopback host shares this file system).
        const QString hostDir = m_remoteRoot + QStringLiteral("/sync by hand");
        const QString runDir = m_tmp.filePath(QStringLiteral("local/sync by hand"));
        QVERIFY(QDir().mkpath(hostDir));
        QVERIFY(QDir().mkpath(runDir));
        const QString remote = hostDir + QStringLiteral("/metrics.jsonl");
        const QString local = runDir + QStringLiteral("/metrics.jsonl");
        auto write = [&](const QByteArray &data, QIODevice::OpenMode mode) {
            QFile f(remote);
            QVERIFY(f.open(QIODevice::WriteOnly | mode));
            QCOMPARE(f.write(data), data.size());
        };
        LaunchRecord record;
        record.launcher = QStringLiteral("ssh");
        record.target = QStringLiteral("ssh://pilot-test-sshd");
        record.hostRunDir = hostDir;
        SshLauncher launcher(testTarget(), m_options);
        QString error;

        QVERIFY2(launcher.sync(runDir, record, false, &error), qPrintable(error)); // nothing there yet
        QVERIFY(!QFileInfo::exists(local));
        QByteArray lines;
        for (int i = 0; i < 2000; ++i)
            lines += QStringLiteral("{\"type\": \"log\", \"n\": %1}\n").arg(i).toUtf8();
        write(lines + "{\"torn", QIODevice::Truncate);
        QVERIFY2(launcher.sync(runDir, record, false, &error), qPrintable(error));
        QCOMPARE(readAll(local), readAll(remote));
        // Appended bytes arrive as an append: the local file stays the same file.
        const ino_t inode = [&] {
            struct stat st
            {};
            ::stat(QFile::encodeName(local).constData(), &st);
            return st.st_ino;
        }();
        write("\": 1}\n{\"type\": \"log\"}\n", QIODevice::Append);
        QVERIFY2(launcher.sync(runDir, record, false, &error), qPrintable(error));
        QCOMPARE(readAll(local), readAll(remote));
        struct stat st
        {};
        QCOMPARE(::stat(QFile::encodeName(local).constData(), &st), 0);
        QCOMPARE(st.st_ino, inode);

        // Shrunk: fetched whole.
        write("{\"type\": \"log\", \"short\": true}\n", QIODevice::Truncate);
        QVERIFY2(launcher.sync(runDir, record, false, &error), qPrintable(error));
        QCOMPARE(readAll(local), readAll(remote));
        // Replaced by a longer file whose bytes before our end differ: fetched whole too, also
        // by a launcher that never saw the file before.
        QByteArray other = lines;
        other.replace("\"n\"", "\"m\"");
        QVERIFY(QFile::remove(remote));
        write(other, QIODevice::Truncate);
        SshLauncher fresh(testTarget(), m_options);
        QVERIFY2(fresh.sync(runDir, record, false, &error), qPrintable(error));
        QCOMPARE(readAll(local), other);
        // A link where the metrics file belongs here is not written through.
        QVERIFY(QFile::remove(local));
        QVERIFY(QFile::link(m_tmp.filePath(QStringLiteral("elsewhere")), local));
        QVERIFY(!fresh.sync(runDir, record, false, &error));
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("elsewhere"))));
    }

    void unknownOrChangedHostKeyIsRefused_data()
    {
        QTest::addColumn<QString>("knownHosts");
        QTest::newRow("unknown") << QString();
        // Another key for the same address: the server's identity has changed.
        QTemporaryDir keys;
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                      QStringLiteral("-f"), keys.filePath(QStringLiteral("other"))});
        QVERIFY(keygen.waitForFinished(30000) && keygen.exitCode() == 0);
        const QByteArray pub = readAll(keys.filePath(QStringLiteral("other.pub"))).split(' ').mid(0, 2).join(' ');
        QTest::newRow("changed") << QStringLiteral("[127.0.0.1]:%1 %2\n").arg(sshdPort()).arg(QString::fromLatin1(pub));
    }
    void unknownOrChangedHostKeyIsRefused()
    {
        QFETCH(QString, knownHosts);
        const QString file = m_tmp.filePath(QStringLiteral("known_hosts-%1").arg(QTest::currentDataTag()));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(knownHosts.toUtf8());
        f.close();
        LauncherOptions options = m_options;
        options.sshKnownHostsFile = file; // overrides the client configuration's file
        const QString runDir = m_tmp.filePath(QStringLiteral("local/hostkey-%1").arg(QTest::currentDataTag()));
        SshLauncher launcher(testTarget(), options);
        QString hostDir, error;
        QVERIFY(launcher.hostRunDir(runDir, &hostDir, &error));
        LaunchRecord record;
        QVERIFY(!launcher.start(tinyRequest(runDir, hostDir, m_data, 5), &record, &error));
        QVERIFY2(error.contains(QStringLiteral("host key")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("ssh-keyscan -p %1 pilot-test-sshd").arg(sshdPort()))
                     || error.contains(QStringLiteral("ssh-keyscan pilot-test-sshd")),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(hostDir));
        QVERIFY(!QFileInfo::exists(runDir + QStringLiteral("/launch.json")));
        LaunchRecord someJob;
        someJob.pid = 4242;
        someJob.pidStartTicks = 1;
        QCOMPARE(launcher.probe(someJob).state, ProcessProbe::State::Unknown);
    }

    void aJobThatEndsAtOnceIsReported()
    {
        const QString runDir = m_tmp.filePath(QStringLiteral("local/no program"));
        SshLauncher launcher(testTarget(), m_options);
        QString hostDir, error;
        QVERIFY(launcher.hostRunDir(runDir, &hostDir, &error));
        LaunchRequest request = tinyRequest(runDir, hostDir, m_data, 5);
        request.plan.argv.first() = m_tmp.filePath(QStringLiteral("no such trainer"));
        LaunchRecord record;
        QVERIFY(!launcher.start(request, &record, &error));
        QVERIFY2(error.contains(QStringLiteral("exit code 127")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("no such trainer")), qPrintable(error)); // env's message from the host's stderr.log
        QVERIFY(!QFileInfo::exists(runDir + QStringLiteral("/launch.json")));
    }

    void hostileRunFolderNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("space") << QStringLiteral("run with spaces");
        QTest::newRow("quotes") << QStringLiteral("it's \"quoted\"");
        QTest::newRow("dollar") << QStringLiteral("$(touch pwned-dollar)");
        QTest::newRow("backticks") << QStringLiteral("`touch pwned-backtick`");
        QTest::newRow("newline") << QStringLiteral("line\nbreak");
        QTest::newRow("dash") << QStringLiteral("-rf");
        QTest::newRow("glob and semicolon") << QStringLiteral("*;touch pwned-semicolon");
    }
    void hostileRunFolderNames()
    {
        QFETCH(QString, name);
        const QString runDir = m_tmp.filePath(QStringLiteral("hostile/") + name);
        SshLauncher launcher(testTarget(), m_options);
        QString hostDir, error;
        QVERIFY2(launcher.hostRunDir(runDir, &hostDir, &error), qPrintable(error));
        QCOMPARE(hostDir, m_remoteRoot + QLatin1Char('/') + name);
        LaunchRecord record;
        QVERIFY2(launcher.start(tinyRequest(runDir, hostDir, m_data, 4), &record, &error), qPrintable(error));
        QVERIFY(follow(launcher, runDir, record, kJobDeadlineMs).ended);
        const RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
        QVERIFY(QFileInfo(hostDir + QStringLiteral("/metrics.jsonl")).isFile());
        QVERIFY(QFileInfo(runDir + QStringLiteral("/logs/stderr.log")).isFile());
    }

    // The configuration, key and known-hosts files and the host's run root under names that
    // hold every printable character but '/' — quotes, '$()', '%h', '~', spaces and an ssh option
    // among them: ssh and rsync use each file as named (the login works only through them), and
    // nothing in a name runs. Control characters in any setting or in the target are refused
    // before ssh starts.
    void everyCharacterInTheSettingsIsRefusedOrUsedLiterally()
    {
        QString printable;
        for (char c = 0x20; c < 0x7f; ++c) {
            if (c != '/')
                printable += QLatin1Char(c);
        }
        const QString name = printable + QStringLiteral(" -oProxyCommand=touch pwned-proxy %h %% ~");
        const QString folder = m_tmp.filePath(QStringLiteral("settings ") + name);
        QVERIFY(QDir().mkpath(folder));
        auto copy = [](const QString &from, const QString &to) {
            QFile::remove(to);
            return QFile::copy(from, to) && QFile::setPermissions(to, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        };
        LauncherOptions options;
        options.sshIdentityFile = folder + QStringLiteral("/key ") + name;
        options.sshKnownHostsFile = folder + QStringLiteral("/known ") + name;
        options.sshConfigFile = folder + QStringLiteral("/config ") + name;
        options.remoteRunRoot = m_tmp.filePath(QStringLiteral("root ") + name);
        QVERIFY(copy(kSshdDir + QStringLiteral("/userkey"), options.sshIdentityFile));
        QVERIFY(copy(kSshdDir + QStringLiteral("/known_hosts"), options.sshKnownHostsFile));
        // The host alias without a key or known-hosts file of its own: only the settings' files
        // can let the login in.
        QFile config(options.sshConfigFile);
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral("Host pilot-test-sshd\n    HostName 127.0.0.1\n    Port %1\n    User %2\n"
                                    "    GlobalKnownHostsFile /dev/null\n    IdentitiesOnly yes\n")
                         .arg(sshdPort())
                         .arg(qEnvironmentVariable("USER", QStringLiteral("root")))
                         .toUtf8());
        config.close();

        SshLoginAnswer answer;
        QString error;
        QVERIFY2(checkSshLogin(testTarget(), options, &answer, &error), qPrintable(error));
        QCOMPARE(answer.runRoot, options.remoteRunRoot);

        // rsync (-e) with the same files: the final sync fetches a host folder's logs.
        const QString hostDir = options.remoteRunRoot + QStringLiteral("/r");
        QVERIFY(QDir().mkpath(hostDir + QStringLiteral("/logs")));
        QFile log(hostDir + QStringLiteral("/logs/stdout.log"));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write("from the host\n");
        log.close();
        const QString runDir = m_tmp.filePath(QStringLiteral("local/settings"));
        QVERIFY(QDir().mkpath(runDir));
        LaunchRecord record;
        record.target = testTarget().toString();
        record.hostRunDir = hostDir;
        SshLauncher launcher(testTarget(), options);
        QVERIFY2(launcher.sync(runDir, record, true, &error), qPrintable(error));
        QCOMPARE(readAll(runDir + QStringLiteral("/logs/stdout.log")), QByteArray("from the host\n"));

        // A control character anywhere is refused, and ssh is never started.
        for (const char16_t code :
             {char16_t(0x01), char16_t(0x09), char16_t(0x0a), char16_t(0x0d), char16_t(0x1b), char16_t(0x7f), char16_t(0x85)}) {
            const QString bad = QChar(code) + QStringLiteral("-oProxyCommand=touch pwned-control");
            for (int field = 0; field < 6; ++field) {
                LauncherOptions o = options;
                LaunchTarget t = testTarget();
                switch (field) {
                case 0:
                    o.sshIdentityFile += bad;
                    break;
                case 1:
                    o.sshKnownHostsFile += bad;
                    break;
                case 2:
                    o.sshConfigFile += bad;
                    break;
                case 3:
                    o.remoteRunRoot += bad;
                    break;
                case 4:
                    t.user = QStringLiteral("u") + bad;
                    break;
                default:
                    t.host += bad;
                    break;
                }
                QVERIFY(!checkSshLogin(t, o, &answer, &error));
                QVERIFY2(error.contains(QStringLiteral("control character")), qPrintable(error));
            }
        }
    }

    void nothingWasExecuted()
    {
        // Whatever the names held, no shell on either side ran it: no "pwned-*" file anywhere
        // a shell could have made one.
        QStringList found;
        for (const QString &dir : {m_tmp.path(), QDir::currentPath(), QDir::homePath(), QDir::tempPath()}) {
            const QDir d(dir);
            found << d.entryList({QStringLiteral("pwned-*")}, QDir::Files | QDir::Hidden);
        }
        found << filesNamed(m_tmp.path(), QStringLiteral("pwned-*"));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char(','))));
    }
};

QTEST_GUILESS_MAIN(TestSshLauncher)
#include "tst_sshlauncher.moc"
