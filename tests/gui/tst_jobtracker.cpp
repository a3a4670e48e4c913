// The one way the application runs background work (jobtracker.h): only the newest job's result
// arrives, a superseded job is asked to stop, Cancel reaches the work, progress arrives in
// thousandths, and a forgotten job's result is dropped. Timing comes from semaphores the test
// releases, never from sleeps.
#include "app/jobtracker.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <memory>

using namespace pilot::app;

class TestJobTracker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theResultArrivesOnTheGuiThread()
    {
        JobTracker tracker;
        QSignalSpy busy(&tracker, &JobTracker::busyChanged);
        int result = 0;
        Qt::HANDLE thread = nullptr;
        tracker.run([](const BackgroundJob &) { return 42; },
                    [&](int r) {
                        result = r;
                        thread = QThread::currentThreadId();
                    });
        QVERIFY(tracker.busy());
        QTRY_COMPARE(result, 42);
        QCOMPARE(thread, QThread::currentThreadId());
        QVERIFY(!tracker.busy());
        QCOMPARE(busy.size(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void aNewerJobSupersedesTheRunningOne()
    {
        JobTracker tracker;
        auto release = std::make_shared<QSemaphore>();
        auto sawCancel = std::make_shared<std::atomic_bool>(false);
        QStringList done;
        tracker.run(
            [release, sawCancel](const BackgroundJob &job) {
                release->acquire();
                sawCancel->store(job.cancelled());
                return QStringLiteral("old");
            },
            [&](const QString &r) { done << r; });
        tracker.run([](const BackgroundJob &) { return QStringLiteral("new"); }, [&](const QString &r) { done << r; });
        QTRY_COMPARE(done, QStringList{QStringLiteral("new")});
        QVERIFY(!tracker.busy());
        release->release(); // the old job ends only now, asked to stop, and its result is dropped
        QTRY_VERIFY(sawCancel->load());
        QTest::qWait(50);
        QCOMPARE(done, QStringList{QStringLiteral("new")});
    }

    void cancelReachesTheWorkAndItsResultStillComes()
    {
        JobTracker tracker;
        auto started = std::make_shared<QSemaphore>();
        bool stopped = false;
        bool called = false;
        tracker.run(
            [started](const BackgroundJob &job) {
                started->release();
                while (!job.cancelFlag()->load())
                    QThread::yieldCurrentThread();
                return true;
            },
            [&](bool r) {
                stopped = r;
                called = true;
            });
        QVERIFY(started->tryAcquire(1, 30000));
        tracker.cancel();
        QTRY_VERIFY(called);
        QVERIFY(stopped);
    }

    void progressArrivesInThousandths()
    {
        JobTracker tracker;
        QList<int> seen;
        connect(&tracker, &JobTracker::progress, this, [&](int permille) { seen << permille; });
        bool called = false;
        tracker.run(
            [](const BackgroundJob &job) {
                for (qint64 i = 1; i <= 4; ++i)
                    job.progress(i, 4);
                job.progress(9, 0); // no total: nothing to report
                return 0;
            },
            [&](int) { called = true; });
        QTRY_VERIFY(called);
        QVERIFY(!seen.isEmpty());
        QVERIFY(seen.last() == 1000);
        for (int p : seen)
            QVERIFY(p >= 0 && p <= 1000);
    }

    void aForgottenJobsResultIsDropped()
    {
        JobTracker tracker;
        auto release = std::make_shared<QSemaphore>();
        bool called = false;
        tracker.run(
            [release](const BackgroundJob &) {
                release->acquire();
                return 1;
            },
            [&](int) { called = true; });
        tracker.forget();
        QVERIFY(!tracker.busy());
        release->release();
        QTest::qWait(100);
        QVERIFY(!called);
    }

    void jobsAlongsideEndTogether()
    {
        JobTracker tracker;
        auto release = std::make_shared<QSemaphore>();
        QList<int> done;
        for (int i = 0; i < 2; ++i) {
            tracker.alongside(
                [release, i](const BackgroundJob &) {
                    if (i == 0)
                        release->acquire();
                    return i;
                },
                [&](int r) { done << r; });
        }
        QTRY_COMPARE(done, QList<int>{1});
        QVERIFY(tracker.busy()); // the first still runs
        release->release();
        QTRY_COMPARE(done, (QList<int>{1, 0}));
        QVERIFY(!tracker.busy());

        // A run() drops every job of the generation before it.
        tracker.alongside(
            [release](const BackgroundJob &) {
                release->acquire();
                return 7;
            },
            [&](int r) { done << r; });
        tracker.run([](const BackgroundJob &) { return 8; }, [&](int r) { done << r; });
        QTRY_COMPARE(done, (QList<int>{1, 0, 8}));
        release->release();
        QTest::qWait(100);
        QCOMPARE(done, (QList<int>{1, 0, 8}));
    }
};

QTEST_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
