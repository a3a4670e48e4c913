// Outside files are regular files: a named pipe or a device given as a project, rules file,
// device table, operator list, job file, run or import input makes every reader return at once
// with a message saying what it is, instead of blocking for ever or reading without end.
#include "core/calculators/devicetable.h"
#include "core/calculators/operatorlist.h"
#include "core/decision/decisionrules.h"
#include "core/importers/runimport.h"
#include "core/job/jobspecio.h"
#include "core/project/projectreader.h"
#include "core/runs/metricstail.h"
#include "core/support/regularfile.h"
#include "core/support/textfile.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <fcntl.h>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace pilot;
using namespace std::chrono_literals;

namespace {

QString makeFifo(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
        qFatal("mkfifo %s failed", qPrintable(path));
    return path;
}

QString linkToDevZero(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!QFile::link(QStringLiteral("/dev/zero"), path))
        qFatal("cannot link %s", qPrintable(path));
    return path;
}

QString write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QString firstMessage(const Diagnostics &diagnostics)
{
    return diagnostics.isEmpty() ? QStringLiteral("(no diagnostic)") : diagnostics.constFirst().toString();
}

// Runs `read` on a thread and returns what it returned, or nothing when it did not return
// within `timeout`. A reader stuck on the FIFO `fifo` is then released (the FIFO is opened for
// writing and closed, so the reader sees end of file) so that a failing test still ends; one
// that reads without end is left behind and ends with the process.
std::optional<QString> readWithin(std::function<QString()> read, const QString &fifo = QString(),
                                  std::chrono::milliseconds timeout = 5000ms)
{
    auto result = std::make_shared<std::promise<QString>>();
    std::future<QString> future = result->get_future();
    std::thread thread([read = std::move(read), result] { result->set_value(read()); });
    if (future.wait_for(timeout) == std::future_status::ready) {
        thread.join();
        return future.get();
    }
    const QByteArray native = QFile::encodeName(fifo);
    for (int i = 0; !fifo.isEmpty() && i < 500 && future.wait_for(10ms) != std::future_status::ready; ++i) {
        const int fd = ::open(native.constData(), O_RDWR | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    }
    if (future.wait_for(0ms) == std::future_status::ready)
        thread.join();
    else
        thread.detach();
    return std::nullopt;
}

} // namespace

class TestRegularFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensRegularFilesOnly()
    {
        QTemporaryDir dir;
        const QString file = write(dir.filePath(QStringLiteral("a.txt")), "hello");
        RegularFile f;
        QVERIFY2(f.open(file), qPrintable(f.error()));
        QCOMPARE(f.size(), qint64(5));
        QByteArray content;
        QVERIFY(f.readAll(100, &content));
        QCOMPARE(content, QByteArray("hello"));
        // The descriptor is back in blocking mode.
        QCOMPARE(::fcntl(f.descriptor(), F_GETFL) & O_NONBLOCK, 0);

        QVERIFY(!f.open(makeFifo(dir.filePath(QStringLiteral("fifo")))));
        QVERIFY2(f.error().contains(QLatin1String("named pipe")), qPrintable(f.error()));
        QVERIFY(!f.open(dir.path()));
        QVERIFY2(f.error().contains(QLatin1String("folder")), qPrintable(f.error()));
        QVERIFY(!f.open(QStringLiteral("/dev/null")));
        QVERIFY2(f.error().contains(QLatin1String("device")), qPrintable(f.error()));
        QVERIFY(!f.open(linkToDevZero(dir.filePath(QStringLiteral("zero")))));
        QVERIFY2(f.error().contains(QLatin1String("device")), qPrintable(f.error()));
        QVERIFY(!f.open(dir.filePath(QStringLiteral("missing"))));
        QVERIFY2(f.error().contains(QLatin1String("no such file")), qPrintable(f.error()));
    }

    void reasonsWithoutOpening()
    {
        QTemporaryDir dir;
        QCOMPARE(notRegularFileReason(write(dir.filePath(QStringLiteral("a.txt")), "x")), QString());
        QVERIFY(notRegularFileReason(makeFifo(dir.filePath(QStringLiteral("p")))).contains(QLatin1String("named pipe")));
        QVERIFY(notRegularFileReason(dir.path()).contains(QLatin1String("folder")));
        QVERIFY(notRegularFileReason(QStringLiteral("/dev/zero")).contains(QLatin1String("device")));
        QVERIFY(notRegularFileReason(dir.filePath(QStringLiteral("missing"))).contains(QLatin1String("no such file")));
    }

    void readsAreLimited()
    {
        QTemporaryDir dir;
        const QString file = write(dir.filePath(QStringLiteral("big")), QByteArray(1000, 'x'));
        QByteArray content;
        QString error;
        bool tooLarge = false;
        QVERIFY(!readRegularFile(file, 999, &content, &error, &tooLarge));
        QVERIFY(tooLarge);
        QVERIFY2(error.contains(QLatin1String("999")), qPrintable(error));
        QVERIFY(readRegularFile(file, 1000, &content, &error, &tooLarge));
        QCOMPARE(content.size(), 1000);
        // Built-in files come from the program's resources.
        QVERIFY2(readRegularFile(QStringLiteral(":/rules/decision-rules.yaml"), 1 << 20, &content, &error), qPrintable(error));
        QVERIFY(content.contains("schema:"));
    }

    // Every reader of a file from outside, handed a named pipe nobody writes to.
    void fifoNeverBlocksAReader_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : {"project", "rules", "devices", "operator list", "job", "text file", "metrics.jsonl", "metrics tail",
                                 "run folder", "import auto", "import hf-trainer-state", "import llamafactory-log", "import csv",
                                 "import tfevents", "import neuron-log", "import mlflow", "detect format"})
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }

    void fifoNeverBlocksAReader()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString fifo = makeFifo(dir.filePath(QStringLiteral("input.csv")));
        std::function<QString()> read;
        if (kind == QLatin1String("project")) {
            read = [fifo] { return firstMessage(loadProject(fifo).diagnostics); };
        } else if (kind == QLatin1String("rules")) {
            read = [fifo] {
                Diagnostics d;
                DecisionRules::load(fifo, &d);
                return firstMessage(d);
            };
        } else if (kind == QLatin1String("devices")) {
            read = [fifo] {
                Diagnostics d;
                DeviceTable::load(fifo, &d);
                return firstMessage(d);
            };
        } else if (kind == QLatin1String("operator list")) {
            read = [fifo] {
                Diagnostics d;
                OperatorList::load(fifo, QStringLiteral("s"), QDate(2026, 11, 30), &d);
                return firstMessage(d);
            };
        } else if (kind == QLatin1String("job")) {
            read = [fifo] { return firstMessage(readJobSpec(fifo).diagnostics); };
        } else if (kind == QLatin1String("text file")) {
            read = [fifo] {
                QByteArray t;
                Diagnostics d;
                readTextFile(fifo, 1024, &t, &d);
                return firstMessage(d);
            };
        } else if (kind == QLatin1String("metrics.jsonl")) {
            read = [fifo] {
                RunMetrics m;
                QString e;
                readMetricsFile(fifo, &m, &e);
                return e;
            };
        } else if (kind == QLatin1String("metrics tail")) {
            read = [fifo] {
                RunMetrics m;
                MetricsTail tail(fifo);
                return tail.poll(m).error;
            };
        } else if (kind == QLatin1String("run folder")) {
            const QString run = dir.filePath(QStringLiteral("run"));
            makeFifo(run + QStringLiteral("/metrics.jsonl"));
            read = [run] {
                RunMetrics m;
                QString e;
                readAnyRun(run, &m, &e);
                return e;
            };
            const std::optional<QString> message = readWithin(read, run + QStringLiteral("/metrics.jsonl"));
            QVERIFY2(message, "reading a run whose metrics.jsonl is a named pipe blocked");
            QVERIFY2(message->contains(QLatin1String("named pipe")), qPrintable(*message));
            return;
        } else if (kind == QLatin1String("import mlflow")) {
            // An MLflow run whose metric file and run name are named pipes.
            const QString run = dir.filePath(QStringLiteral("mlruns/0/abc"));
            write(run + QStringLiteral("/meta.yaml"), "run_id: abc\n");
            write(run + QStringLiteral("/metrics/eval_loss"), "1000 2.0 1\n");
            makeFifo(run + QStringLiteral("/metrics/loss"));
            makeFifo(run + QStringLiteral("/tags/mlflow.runName"));
            read = [run] { return QString::number(importRun(run).runs.size()); };
            QVERIFY2(readWithin(read, run + QStringLiteral("/metrics/loss")), "an MLflow import with named pipes blocked");
            return;
        } else if (kind == QLatin1String("detect format")) {
            // Only the name speaks for a named pipe; its content is never looked at.
            read = [fifo] { return detectImportFormat(fifo); };
            const std::optional<QString> format = readWithin(read, fifo);
            QVERIFY2(format, "telling the format of a named pipe blocked");
            QCOMPARE(*format, QStringLiteral("csv"));
            return;
        } else {
            const QString format = kind == QLatin1String("import auto") ? QStringLiteral("auto") : kind.mid(7);
            read = [fifo, format] { return firstMessage(importRun(fifo, format).diagnostics); };
        }
        const std::optional<QString> message = readWithin(read, fifo);
        QVERIFY2(message, qPrintable(kind + QStringLiteral(" blocked on a named pipe")));
        QVERIFY2(message->contains(QLatin1String("named pipe")), qPrintable(*message));
    }

    // A file that is a link to /dev/zero never ends; readers refuse it instead of filling memory.
    void deviceIsRefusedNotReadForEver_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : {"project", "metrics.jsonl", "run folder", "import csv", "import tfevents", "import hf-trainer-state"})
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }

    void deviceIsRefusedNotReadForEver()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        std::function<QString()> read;
        if (kind == QLatin1String("project")) {
            const QString zero = linkToDevZero(dir.filePath(QStringLiteral("project.yaml")));
            read = [zero] { return firstMessage(loadProject(zero).diagnostics); };
        } else if (kind == QLatin1String("metrics.jsonl")) {
            const QString zero = linkToDevZero(dir.filePath(QStringLiteral("metrics.jsonl")));
            read = [zero] {
                RunMetrics m;
                QString e;
                readMetricsFile(zero, &m, &e);
                return e;
            };
        } else if (kind == QLatin1String("run folder")) {
            linkToDevZero(dir.filePath(QStringLiteral("run/metrics.jsonl")));
            const QString run = dir.filePath(QStringLiteral("run"));
            read = [run] {
                RunMetrics m;
                QString e;
                readAnyRun(run, &m, &e);
                return e;
            };
        } else {
            const QString zero = linkToDevZero(dir.filePath(QStringLiteral("events.out.tfevents.1.csv")));
            const QString format = kind.mid(7);
            read = [zero, format] { return firstMessage(importRun(zero, format).diagnostics); };
        }
        const std::optional<QString> message = readWithin(read);
        QVERIFY2(message, qPrintable(kind + QStringLiteral(" kept reading /dev/zero")));
        QVERIFY2(message->contains(QLatin1String("device")), qPrintable(*message));
    }

    // A file inside a run folder: found through real folders only, never through a link on the
    // way or at the end, and never outside the folder.
    void openBeneathFollowsNoLink()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/logs")));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("elsewhere"))));
        QFile f(dir.filePath(QStringLiteral("elsewhere/secret.log")));
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write("secret\n") == 7);
        f.close();
        QFile own(run + QStringLiteral("/logs/own.log"));
        QVERIFY(own.open(QIODevice::WriteOnly) && own.write("own\n") == 4);
        own.close();
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("elsewhere/secret.log")), run + QStringLiteral("/logs/link.log")));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("elsewhere")), run + QStringLiteral("/linkdir")));

        RegularFile file;
        QVERIFY2(file.openBeneath(run, QStringLiteral("logs/own.log")), qPrintable(file.error()));
        QCOMPARE(file.size(), 4);
        QVERIFY(!file.openBeneath(run, QStringLiteral("logs/link.log")));
        QVERIFY2(file.error().contains(QStringLiteral("symbolic link")), qPrintable(file.error()));
        QVERIFY(!file.openBeneath(run, QStringLiteral("linkdir/secret.log")));
        QVERIFY2(file.error().contains(QStringLiteral("symbolic link")), qPrintable(file.error()));
        for (const char *bad : {"../elsewhere/secret.log", "logs/../../elsewhere/secret.log", "/etc/passwd", "logs//own.log", ""}) {
            QVERIFY2(!file.openBeneath(run, QString::fromLatin1(bad)), bad);
            QVERIFY(!file.isOpen());
        }
        QVERIFY(!file.openBeneath(run, QStringLiteral("logs")));
        QVERIFY2(file.error().contains(QStringLiteral("folder")), qPrintable(file.error()));
        QVERIFY(!file.openBeneath(run, QStringLiteral("logs/missing.log")));
    }
};

QTEST_GUILESS_MAIN(TestRegularFile)
#include "tst_regularfile.moc"
