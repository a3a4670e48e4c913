// Launch targets as users type them, and launch.json as launchers write it: hostile host,
// user and partition names never reach ssh or sbatch as options, and a record survives a
// round trip with keys of newer builds kept.
#include "core/job/launchtarget.h"
#include "core/launch/launchrecord.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

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
        QTest::newRow("newline") << QStringLiteral("ssh://a\nb") << QStringLiteral("control character");
        QTest::newRow("newline in the user") << QStringLiteral("ssh://u\n@host") << QStringLiteral("control character");
        QTest::newRow("trailing newline in the partition") << QStringLiteral("slurm:debug\n") << QStringLiteral("control character");
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

    // Every character from U+0001 to U+007F, and a few beyond, in the user, the host, the port
    // and the partition: each target is refused or keeps the character exactly where it was
    // written; a control character is always refused.
    void everyCharacterIsRefusedOrTakenLiterally()
    {
        QList<char16_t> characters;
        for (char16_t c = 1; c < 0x80; ++c)
            characters << c;
        characters << 0x85 << 0x9b << 0xa0 << 0x2028 << 0x202e;
        int accepted = 0;
        for (const char16_t code : std::as_const(characters)) {
            const QString c(QChar{code});
            const bool control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code == 0x2028;
            struct Case
            {
                QString text;
                std::function<bool(const LaunchTarget &)> literal;
            };
            const QList<Case> cases{
                {QStringLiteral("ssh://a%1b@h").arg(c),
                 [&](const LaunchTarget &t) { return t.user == QStringLiteral("a%1b").arg(c) && t.host == QStringLiteral("h"); }},
                {QStringLiteral("ssh://a%1b").arg(c),
                 [&](const LaunchTarget &t) {
                     // '@' divides user and host: "a@b" is user a on host b, as written.
                     return code == u'@' ? t.user == QStringLiteral("a") && t.host == QStringLiteral("b")
                                         : t.user.isEmpty() && t.host == QStringLiteral("a%1b").arg(c);
                 }},
                {QStringLiteral("ssh://h:2") + c + QStringLiteral("2"),
                 [&](const LaunchTarget &t) { return QString::number(t.port) == QStringLiteral("2") + c + QStringLiteral("2"); }},
                {QStringLiteral("slurm:a%1b").arg(c), [&](const LaunchTarget &t) { return t.partition == QStringLiteral("a%1b").arg(c); }},
            };
            for (const Case &k : cases) {
                LaunchTarget target;
                QString error;
                const bool ok = LaunchTarget::parse(k.text, &target, &error);
                const QString shown = QStringLiteral("U+%1 in %2").arg(int(code), 4, 16, QLatin1Char('0')).arg(k.text.toHtmlEscaped());
                if (control)
                    QVERIFY2(!ok, qPrintable(shown));
                if (ok) {
                    QVERIFY2(k.literal(target), qPrintable(shown));
                    ++accepted;
                } else {
                    QVERIFY2(!error.isEmpty(), qPrintable(shown));
                }
            }
        }
        // Letters, digits, '.', '-' and '_' in names, digits in the port.
        QVERIFY(accepted > 150);
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
