// Atomic saves: a write that fails half-way (here: the file size limit of a full disk or a
// quota, imposed with RLIMIT_FSIZE in a child process) must leave the old file untouched.
#include "core/support/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
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
        struct stat st
        {};
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
            struct rlimit limit
            {
                4096, 4096
            };
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

    // Inside an open folder nothing is followed: a link under the target name is replaced by
    // the file, and the file it pointed at is left alone.
    void plantedLinkIsReplacedNotWrittenThrough()
    {
        QTemporaryDir dir;
        const QString victim = dir.filePath(QStringLiteral("victim.txt"));
        QString error;
        QVERIFY(writeFileAtomically(victim, "keep", &error));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("out"))));
        const QString link = dir.filePath(QStringLiteral("out/metrics.jsonl"));
        QVERIFY(QFile::link(victim, link));
        const int fd = ::open(QFile::encodeName(dir.filePath(QStringLiteral("out"))).constData(), O_RDONLY | O_DIRECTORY);
        QVERIFY(fd >= 0);
        QVERIFY2(writeFileAtomicallyAt(fd, QStringLiteral("metrics.jsonl"), "new", link, &error), qPrintable(error));
        ::close(fd);
        QVERIFY(!QFileInfo(link).isSymLink());
        QFile out(link);
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll(), QByteArray("new"));
        QFile kept(victim);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("keep"));
    }

    void resolvesLinksToTheirTarget()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("a/b"))));
        const QString target = dir.filePath(QStringLiteral("a/b/p.yaml"));
        QVERIFY(writeFileAtomically(target, "x", &error));
        // A relative link, and a link to that link.
        QCOMPARE(::symlink("a/b/p.yaml", QFile::encodeName(dir.filePath(QStringLiteral("one.yaml"))).constData()), 0);
        QCOMPARE(::symlink("one.yaml", QFile::encodeName(dir.filePath(QStringLiteral("two.yaml"))).constData()), 0);
        const QString canonical = QFileInfo(target).canonicalFilePath();
        QCOMPARE(QFileInfo(resolveSymlinks(dir.filePath(QStringLiteral("two.yaml")))).canonicalFilePath(), canonical);
        // A link to a file not there yet leads to where that file will be.
        QCOMPARE(::symlink("a/b/new.yaml", QFile::encodeName(dir.filePath(QStringLiteral("dangling.yaml"))).constData()), 0);
        QCOMPARE(resolveSymlinks(dir.filePath(QStringLiteral("dangling.yaml"))),
                 QDir::cleanPath(dir.filePath(QStringLiteral("a/b/new.yaml"))));
        // A loop ends instead of spinning.
        QCOMPARE(::symlink("loop2", QFile::encodeName(dir.filePath(QStringLiteral("loop1"))).constData()), 0);
        QCOMPARE(::symlink("loop1", QFile::encodeName(dir.filePath(QStringLiteral("loop2"))).constData()), 0);
        QVERIFY(!resolveSymlinks(dir.filePath(QStringLiteral("loop1"))).isEmpty());
        QCOMPARE(resolveSymlinks(target), target);
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
