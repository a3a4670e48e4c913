// The Slurm launcher against a real single-node cluster on loopback (started by the
// slurm_cluster fixture, tests/integration/slurm/) and the real pilot-trainer: a run to its
// end, a cancel from outside and an abort through the launcher (both: checkpoint, run_end
// aborted, CANCELLED), jobs that fail at start (FAILED, with the reason in the log), and hostile
// run folders and job names that reach Slurm without anything being executed.
#include "../trainer/trainertest.h"

#include "core/launch/launcher.h"
#include "core/launch/launchidentity.h"
#include "core/launch/runstatus.h"
#include "core/launch/slurmlauncher.h"
#include "core/launch/slurmqueuephase.h"
#include "core/launch/slurmscript.h"
#include "core/runs/metricstail.h"
#include "core/runs/runsummary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

// How long a tiny job may take on a busy 2-core machine: scheduling, start, training.
constexpr int kJobTimeoutMs = 180000;

LaunchTarget slurmTarget(const QString &text = QStringLiteral("slurm"))
{
    LaunchTarget t;
    QString error;
    if (!LaunchTarget::parse(text, &t, &error))
        qFatal("%s", qPrintable(error));
    return t;
}

// The tiny job on one CPU (the cluster has two, and other tests run beside these), its data in
// `runDir` beside job.json, planned as the libtorch backend plans it.
LaunchRequest trainerRequest(const QString &runDir, qint64 steps, const QString &name = QStringLiteral("slurm-test"))
{
    QDir().mkpath(runDir);
    writeData(runDir);
    QJsonObject job = tinyJob(steps);
    job.insert(QStringLiteral("threads"), 1);
    job.insert(QStringLiteral("name"), name);
    LaunchRequest request;
    request.runDir = runDir;
    request.plan.argv = {kTrainer, QStringLiteral("--job"), QDir(runDir).filePath(QStringLiteral("job.json")), QStringLiteral("--run-dir"),
                         runDir};
    request.plan.workingDirectory = runDir;
    request.plan.job = job;
    request.backend.name = QStringLiteral("libtorch");
    request.backend.version = QStringLiteral("test");
    return request;
}

// Probes until the job has ended; every state word seen on the way goes to `seen`.
ProcessProbe waitForEnd(Launcher &launcher, const LaunchRecord &record, QStringList *seen = nullptr)
{
    QElapsedTimer timer;
    timer.start();
    ProcessProbe p;
    while (timer.elapsed() < kJobTimeoutMs) {
        p = launcher.probe(record);
        if (seen && !p.schedulerState.isEmpty() && (seen->isEmpty() || seen->last() != p.schedulerState))
            seen->append(p.schedulerState);
        if (p.state == ProcessProbe::State::Ended)
            return p;
        QThread::msleep(200);
    }
    qWarning("job %s did not end: %s", qPrintable(record.slurmJobId), qPrintable(p.detail));
    return p;
}

// Waits until the run has a complete checkpoint (or its job has ended).
bool waitForCheckpoint(Launcher &launcher, const LaunchRecord &record, const QString &runDir)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < kJobTimeoutMs) {
        if (summarizeRunFolder(runDir).summary.checkpointsComplete > 0)
            return true;
        if (launcher.probe(record).state == ProcessProbe::State::Ended)
            return false;
        QThread::msleep(200);
    }
    return false;
}

// Drains or resumes the cluster's one node.
bool setNode(const QString &state)
{
    QProcess p;
    p.start(QStringLiteral("scontrol"), {QStringLiteral("update"), QStringLiteral("NodeName=localhost"), QStringLiteral("State=") + state,
                                         QStringLiteral("Reason=queue-wait-test")});
    return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestSlurmLauncher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // The fixture started the cluster; without it these tests would only test a missing one.
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sbatch")).isEmpty(), "sbatch is not installed");
        QProcess ping;
        ping.start(QStringLiteral("scontrol"), {QStringLiteral("ping")});
        QVERIFY(ping.waitForFinished(30000));
        QVERIFY2(ping.readAllStandardOutput().contains("is UP"), "slurmctld is not up (the slurm_cluster fixture starts it)");
    }

    void runsToCompletion()
    {
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("run"));
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(QStringLiteral("slurm:debug")), {});
        QVERIFY(launcher);
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(trainerRequest(runDir, 6), &record, &error), qPrintable(error));

        // launch.json holds the job id as soon as start() returns.
        LaunchRecord onDisk;
        QVERIFY2(readLaunchRecord(runDir, &onDisk, &error), qPrintable(error));
        QCOMPARE(onDisk.launcher, QStringLiteral("slurm"));
        QCOMPARE(onDisk.target, QStringLiteral("slurm:debug"));
        QVERIFY(!onDisk.slurmJobId.isEmpty());
        QCOMPARE(onDisk.slurmJobId, record.slurmJobId);
        QCOMPARE(onDisk.hostRunDir, runDir);
        QCOMPARE(onDisk.argv.first(), kTrainer);
        QCOMPARE(onDisk.jobSha256.size(), 64);
        QVERIFY(QFileInfo(QDir(runDir).filePath(QStringLiteral("slurm-job.sh"))).isFile());

        QStringList seen;
        const ProcessProbe end = waitForEnd(*launcher, record, &seen);
        QCOMPARE(end.state, ProcessProbe::State::Ended);
        QCOMPARE(end.schedulerState, QStringLiteral("COMPLETED"));
        QCOMPARE(end.exitCode, 0);
        QVERIFY2(seen.first() == QLatin1String("PENDING") || seen.first() == QLatin1String("RUNNING"), qPrintable(seen.join(u' ')));
        QCOMPARE(seen.last(), QStringLiteral("COMPLETED"));

        const RunSummary summary = summarizeRunFolder(runDir).summary;
        QCOMPARE(summary.status, QStringLiteral("completed"));
        QCOMPARE(summary.lastStep, 6);
        QVERIFY(QFileInfo(QDir(runDir).filePath(QStringLiteral("logs/stdout.log"))).isFile());

        // The queue wait, recorded the first time the job was seen running (or ended).
        SlurmQueuePhase queue;
        QVERIFY2(readSlurmQueuePhase(runDir, &queue, &error), qPrintable(error));
        QCOMPARE(queue.jobId, record.slurmJobId);
        QVERIFY(queue.pendingSeconds >= 0 && queue.pendingSeconds < 120);
        QVERIFY(queue.submitted <= queue.started);
        const std::optional<PhaseTotal> phase = slurmPendingPhase(runDir, record, end, QDateTime::currentDateTimeUtc());
        QVERIFY(phase);
        QCOMPARE(phase->name, QStringLiteral("pending"));
        QCOMPARE(phase->seconds, queue.pendingSeconds);

        // The state the app and `pilotctl status` show, with the queue wait as a phase.
        const RunStatus status = readRunStatus(runDir);
        QCOMPARE(status.state, RunState::Completed);
        QCOMPARE(status.lastStep, 6);
        QVERIFY(status.queuePhase && !status.queuePhase->open);

        // The folder is shared: nothing to copy back.
        QVERIFY(launcher->sync(runDir, record, true, &error));
    }

    // The ranks of one data-parallel run as the tasks of one srun step (the libtorch backend's
    // plan for runtime.libtorch.processes 2 on Slurm): one job, rank 0 writes the run, which
    // says it had two processes.
    void twoRanksRunAsOneSrunStep()
    {
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("ranks"));
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRequest request = trainerRequest(runDir, 4, QStringLiteral("two-ranks"));
        request.plan.tasks = 2;
        QJsonObject train = request.plan.job.value(QStringLiteral("train")).toObject();
        train.insert(QStringLiteral("grad_accum"), 2);
        request.plan.job.insert(QStringLiteral("train"), train);
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(request, &record, &error), qPrintable(error));
        QVERIFY(readText(QDir(runDir).filePath(QStringLiteral("slurm-job.sh"))).contains(QLatin1String("exec srun --kill-on-bad-exit=1 --label --ntasks=2")));
        const ProcessProbe end = waitForEnd(*launcher, record);
        QCOMPARE(end.schedulerState, QStringLiteral("COMPLETED"));
        const RunMetrics m = readMetrics(runDir);
        QVERIFY2(m.runEnd() && m.runEnd()->status == QLatin1String("completed"), qPrintable(readText(QDir(runDir).filePath(QStringLiteral("logs/stderr.log")))));
        QCOMPARE(m.starts().size(), 1); // rank 0 alone wrote
        bool processes = false;
        for (const auto &[component, version] : m.starts().constFirst().versions)
            processes = processes || (component == QLatin1String("processes") && version == QLatin1String("2"));
        QVERIFY(processes);
        QCOMPARE(qint64(m.steps().size()), qint64(4));
    }

    // A rank that dies ends the run as failed, the rank named in run_end (rank 0 tells it), and
    // the Slurm job as FAILED: srun's --kill-on-bad-exit ends the step instead of leaving it.
    void aRankThatDiesFailsTheJobNamed()
    {
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("dying"));
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRequest request = trainerRequest(runDir, 100000, QStringLiteral("dying-rank"));
        request.plan.tasks = 2;
        request.plan.job.insert(QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("every_steps"), 0}, {QStringLiteral("keep_last"), 1}});
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(request, &record, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(readMetrics(runDir).steps().size() >= 3, kJobTimeoutMs);
        // Rank 1: the trainer of this run whose environment says SLURM_PROCID=1.
        qint64 rank1 = 0;
        for (const QString &pid : QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs)) {
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid)), environ(QStringLiteral("/proc/%1/environ").arg(pid));
            if (!cmdline.open(QIODevice::ReadOnly) || !environ.open(QIODevice::ReadOnly))
                continue;
            const QByteArray args = cmdline.readAll();
            if (args.startsWith(QFile::encodeName(kTrainer)) && args.contains(QFile::encodeName(runDir))
                && environ.readAll().split('\0').contains("SLURM_PROCID=1"))
                rank1 = pid.toLongLong();
        }
        QVERIFY2(rank1 > 0, "rank 1 was not found");
        QVERIFY(::kill(pid_t(rank1), SIGKILL) == 0);
        const ProcessProbe end = waitForEnd(*launcher, record);
        QCOMPARE(end.state, ProcessProbe::State::Ended);
        QCOMPARE(end.schedulerState, QStringLiteral("FAILED"));
        const RunMetrics m = readMetrics(runDir);
        QVERIFY2(m.runEnd() && m.runEnd()->status == QLatin1String("failed"), qPrintable(readText(QDir(runDir).filePath(QStringLiteral("logs/stderr.log")))));
        QVERIFY2(m.runEnd()->reason.startsWith(QLatin1String("rank 1 of 2 stopped answering: ")), qPrintable(m.runEnd()->reason));
        QCOMPARE(readRunStatus(runDir).state, RunState::Failed);
    }

    // A job held in the queue (its node drained): queued while it waits, an open pending phase,
    // and once it has run the wait is on record in slurm.json.
    void queueWaitIsRecorded()
    {
        QVERIFY(setNode(QStringLiteral("DRAIN")));
        struct Resume
        {
            ~Resume() { setNode(QStringLiteral("RESUME")); }
        } resume;
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("run"));
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(trainerRequest(runDir, 3), &record, &error), qPrintable(error));
        QElapsedTimer held;
        held.start();
        while (held.elapsed() < 3000) {
            const ProcessProbe p = launcher->probe(record);
            QCOMPARE(p.state, ProcessProbe::State::Queued);
            QCOMPARE(p.schedulerState, QStringLiteral("PENDING"));
            QThread::msleep(300);
        }
        const ProcessProbe queued = launcher->probe(record);
        std::optional<PhaseTotal> phase = slurmPendingPhase(runDir, record, queued, QDateTime::currentDateTimeUtc());
        QVERIFY(phase);
        QVERIFY(phase->open);
        QVERIFY(phase->seconds >= 3);
        const RunStatus waiting = readRunStatus(runDir);
        QCOMPARE(waiting.state, RunState::Queued);
        QVERIFY(waiting.queuePhase && waiting.queuePhase->open);
        QVERIFY(!QFileInfo::exists(QDir(runDir).filePath(QLatin1String(kSlurmQueueFile))));

        QVERIFY(setNode(QStringLiteral("RESUME")));
        const ProcessProbe end = waitForEnd(*launcher, record);
        QCOMPARE(end.schedulerState, QStringLiteral("COMPLETED"));
        SlurmQueuePhase queue;
        QVERIFY2(readSlurmQueuePhase(runDir, &queue, &error), qPrintable(error));
        QVERIFY2(queue.pendingSeconds >= 3, qPrintable(QString::number(queue.pendingSeconds)));
        phase = slurmPendingPhase(runDir, record, end, QDateTime::currentDateTimeUtc());
        QVERIFY(phase && !phase->open);
        QCOMPARE(phase->seconds, queue.pendingSeconds);
    }

    // A run started again in its folder while its job waits in the queue: the folder still
    // ends with the earlier attempt's run_start and run_end, written seconds ago (within the
    // slack a match by time allows for clocks), but that attempt names its own Slurm job, so
    // the new launch is queued, not completed.
    void aRestartWaitingInTheQueueIsNotTheEarlierEnd()
    {
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("run"));
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord first;
        QString error;
        QVERIFY2(launcher->start(trainerRequest(runDir, 3), &first, &error), qPrintable(error));
        QCOMPARE(waitForEnd(*launcher, first).schedulerState, QStringLiteral("COMPLETED"));
        RunMetrics metrics;
        MetricsTail(QDir(runDir).filePath(QStringLiteral("metrics.jsonl"))).poll(metrics);
        QVERIFY(!metrics.starts().isEmpty());
        QCOMPARE(metrics.starts().constLast().slurmJobId, first.slurmJobId);
        QCOMPARE(readRunStatus(runDir).state, RunState::Completed);

        QVERIFY(setNode(QStringLiteral("DRAIN")));
        struct Resume
        {
            ~Resume() { setNode(QStringLiteral("RESUME")); }
        } resume;
        LaunchRecord second;
        QVERIFY2(launcher->start(trainerRequest(runDir, 3), &second, &error), qPrintable(error));
        QVERIFY(second.slurmJobId != first.slurmJobId);
        QCOMPARE(readRunStatus(runDir).state, RunState::Queued);
        QVERIFY(setNode(QStringLiteral("RESUME")));
        QCOMPARE(waitForEnd(*launcher, second).schedulerState, QStringLiteral("COMPLETED"));
        QCOMPARE(readRunStatus(runDir).state, RunState::Completed);
    }

    // scancel typed by a user, not the app: Slurm's SIGTERM reaches the trainer (the batch shell
    // itself), which writes its checkpoint and run_end aborted; Slurm says CANCELLED.
    void cancelFromOutsideEndsAborted()
    {
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("run"));
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(trainerRequest(runDir, 100000), &record, &error), qPrintable(error));
        QVERIFY2(waitForCheckpoint(*launcher, record, runDir),
                 qPrintable(readText(QDir(runDir).filePath(QStringLiteral("logs/stderr.log")))));

        QProcess scancel;
        scancel.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("scancel %1").arg(record.slurmJobId)});
        QVERIFY(scancel.waitForFinished(30000));
        QCOMPARE(scancel.exitCode(), 0);

        const ProcessProbe end = waitForEnd(*launcher, record);
        QCOMPARE(end.state, ProcessProbe::State::Ended);
        QCOMPARE(end.schedulerState, QStringLiteral("CANCELLED"));
        const RunSummary summary = summarizeRunFolder(runDir).summary;
        QCOMPARE(summary.status, QStringLiteral("aborted"));
        QVERIFY(summary.checkpointsComplete >= 1);
        QVERIFY(summary.lastStep < 100000);
        QCOMPARE(readRunStatus(runDir).state, RunState::Aborted);
    }

    void abortThroughTheLauncher()
    {
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("run"));
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(trainerRequest(runDir, 100000), &record, &error), qPrintable(error));
        QVERIFY(waitForCheckpoint(*launcher, record, runDir));

        // A second start into the same folder while the job lives is refused.
        LaunchRecord second;
        QVERIFY(!launcher->start(trainerRequest(runDir, 3), &second, &error));
        QVERIFY2(error.contains(record.slurmJobId), qPrintable(error));

        // A record that names the job without its token (an earlier version's, or planted with
        // another) cancels nothing: the job's comment must carry the run's token.
        for (const QString &token : {QString(), newLaunchToken()}) {
            LaunchRecord planted = record;
            planted.launchToken = token;
            QVERIFY(!launcher->abort(planted, 30, &error));
            QVERIFY2(error.contains(QStringLiteral("cannot be verified")), qPrintable(error));
            QVERIFY(!launcher->kill(planted, &error));
            QVERIFY2(error.contains(QStringLiteral("cannot be verified")), qPrintable(error));
        }
        QCOMPARE(launcher->probe(record).state, ProcessProbe::State::Running);

        QVERIFY2(launcher->abort(record, 30, &error), qPrintable(error));
        const ProcessProbe end = waitForEnd(*launcher, record);
        QCOMPARE(end.schedulerState, QStringLiteral("CANCELLED"));
        QCOMPARE(summarizeRunFolder(runDir).summary.status, QStringLiteral("aborted"));
        // Aborting an ended job asks nothing of anyone.
        QVERIFY2(launcher->abort(record, 30, &error), qPrintable(error));
    }

    // A job the trainer refuses (exit 2, bad job) and a program that is not there: FAILED, and
    // the reason is in the run's log.
    void failuresAtStartShowInTheLog_data()
    {
        QTest::addColumn<bool>("badJob");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("logSays");
        QTest::newRow("job the trainer refuses") << true << 2 << QStringLiteral("max_steps");
        QTest::newRow("missing program") << false << 127 << QStringLiteral("No such file or directory");
    }

    void failuresAtStartShowInTheLog()
    {
        QFETCH(bool, badJob);
        QFETCH(int, exitCode);
        QFETCH(QString, logSays);
        QTemporaryDir tmp;
        const QString runDir = tmp.filePath(QStringLiteral("run"));
        LaunchRequest request = trainerRequest(runDir, 3);
        if (badJob) {
            QJsonObject train = request.plan.job.value(QStringLiteral("train")).toObject();
            train.insert(QStringLiteral("max_steps"), -5);
            request.plan.job.insert(QStringLiteral("train"), train);
        } else {
            request.plan.argv.first() = tmp.filePath(QStringLiteral("no-such-trainer"));
        }
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(request, &record, &error), qPrintable(error));
        const ProcessProbe end = waitForEnd(*launcher, record);
        QCOMPARE(end.state, ProcessProbe::State::Ended);
        QCOMPARE(end.schedulerState, QStringLiteral("FAILED"));
        QCOMPARE(end.exitCode, exitCode);
        const QString log = readText(QDir(runDir).filePath(QStringLiteral("logs/stderr.log")));
        QVERIFY2(log.contains(logSays), qPrintable(log));
        QVERIFY(summarizeRunFolder(runDir).summary.status != QLatin1String("completed"));
        // What the user sees: failed, with the end of the log that says why.
        const RunStatus status = readRunStatus(runDir);
        QCOMPARE(status.state, RunState::Failed);
        QVERIFY2(status.detail.contains(logSays), qPrintable(status.detail));
    }

    // Folder and job names that a shell would take apart: the job runs in exactly that folder,
    // its logs land there, Slurm's name is a plain one, and nothing in them is executed.
    void hostileNamesExecuteNothing()
    {
        QTemporaryDir tmp;
        const QString marker = tmp.filePath(QStringLiteral("executed"));
        const QString runDir = tmp.filePath(
            QStringLiteral("-run 'q' \"d\" $(touch %1) `touch %1`; touch %1 %j %x\n#SBATCH --wrap=touch").arg(marker));
        const QString jobName = QStringLiteral("--wrap=touch %1 $(touch %1)\n#SBATCH -o /tmp/x").arg(marker);
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher->start(trainerRequest(runDir, 3, jobName), &record, &error), qPrintable(error));
        const ProcessProbe end = waitForEnd(*launcher, record);
        QVERIFY2(end.schedulerState == QLatin1String("COMPLETED"),
                 qPrintable(end.detail + readText(QDir(runDir).filePath(QStringLiteral("logs/stderr.log")))));
        QCOMPARE(summarizeRunFolder(runDir).summary.status, QStringLiteral("completed"));
        QVERIFY(QFileInfo(QDir(runDir).filePath(QStringLiteral("logs/stdout.log"))).isFile());
        QCOMPARE(record.extra.value(QStringLiteral("slurm_job_name")).toString(), slurmJobName(jobName));
        QVERIFY2(!QFileInfo::exists(marker), "a name was executed");

        // Slurm's own view of the job: the plain name and the folder as given.
        QProcess show;
        show.start(QStringLiteral("squeue"), {QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"), QStringLiteral("-j"),
                                              record.slurmJobId, QStringLiteral("-o"), QStringLiteral("%j")});
        QVERIFY(show.waitForFinished(30000));
        QCOMPARE(QString::fromUtf8(show.readAllStandardOutput()).trimmed(), slurmJobName(jobName));
    }

    void foldersSlurmCannotUseAreRefusedBeforeSubmitting()
    {
        QTemporaryDir tmp;
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord record;
        QString error;
        const QString backslash = tmp.filePath(QStringLiteral("a\\b"));
        QVERIFY(!launcher->start(trainerRequest(backslash, 3), &record, &error));
        QVERIFY2(error.contains(QLatin1String("backslash")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(QDir(backslash).filePath(QStringLiteral("launch.json"))));

        // With a shared root for Slurm runs, a folder outside it (also through "..") is refused.
        LauncherOptions options;
        options.slurmRunRoot = tmp.filePath(QStringLiteral("shared"));
        QDir().mkpath(options.slurmRunRoot);
        std::unique_ptr<Launcher> rooted = makeLauncher(slurmTarget(), options);
        QDir().mkpath(tmp.filePath(QStringLiteral("elsewhere")));
        QVERIFY(QFile::link(tmp.filePath(QStringLiteral("elsewhere")), tmp.filePath(QStringLiteral("shared/link"))));
        for (const QString &outside :
             {tmp.filePath(QStringLiteral("elsewhere/run")), tmp.filePath(QStringLiteral("shared/../elsewhere/run")),
              tmp.filePath(QStringLiteral("shared-not")), tmp.filePath(QStringLiteral("shared/link/run"))}) {
            QVERIFY(!rooted->start(trainerRequest(outside, 3), &record, &error));
            QVERIFY2(error.contains(QLatin1String("shared folder")), qPrintable(error));
            QVERIFY(!QFileInfo::exists(QDir(outside).filePath(QStringLiteral("launch.json"))));
        }
        // Inside it, the start goes ahead (and is taken back at once).
        QVERIFY2(rooted->start(trainerRequest(tmp.filePath(QStringLiteral("shared/run")), 3), &record, &error), qPrintable(error));
        QVERIFY2(rooted->abort(record, 30, &error), qPrintable(error));
        QCOMPARE(waitForEnd(*rooted, record).state, ProcessProbe::State::Ended);
    }

    // A plan's staged files (the neuron backend stages its job's Python modules) are copied into
    // the shared run folder before the submission; one that would leave the folder or take the
    // place of a file of the run is refused, and nothing is submitted. Companions are recorded as
    // not started.
    void stagedFilesGoIntoTheSharedRunFolder()
    {
        QTemporaryDir tmp;
        const QString source = tmp.filePath(QStringLiteral("package/module.py"));
        QDir().mkpath(QFileInfo(source).absolutePath());
        {
            QFile f(source);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("# a staged module\n");
        }
        std::unique_ptr<Launcher> launcher = makeLauncher(slurmTarget(), {});
        LaunchRecord record;
        QString error;
        for (const QString &bad : {QStringLiteral("../escape.py"), QStringLiteral("job.json"), QStringLiteral("/abs.py")}) {
            const QString runDir = tmp.filePath(QStringLiteral("refused"));
            LaunchRequest request = trainerRequest(runDir, 3);
            request.plan.files << StagedFile{source, bad};
            QVERIFY(!launcher->start(request, &record, &error));
            QVERIFY2(error.contains(QLatin1String("leaves the run folder")), qPrintable(error));
            QVERIFY(!QFileInfo::exists(QDir(runDir).filePath(QStringLiteral("launch.json"))));
        }
        const QString runDir = tmp.filePath(QStringLiteral("run"));
        LaunchRequest request = trainerRequest(runDir, 3);
        request.plan.files << StagedFile{source, QStringLiteral("lib/pilot_neuron_job/module.py")};
        request.plan.companions << PlanCompanion{{QStringLiteral("neuron-monitor")}, QStringLiteral("neuron-monitor.jsonl")};
        QVERIFY2(launcher->start(request, &record, &error), qPrintable(error));
        QCOMPARE(readText(QDir(runDir).filePath(QStringLiteral("lib/pilot_neuron_job/module.py"))), QStringLiteral("# a staged module\n"));
        QCOMPARE(record.companions.size(), 1);
        QVERIFY(!record.companions.first().started);
        QCOMPARE(waitForEnd(*launcher, record).schedulerState, QStringLiteral("COMPLETED"));
    }

    void unknownJobsAreNotRunning()
    {
        SlurmLauncher launcher(slurmTarget(), {});
        LaunchRecord record;
        record.launcher = QStringLiteral("slurm");
        QCOMPARE(launcher.probe(record).state, ProcessProbe::State::Unknown); // no job id
        record.slurmJobId = QStringLiteral("99999999");
        const ProcessProbe p = launcher.probe(record);
        QCOMPARE(p.state, ProcessProbe::State::Ended); // never submitted, or forgotten: not running
        QVERIFY(p.schedulerState.isEmpty());
        QVERIFY2(p.detail.contains(QLatin1String("99999999")), qPrintable(p.detail));
        record.slurmJobId = QStringLiteral("1; touch x");
        QCOMPARE(launcher.probe(record).state, ProcessProbe::State::Unknown);
    }
};

QTEST_GUILESS_MAIN(TestSlurmLauncher)
#include "tst_slurmlauncher.moc"
