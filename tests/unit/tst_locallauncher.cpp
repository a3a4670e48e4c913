// The local launcher with real processes (/bin/sh scripts written by the test, never a user's
// text): the job's session and process group, its environment and standard streams, logs,
// launch.json, abort reaching the job's children, a job killed with SIGKILL reported lost to
// a reader that never saw it start, hostile run folder names, and no second start on a
// folder whose job still runs.
#include "core/launch/launchidentity.h"
#include "core/launch/locallauncher.h"
#include "core/launch/procstat.h"
#include "core/launch/runstatus.h"
#include "core/runs/runliveness.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <unistd.h>

using namespace pilot;

namespace {

LaunchRequest shellJob(const QString &runDir, const QString &script)
{
    LaunchRequest r;
    r.runDir = runDir;
    r.plan.argv = QStringList{QStringLiteral("sh"), QStringLiteral("-c"), script};
    r.plan.job = QJsonObject{{QStringLiteral("schema"), QStringLiteral("migration-pilot/job@1")},
                             {QStringLiteral("name"), QStringLiteral("t")}};
    r.plan.workingDirectory = runDir;
    r.backend.name = QStringLiteral("shell");
    r.backend.version = QStringLiteral("1.0");
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Waits until `path` holds a line (the script writes it last).
bool waitForFile(const QString &path, int ms = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        if (readAll(path).endsWith('\n'))
            return true;
        QThread::msleep(20);
    }
    return false;
}

RunStatus waitForEnd(const QString &runDir, int ms = 20000)
{
    QElapsedTimer timer;
    timer.start();
    RunStatus s;
    do {
        s = readRunStatus(runDir);
        if (s.probe.state == ProcessProbe::State::Ended)
            return s;
        QThread::msleep(20);
    } while (timer.elapsed() < ms);
    return s;
}

} // namespace

class TestLocalLauncher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // Must not reach the job: only the documented base environment and the plan's env do.
        qputenv("PILOT_TEST_SECRET", "do-not-pass");
    }

    void startsInItsOwnSessionWithExplicitEnvironment()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LaunchRequest request = shellJob(
            runDir, QStringLiteral("env > env.txt; readlink /proc/self/fd/0 > stdin.txt; echo to-out; echo to-err >&2; "
                                   "cat /proc/$$/stat > stat.txt; sleep 30"));
        request.plan.env.insert(QStringLiteral("PILOT_PLAN_VALUE"), QStringLiteral("a b $(c) 'd'"));
        request.environmentLabel = QStringLiteral("label-1");
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher.start(request, &record, &error), qPrintable(error));
        QVERIFY(waitForFile(runDir + QStringLiteral("/stat.txt")));

        // Its own session and process group, led by the job.
        const ProcStat stat = readProcStat(record.pid);
        QVERIFY(stat.alive());
        QCOMPARE(stat.processGroup, record.pid);
        QCOMPARE(stat.session, record.pid);
        QVERIFY(stat.session != qint64(::getsid(0)));
        QCOMPARE(stat.startTicks, record.pidStartTicks);

        const QByteArray env = readAll(runDir + QStringLiteral("/env.txt"));
        QVERIFY(env.contains("PILOT_PLAN_VALUE=a b $(c) 'd'\n"));
        QVERIFY(env.contains("PATH="));
        QVERIFY(!env.contains("PILOT_TEST_SECRET"));
        QCOMPARE(readAll(runDir + QStringLiteral("/stdin.txt")), QByteArray("/dev/null\n"));
        QCOMPARE(readAll(runDir + QStringLiteral("/logs/stdout.log")), QByteArray("to-out\n"));
        QCOMPARE(readAll(runDir + QStringLiteral("/logs/stderr.log")), QByteArray("to-err\n"));

        // launch.json, read back as any later reader reads it.
        LaunchRecord read;
        QVERIFY2(readLaunchRecord(runDir, &read, &error), qPrintable(error));
        QCOMPARE(read.launcher, QStringLiteral("local"));
        QCOMPARE(read.target, QStringLiteral("local"));
        QCOMPARE(read.host, thisHostName());
        QCOMPARE(read.hostRunDir, runDir);
        QCOMPARE(read.pid, record.pid);
        QCOMPARE(read.pidStartTicks, record.pidStartTicks);
        // The token that proves the process the run's job is in its environment and the record.
        QVERIFY(isLaunchToken(read.launchToken));
        QVERIFY(env.contains("PILOT_LAUNCH_TOKEN=" + read.launchToken.toLatin1() + '\n'));
        QCOMPARE(checkLocalJob(read).verdict, JobIdentity::Verdict::Ours);
        QVERIFY(read.argv.constFirst().endsWith(QStringLiteral("/sh")));
        QCOMPARE(read.argv.mid(1), request.plan.argv.mid(1));
        QCOMPARE(read.backend, QStringLiteral("shell"));
        QCOMPARE(read.backendVersion, QStringLiteral("1.0"));
        QCOMPARE(read.environmentLabel, QStringLiteral("label-1"));
        const QByteArray job = readAll(runDir + QStringLiteral("/job.json"));
        QCOMPARE(QJsonDocument::fromJson(job).object(), request.plan.job);
        QCOMPARE(read.jobSha256, QString::fromLatin1(QCryptographicHash::hash(job, QCryptographicHash::Sha256).toHex()));
        QVERIFY(qAbs(read.started.msecsTo(QDateTime::currentDateTimeUtc())) < 60000);

        QCOMPARE(launcher.probe(record).state, ProcessProbe::State::Running);
        QVERIFY2(launcher.abort(record, 10, &error), qPrintable(error));
        const ProcessProbe after = launcher.probe(record);
        QCOMPARE(after.state, ProcessProbe::State::Ended);
    }

    // A companion (a stand-in for neuron-monitor: a shell script this test writes) starts beside
    // the job in its session and group, writes its output into the run folder, and ends with it.
    void companionRunsBesideTheJobAndEndsWithIt()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        const QString bin = dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        const QString monitor = bin + QStringLiteral("/stand-in-monitor");
        QFile script(monitor);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\n# Stand-in for neuron-monitor in tst_locallauncher.\necho $$ > \"$1\"\n"
                     "while :; do echo '{\"report\": 1}'; sleep 0.05; done\n");
        script.close();
        QFile::setPermissions(monitor, QFile::permissions(monitor) | QFileDevice::ExeOwner);
        LaunchRequest request = shellJob(runDir, QStringLiteral("sleep 1; echo done > done.txt"));
        request.plan.env.insert(QStringLiteral("PATH"), bin + QStringLiteral(":/usr/bin:/bin"));
        const QString pidFile = dir.filePath(QStringLiteral("monitor.pid"));
        request.plan.companions << PlanCompanion{{QStringLiteral("stand-in-monitor"), pidFile}, QStringLiteral("monitor.jsonl")}
                                << PlanCompanion{{QStringLiteral("no-such-monitor-anywhere")}, QStringLiteral("other.jsonl")}
                                << PlanCompanion{{QStringLiteral("stand-in-monitor"), pidFile}, QStringLiteral("../escape.jsonl")};
        request.plan.versions << QPair<QString, QString>{QStringLiteral("neuronx-cc"), QStringLiteral("2.0")};
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher.start(request, &record, &error), qPrintable(error));
        QVERIFY(waitForFile(pidFile));
        const qint64 companion = readAll(pidFile).trimmed().toLongLong();
        const ProcStat stat = readProcStat(companion);
        QVERIFY(stat.alive());
        QCOMPARE(stat.processGroup, record.pid);
        QCOMPARE(stat.session, record.pid);
        QCOMPARE(waitForEnd(runDir).probe.state, ProcessProbe::State::Ended);
        QVERIFY(waitForFile(runDir + QStringLiteral("/done.txt")));
        // The job is gone: the companion got SIGTERM and ends too.
        QElapsedTimer timer;
        timer.start();
        while (readProcStat(companion).alive() && timer.elapsed() < 10000)
            QThread::msleep(20);
        QVERIFY(!readProcStat(companion).alive());
        QVERIFY(readAll(runDir + QStringLiteral("/monitor.jsonl")).startsWith("{\"report\": 1}\n"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("escape.jsonl"))));

        LaunchRecord read;
        QVERIFY2(readLaunchRecord(runDir, &read, &error), qPrintable(error));
        QCOMPARE(read.companions.size(), 3);
        QVERIFY(read.companions.at(0).started);
        QCOMPARE(read.companions.at(0).argv.first(), monitor);
        QCOMPARE(read.companions.at(0).output, QStringLiteral("monitor.jsonl"));
        QVERIFY(!read.companions.at(1).started);
        QVERIFY2(read.companions.at(1).note.contains(QStringLiteral("no-such-monitor-anywhere")), qPrintable(read.companions.at(1).note));
        QVERIFY(!read.companions.at(2).started);
        QCOMPARE(read.env.value(QStringLiteral("PATH")), bin + QStringLiteral(":/usr/bin:/bin"));
        QCOMPARE(read.versions, (QList<QPair<QString, QString>>{{QStringLiteral("neuronx-cc"), QStringLiteral("2.0")}}));
    }

    void abortReachesTheCompanion()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LaunchRequest request = shellJob(runDir, QStringLiteral("sleep 300"));
        const QString pidFile = dir.filePath(QStringLiteral("companion.pid"));
        request.plan.companions << PlanCompanion{
            {QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("echo $$ > \"$0\"; exec sleep 300"), pidFile},
            QStringLiteral("companion.out")};
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher.start(request, &record, &error), qPrintable(error));
        QVERIFY(waitForFile(pidFile));
        const qint64 companion = readAll(pidFile).trimmed().toLongLong();
        QVERIFY(readProcStat(companion).alive());
        QVERIFY2(launcher.abort(record, 20, &error), qPrintable(error));
        QVERIFY(!readProcStat(companion).alive());
        QVERIFY(!processGroupAlive(record.pid));
    }

    void abortReachesTheJobsChildren()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("sleep 300 & echo $! > child.pid; wait")), &record, &error),
                 qPrintable(error));
        QVERIFY(waitForFile(runDir + QStringLiteral("/child.pid")));
        const qint64 child = readAll(runDir + QStringLiteral("/child.pid")).trimmed().toLongLong();
        QVERIFY(child > 0);
        QVERIFY(readProcStat(child).alive());
        QCOMPARE(readProcStat(child).processGroup, record.pid);

        QElapsedTimer timer;
        timer.start();
        QVERIFY2(launcher.abort(record, 20, &error), qPrintable(error));
        QVERIFY(timer.elapsed() < 15000); // SIGTERM ends both; no need to wait for the grace period
        QVERIFY(!readProcStat(child).alive());
        QVERIFY(!readProcStat(record.pid).alive());
        QVERIFY(!processGroupAlive(record.pid));
        // Stopping what is gone already is done, not an error.
        QVERIFY2(launcher.abort(record, 1, &error), qPrintable(error));
    }

    void abortKillsAJobThatIgnoresSigterm()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("trap '' TERM; echo ready > ready.txt; while :; do sleep 0.1; done")),
                                &record, &error),
                 qPrintable(error));
        QVERIFY(waitForFile(runDir + QStringLiteral("/ready.txt")));
        QElapsedTimer timer;
        timer.start();
        QVERIFY2(launcher.abort(record, 1, &error), qPrintable(error));
        QVERIFY(timer.elapsed() >= 1000); // it waited the grace period for the group
        QVERIFY(timer.elapsed() < 1000 + 1000 * LocalLauncher::kKillWaitSeconds);
        QVERIFY(!processGroupAlive(record.pid));
        const ProcessProbe p = launcher.probe(record);
        QCOMPARE(p.state, ProcessProbe::State::Ended);
    }

    void jobKilledWithoutRunEndIsLostForANewReader()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LaunchRecord record;
        {
            LocalLauncher launcher;
            QString error;
            // A job that says it started (run_start with its pid and host), then works.
            const QString script = QStringLiteral(
                "printf '{\"v\": 1, \"type\": \"run_start\", \"t\": %s, \"pid\": %s, \"host\": \"%s\"}\\n' "
                "\"$(date +%s)\" $$ \"$(cat /proc/sys/kernel/hostname)\" > metrics.jsonl; echo ready > ready.txt; sleep 300");
            QVERIFY2(launcher.start(shellJob(runDir, script), &record, &error), qPrintable(error));
            QVERIFY(waitForFile(runDir + QStringLiteral("/ready.txt")));
        } // the launcher object is gone: what follows knows the folder only
        const RunStatus running = readRunStatus(runDir);
        QCOMPARE(running.probe.state, ProcessProbe::State::Running);
        QCOMPARE(running.state, RunState::Running);
        QVERIFY(::kill(pid_t(record.pid), SIGKILL) == 0);
        const RunStatus s = waitForEnd(runDir);
        QCOMPARE(s.state, RunState::Lost);
        QVERIFY2(s.detail.contains(QString::number(record.pid)), qPrintable(s.detail));
        ::kill(pid_t(-record.pid), SIGKILL); // the sleep

        // Killed before it said a word: lost as well, not failed.
        LocalLauncher launcher;
        QString error;
        QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("echo ready > ready2.txt; exec sleep 300")), &record, &error),
                 qPrintable(error));
        QVERIFY(waitForFile(runDir + QStringLiteral("/ready2.txt")));
        QCOMPARE(readRunStatus(runDir).state, RunState::Starting);
        QVERIFY(::kill(pid_t(record.pid), SIGKILL) == 0);
        const RunStatus again = waitForEnd(runDir);
        QCOMPARE(again.state, RunState::Lost);
    }

    void jobThatFailsAtItsStartIsFailedWithItsWords()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("echo 'job.json: device: no such device' >&2; exit 2")), &record, &error),
                 qPrintable(error));
        const RunStatus s = waitForEnd(runDir);
        // The reaper of this process saw the exit code.
        QCOMPARE(s.probe.exitCode, 2);
        QCOMPARE(s.state, RunState::Failed);
        QVERIFY2(s.detail.contains(QStringLiteral("no such device")), qPrintable(s.detail));
    }

    // A poll that catches the job between its exit and its reaper's record (a zombie, or a
    // reaper thread not yet scheduled) must still learn the exit code: without it a job that
    // failed at once reads as lost.
    void anEndingSeenAtOnceCarriesTheExitCode()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 25; ++i) {
            const QString runDir = dir.filePath(QStringLiteral("run%1").arg(i));
            LocalLauncher launcher;
            LaunchRecord record;
            QString error;
            QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("exit 3")), &record, &error), qPrintable(error));
            QElapsedTimer timer;
            timer.start();
            ProcessProbe p;
            do
                p = launcher.probe(record);
            while (p.state != ProcessProbe::State::Ended && timer.elapsed() < 20000);
            QCOMPARE(p.state, ProcessProbe::State::Ended);
            QCOMPARE(p.exitCode, 3);
        }
    }

    void missingProgramIsRefusedAndNothingRuns()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LaunchRequest request = shellJob(runDir, QString());
        request.plan.argv = QStringList{QStringLiteral("no-such-program-of-migration-pilot")};
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY(!launcher.start(request, &record, &error));
        QVERIFY2(error.contains(QStringLiteral("no-such-program-of-migration-pilot")), qPrintable(error));
        QVERIFY(!QFile::exists(runDir + QStringLiteral("/launch.json")));

        request.plan.argv = QStringList{dir.filePath(QStringLiteral("not-there"))};
        QVERIFY(!launcher.start(request, &record, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(runDir + QStringLiteral("/launch.json")));
    }

    void secondStartOnARunningFolderIsRefused()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LocalLauncher launcher;
        LaunchRecord first;
        QString error;
        QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("sleep 300")), &first, &error), qPrintable(error));
        const QByteArray launchJson = readAll(runDir + QStringLiteral("/launch.json"));
        LaunchRecord second;
        QVERIFY(!launcher.start(shellJob(runDir, QStringLiteral("sleep 1")), &second, &error));
        QVERIFY2(error.contains(QString::number(first.pid)), qPrintable(error));
        QCOMPARE(readAll(runDir + QStringLiteral("/launch.json")), launchJson);
        QVERIFY2(launcher.abort(first, 5, &error), qPrintable(error));
        // Once it is gone, the folder may be started again; the logs are appended to.
        QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("echo again")), &second, &error), qPrintable(error));
        QVERIFY(second.pid != first.pid || second.pidStartTicks != first.pidStartTicks);
        QCOMPARE(waitForEnd(runDir).probe.state, ProcessProbe::State::Ended);
    }

    // The launcher's own job under a record that lost its token, or carries another: neither
    // abort nor kill (the drill's crash) signals it, and probe does not take it for the job.
    void aJobNotProvenOursIsNeverSignalled()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY2(launcher.start(shellJob(runDir, QStringLiteral("sleep 60")), &record, &error), qPrintable(error));
        const QString token = record.launchToken;
        for (const QString &planted : {QString(), newLaunchToken(), token.toUpper()}) {
            LaunchRecord other = record;
            other.launchToken = planted;
            QVERIFY(!launcher.abort(other, 0, &error));
            QVERIFY2(error.contains(QStringLiteral("cannot be verified")), qPrintable(error));
            QVERIFY(!launcher.kill(other, &error));
            QVERIFY2(error.contains(QStringLiteral("cannot be verified")), qPrintable(error));
            if (!planted.isEmpty())
                QCOMPARE(launcher.probe(other).state, ProcessProbe::State::Unknown);
            QVERIFY(readProcStat(record.pid).alive());
        }
        // A record whose pid is the group leader of another session: this test's own process.
        LaunchRecord self = record;
        self.pid = qint64(::getpid());
        self.pidStartTicks = readProcStat(self.pid).startTicks;
        QVERIFY(!launcher.kill(self, &error));
        QVERIFY2(error.contains(QStringLiteral("cannot be verified")), qPrintable(error));
        QVERIFY2(launcher.kill(record, &error), qPrintable(error));
        QVERIFY(!processGroupAlive(record.pid));
        // Once the job is gone there is nothing to stop, proven or not.
        LaunchRecord legacy = record;
        legacy.launchToken.clear();
        QTRY_VERIFY2(launcher.abort(legacy, 0, &error), qPrintable(error));
    }

    // A copied run's record (the shipped demo's) keeps no process: abort and kill stop nothing
    // and succeed, on this host or any other, while a live process under a planted pid is left.
    void aRecordWithoutAProcessStopsNothing()
    {
        QTemporaryDir dir;
        LocalLauncher launcher;
        LaunchRecord live;
        QString error;
        QVERIFY2(launcher.start(shellJob(dir.filePath(QStringLiteral("run")), QStringLiteral("sleep 60")), &live, &error),
                 qPrintable(error));
        for (const QString &host : {live.host, QStringLiteral("another-host")}) {
            LaunchRecord copied = live;
            copied.pid = 0;
            copied.pidStartTicks = 0;
            copied.launchToken.clear();
            copied.host = host;
            QVERIFY2(launcher.abort(copied, 0, &error), qPrintable(error));
            QVERIFY2(launcher.kill(copied, &error), qPrintable(error));
            QVERIFY(launcher.probe(copied).state != ProcessProbe::State::Running);
        }
        QVERIFY(readProcStat(live.pid).alive());
        QVERIFY2(launcher.kill(live, &error), qPrintable(error));
    }

    // A link planted in the run folder in place of what the job or the launcher writes stops the
    // start: nothing runs, and the file the link points to is left as it was.
    void aLinkPlantedInTheRunFolderIsRefused_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<bool>("folder");
        QTest::newRow("logs") << QStringLiteral("logs") << true;
        QTest::newRow("logs/stdout.log") << QStringLiteral("logs/stdout.log") << false;
        QTest::newRow("logs/stderr.log") << QStringLiteral("logs/stderr.log") << false;
        QTest::newRow("metrics.jsonl") << QStringLiteral("metrics.jsonl") << false;
        QTest::newRow("checkpoints") << QStringLiteral("checkpoints") << true;
    }

    void aLinkPlantedInTheRunFolderIsRefused()
    {
        QFETCH(QString, entry);
        QFETCH(bool, folder);
        QTemporaryDir dir;
        const QString outside = dir.filePath(folder ? QStringLiteral("outside") : QStringLiteral("outside.txt"));
        if (folder) {
            QVERIFY(QDir().mkpath(outside));
        } else {
            QFile f(outside);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString runDir = dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(entry.startsWith(QLatin1String("logs/")) ? runDir + QStringLiteral("/logs") : runDir));
        QVERIFY(QFile::link(outside, runDir + QLatin1Char('/') + entry));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        QVERIFY(!launcher.start(shellJob(runDir, QStringLiteral("echo ran > ran.txt; echo out; echo err >&2")), &record, &error));
        QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));
        QTest::qWait(200);
        QVERIFY(!QFileInfo::exists(runDir + QStringLiteral("/ran.txt")));
        QVERIFY(!QFileInfo::exists(runDir + QStringLiteral("/launch.json")));
        if (folder)
            QVERIFY(QDir(outside).isEmpty());
        else
            QCOMPARE(QFileInfo(outside).size(), 0);
    }

    void hostileRunFolderNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("spaces") << QStringLiteral("my run 1");
        QTest::newRow("quotes") << QStringLiteral("it's \"quoted\"");
        QTest::newRow("command substitution") << QStringLiteral("$(touch pwned)");
        QTest::newRow("backticks") << QStringLiteral("`touch pwned2`");
        QTest::newRow("newline") << QStringLiteral("line\nbreak");
        QTest::newRow("leading dash") << QStringLiteral("-rf");
        QTest::newRow("semicolon") << QStringLiteral("a; touch pwned3");
    }

    void hostileRunFolderNames()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString parent = dir.filePath(QStringLiteral("runs"));
        QVERIFY(QDir().mkpath(parent));
        const QString runDir = parent + QLatin1Char('/') + name;
        // The run folder travels as an argument, as a launch plan passes it to a trainer.
        LaunchRequest request = shellJob(runDir, QStringLiteral("printf '%s' \"$1\" > \"$1/arg.txt\""));
        request.plan.argv << QStringLiteral("job") << runDir;
        const QString here = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        const bool started = launcher.start(request, &record, &error);
        QDir::setCurrent(here);
        QVERIFY2(started, qPrintable(error));
        QCOMPARE(waitForEnd(runDir).probe.state, ProcessProbe::State::Ended);
        QCOMPARE(QString::fromLocal8Bit(readAll(runDir + QStringLiteral("/arg.txt"))), runDir);
        QCOMPARE(record.hostRunDir, runDir);
        // Nothing anywhere but the one folder.
        QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList{name});
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList{QStringLiteral("runs")});
    }
};

QTEST_GUILESS_MAIN(TestLocalLauncher)
#include "tst_locallauncher.moc"
