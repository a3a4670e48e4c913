// pilotctl abort on run folders whose launch.json was planted: it names pid 1 (inside a PID
// namespace of its own, where pid 1 leads the group every other process is in), a process
// group the test started that carries no launch token or another one, or a pid beyond what
// Linux hands out. Nothing may be signalled; pilotctl says the run's process cannot be verified
// and what the user can do. The processes standing in for victims are `sleep`s the test starts.
#include "core/launch/launchidentity.h"
#include "core/launch/launchrecord.h"
#include "core/launch/procstat.h"
#include "core/runs/runliveness.h"

#include "../common/pilotctlprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace pilot;

namespace {

LaunchRecord plantedRecord(qint64 pid, quint64 ticks, const QString &token)
{
    LaunchRecord r;
    r.launcher = QStringLiteral("local");
    r.target = QStringLiteral("local");
    r.host = thisHostName();
    r.pid = pid;
    r.pidStartTicks = ticks;
    r.launchToken = token;
    r.started = QDateTime::currentDateTimeUtc();
    r.argv = QStringList{QStringLiteral("/bin/sleep"), QStringLiteral("60")};
    r.backend = QStringLiteral("libtorch");
    return r;
}

// A `sleep 60` that leads a session and process group of its own, as a run's job does.
struct Victim
{
    QProcess process;
    qint64 pid = 0;

    bool start()
    {
        process.setChildProcessModifier([] { ::setsid(); });
        process.start(QStringLiteral("/bin/sleep"), {QStringLiteral("60")});
        if (!process.waitForStarted())
            return false;
        pid = process.processId();
        return readProcStat(pid).session == pid;
    }
    bool alive() const { return readProcStat(pid).alive(); }
    ~Victim()
    {
        if (pid > 1)
            ::kill(pid_t(pid), SIGKILL);
        process.waitForFinished(5000);
    }
};

} // namespace

class TestPilotctlAbort : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aProcessGroupNotProvenOursIsNotSignalled_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("why");
        QTest::newRow("no token (an earlier version's record)") << QString() << QStringLiteral("no launch token");
        QTest::newRow("another token") << newLaunchToken() << QStringLiteral("does not carry the run's launch token");
        QTest::newRow("a token of the wrong shape") << QStringLiteral("x; kill 1") << QStringLiteral("no launch token");
    }

    void aProcessGroupNotProvenOursIsNotSignalled()
    {
        QFETCH(QString, token);
        QFETCH(QString, why);
        Victim victim;
        QVERIFY(victim.start());
        QTemporaryDir dir;
        QString error;
        QVERIFY2(writeLaunchRecord(dir.path(), plantedRecord(victim.pid, readProcStat(victim.pid).startTicks, token), &error),
                 qPrintable(error));
        const Result r = pilotctl({QStringLiteral("abort"), dir.path(), QStringLiteral("--grace"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot be verified, so it was not stopped")), qPrintable(r.err));
        QVERIFY2(r.err.contains(why), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("kill -TERM -- -%1").arg(victim.pid)), qPrintable(r.err));
        QTest::qWait(200);
        QVERIFY(victim.alive());
        // status does not take the foreign process for the run's job either.
        const Result status = pilotctl({QStringLiteral("status"), dir.path()});
        QVERIFY2(!status.out.contains(QStringLiteral("running")) || token.isEmpty(), qPrintable(status.out));
    }

    void aPidBeyondLinuxIsRefused_data()
    {
        QTest::addColumn<qint64>("pid");
        QTest::newRow("2^32 + 1 (pid_t wraps to 1)") << qint64(4294967297);
        QTest::newRow("2^22 + 1") << qint64(4194305);
    }

    void aPidBeyondLinuxIsRefused()
    {
        QFETCH(qint64, pid);
        QTemporaryDir dir;
        QString error;
        QVERIFY(writeLaunchRecord(dir.path(), plantedRecord(pid, 12345, newLaunchToken()), &error));
        const Result r = pilotctl({QStringLiteral("abort"), dir.path(), QStringLiteral("--grace"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot be a run's job")), qPrintable(r.err));
    }

    // Inside a PID namespace the first process is pid 1 and leads the process group all others
    // share: kill(-1, …) there would reach every one of them. The launch.json names pid 1 with
    // its true start time and a well-formed token.
    void pidOneIsNeverSignalled()
    {
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        const QString setsid = QStandardPaths::findExecutable(QStringLiteral("setsid"));
        if (unshare.isEmpty() || setsid.isEmpty())
            QSKIP("unshare and setsid (util-linux) are needed for a PID namespace");
        QTemporaryDir dir;
        QString error;
        LaunchRecord record = plantedRecord(1, 0, newLaunchToken());
        QVERIFY(writeLaunchRecord(dir.path(), record, &error));
        // The namespace's pid 1 fills in its own start time, then starts the victim and pilotctl.
        const QString script = QStringLiteral(
            "s=$(cat /proc/1/stat); s=${s##*) }; set -f; set -- \"$1\" \"$2\" $s; ticks=${22}\n"
            "sed -i \"s/\\\"pid\\\": 1,/\\\"pid\\\": 1, \\\"pid_start_ticks\\\": \\\"$ticks\\\",/\" \"$1/launch.json\"\n"
            "grep -q pid_start_ticks \"$1/launch.json\" || { echo 'no ticks'; exit 3; }\n"
            "sleep 60 & victim=$!\n"
            "\"$2\" abort \"$1\" --grace 0; echo \"exit $?\"\n"
            "sleep 0.3\n"
            "if kill -0 \"$victim\" 2>/dev/null; then echo 'victim alive'; kill -KILL \"$victim\"; else echo 'victim gone'; fi\n");
        QProcess p;
        p.start(unshare, {QStringLiteral("--pid"), QStringLiteral("--fork"), QStringLiteral("--mount-proc"), setsid, QStringLiteral("sh"),
                          QStringLiteral("-c"), script, QStringLiteral("sh"), dir.path(), QStringLiteral(PILOTCTL)});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        if (p.exitCode() != 0 && err.contains(QStringLiteral("unshare")))
            QSKIP(qPrintable(QStringLiteral("no PID namespace may be made here: ") + err.trimmed()));
        QVERIFY2(out.contains(QStringLiteral("exit 1\n")), qPrintable(out + err));
        QVERIFY2(out.contains(QStringLiteral("victim alive")), qPrintable(out + err));
        QVERIFY2(err.contains(QStringLiteral("cannot be a run's job")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("kill -TERM -- -1")), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestPilotctlAbort)
#include "tst_pilotctlabort.moc"
