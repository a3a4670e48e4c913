// A loss curve of any length in bounded memory (lossdigest.h), and RunMetrics folding its
// older steps into one.
#include "core/runs/lossdigest.h"
#include "core/runs/runmetrics.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <vector>

using namespace pilot;

class TestLossDigest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void boundedAndTrueToTheSteps()
    {
        LossDigest digest(64);
        std::vector<double> loss(1000001);
        QRandomGenerator random(7);
        double lowest = 1e9, highest = -1e9;
        qint64 lowestAt = -1, highestAt = -1;
        for (qint64 s = 1; s <= 1000000; ++s) {
            const double l = 3.0 / std::sqrt(double(s)) + 0.2 * random.generateDouble();
            loss[s] = l;
            digest.add(s, l);
            if (l < lowest) {
                lowest = l;
                lowestAt = s;
            }
            if (l > highest) {
                highest = l;
                highestAt = s;
            }
            QVERIFY(digest.buckets() <= 64);
        }
        QCOMPARE(digest.count(), 1000000);
        QCOMPARE(digest.lastStep(), 1000000);
        QCOMPARE(digest.nonFinite(), 0);
        // 1,000,000 steps in at most 64 buckets: 2^14 = 16,384 steps each (2^13 would need 123).
        QCOMPARE(digest.stepsPerBucket(), 16384);
        QVector<double> x, y;
        digest.appendPoints(&x, &y);
        QVERIFY(x.size() <= 128 && x.size() >= 2 * (digest.buckets() - 1));
        // Every point is a step as it was, in step order; the run's lowest and highest are there.
        for (qsizetype i = 0; i < x.size(); ++i) {
            QCOMPARE(y[i], loss.at(std::size_t(x[i])));
            if (i > 0)
                QVERIFY(x[i] > x[i - 1]);
        }
        QVERIFY(x.contains(double(lowestAt)));
        QVERIFY(x.contains(double(highestAt)));
        // Each bucket's points are its own lowest and highest loss.
        for (qsizetype i = 0; i + 1 < x.size(); i += 2) {
            const qint64 bucket = (qint64(x[i]) - 1) / digest.stepsPerBucket();
            QCOMPARE((qint64(x[i + 1]) - 1) / digest.stepsPerBucket(), bucket);
            double lo = 1e9, hi = -1e9;
            for (qint64 s = bucket * digest.stepsPerBucket() + 1; s <= std::min<qint64>((bucket + 1) * digest.stepsPerBucket(), 1000000); ++s) {
                lo = std::min(lo, loss.at(std::size_t(s)));
                hi = std::max(hi, loss.at(std::size_t(s)));
            }
            QCOMPARE(std::min(y[i], y[i + 1]), lo);
            QCOMPARE(std::max(y[i], y[i + 1]), hi);
        }
    }

    void nonFiniteLossesAreCountedAndLeaveAGap()
    {
        LossDigest digest(4);
        digest.add(1, 2.0);
        digest.add(2, std::nan(""));
        digest.add(3, INFINITY);
        digest.add(4, std::nan(""));
        digest.add(5, 1.5);
        QCOMPARE(digest.nonFinite(), 3);
        QVector<double> x, y;
        digest.appendPoints(&x, &y);
        // Buckets of one step each ({1}, {2}, {3}, {4}, then full: two each {1,2}, {3,4}, {5}).
        QCOMPARE(x, (QVector<double>{1, 3, 5}));
        QCOMPARE(y[0], 2.0);
        QVERIFY(std::isnan(y[1]));
        QCOMPARE(y[2], 1.5);
    }

    void truncatedWhereAResumedAttemptStarts()
    {
        LossDigest digest(8);
        for (qint64 s = 1; s <= 64; ++s)
            digest.add(s, double(s));
        QCOMPARE(digest.stepsPerBucket(), 8);
        // On a bucket's edge: exact.
        digest.truncateFrom(41);
        QCOMPARE(digest.lastStep(), 40);
        QCOMPARE(digest.count(), 40);
        // Inside a bucket: its earlier steps' range stays, its high is no later step.
        digest.truncateFrom(36);
        QCOMPARE(digest.lastStep(), 35);
        QVector<double> x, y;
        digest.appendPoints(&x, &y);
        QVERIFY(x.last() <= 35.0);
        // Then the steps come again.
        digest.add(36, 0.5);
        QCOMPARE(digest.lastStep(), 36);
        digest.truncateFrom(1);
        QVERIFY(digest.empty());
        QCOMPARE(digest.count(), 0);
    }

    void runMetricsFoldsItsOlderSteps()
    {
        RunMetrics m;
        for (qint64 s = 1; s <= 100; ++s) {
            StepPoint p;
            p.step = s;
            p.loss = 1.0 / double(s);
            m.addStep(p);
        }
        m.foldStepsBefore(10);
        QCOMPARE(m.steps().size(), std::size_t(10));
        QCOMPARE(m.steps().front().step, 91);
        QCOMPARE(m.foldedSteps().count(), 90);
        QCOMPARE(m.foldedSteps().lastStep(), 90);
        m.foldStepsBefore(10); // nothing more to fold
        QCOMPARE(m.foldedSteps().count(), 90);
        // A resumed attempt reports step 50 again: later steps are gone from both parts.
        StepPoint again;
        again.step = 50;
        again.loss = 0.5;
        m.addStep(again);
        QCOMPARE(m.steps().size(), std::size_t(1));
        QCOMPARE(m.foldedSteps().lastStep(), 49);
        m.clear();
        QVERIFY(m.foldedSteps().empty());
    }
};

QTEST_APPLESS_MAIN(TestLossDigest)
#include "tst_lossdigest.moc"
