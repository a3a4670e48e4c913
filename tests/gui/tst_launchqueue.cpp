// The Run stage's queue: runs beyond a target's limit wait in the order they came, other
// targets are not held up, and a freed place goes to the oldest waiting run of its target.
#include "app/launchqueue.h"

#include <QTest>

using namespace pilot::app;

class TestLaunchQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultsOneLocalRunAtATime()
    {
        QCOMPARE(LaunchQueue::defaultLimit(QStringLiteral("local")), 1);
        QCOMPARE(LaunchQueue::defaultLimit(QStringLiteral("ssh://gpu-1")), 1);
        QCOMPARE(LaunchQueue::defaultLimit(QStringLiteral("slurm:trn2")), 4);
        LaunchQueue q;
        QVERIFY(q.enqueue(QStringLiteral("a"), QStringLiteral("local")));
        QVERIFY(q.enqueue(QStringLiteral("b"), QStringLiteral("local")));
        QVERIFY(!q.enqueue(QStringLiteral("a"), QStringLiteral("local"))); // queued already
        QCOMPARE(q.takeStartable(), QStringList{QStringLiteral("a")});
        QVERIFY(!q.enqueue(QStringLiteral("a"), QStringLiteral("local"))); // going
        QCOMPARE(q.takeStartable(), QStringList());
        QCOMPARE(q.position(QStringLiteral("b")), 1);
        q.ended(QStringLiteral("a"));
        QCOMPARE(q.takeStartable(), QStringList{QStringLiteral("b")});
        QCOMPARE(q.going(QStringLiteral("local")), 1);
        QCOMPARE(q.waitingCount(), 0);
    }

    void targetsDoNotHoldEachOtherUp()
    {
        LaunchQueue q;
        q.setLimit(QStringLiteral("local"), 2);
        q.setLimit(QStringLiteral("ssh://h"), 0); // raised to 1
        QCOMPARE(q.limit(QStringLiteral("ssh://h")), 1);
        for (const char *id : {"l1", "l2", "l3"})
            q.enqueue(QLatin1String(id), QStringLiteral("local"));
        for (const char *id : {"s1", "s2"})
            q.enqueue(QLatin1String(id), QStringLiteral("ssh://h"));
        QCOMPARE(q.takeStartable(), (QStringList{QStringLiteral("l1"), QStringLiteral("l2"), QStringLiteral("s1")}));
        QCOMPARE(q.position(QStringLiteral("l3")), 1);
        QCOMPARE(q.position(QStringLiteral("s2")), 1);
        QCOMPARE(q.position(QStringLiteral("l1")), 0);
        QVERIFY(q.cancel(QStringLiteral("l3")));
        QVERIFY(!q.cancel(QStringLiteral("l1"))); // going: only an abort stops it
        q.ended(QStringLiteral("s1"));
        QCOMPARE(q.takeStartable(), QStringList{QStringLiteral("s2")});
        QVERIFY(q.isGoing(QStringLiteral("l2")));
        QVERIFY(!q.isWaiting(QStringLiteral("l3")));
    }

    // Runs queued before the app was closed keep their place before runs queued since.
    void restoredRunsKeepTheirPlace()
    {
        LaunchQueue q;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(q.enqueue(QStringLiteral("new"), QStringLiteral("local")));
        QVERIFY(q.enqueue(QStringLiteral("old-2"), QStringLiteral("local"), now.addSecs(-60)));
        QVERIFY(q.enqueue(QStringLiteral("old-1"), QStringLiteral("local"), now.addSecs(-120)));
        QVERIFY(q.enqueue(QStringLiteral("later"), QStringLiteral("local"), now.addSecs(3600)));
        QCOMPARE(q.waiting(), (QStringList{QStringLiteral("old-1"), QStringLiteral("old-2"), QStringLiteral("new"), QStringLiteral("later")}));
        QCOMPARE(q.position(QStringLiteral("new")), 3);
        QCOMPARE(q.takeStartable(), QStringList{QStringLiteral("old-1")});
    }

    // A run found going that this queue did not start (re-attached after the project was
    // opened again) holds its target's place until it ends.
    void attachedRunsHoldTheirPlace()
    {
        LaunchQueue q;
        QVERIFY(q.attach(QStringLiteral("going"), QStringLiteral("local")));
        QVERIFY(!q.attach(QStringLiteral("going"), QStringLiteral("local"))); // known already
        QVERIFY(q.attach(QStringLiteral("elsewhere"), QStringLiteral("slurm:gpu")));
        QVERIFY(q.enqueue(QStringLiteral("waiting"), QStringLiteral("local")));
        QVERIFY(!q.attach(QStringLiteral("waiting"), QStringLiteral("local"))); // waiting, not going
        QCOMPARE(q.takeStartable(), QStringList());
        QCOMPARE(q.going(QStringLiteral("local")), 1);
        QCOMPARE(q.going(QStringLiteral("slurm:gpu")), 1);
        QVERIFY(!q.enqueue(QStringLiteral("going"), QStringLiteral("local"))); // going: not queued twice
        q.ended(QStringLiteral("going"));
        QCOMPARE(q.takeStartable(), QStringList{QStringLiteral("waiting")});
        // Another project opened: nothing of this one waits or goes any more; limits stay.
        q.setLimit(QStringLiteral("local"), 3);
        QVERIFY(q.enqueue(QStringLiteral("w2"), QStringLiteral("ssh://h")));
        q.clear();
        QCOMPARE(q.waitingCount(), 0);
        QVERIFY(q.goingRuns().isEmpty());
        QCOMPARE(q.limit(QStringLiteral("local")), 3);
    }
};

QTEST_GUILESS_MAIN(TestLaunchQueue)
#include "tst_launchqueue.moc"
