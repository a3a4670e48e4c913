// The run state from launch.json, the process and metrics.jsonl (runstatus.h), with real
// processes standing in for jobs: a `sleep` whose pid and start ticks launch.json records.
#include "core/launch/launchrecord.h"
#include "core/launch/procstat.h"
#include "core/launch/runstatus.h"
#include "core/runs/runliveness.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace pilot;

namespace {

double now()
{
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
}

void append(const QString &runDir, const QJsonObject &event)
{
    QFile f(runDir + QStringLiteral("/metrics.jsonl"));
    if (!f.open(QIODevice::Append))
        qFatal("cannot append");
    QJsonObject o = event;
    o.insert(QStringLiteral("v"), 1);
    f.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
}

QJsonObject runStart(qint64 pid, double t)
{
    return {{QStringLiteral("type"), QStringLiteral("run_start")},
            {QStringLiteral("t"), t},
            {QStringLiteral("run_id"), QStringLiteral("r")},
            {QStringLiteral("backend"), QStringLiteral("libtorch")},
            {QStringLiteral("device"), QStringLiteral("cpu")},
            {QStringLiteral("host"), thisHostName()},
            {QStringLiteral("pid"), pid}};
}

QJsonObject step(qint64 n, double t, qint64 tokens, double loss)
{
    return {{QStringLiteral("type"), QStringLiteral("step")},
            {QStringLiteral("t"), t},
            {QStringLiteral("step"), n},
            {QStringLiteral("tokens"), tokens},
            {QStringLiteral("loss"), loss}};
}

QJsonObject runEnd(const QString &status, double t)
{
    return {{QStringLiteral("type"), QStringLiteral("run_end")}, {QStringLiteral("t"), t}, {QStringLiteral("status"), status}};
}

// A process that lives until the test ends it, recorded as the run's job.
struct Job
{
    QProcess process;
    qint64 pid = 0;

    void start()
    {
        process.start(QStringLiteral("sleep"), {QStringLiteral("300")});
        QVERIFY(process.waitForStarted());
        pid = process.processId();
    }
    void stop()
    {
        process.kill();
        QVERIFY(process.waitForFinished());
    }
};

void writeLaunch(const QString &runDir, qint64 pid, quint64 ticks, const QDateTime &started = QDateTime::currentDateTimeUtc())
{
    LaunchRecord r;
    r.launcher = QStringLiteral("local");
    r.target = QStringLiteral("local");
    r.host = thisHostName();
    r.hostRunDir = runDir;
    r.pid = pid;
    r.pidStartTicks = ticks;
    r.started = started;
    r.argv = QStringList{QStringLiteral("sleep"), QStringLiteral("300")};
    r.backend = QStringLiteral("libtorch");
    QString error;
    if (!writeLaunchRecord(runDir, r, &error))
        qFatal("%s", qPrintable(error));
}

// A valid job (the corpus's base job) that runs `maxSteps` steps.
QJsonObject phase(const char *name, bool begin, double t)
{
    return {{QStringLiteral("type"), QStringLiteral("phase")},
            {QStringLiteral("t"), t},
            {QStringLiteral("name"), QLatin1String(name)},
            {QStringLiteral("state"), begin ? QStringLiteral("begin") : QStringLiteral("end")}};
}

void writeJob(const QString &path, qint64 maxSteps, qint64 evalEvery = -1)
{
    QFile base(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/jobs/valid/base.json"));
    if (!base.open(QIODevice::ReadOnly))
        qFatal("no base job");
    QJsonObject job = QJsonDocument::fromJson(base.readAll()).object();
    QJsonObject train = job.value(QStringLiteral("train")).toObject();
    train.insert(QStringLiteral("max_steps"), maxSteps);
    job.insert(QStringLiteral("train"), train);
    if (evalEvery > 0) {
        QJsonObject eval = job.value(QStringLiteral("eval")).toObject();
        eval.insert(QStringLiteral("every_steps"), evalEvery);
        job.insert(QStringLiteral("eval"), eval);
        QJsonObject checkpoint = job.value(QStringLiteral("checkpoint")).toObject();
        checkpoint.insert(QStringLiteral("every_steps"), maxSteps); // one, at the end: not timed here
        job.insert(QStringLiteral("checkpoint"), checkpoint);
    }
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        qFatal("cannot write job");
    out.write(QJsonDocument(job).toJson());
}

} // namespace

class TestRunStatus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void names()
    {
        QCOMPARE(runStateName(RunState::Queued), QStringLiteral("queued"));
        QCOMPARE(runStateName(RunState::Starting), QStringLiteral("starting"));
        QCOMPARE(runStateName(RunState::Running), QStringLiteral("running"));
        QCOMPARE(runStateName(RunState::Completed), QStringLiteral("completed"));
        QCOMPARE(runStateName(RunState::Failed), QStringLiteral("failed"));
        QCOMPARE(runStateName(RunState::Aborted), QStringLiteral("aborted"));
        QCOMPARE(runStateName(RunState::Lost), QStringLiteral("lost"));
    }

    void procStatOfThisProcess()
    {
        const ProcStat self = readProcStat(qint64(::getpid()));
        QVERIFY(self.exists);
        QVERIFY(self.alive());
        QVERIFY(self.startTicks > 0);
        QCOMPARE(self.processGroup, qint64(::getpgrp()));
        QVERIFY(processGroupAlive(self.processGroup));
        QVERIFY(!readProcStat(0).exists);
    }

    void emptyFolderIsLost()
    {
        QTemporaryDir dir;
        const RunStatus s = readRunStatus(dir.path());
        QCOMPARE(s.state, RunState::Lost);
        QVERIFY(s.launch.launcher.isEmpty());
    }

    void livingProcessWithoutRunStartIsStarting()
    {
        QTemporaryDir dir;
        Job job;
        job.start();
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks);
        const RunStatus s = readRunStatus(dir.path());
        QCOMPARE(s.state, RunState::Starting);
        QCOMPARE(s.probe.state, ProcessProbe::State::Running);
        QVERIFY(s.verified);
        job.stop();
    }

    void followsARunToItsEnd()
    {
        QTemporaryDir dir;
        Job job;
        job.start();
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks);
        writeJob(dir.filePath(QStringLiteral("job.json")), 200);
        RunStatusReader reader(dir.path());
        const double t0 = now();
        append(dir.path(), runStart(job.pid, t0));
        QCOMPARE(reader.read().state, RunState::Running);
        // Ten steps a second, 100 tokens each.
        for (int i = 1; i <= 30; ++i)
            append(dir.path(), step(i, t0 + 0.1 * i, 100 * i, 3.0 - 0.01 * i));
        RunStatus s = reader.read();
        QCOMPARE(s.state, RunState::Running);
        QCOMPARE(s.lastStep, qint64(30));
        QCOMPARE(s.lastLoss, 3.0 - 0.01 * 30);
        // Times near 1.8e9 s keep about a microsecond: close, not exact.
        QVERIFY2(qAbs(s.tokensPerSecond - 1000.0) < 0.01, qPrintable(QString::number(s.tokensPerSecond)));
        // base.json runs 200 steps: 170 to go at ten a second.
        QVERIFY2(qAbs(s.etaSeconds - 17.0) < 0.001, qPrintable(QString::number(s.etaSeconds)));
        append(dir.path(), runEnd(QStringLiteral("completed"), t0 + 4));
        s = reader.read();
        QCOMPARE(s.state, RunState::Completed);
        QVERIFY(std::isnan(s.etaSeconds));
        job.stop();
        QCOMPARE(reader.read().state, RunState::Completed);
        QCOMPARE(reader.metrics().steps().size(), std::size_t(30));
    }

    // A 30-second evaluation among the recent steps is not step time; the evaluations still to
    // come count at their measured length; one going on now is named, and what is left of it
    // counts. The first evaluation of a run has no length to go by: no ETA then, rather than
    // "8 s" for a run that evaluates for a minute and a half.
    void etaCountsEvaluationsAndTheStatusNamesThem()
    {
        QTemporaryDir dir;
        Job job;
        job.start();
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks);
        writeJob(dir.filePath(QStringLiteral("job.json")), 100, 50);
        RunStatusReader reader(dir.path());
        const double t0 = now() - 100;
        append(dir.path(), runStart(job.pid, t0));
        append(dir.path(), phase("validation", true, t0 + 0.5)); // the evaluation at step 0
        RunStatus s = reader.read();
        QCOMPARE(s.state, RunState::Running);
        QCOMPARE(s.activity, QStringLiteral("validation"));
        QCOMPARE(s.activitySince, t0 + 0.5);
        QVERIFY(std::isnan(s.etaSeconds));
        append(dir.path(), phase("validation", false, t0 + 30.5));
        // Steps 1 to 5 a second apart, a 30-second pause for a checkpoint-free evaluation
        // between 5 and 6 (as if every 5), then 6 to 10 a second apart.
        for (int i = 1; i <= 5; ++i)
            append(dir.path(), step(i, t0 + 30.5 + i, 100 * i, 3.0));
        append(dir.path(), phase("validation", true, t0 + 36.0));
        append(dir.path(), phase("validation", false, t0 + 66.0));
        for (int i = 6; i <= 10; ++i)
            append(dir.path(), step(i, t0 + 60.5 + i, 100 * i, 3.0));
        s = reader.read();
        QVERIFY(s.activity.isEmpty());
        // 1 s a step: 90 steps, and the evaluations at 50 and 100 at their mean of 30 s.
        QVERIFY2(qAbs(s.etaSeconds - 150.0) < 0.01, qPrintable(QString::number(s.etaSeconds)));
        append(dir.path(), phase("validation", true, t0 + 72.0));
        s = reader.read();
        QCOMPARE(s.activity, QStringLiteral("validation"));
        // And the one going on now, 30 s more by the mean, nothing of it seen to pass yet.
        QVERIFY2(qAbs(s.etaSeconds - 180.0) < 0.01, qPrintable(QString::number(s.etaSeconds)));
        job.stop();
    }

    // A follower's reader with a step window: memory for the latest steps only, the older ones
    // in the folded curve; the state, last step, rate and ETA are those of every step.
    void stepWindowKeepsTheLatestStepsAndFoldsTheRest()
    {
        QTemporaryDir dir;
        Job job;
        job.start();
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks);
        writeJob(dir.filePath(QStringLiteral("job.json")), 20000);
        RunStatusReader whole(dir.path()), windowed(dir.path());
        windowed.setStepWindow(100);
        const double t0 = now();
        append(dir.path(), runStart(job.pid, t0));
        for (int round = 0; round < 3; ++round) {
            {
                QFile f(dir.filePath(QStringLiteral("metrics.jsonl")));
                QVERIFY(f.open(QIODevice::Append));
                for (int i = round * 1000 + 1; i <= (round + 1) * 1000; ++i)
                    f.write(QJsonDocument(step(i, t0 + 0.1 * i, 100 * i, 3.0 - 0.0001 * i)).toJson(QJsonDocument::Compact) + '\n');
            }
            const RunStatus a = whole.read(), b = windowed.read();
            QCOMPARE(b.state, a.state);
            QCOMPARE(b.lastStep, a.lastStep);
            QCOMPARE(b.lastLoss, a.lastLoss);
            QCOMPARE(b.tokensPerSecond, a.tokensPerSecond);
            QCOMPARE(b.etaSeconds, a.etaSeconds);
            const RunMetrics &m = windowed.metrics();
            QVERIFY2(m.steps().size() <= 200, qPrintable(QString::number(m.steps().size())));
            QCOMPARE(m.foldedSteps().count() + qint64(m.steps().size()), qint64((round + 1) * 1000));
            QCOMPARE(m.foldedSteps().lastStep() + 1, m.steps().front().step);
            QCOMPARE(whole.metrics().steps().size(), std::size_t((round + 1) * 1000));
        }
        // A resumed attempt from step 500: what came after it is forgotten in both parts.
        append(dir.path(), runStart(job.pid, t0 + 400));
        append(dir.path(), step(500, t0 + 401, 50000, 2.0));
        windowed.read();
        QCOMPARE(windowed.metrics().steps().size(), std::size_t(1));
        QCOMPARE(windowed.metrics().foldedSteps().lastStep(), qint64(499));
        job.stop();
    }

    void endStatusDecides_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<RunState>("state");
        QTest::newRow("completed") << QStringLiteral("completed") << RunState::Completed;
        QTest::newRow("aborted") << QStringLiteral("aborted") << RunState::Aborted;
        QTest::newRow("failed") << QStringLiteral("failed") << RunState::Failed;
        QTest::newRow("unknown word is no success") << QStringLiteral("fine") << RunState::Failed;
    }

    void endStatusDecides()
    {
        QFETCH(QString, status);
        QFETCH(RunState, state);
        QTemporaryDir dir;
        Job job;
        job.start();
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks);
        job.stop();
        const double t0 = now();
        append(dir.path(), runStart(job.pid, t0));
        append(dir.path(), runEnd(status, t0 + 1));
        QCOMPARE(readRunStatus(dir.path()).state, state);
    }

    void processGoneWithoutRunEndIsLost()
    {
        QTemporaryDir dir;
        Job job;
        job.start();
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks);
        append(dir.path(), runStart(job.pid, now()));
        append(dir.path(), step(1, now(), 10, 2.0));
        QCOMPARE(readRunStatus(dir.path()).state, RunState::Running);
        job.stop();
        const RunStatus s = readRunStatus(dir.path());
        QCOMPARE(s.state, RunState::Lost);
        QCOMPARE(s.probe.state, ProcessProbe::State::Ended);
        QCOMPARE(s.lastStep, qint64(1));
    }

    void reusedPidIsNotTheJob()
    {
        QTemporaryDir dir;
        Job job;
        job.start();
        // The pid lives, but it started at another time than the job launch.json names.
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks + 1);
        append(dir.path(), runStart(job.pid, now()));
        const RunStatus s = readRunStatus(dir.path());
        QCOMPARE(s.probe.state, ProcessProbe::State::Ended);
        QCOMPARE(s.state, RunState::Lost);
        job.stop();
    }

    void endOfAnEarlierAttemptDoesNotDecide()
    {
        // A run aborted before, started again to resume: until the new process writes its
        // run_start, the old run_end is history, not the state.
        QTemporaryDir dir;
        const double t0 = now() - 100;
        append(dir.path(), runStart(1, t0));
        append(dir.path(), step(1, t0 + 1, 10, 2.0));
        append(dir.path(), runEnd(QStringLiteral("aborted"), t0 + 2));
        QCOMPARE(readRunStatus(dir.path()).state, RunState::Aborted);
        Job job;
        job.start();
        writeLaunch(dir.path(), job.pid, readProcStat(job.pid).startTicks);
        RunStatusReader reader(dir.path());
        QCOMPARE(reader.read().state, RunState::Starting);
        append(dir.path(), runStart(job.pid, now()));
        QCOMPARE(reader.read().state, RunState::Running);
        job.stop();
        QCOMPARE(reader.read().state, RunState::Lost);
    }

    void otherHostIsUnverified()
    {
        QTemporaryDir dir;
        LaunchRecord r;
        r.launcher = QStringLiteral("local");
        r.target = QStringLiteral("local");
        r.host = QStringLiteral("elsewhere-") + thisHostName();
        r.hostRunDir = dir.path();
        r.pid = 12345;
        r.pidStartTicks = 1;
        r.started = QDateTime::currentDateTimeUtc();
        r.argv = QStringList{QStringLiteral("x")};
        r.backend = QStringLiteral("libtorch");
        QString error;
        QVERIFY(writeLaunchRecord(dir.path(), r, &error));
        QJsonObject start = runStart(12345, now());
        start.insert(QStringLiteral("host"), r.host);
        append(dir.path(), start);
        const RunStatus s = readRunStatus(dir.path());
        QCOMPARE(s.probe.state, ProcessProbe::State::Unknown);
        QCOMPARE(s.state, RunState::Running);
        QVERIFY(!s.verified);
    }

    void optionsAreAskedForTheRecordsTarget()
    {
        // A run on an SSH host, followed with the options its target has now: asked at each
        // read, and the launcher built again when they changed. Options ssh cannot take (a
        // control character) make the probe say so without connecting anywhere, which shows
        // which options it got.
        QTemporaryDir dir;
        LaunchRecord r;
        r.launcher = QStringLiteral("ssh");
        r.target = QStringLiteral("ssh://user@options-test-host:2222");
        r.host = QStringLiteral("options-test-host");
        r.hostRunDir = QStringLiteral("/runs/x");
        r.pid = 12345;
        r.pidStartTicks = 1;
        r.started = QDateTime::currentDateTimeUtc();
        r.argv = QStringList{QStringLiteral("x")};
        r.backend = QStringLiteral("libtorch");
        QString error;
        QVERIFY(writeLaunchRecord(dir.path(), r, &error));
        QStringList asked;
        QString config = QStringLiteral("/first\nconfig");
        RunStatusReader reader(dir.path(), [&asked, &config](const LaunchTarget &target) {
            asked.append(target.toString());
            LauncherOptions o;
            o.sshConfigFile = config;
            return o;
        });
        RunStatus s = reader.read();
        QCOMPARE(asked, QStringList{r.target});
        QCOMPARE(s.probe.state, ProcessProbe::State::Unknown);
        QVERIFY2(s.probe.detail.contains(QLatin1String("/first\\x0aconfig")), qPrintable(s.probe.detail));
        config = QStringLiteral("/second\nconfig");
        s = reader.read();
        QCOMPARE(asked.size(), 2);
        QVERIFY2(s.probe.detail.contains(QLatin1String("/second\\x0aconfig")), qPrintable(s.probe.detail));
        QVERIFY(!s.verified);
    }

    void brokenLaunchRecordIsSaid()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("launch.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schema\": 1, \"launcher\": \"teleport\"}");
        f.close();
        const RunStatus s = readRunStatus(dir.path());
        QCOMPARE(s.state, RunState::Lost);
        QVERIFY2(s.detail.contains(QStringLiteral("launcher")), qPrintable(s.detail));
    }
};

QTEST_GUILESS_MAIN(TestRunStatus)
#include "tst_runstatus.moc"
