// The application's background work runs on its own pool, never on Qt's global one: QtGui's
// raster engine hands pieces of large paints to the global pool and waits for them, so a long
// read there (a run of millions of steps) held every repaint of the window back. Here the
// global pool is kept busy on purpose; the readers of runs must still deliver, and no
// QtConcurrent::run in the application may go to the global pool.
#include "app/liveruns.h"
#include "app/offthread.h"
#include "app/runfollower.h"
#include "app/workerpool.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace pilot;
using namespace pilot::app;

namespace {

void writeRun(const QString &dir, int steps)
{
    QDir().mkpath(dir);
    QFile f(dir + QStringLiteral("/metrics.jsonl"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"v\": 1, \"type\": \"run_start\", \"t\": 1000, \"run_id\": \"r\", \"backend\": \"libtorch\"}\n");
    for (int s = 1; s <= steps; ++s)
        f.write("{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(1000 + s) + ", \"step\": " + QByteArray::number(s)
                + ", \"loss\": 2.5, \"tokens\": " + QByteArray::number(s * 64) + "}\n");
    f.write("{\"v\": 1, \"type\": \"run_end\", \"t\": 2000, \"status\": \"completed\", \"reason\": \"max_steps\", \"exit_code\": 0, "
            "\"last_step\": "
            + QByteArray::number(steps) + "}\n");
}

// Occupies every thread of Qt's global pool until destroyed.
struct GlobalPoolHeld
{
    QSemaphore release;
    QSemaphore started;
    int threads = 0;
    GlobalPoolHeld()
    {
        QThreadPool *global = QThreadPool::globalInstance();
        threads = global->maxThreadCount();
        for (int i = 0; i < threads; ++i)
            global->start([this] {
                started.release();
                release.acquire();
            });
        started.acquire(threads);
    }
    ~GlobalPoolHeld()
    {
        release.release(threads);
        QThreadPool::globalInstance()->waitForDone();
    }
};

} // namespace

class TestWorkerPool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsAreReadWhileTheGlobalPoolIsBusy()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString runDir = dir.filePath(QStringLiteral("run"));
        writeRun(runDir, 50);
        GlobalPoolHeld held;
        QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), held.threads);

        // The Compare and Cost stages' reader.
        LiveRuns live;
        QSignalSpy arrived(&live, &LiveRuns::arrived);
        live.load(runDir);
        QVERIFY(arrived.wait(20000));
        const auto run = live.ready(runDir);
        QVERIFY(run);
        QCOMPARE(qint64(run->metrics.steps().size()), 50);

        // The Runs stage's follower.
        RunFollower follower;
        QSignalSpy updated(&follower, &RunFollower::updated);
        follower.setRuns({runDir});
        follower.setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(follower.snapshot(runDir) && follower.snapshot(runDir)->read, 20000);
        QCOMPARE(follower.snapshot(runDir)->status.lastStep, 50);

        // Opening and saving a project.
        QCOMPARE(runOffGuiThread([] { return 42; }), 42);
    }

    void noBackgroundWorkGoesToTheGlobalPool()
    {
        // Every QtConcurrent::run of the application names the worker pool, and the app's pages
        // start their work through JobTracker; the two others wait for their work on purpose:
        // opening and saving (offthread.h) and the edit journal a closing window must see written.
        const QRegularExpression run(QStringLiteral("QtConcurrent::(run|mapped|filtered|map)\\s*\\((?!\\s*workerPool\\(\\))"));
        const QStringList waitingOnPurpose{QStringLiteral("/src/app/jobtracker.h"), QStringLiteral("/src/app/offthread.h"),
                                           QStringLiteral("/src/app/projectguard.cpp")};
        QStringList seen;
        QDirIterator it(QStringLiteral(PILOT_SOURCE_DIR "/src"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            const QRegularExpressionMatch m = run.match(text);
            QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("%1:%2 runs on Qt's global pool")
                                                   .arg(f.fileName())
                                                   .arg(text.left(m.capturedStart()).count(QLatin1Char('\n')) + 1)));
            if (!text.contains(QStringLiteral("QtConcurrent::run(workerPool()")))
                continue;
            const QString name = f.fileName().mid(f.fileName().indexOf(QLatin1String("/src/")));
            QVERIFY2(!name.startsWith(QLatin1String("/src/app/")) || waitingOnPurpose.contains(name),
                     qPrintable(name + QStringLiteral(" starts background work by hand: use a JobTracker")));
            seen.append(name);
        }
        // The scan saw the sources.
        for (const QString &name : waitingOnPurpose)
            QVERIFY2(seen.contains(name), qPrintable(name));
        QVERIFY(workerPool() != QThreadPool::globalInstance());
        QVERIFY(workerPool()->maxThreadCount() >= 4);
    }
};

QTEST_MAIN(TestWorkerPool)
#include "tst_workerpool.moc"
