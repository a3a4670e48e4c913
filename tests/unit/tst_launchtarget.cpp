// Launch targets as users type them, and launch.json as launchers write it: hostile host,
// user and partition names never reach ssh or sbatch as options, and a record survives a
// round trip with keys of newer builds kept.
#include "core/launch/launchrecord.h"
#include "core/launch/launchtarget.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pilot;

class TestLaunchTarget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesWhatUsersWrite_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<QString>("destination");
        QTest::addColumn<int>("port");
        QTest::newRow("empty is local") << QString() << QStringLiteral("local") << QString() << 0;
        QTest::newRow("local") << QStringLiteral(" local ") << QStringLiteral("local") << QString() << 0;
        QTest::newRow("host") << QStringLiteral("ssh://gpu-7") << QStringLiteral("ssh://gpu-7") << QStringLiteral("gpu-7") << 0;
        QTest::newRow("user host port") << QStringLiteral("ssh://root@127.0.0.1:2222") << QStringLiteral("ssh://root@127.0.0.1:2222")
                                        << QStringLiteral("root@127.0.0.1") << 2222;
        QTest::newRow("ipv6") << QStringLiteral("ssh://ml@[::1]:22") << QStringLiteral("ssh://ml@[::1]:22") << QStringLiteral("ml@::1")
                              << 22;
        QTest::newRow("slurm") << QStringLiteral("slurm") << QStringLiteral("slurm") << QString() << 0;
        QTest::newRow("partition") << QStringLiteral("slurm:trn2") << QStringLiteral("slurm:trn2") << QString() << 0;
    }
    void parsesWhatUsersWrite()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        QFETCH(QString, destination);
        QFETCH(int, port);
        LaunchTarget target;
        QString error;
        QVERIFY2(LaunchTarget::parse(text, &target, &error), qPrintable(error));
        QCOMPARE(target.toString(), canonical);
        QCOMPARE(target.port, port);
        if (target.kind == LaunchTarget::Kind::Ssh)
            QCOMPARE(target.sshDestination(), destination);
        // What toString() writes, parse() reads back as the same target.
        LaunchTarget again;
        QVERIFY2(LaunchTarget::parse(target.toString(), &again, &error), qPrintable(error));
        QVERIFY(again == target);
    }

    void refusesHostileNames_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("option as host") << QStringLiteral("ssh://-oProxyCommand=touch%20x") << QStringLiteral("host name");
        QTest::newRow("option as user") << QStringLiteral("ssh://-oProxyCommand=x@h") << QStringLiteral("user name");
        QTest::newRow("command substitution") << QStringLiteral("ssh://$(reboot)") << QStringLiteral("host name");
        QTest::newRow("space") << QStringLiteral("ssh://a b") << QStringLiteral("host name");
        QTest::newRow("quote") << QStringLiteral("ssh://a'b") << QStringLiteral("host name");
        QTest::newRow("newline") << QStringLiteral("ssh://a\nb") << QStringLiteral("host name");
        QTest::newRow("semicolon") << QStringLiteral("ssh://a;rm") << QStringLiteral("host name");
        QTest::newRow("no host") << QStringLiteral("ssh://") << QStringLiteral("no host");
        QTest::newRow("port zero") << QStringLiteral("ssh://h:0") << QStringLiteral("port");
        QTest::newRow("port too big") << QStringLiteral("ssh://h:65536") << QStringLiteral("port");
        QTest::newRow("port plus") << QStringLiteral("ssh://h:+22") << QStringLiteral("port");
        QTest::newRow("port text") << QStringLiteral("ssh://h:ssh") << QStringLiteral("port");
        QTest::newRow("partition option") << QStringLiteral("slurm:--wrap=x") << QStringLiteral("partition");
        QTest::newRow("partition empty") << QStringLiteral("slurm:") << QStringLiteral("partition");
        QTest::newRow("partition quote") << QStringLiteral("slurm:a\"b") << QStringLiteral("partition");
        QTest::newRow("unknown scheme") << QStringLiteral("k8s://cluster") << QStringLiteral("not a launch target");
        QTest::newRow("slurmish") << QStringLiteral("slurmx") << QStringLiteral("not a launch target");
    }
    void refusesHostileNames()
    {
        QFETCH(QString, text);
        QFETCH(QString, mentions);
        LaunchTarget target;
        target.host = QStringLiteral("unchanged");
        QString error;
        QVERIFY(!LaunchTarget::parse(text, &target, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QCOMPARE(target.host, QStringLiteral("unchanged"));
    }

    void recordRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        LaunchRecord record;
        record.launcher = QStringLiteral("ssh");
        record.target = QStringLiteral("ssh://root@127.0.0.1:2222");
        record.host = QStringLiteral("127.0.0.1");
        record.hostRunDir = QStringLiteral("/srv/runs/a b/$(x)");
        record.pid = 4711;
        record.pidStartTicks = 18446744073709551615ull;
        record.started = QDateTime(QDate(2026, 11, 30), QTime(15, 4, 5, 123), Qt::UTC);
        record.argv = {QStringLiteral("/opt/pilot-trainer"), QStringLiteral("--job"), QStringLiteral("it's \"quoted\"\n")};
        record.backend = QStringLiteral("libtorch");
        record.backendVersion = QStringLiteral("0.1.0");
        record.jobSha256 = QString(64, QLatin1Char('a'));
        record.extra.insert(QStringLiteral("from_a_newer_build"), QJsonArray{1, 2});
        QString error;
        QVERIFY2(writeLaunchRecord(dir.path(), record, &error), qPrintable(error));
        LaunchRecord back;
        QVERIFY2(readLaunchRecord(dir.path(), &back, &error), qPrintable(error));
        QCOMPARE(back.toJson(), record.toJson());
        QCOMPARE(back.pidStartTicks, record.pidStartTicks);
        QCOMPARE(back.started, record.started);
        QCOMPARE(back.argv, record.argv);
        QCOMPARE(back.extra.value(QStringLiteral("from_a_newer_build")).toArray().size(), 2);
    }

    void missingRecordIsNoError()
    {
        QTemporaryDir dir;
        LaunchRecord record;
        QString error = QStringLiteral("stale");
        QVERIFY(!readLaunchRecord(dir.path(), &record, &error));
        QVERIFY(error.isEmpty());
    }

    void badRecordsNameTheField_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not json") << QByteArray("{\"schema\": 1,") << QStringLiteral("not a JSON object");
        QTest::newRow("array") << QByteArray("[]") << QStringLiteral("not a JSON object");
        QTest::newRow("no launcher") << QByteArray(
            R"({"schema":1,"target":"local","started":"2026-11-30T00:00:00Z","argv":["a"],"backend":"x"})")
                                     << QStringLiteral("launcher");
        QTest::newRow("bad launcher") << QByteArray(
            R"({"schema":1,"launcher":"k8s","target":"local","started":"2026-11-30T00:00:00Z","argv":["a"],"backend":"x"})")
                                      << QStringLiteral("launcher");
        QTest::newRow("pid text") << QByteArray(
            R"({"schema":1,"launcher":"local","target":"local","pid":"7","started":"2026-11-30T00:00:00Z","argv":["a"],"backend":"x"})")
                                  << QStringLiteral("pid");
        QTest::newRow("bad date") << QByteArray(
            R"({"schema":1,"launcher":"local","target":"local","started":"yesterday","argv":["a"],"backend":"x"})")
                                  << QStringLiteral("started");
        QTest::newRow("newer schema") << QByteArray(
            R"({"schema":9,"launcher":"local","target":"local","started":"2026-11-30T00:00:00Z","argv":["a"],"backend":"x"})")
                                      << QStringLiteral("schema");
    }
    void badRecordsNameTheField()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("launch.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        LaunchRecord record;
        QString error;
        QVERIFY(!readLaunchRecord(dir.path(), &record, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    void recordIsNotAFifo()
    {
        QTemporaryDir dir;
        const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("launch.json")));
        QCOMPARE(mkfifo(fifo.constData(), 0600), 0);
        LaunchRecord record;
        QString error;
        QVERIFY(!readLaunchRecord(dir.path(), &record, &error));
        QVERIFY2(error.contains(QStringLiteral("FIFO")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestLaunchTarget)
#include "tst_launchtarget.moc"
