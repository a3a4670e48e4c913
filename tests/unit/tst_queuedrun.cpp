// A run queued by the app (queue.json beside its job.json): the record written and read back
// with unknown keys kept, hostile files refused, one start at a time through the claim, a
// cancel that keeps the folder, the queued runs of a project found oldest first, and the state
// readRunStatus gives each (queued, starting, aborted, failed) while no launch.json is there.
#include "core/job/jobspecio.h"
#include "core/launch/launchrecord.h"
#include "core/launch/queuedrun.h"
#include "core/launch/runstatus.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pilot;

namespace {

const QString kJob = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/jobs/lora-dates.json");

JobSpec demoJob()
{
    JobSpecReadResult read = readJobSpec(kJob);
    if (!read.spec)
        qFatal("the demo job does not read");
    resolveJobPaths(&*read.spec, kJob);
    return *read.spec;
}

QueuedRun record(const QString &name, const QDateTime &queued)
{
    QueuedRun r;
    r.target = QStringLiteral("local");
    r.role = QStringLiteral("pilot");
    r.name = name;
    r.queued = queued;
    return r;
}

QString makeQueued(const QString &runs, const QString &name, const QDateTime &queued)
{
    const QString dir = QDir(runs).filePath(name);
    QDir().mkpath(dir);
    QString error;
    if (!queueRun(dir, demoJob(), record(name, queued), &error))
        qFatal("%s", qPrintable(error));
    return dir;
}

} // namespace

class TestQueuedRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writtenAndReadBack()
    {
        QTemporaryDir dir;
        const QDateTime t = QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00.250Z"), Qt::ISODateWithMs);
        const QString run = makeQueued(dir.path(), QStringLiteral("pilot \"1\" $(x)\nnext"), t);
        // The job is there, with its paths absolute, as it will run.
        const JobSpecReadResult job = readJobSpec(run + QStringLiteral("/job.json"));
        QVERIFY(job.spec);
        QVERIFY(QDir::isAbsolutePath(job.spec->data.train));
        QueuedRun r;
        QString error;
        QVERIFY2(readQueuedRun(run, &r, &error), qPrintable(error));
        QCOMPARE(r.state, QueuedRun::State::Queued);
        QCOMPARE(r.name, QStringLiteral("pilot \"1\" $(x)\nnext"));
        QCOMPARE(r.role, QStringLiteral("pilot"));
        QCOMPARE(r.target, QStringLiteral("local"));
        QCOMPARE(r.queued, t);
        // Keys this build does not know survive a rewrite.
        QFile f(run + QStringLiteral("/queue.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        o.insert(QStringLiteral("requested_by"), QStringLiteral("ml-team"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
        f.close();
        QVERIFY(cancelQueuedRun(run, &error));
        QVERIFY2(readQueuedRun(run, &r, &error), qPrintable(error));
        QCOMPARE(r.state, QueuedRun::State::Cancelled);
        QVERIFY(r.ended.isValid());
        QCOMPARE(r.extra.value(QStringLiteral("requested_by")).toString(), QStringLiteral("ml-team"));
        // Cancelled, it keeps its folder and its job.
        QVERIFY(QFile::exists(run + QStringLiteral("/job.json")));
        QVERIFY(!cancelQueuedRun(run, &error));
        QVERIFY2(error.contains(QLatin1String("not waiting")), qPrintable(error));
    }

    void badRecordsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("not json") << QByteArray("{\"schema\": 1,") << QStringLiteral("not a JSON object");
        QTest::newRow("unknown state") << QByteArray(R"({"schema": 1, "state": "paused", "target": "local", "role": "pilot", "name": "a", "queued": "2026-11-30T10:00:00Z"})")
                                       << QStringLiteral("state");
        QTest::newRow("newer schema") << QByteArray(R"({"schema": 2, "state": "queued", "target": "local", "role": "pilot", "name": "a", "queued": "2026-11-30T10:00:00Z"})")
                                      << QStringLiteral("schema");
        QTest::newRow("no time") << QByteArray(R"({"schema": 1, "state": "queued", "target": "local", "role": "pilot", "name": "a", "queued": "soon"})")
                                 << QStringLiteral("queued");
        QTest::newRow("bad role") << QByteArray(R"({"schema": 1, "state": "queued", "target": "local", "role": "boss", "name": "a", "queued": "2026-11-30T10:00:00Z"})")
                                  << QStringLiteral("role");
    }
    void badRecordsAreRefused()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(run));
        QFile f(run + QStringLiteral("/queue.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        QueuedRun r;
        QString error;
        QVERIFY(!readQueuedRun(run, &r, &error));
        QVERIFY2(error.contains(fragment), qPrintable(error));
        // Not taken for a queued run by anybody.
        QCOMPARE(findQueuedRuns(dir.path()).size(), qsizetype(0));
        QueuedRunClaim claim;
        QCOMPARE(claim.claim(run, &error), QueuedRunClaim::Result::Error);
    }

    void aFifoOrAFolderIsNoRecord()
    {
        QTemporaryDir dir;
        const QString run = makeQueued(dir.path(), QStringLiteral("real"), QDateTime::currentDateTimeUtc());
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QVERIFY(QDir().mkpath(fifo));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo + QStringLiteral("/queue.json")).constData(), 0600), 0);
        QueuedRun r;
        QString error;
        QVERIFY(!readQueuedRun(fifo, &r, &error)); // refused at once, never waited on
        QVERIFY2(error.contains(QLatin1String("named pipe")), qPrintable(error));
        const QString folder = dir.filePath(QStringLiteral("folder"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/queue.json")));
        QVERIFY(!readQueuedRun(folder, &r, &error));
        QVERIFY(!error.isEmpty());
        // A link to a run folder is not a run of this folder.
        QVERIFY(QFile::link(run, dir.filePath(QStringLiteral("linked"))));
        const QList<FoundQueuedRun> found = findQueuedRuns(dir.path());
        QCOMPARE(found.size(), qsizetype(1));
        QCOMPARE(found.first().runDir, QDir::cleanPath(run));
    }

    void oneClaimAtATime()
    {
        QTemporaryDir dir;
        const QString run = makeQueued(dir.path(), QStringLiteral("a"), QDateTime::currentDateTimeUtc());
        QString error;
        QVERIFY(!queuedRunClaimed(run));
        {
            QueuedRunClaim first;
            QCOMPARE(first.claim(run, &error), QueuedRunClaim::Result::Claimed);
            QVERIFY(queuedRunClaimed(run));
            // Another starter (its own descriptor, as another process has) finds it busy, and a
            // cancel does not land in the middle of the start.
            QueuedRunClaim second;
            QCOMPARE(second.claim(run, &error), QueuedRunClaim::Result::Busy);
            QVERIFY(!cancelQueuedRun(run, &error));
            QVERIFY2(error.contains(QLatin1String("being started")), qPrintable(error));
            QCOMPARE(readRunStatus(run).state, RunState::Starting);
            QVERIFY(first.failed(QStringLiteral("backend: There is no backend “neuron”"), &error));
        }
        QVERIFY(!queuedRunClaimed(run));
        QueuedRunClaim again;
        QCOMPARE(again.claim(run, &error), QueuedRunClaim::Result::NotQueued); // refused once: it stays refused
        const RunStatus s = readRunStatus(run);
        QCOMPARE(s.state, RunState::Failed);
        QVERIFY2(s.detail.contains(QStringLiteral("no backend “neuron”")), qPrintable(s.detail));
        QVERIFY(s.queued);
    }

    void startedRecordGoes()
    {
        QTemporaryDir dir;
        const QString run = makeQueued(dir.path(), QStringLiteral("a"), QDateTime::currentDateTimeUtc());
        QString error;
        QueuedRunClaim claim;
        QCOMPARE(claim.claim(run, &error), QueuedRunClaim::Result::Claimed);
        QVERIFY(claim.started(&error));
        QVERIFY(!QFile::exists(run + QStringLiteral("/queue.json")));
        QueuedRunClaim late;
        QCOMPARE(late.claim(run, &error), QueuedRunClaim::Result::NotQueued);
        // A record a start left beside launch.json does not make the run queued again.
        const QString other = makeQueued(dir.path(), QStringLiteral("b"), QDateTime::currentDateTimeUtc());
        LaunchRecord launch;
        launch.launcher = QStringLiteral("local");
        launch.target = QStringLiteral("local");
        launch.started = QDateTime::currentDateTimeUtc();
        launch.argv = {QStringLiteral("pilot-trainer")};
        launch.backend = QStringLiteral("libtorch");
        QVERIFY(writeLaunchRecord(other, launch, &error));
        QCOMPARE(late.claim(other, &error), QueuedRunClaim::Result::NotQueued);
        QVERIFY(findQueuedRuns(dir.path()).isEmpty());
        QVERIFY(!readRunStatus(other).queued);
    }

    void foundOldestFirst()
    {
        QTemporaryDir dir;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QString late = makeQueued(dir.path(), QStringLiteral("a-late"), now.addSecs(60));
        const QString early = makeQueued(dir.path(), QStringLiteral("z-early"), now);
        const QString cancelled = makeQueued(dir.path(), QStringLiteral("m-cancelled"), now.addSecs(-60));
        QString error;
        QVERIFY(cancelQueuedRun(cancelled, &error));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("plain run"))));
        const QList<FoundQueuedRun> found = findQueuedRuns(dir.path());
        QCOMPARE(found.size(), qsizetype(2));
        QCOMPARE(found.at(0).runDir, QDir::cleanPath(early));
        QCOMPARE(found.at(1).runDir, QDir::cleanPath(late));
    }

    void statusOfAQueuedRun()
    {
        QTemporaryDir dir;
        const QString run = makeQueued(dir.path(), QStringLiteral("waiting"), QDateTime::currentDateTimeUtc());
        RunStatus s = readRunStatus(run);
        QCOMPARE(s.state, RunState::Queued);
        QVERIFY(s.verified);
        QVERIFY2(s.detail.contains(QLatin1String("queue")) && s.detail.contains(QLatin1String("local")), qPrintable(s.detail));
        QCOMPARE(s.launch.target, QStringLiteral("local"));
        QVERIFY(s.launch.launcher.isEmpty());
        QVERIFY(s.maxSteps > 0); // from the job written when it was queued
        QString error;
        QVERIFY(cancelQueuedRun(run, &error));
        s = readRunStatus(run);
        QCOMPARE(s.state, RunState::Aborted);
        QVERIFY2(s.detail.contains(QLatin1String("taken off the queue")), qPrintable(s.detail));
    }
};

QTEST_GUILESS_MAIN(TestQueuedRun)
#include "tst_queuedrun.moc"
