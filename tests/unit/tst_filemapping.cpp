// A mapped file that is truncated while mapped: the reader sees zeros and is told, instead of the
// process dying of SIGBUS; faults that are not a FileMapping's still end the process as before.
#include "core/support/filemapping.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstring>
#include <string>
#include <fcntl.h>
#include <memory>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace pilot;

namespace {

QByteArray pattern(int size)
{
    QByteArray bytes(size, '\0');
    for (int i = 0; i < size; ++i)
        bytes[i] = char('a' + i % 26);
    return bytes;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestFileMapping : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mapsThePartAsked()
    {
        QTemporaryDir dir;
        const QByteArray bytes = pattern(3 * 4096 + 123);
        const QString path = writeFile(dir, QStringLiteral("f"), bytes);
        RegularFile file;
        QVERIFY(file.open(path));
        FileMapping mapping;
        // An offset that is not on a page boundary, up to the last byte of the file.
        QVERIFY(mapping.map(file.descriptor(), 5000, bytes.size() - 5000));
        QCOMPARE(mapping.size(), qint64(bytes.size() - 5000));
        QCOMPARE(QByteArray(mapping.data(), int(mapping.size())), bytes.mid(5000));
        mapping.prefetch(0, mapping.size());
        QVERIFY(!mapping.cut());
        mapping.unmap();
        QVERIFY(mapping.data() == nullptr);
        QVERIFY(!mapping.map(file.descriptor(), 0, 0));
    }

    void truncatedWhileMappedReadsAsZeros()
    {
        QTemporaryDir dir;
        const QByteArray bytes = pattern(16 * 4096);
        const QString path = writeFile(dir, QStringLiteral("f"), bytes);
        RegularFile file;
        QVERIFY(file.open(path));
        FileMapping mapping;
        QVERIFY(mapping.map(file.descriptor(), 0, bytes.size()));
        QCOMPARE(mapping.data()[100], bytes.at(100)); // a page that stays mapped
        QVERIFY(QFile::resize(path, 4096));
        // Pages past the new end: without the guard, touching them kills the process.
        QByteArray after(mapping.data() + 8 * 4096, 8 * 4096);
        QCOMPARE(after, QByteArray(8 * 4096, '\0'));
        QVERIFY(mapping.cut());
        QCOMPARE(mapping.data()[100], bytes.at(100));
        // A second mapping of the file as it is now is not cut.
        FileMapping again;
        QVERIFY(again.map(file.descriptor(), 0, 4096));
        QVERIFY(!again.cut());
    }

    void manyMappingsAtOnce()
    {
        QTemporaryDir dir;
        const QByteArray bytes = pattern(8192);
        const QString path = writeFile(dir, QStringLiteral("f"), bytes);
        RegularFile file;
        QVERIFY(file.open(path));
        // More than the guard keeps track of: the extra ones are refused, never left unguarded.
        std::vector<std::unique_ptr<FileMapping>> mappings;
        int mapped = 0;
        for (int i = 0; i < 64; ++i) {
            mappings.push_back(std::make_unique<FileMapping>());
            mapped += mappings.back()->map(file.descriptor(), 0, bytes.size()) ? 1 : 0;
        }
        QVERIFY(mapped >= 8);
        QVERIFY(mapped < 64);
        mappings.clear();
        FileMapping one;
        QVERIFY(one.map(file.descriptor(), 0, bytes.size()));
    }

    // The handler answers only for FileMappings: a plain mapping of a truncated file still ends
    // the process with SIGBUS. Checked in a fresh process (this program run with
    // --plain-sigbus), where no test framework handles the signal first.
    void otherFaultsStillEndTheProcess()
    {
        QTemporaryDir dir;
        const QString guarded = writeFile(dir, QStringLiteral("guarded"), pattern(8192));
        const QString plain = writeFile(dir, QStringLiteral("plain"), pattern(4 * 4096));
        const QByteArray self = QFile::encodeName(QCoreApplication::applicationFilePath());
        const QByteArray guardedPath = QFile::encodeName(guarded);
        const QByteArray plainPath = QFile::encodeName(plain);
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            const rlimit noCore{0, 0};
            ::setrlimit(RLIMIT_CORE, &noCore);
            // Under AddressSanitizer its own handler would take the signal and exit with 1;
            // the fault must reach the default action, as in a build without it.
            const char *asan = ::getenv("ASAN_OPTIONS");
            const std::string options = std::string(asan ? asan : "") + (asan && *asan ? ":" : "") + "handle_sigbus=0";
            ::setenv("ASAN_OPTIONS", options.c_str(), 1);
            char *const argv[] = {const_cast<char *>(self.constData()), const_cast<char *>("--plain-sigbus"),
                                  const_cast<char *>(guardedPath.constData()), const_cast<char *>(plainPath.constData()), nullptr};
            ::execv(self.constData(), argv);
            ::_exit(2);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY2(WIFSIGNALED(status), qPrintable(QStringLiteral("exit status %1").arg(WIFEXITED(status) ? WEXITSTATUS(status) : -1)));
        QCOMPARE(WTERMSIG(status), SIGBUS);
    }
};

// The child of otherFaultsStillEndTheProcess(): maps `guarded` (which installs the handler),
// then reads a page of a plain mapping of `plain` after truncating it. Returns only if the
// process survived that.
int plainSigbus(const char *guarded, const char *plain)
{
    RegularFile file;
    FileMapping mapping;
    if (!file.open(QFile::decodeName(guarded)) || !mapping.map(file.descriptor(), 0, 4096))
        return 3;
    const int fd = ::open(plain, O_RDWR);
    if (fd < 0)
        return 4;
    void *p = ::mmap(nullptr, 4 * 4096, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED || ::ftruncate(fd, 0) != 0)
        return 5;
    const volatile char *bytes = static_cast<const char *>(p);
    return bytes[3 * 4096] == 0 ? 6 : 7;
}

int main(int argc, char **argv)
{
    if (argc == 4 && std::strcmp(argv[1], "--plain-sigbus") == 0)
        return plainSigbus(argv[2], argv[3]);
    QCoreApplication app(argc, argv);
    TestFileMapping test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_filemapping.moc"
