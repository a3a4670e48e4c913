// The launcher options a user keeps for a target, checked before they are saved or used: key
// files that are regular files (a folder, a named pipe or a device is named as such and never
// opened), absolute paths, a private key only its owner may read, a remote root that is
// absolute or under ~/, a Slurm root that is a folder holding the project's run folders (also
// once links are resolved). Empty fields are the defaults and always pass.
#include "core/launch/launcheroptionscheck.h"
#include "core/support/safename.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pilot;

namespace {

LaunchTarget target(const QString &text)
{
    LaunchTarget t;
    QString error;
    if (!LaunchTarget::parse(text, &t, &error))
        qFatal("%s", qPrintable(error));
    return t;
}

bool makeFile(const QString &path, int mode = 0600)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write("x\n") != 2)
        return false;
    f.close();
    return ::chmod(QFile::encodeName(path).constData(), static_cast<mode_t>(mode)) == 0;
}

QStringList messages(const QList<LauncherOptionProblem> &problems, LauncherOption option)
{
    QStringList out;
    for (const LauncherOptionProblem &p : problems) {
        if (p.option == option)
            out.append(p.message);
    }
    return out;
}

} // namespace

class TestLauncherOptionsCheck : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void emptyOptionsAreTheDefaults()
    {
        for (const char *t : {"local", "ssh://gpu-7", "slurm", "slurm:debug"})
            QVERIFY(checkLauncherOptions(target(QLatin1String(t)), LauncherOptions(), m_tmp.filePath(QStringLiteral("runs"))).isEmpty());
    }

    void sshFilesMustBeRegularFiles()
    {
        const QString config = m_tmp.filePath(QStringLiteral("ssh config"));
        const QString key = m_tmp.filePath(QStringLiteral("id key"));
        const QString known = m_tmp.filePath(QStringLiteral("known hosts"));
        QVERIFY(makeFile(config, 0644));
        QVERIFY(makeFile(key, 0600));
        QVERIFY(makeFile(known, 0644));
        LauncherOptions o;
        o.sshConfigFile = config;
        o.sshIdentityFile = key;
        o.sshKnownHostsFile = known;
        o.remoteRunRoot = QStringLiteral("/srv/runs");
        QVERIFY(checkLauncherOptions(target(QStringLiteral("ssh://u@h:2222")), o).isEmpty());

        // A folder, a named pipe (never opened: the check must not block on it), a device,
        // nothing at all, a relative path.
        const QString fifo = m_tmp.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        o.sshConfigFile = m_tmp.path();
        o.sshIdentityFile = fifo;
        o.sshKnownHostsFile = QStringLiteral("/dev/null");
        QList<LauncherOptionProblem> problems = checkLauncherOptions(target(QStringLiteral("ssh://h")), o);
        QCOMPARE(problems.size(), 3);
        QVERIFY2(messages(problems, LauncherOption::SshConfigFile).join(' ').contains(QLatin1String("folder")),
                 qPrintable(problems.first().message));
        QVERIFY(messages(problems, LauncherOption::SshIdentityFile).join(' ').contains(QLatin1String("pipe")));
        QVERIFY(messages(problems, LauncherOption::SshKnownHostsFile).join(' ').contains(QLatin1String("device")));
        o = LauncherOptions();
        o.sshIdentityFile = m_tmp.filePath(QStringLiteral("missing"));
        o.sshKnownHostsFile = QStringLiteral("known_hosts");
        problems = checkLauncherOptions(target(QStringLiteral("ssh://h")), o);
        QCOMPARE(problems.size(), 2);
        QVERIFY(messages(problems, LauncherOption::SshIdentityFile).join(' ').contains(QLatin1String("missing")));
        QVERIFY(messages(problems, LauncherOption::SshKnownHostsFile).join(' ').contains(QLatin1String("not an absolute path")));
    }

    // A control character in a path is refused; any other character is the path's own (ssh
    // reaches the file through a link of plain characters, sshclient.h).
    void pathsWithControlCharactersAreRefused()
    {
        for (const char16_t code : {char16_t(0x01), char16_t(0x09), char16_t(0x0a), char16_t(0x0d), char16_t(0x1b), char16_t(0x7f),
                                    char16_t(0x85), char16_t(0x2028)}) {
            LauncherOptions o;
            o.sshConfigFile = m_tmp.filePath(QStringLiteral("a") + QChar(code) + QStringLiteral("b"));
            o.remoteRunRoot = QStringLiteral("/runs/a") + QChar(code);
            const QList<LauncherOptionProblem> problems = checkLauncherOptions(target(QStringLiteral("ssh://h")), o);
            QCOMPARE(problems.size(), 2);
            for (const LauncherOptionProblem &p : problems) {
                QVERIFY2(p.message.contains(QLatin1String("control character")), qPrintable(p.message));
                QVERIFY2(!hasControlCharacter(p.message), qPrintable(p.message)); // shown as \xNN
            }
        }
        const QString quoted = m_tmp.filePath(QStringLiteral("it's \"quoted\" $(x) %h ~"));
        QVERIFY(makeFile(quoted, 0600));
        LauncherOptions o;
        o.sshKnownHostsFile = quoted;
        o.sshIdentityFile = quoted;
        QVERIFY(checkLauncherOptions(target(QStringLiteral("ssh://h")), o).isEmpty());
    }

    void aKeyOthersMayReadIsRefused()
    {
        const QString key = m_tmp.filePath(QStringLiteral("open key"));
        QVERIFY(makeFile(key, 0644));
        LauncherOptions o;
        o.sshIdentityFile = key;
        const QList<LauncherOptionProblem> problems = checkLauncherOptions(target(QStringLiteral("ssh://h")), o);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().option, LauncherOption::SshIdentityFile);
        QVERIFY(problems.first().message.contains(QLatin1String("chmod 600")));
    }

    void remoteRootIsAbsoluteOrInTheHome_data()
    {
        QTest::addColumn<QString>("root");
        QTest::addColumn<bool>("ok");
        QTest::newRow("absolute") << QStringLiteral("/scratch/runs 'q' $(x)") << true;
        QTest::newRow("home") << QStringLiteral("~") << true;
        QTest::newRow("under home") << QStringLiteral("~/mp runs") << true;
        QTest::newRow("relative") << QStringLiteral("runs") << false;
        QTest::newRow("another user's home") << QStringLiteral("~bob/runs") << false;
        QTest::newRow("option-like") << QStringLiteral("-rf") << false;
    }
    void remoteRootIsAbsoluteOrInTheHome()
    {
        QFETCH(QString, root);
        QFETCH(bool, ok);
        LauncherOptions o;
        o.remoteRunRoot = root;
        const QList<LauncherOptionProblem> problems = checkLauncherOptions(target(QStringLiteral("ssh://h")), o);
        QCOMPARE(problems.isEmpty(), ok);
        if (!ok)
            QCOMPARE(problems.first().option, LauncherOption::RemoteRunRoot);
    }

    void onlyTheTargetsOwnFieldsCount()
    {
        // SSH values mean nothing to Slurm and local runs, and a Slurm root nothing to SSH.
        LauncherOptions o;
        o.sshIdentityFile = QStringLiteral("relative");
        o.remoteRunRoot = QStringLiteral("relative");
        QVERIFY(checkLauncherOptions(target(QStringLiteral("slurm")), o).isEmpty());
        QVERIFY(checkLauncherOptions(target(QStringLiteral("local")), o).isEmpty());
        LauncherOptions s;
        s.slurmRunRoot = QStringLiteral("relative");
        QVERIFY(checkLauncherOptions(target(QStringLiteral("ssh://h")), s).isEmpty());
    }

    void slurmRootHoldsTheRunFolders()
    {
        const QString shared = m_tmp.filePath(QStringLiteral("shared"));
        const QString project = shared + QStringLiteral("/team/project");
        QVERIFY(QDir().mkpath(project));
        const QString runs = project + QStringLiteral("/runs"); // not made yet: the first run makes it
        LauncherOptions o;
        o.slurmRunRoot = shared;
        QVERIFY(checkLauncherOptions(target(QStringLiteral("slurm:debug")), o, runs).isEmpty());
        QVERIFY(checkLauncherOptions(target(QStringLiteral("slurm:debug")), o).isEmpty()); // no run folder to check

        // Outside; beside it with a common prefix; inside by name but outside through a link.
        const QString elsewhere = m_tmp.filePath(QStringLiteral("elsewhere/runs"));
        QVERIFY(QDir().mkpath(elsewhere));
        QList<LauncherOptionProblem> problems = checkLauncherOptions(target(QStringLiteral("slurm")), o, elsewhere);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().option, LauncherOption::SlurmRunRoot);
        QVERIFY(problems.first().message.contains(QLatin1String("not inside")));
        QVERIFY(QDir().mkpath(m_tmp.filePath(QStringLiteral("shared-not/runs"))));
        QCOMPARE(checkLauncherOptions(target(QStringLiteral("slurm")), o, m_tmp.filePath(QStringLiteral("shared-not/runs"))).size(), 1);
        QVERIFY(QFile::link(m_tmp.filePath(QStringLiteral("elsewhere")), shared + QStringLiteral("/link")));
        QCOMPARE(checkLauncherOptions(target(QStringLiteral("slurm")), o, shared + QStringLiteral("/link/runs")).size(), 1);

        // Not absolute, not a folder.
        o.slurmRunRoot = QStringLiteral("shared");
        problems = checkLauncherOptions(target(QStringLiteral("slurm")), o, runs);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().message.contains(QLatin1String("not an absolute path")));
        o.slurmRunRoot = m_tmp.filePath(QStringLiteral("no such folder"));
        problems = checkLauncherOptions(target(QStringLiteral("slurm")), o, runs);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().message.contains(QLatin1String("not a folder")));
    }

    void everyFieldHasALabel()
    {
        for (LauncherOption option : {LauncherOption::SshConfigFile, LauncherOption::SshIdentityFile, LauncherOption::SshKnownHostsFile,
                                      LauncherOption::RemoteRunRoot, LauncherOption::SlurmRunRoot})
            QVERIFY(!launcherOptionLabel(option).isEmpty());
    }

    void loginNeedsAnSshTarget()
    {
        SshLoginAnswer answer;
        QString error;
        QVERIFY(!checkSshLogin(target(QStringLiteral("slurm")), LauncherOptions(), &answer, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLauncherOptionsCheck)

#include "tst_launcheroptionscheck.moc"
