// Slurm's answers read back: the lines squeue and sacct print (as Slurm 22.05 prints them),
// the state words classified by the state alone, exit codes and signals, time stamps, and the
// queue wait as a run phase.
#include "core/launch/slurmjobstate.h"
#include "core/launch/slurmqueuephase.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

class TestSlurmJobState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void squeueLines()
    {
        SlurmJobState s;
        QString error;
        QVERIFY(parseSqueueLine(QStringLiteral("FAILED|NonZeroExitCode|2026-11-30T15:55:34|2026-11-30T15:55:36|2026-11-30T15:55:37|768|\n"),
                                &s, &error));
        QCOMPARE(s.state, QStringLiteral("FAILED"));
        QCOMPARE(s.reason, QStringLiteral("NonZeroExitCode"));
        QCOMPARE(s.exitCode, 3); // wait status 768
        QCOMPARE(s.submitted.secsTo(s.started), 2);
        QCOMPARE(s.started.secsTo(s.ended), 1);

        QVERIFY(
            parseSqueueLine(QStringLiteral("CANCELLED|None|2026-11-30T15:55:34|2026-11-30T15:55:35|2026-11-30T15:55:37|15|"), &s, &error));
        QCOMPARE(s.exitCode, 128 + 15); // killed by SIGTERM
        QVERIFY(parseSqueueLine(QStringLiteral("PENDING|Resources|2026-11-30T15:55:34|N/A|N/A|0|"), &s, &error));
        QVERIFY(!s.started.isValid());
        QVERIFY(!s.ended.isValid());

        for (const QString &bad : {QString(), QStringLiteral("slurm_load_jobs error: Invalid job id specified"),
                                   QStringLiteral("RUNNING|None|x|y|z|0"), QStringLiteral("RUNNING|None|x|y|z|0|extra|")}) {
            QVERIFY2(!parseSqueueLine(bad, &s, &error), qPrintable(bad));
            QVERIFY(error.contains(QLatin1String("squeue")));
        }
    }

    void sacctLines()
    {
        SlurmJobState s;
        QString error;
        QVERIFY(parseSacctLine(QStringLiteral("CANCELLED by 0|None|2026-11-30T02:02:06|2026-11-30T02:02:07|2026-11-30T02:02:09|0:15"), &s,
                               &error));
        QCOMPARE(s.state, QStringLiteral("CANCELLED"));
        QCOMPARE(s.exitCode, 128 + 15);
        QVERIFY(parseSacctLine(QStringLiteral("FAILED|None|2026-11-30T02:02:06|2026-11-30T02:02:07|2026-11-30T02:02:09|15:0"), &s, &error));
        QCOMPARE(s.exitCode, 15);
        QVERIFY(parseSacctLine(QStringLiteral("TIMEOUT|TimeLimit|2026-11-30T02:02:06|Unknown|Unknown|0:0"), &s, &error));
        QVERIFY(!s.started.isValid());
        QVERIFY(!parseSacctLine(QStringLiteral("Slurm accounting storage is disabled"), &s, &error));
    }

    void statesAreClassifiedByTheirWordAlone_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("kind");
        const auto q = int(ProcessProbe::State::Queued), r = int(ProcessProbe::State::Running), e = int(ProcessProbe::State::Ended),
                   u = int(ProcessProbe::State::Unknown);
        for (const char *w : {"PENDING", "CONFIGURING", "REQUEUED", "REQUEUE_HOLD"})
            QTest::newRow(w) << QString::fromLatin1(w) << q;
        for (const char *w : {"RUNNING", "COMPLETING", "SUSPENDED", "STAGE_OUT"})
            QTest::newRow(w) << QString::fromLatin1(w) << r;
        for (const char *w :
             {"COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY", "PREEMPTED", "BOOT_FAIL", "DEADLINE"})
            QTest::newRow(w) << QString::fromLatin1(w) << e;
        for (const char *w : {"", "running", "CANCELLED+", "SOMETHING_NEW"})
            QTest::newRow(w[0] ? w : "empty") << QString::fromLatin1(w) << u;
    }

    void statesAreClassifiedByTheirWordAlone()
    {
        QFETCH(QString, word);
        QFETCH(int, kind);
        QCOMPARE(int(slurmStateKind(word)), kind);
    }

    void probeSaysWhatSlurmSaid()
    {
        SlurmJobState s;
        s.state = QStringLiteral("CANCELLED");
        s.exitCode = 143;
        ProcessProbe p = slurmProbe(QStringLiteral("42"), s, QStringLiteral("squeue"));
        QCOMPARE(p.state, ProcessProbe::State::Ended);
        QCOMPARE(p.schedulerState, QStringLiteral("CANCELLED"));
        QCOMPARE(p.exitCode, 143);
        QVERIFY(p.detail.contains(QLatin1String("42")));

        s.state = QStringLiteral("PENDING");
        s.reason = QStringLiteral("Resources");
        p = slurmProbe(QStringLiteral("42"), s, QStringLiteral("squeue"));
        QCOMPARE(p.state, ProcessProbe::State::Queued);
        QCOMPARE(p.exitCode, -1); // only an ended job has one
        QVERIFY(p.detail.contains(QLatin1String("Resources")));
    }

    void queueWaitIsAPhase()
    {
        QTemporaryDir dir;
        LaunchRecord record;
        record.launcher = QStringLiteral("slurm");
        record.slurmJobId = QStringLiteral("7");
        record.started = QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00Z"), Qt::ISODate);
        const QDateTime now = record.started.addSecs(30);
        ProcessProbe queued;
        queued.state = ProcessProbe::State::Queued;

        // Not written yet: open while queued, nothing once running.
        std::optional<PhaseTotal> phase = slurmPendingPhase(dir.path(), record, queued, now);
        QVERIFY(phase);
        QCOMPARE(phase->name, QStringLiteral("pending"));
        QCOMPARE(phase->seconds, 30.0);
        QVERIFY(phase->open);
        QVERIFY(!slurmPendingPhase(dir.path(), record, ProcessProbe{}, now));

        SlurmQueuePhase written;
        written.jobId = QStringLiteral("7");
        written.submitted = record.started;
        written.started = record.started.addSecs(4);
        written.pendingSeconds = 4;
        written.state = QStringLiteral("RUNNING");
        QString error;
        QVERIFY2(writeSlurmQueuePhase(dir.path(), written, &error), qPrintable(error));
        SlurmQueuePhase read;
        QVERIFY2(readSlurmQueuePhase(dir.path(), &read, &error), qPrintable(error));
        QCOMPARE(read.jobId, written.jobId);
        QCOMPARE(read.started, written.started);
        phase = slurmPendingPhase(dir.path(), record, ProcessProbe{}, now);
        QVERIFY(phase);
        QCOMPARE(phase->seconds, 4.0);
        QVERIFY(!phase->open);

        // A record of another job (an earlier submission into this folder) is not this one's.
        record.slurmJobId = QStringLiteral("8");
        QVERIFY(!slurmPendingPhase(dir.path(), record, ProcessProbe{}, now));
        // Other launchers have no queue.
        record.launcher = QStringLiteral("local");
        QVERIFY(!slurmPendingPhase(dir.path(), record, queued, now));

        // A broken file is an error, not a phase.
        QFile f(QDir(dir.path()).filePath(QLatin1String(kSlurmQueueFile)));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"job_id\": \"7\"}");
        f.close();
        QVERIFY(!readSlurmQueuePhase(dir.path(), &read, &error));
        QVERIFY(error.contains(QLatin1String("pending_seconds")));
    }
};

QTEST_GUILESS_MAIN(TestSlurmJobState)
#include "tst_slurmjobstate.moc"
