// The scaling view's figures, worked out by hand: throughput, median step time, communication
// and data share, and scaling efficiency throughput(N) / (N · throughput(1)).
#include "core/compare/scaling.h"

#include <QTest>

using namespace pilot;

namespace {

// `steps` steps of `tokensPerStep` tokens each, taking `seconds` of which `comm` waited for
// the other processes; the first step (compilation) takes 10 s.
RunMetrics run(int steps, qint64 tokensPerStep, double seconds, double comm, double data = 0.0)
{
    RunMetrics m;
    for (int s = 1; s <= steps; ++s) {
        StepPoint p;
        p.step = s;
        p.tokens = s * tokensPerStep;
        p.loss = 2.0;
        p.stepTimeS = s == 1 ? 10.0 : seconds;
        p.commTimeS = s == 1 ? 0.0 : comm;
        p.dataTimeS = data;
        m.addStep(p);
    }
    return m;
}

} // namespace

class TestScaling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void efficiencyAgainstOneProcess()
    {
        // One process: 1,000 tokens in 0.5 s per step = 2,000 tokens/s (the 10 s first step left out).
        // Two processes, the same global batch, 0.3 s per step of which 0.05 s communication:
        // 3,333.3 tokens/s, efficiency 3,333.3 / (2 · 2,000) = 0.8333, communication 1/6 of the time.
        const RunMetrics one = run(11, 1000, 0.5, 0.0);
        const RunMetrics two = run(11, 1000, 0.3, 0.05, 0.03);
        const QList<ScalingPoint> points = scalingPoints({{QStringLiteral("1 process"), 1, &one}, {QStringLiteral("2 processes"), 2, &two}});
        QCOMPARE(points.size(), 2);
        QCOMPARE(points[0].stepsCounted, qint64(10));
        QCOMPARE(points[0].tokensPerSecond, 2000.0);
        QCOMPARE(points[0].stepSeconds, 0.5);
        QCOMPARE(*points[0].efficiency, 1.0);
        QCOMPARE(*points[0].commShare, 0.0);
        QVERIFY(qFuzzyCompare(points[1].tokensPerSecond, 10000.0 / 3.0));
        QVERIFY(qFuzzyCompare(*points[1].efficiency, 10000.0 / 3.0 / 4000.0));
        QVERIFY(qFuzzyCompare(*points[1].commShare, 1.0 / 6.0));
        QVERIFY(qFuzzyCompare(*points[1].dataShare, 0.1));
    }

    // Without a run at world size 1 there is nothing to divide by: unknown, not 1.
    void noSingleProcessRunNoEfficiency()
    {
        const RunMetrics two = run(5, 1000, 0.3, 0.05);
        const QList<ScalingPoint> points = scalingPoints({{QStringLiteral("2"), 2, &two}});
        QVERIFY(points[0].tokensPerSecond > 0);
        QVERIFY(!points[0].efficiency);
    }

    // A run without step times has no figures, and says why; a step lacking comm_time_s makes
    // the share unknown rather than smaller.
    void missingTimesAreUnknown()
    {
        RunMetrics none = run(5, 1000, 0.3, 0.0);
        RunMetrics bare;
        for (const StepPoint &s : none.steps()) {
            StepPoint p = s;
            p.stepTimeS = kNoValue;
            bare.addStep(p);
        }
        RunMetrics gaps = run(5, 1000, 0.3, 0.05);
        RunMetrics partly;
        for (const StepPoint &s : gaps.steps()) {
            StepPoint p = s;
            if (p.step == 3)
                p.commTimeS = kNoValue;
            partly.addStep(p);
        }
        const QList<ScalingPoint> points = scalingPoints({{QStringLiteral("bare"), 1, &bare}, {QStringLiteral("partly"), 2, &partly}});
        QVERIFY(!points[0].problem.isEmpty());
        QCOMPARE(points[0].stepsCounted, qint64(0));
        QVERIFY(!points[1].efficiency); // the only world-1 run has no throughput
        QVERIFY(!points[1].commShare);
        QVERIFY(points[1].dataShare);
    }

    void worldSizeFromRunStart()
    {
        RunMetrics m;
        QCOMPARE(worldSizeOf(m), 1);
        RunStartInfo start;
        start.versions = {{QStringLiteral("torch"), QStringLiteral("1.13.0")}, {QStringLiteral("processes"), QStringLiteral("4")}};
        m.addRunStart(start);
        QCOMPARE(worldSizeOf(m), 4);
    }

    // A resumed attempt's first step is left out too; tokens count from the step before.
    void resumedFirstStepsAreLeftOut()
    {
        RunMetrics m = run(6, 1000, 0.5, 0.0);
        RunMetrics resumed;
        resumed.addRunStart(RunStartInfo());
        for (const StepPoint &s : m.steps()) {
            StepPoint p = s;
            if (p.step == 4) {
                resumed.addRunStart(RunStartInfo()); // the resumed attempt
                p.stepTimeS = 20.0;
            }
            resumed.addStep(p);
        }
        const ScalingPoint p = scalingPoints({{QStringLiteral("r"), 1, &resumed}}).constFirst();
        QCOMPARE(p.stepsCounted, qint64(4)); // steps 2, 3, 5, 6
        QCOMPARE(p.tokensPerSecond, 2000.0);
    }
};

QTEST_GUILESS_MAIN(TestScaling)
#include "tst_scaling.moc"
