// Atomic saves: a write that fails half-way (here: the file size limit of a full disk or a
// quota, imposed with RLIMIT_FSIZE in a child process) must leave the old file untouched.
#include "core/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace pilot;

class TestAtomicFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replacesContent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.txt"));
        QString error;
        QVERIFY(writeFileAtomically(path, "one", &error));
        QVERIFY(writeFileAtomically(path, "two", &error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("two"));
    }

    void keepsPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.txt"));
        QString error;
        QVERIFY(writeFileAtomically(path, "one", &error));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QVERIFY(writeFileAtomically(path, "two", &error));
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0600u);
    }

    void failedWriteLeavesOldFileIntact()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("project.yaml"));
        const QByteArray original("schema: migration-pilot/project@1\ntitle: original\n");
        QString error;
        QVERIFY(writeFileAtomically(path, original, &error));

        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            // The disk "fills up" after 4 KiB: write() fails with EFBIG instead of a signal.
            std::signal(SIGXFSZ, SIG_IGN);
            struct rlimit limit{4096, 4096};
            setrlimit(RLIMIT_FSIZE, &limit);
            QString childError;
            const bool ok = writeFileAtomically(path, QByteArray(1 << 20, 'x'), &childError);
            _exit(ok ? 0 : (childError.contains(QLatin1String("project.yaml")) ? 3 : 4));
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 3); // failed, with an error that names the file

        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), original);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1); // temp file removed
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
