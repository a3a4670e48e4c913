// The Compare stage's curves: each metric on each x axis, the throughput, the tolerance band
// and the out-of-tolerance marks, computed by the core alone.
#include "core/compare/curveseries.h"
#include "core/compare/toleranceband.h"

#include <QTest>

#include <cmath>

using namespace pilot;

namespace {

StepPoint step(qint64 s, double t, double loss, qint64 tokens = -1, double stepTime = kNoValue)
{
    StepPoint p;
    p.step = s;
    p.t = t;
    p.loss = loss;
    p.lr = 1e-4 * double(s);
    p.gradNorm = 0.5 * double(s);
    p.tokens = tokens;
    p.stepTimeS = stepTime;
    return p;
}

EvalPoint eval(qint64 s, double t, double valLoss)
{
    EvalPoint e;
    e.step = s;
    e.t = t;
    e.valLoss = valLoss;
    return e;
}

} // namespace

class TestCurveSeries : public QObject
{
    Q_OBJECT

private slots:
    void throughputFromTokensAndTime()
    {
        // 2,048 tokens per step; step 2 says its own step time, step 4 does not (time since the
        // step before counts), step 3 has no token count.
        const std::vector<StepPoint> steps = {step(1, 100, 3.0, 2048), step(2, 101, 2.9, 4096, 0.5), step(3, 102, 2.8),
                                              step(4, 104, 2.7, 8192), step(6, 108, 2.6, 12288)};
        QVERIFY(std::isnan(throughputAt(steps, 0))); // the first step has nothing before it
        QCOMPARE(throughputAt(steps, 1), 2048.0 / 0.5);
        QVERIFY(std::isnan(throughputAt(steps, 2)));
        QVERIFY(std::isnan(throughputAt(steps, 3)));    // the step before has no tokens
        QCOMPARE(throughputAt(steps, 4), 4096.0 / 4.0); // two steps in four seconds
        QVERIFY(std::isnan(throughputAt(steps, 5)));    // past the end
        std::vector<StepPoint> stalled = {step(1, 100, 3.0, 2048), step(2, 100, 2.9, 4096)};
        QVERIFY(std::isnan(throughputAt(stalled, 1))); // no time passed: no rate
    }

    void curvesOnEachAxis()
    {
        RunMetrics m;
        m.addStep(step(1, 7200, 3.0, 1000));
        m.addStep(step(2, 10800, 2.5));
        m.addStep(step(3, kNoValue, 2.0, 3000));
        m.addEval(eval(2, 3600, 2.7)); // evaluated before the first step's time stamp: the run's start
        QCOMPARE(runStartTime(m), 3600.0);

        const CurvePoints loss = curvePoints(m, CurveMetric::TrainingLoss, CurveAxis::Aligned, false, 0);
        QCOMPARE(loss.x, (QVector<double>{1, 2, 3}));
        QCOMPARE(loss.y, (QVector<double>{3.0, 2.5, 2.0}));
        // Per token: a step without a token count has no place.
        const CurvePoints perToken = curvePoints(m, CurveMetric::TrainingLoss, CurveAxis::Aligned, true, 0);
        QCOMPARE(perToken.x, (QVector<double>{1000, 3000}));
        // Hours since the run's own start; a step without a time has no place.
        const CurvePoints hours = curvePoints(m, CurveMetric::TrainingLoss, CurveAxis::HoursSinceRunStart, false, 0);
        QCOMPARE(hours.x, (QVector<double>{1, 2}));
        // Hours since a common origin.
        const CurvePoints wall = curvePoints(m, CurveMetric::GradNorm, CurveAxis::HoursSinceOrigin, false, 0);
        QCOMPARE(wall.x, (QVector<double>{2, 3}));
        QCOMPARE(wall.y, (QVector<double>{0.5, 1.0}));
        QCOMPARE(curvePoints(m, CurveMetric::LearningRate, CurveAxis::Aligned, false, 0).y.at(2), 3e-4);
        // Validation loss: per step even when the rest is per token, by time on a time axis.
        const CurvePoints val = curvePoints(m, CurveMetric::ValidationLoss, CurveAxis::Aligned, true, 0);
        QCOMPARE(val.x, (QVector<double>{2}));
        QCOMPARE(curvePoints(m, CurveMetric::ValidationLoss, CurveAxis::HoursSinceRunStart, false, 0).x, (QVector<double>{0}));
        const CurvePoints rate = curvePoints(m, CurveMetric::Throughput, CurveAxis::Aligned, false, 0);
        QCOMPARE(rate.x.size(), 3);
        QVERIFY(std::isnan(rate.y.at(0)));
    }

    void brokenValuesStayOnTheCurveAndPointsAreSorted()
    {
        RunMetrics m;
        m.addStep(step(1, 30, 3.0));
        m.addStep(step(2, 10, std::nan("")));
        m.addStep(step(3, 20, INFINITY));
        const CurvePoints aligned = curvePoints(m, CurveMetric::TrainingLoss, CurveAxis::Aligned, false, 0);
        QCOMPARE(aligned.y.size(), 3);
        QVERIFY(std::isnan(aligned.y.at(1)) && std::isinf(aligned.y.at(2)));
        // On the time axis the clock decides the order (an import may log out of order).
        const CurvePoints timed = curvePoints(m, CurveMetric::TrainingLoss, CurveAxis::HoursSinceOrigin, false, 0);
        QCOMPARE(timed.x, (QVector<double>{10 / 3600.0, 20 / 3600.0, 30 / 3600.0}));
        QVERIFY(std::isnan(timed.y.at(0)));
    }

    void wallTimeStartsAtTheEarliestFirstStep()
    {
        RunMetrics a, b, untimed;
        a.addStep(step(1, 500, 1));
        b.addStep(step(1, 200, 1));
        b.addStep(step(2, 100, 1)); // only the first step counts
        untimed.addStep(step(1, kNoValue, 1));
        QCOMPARE(firstStepTime({&a, &b, &untimed}), 200.0);
        QVERIFY(std::isinf(firstStepTime({&untimed})));
        QVERIFY(std::isinf(firstStepTime({})));
    }

    void bandFollowsTheReferenceAndSkipsItsGaps()
    {
        CurvePoints reference{{1, 2, 3}, {2.0, std::nan(""), -4.0}};
        const ToleranceBand band = toleranceBand(reference, Tolerance{0.1, 0.5});
        QCOMPARE(band.x, (QVector<double>{1, 3}));
        QCOMPARE(band.lower, (QVector<double>{2.0 - 1.1, -4.0 - 2.1}));
        QCOMPARE(band.upper, (QVector<double>{2.0 + 1.1, -4.0 + 2.1}));
        QVERIFY(toleranceBand(reference, Tolerance{}).x.isEmpty()); // no tolerance, no band
    }

    void marksSitOnThePilotOrOnTheReference()
    {
        LossComparison loss;
        AlignedLoss inside{1, 2.0, 2.01, 0.01, 0.005, false};
        AlignedLoss beyond{2, 2.0, 2.5, 0.5, 0.25, true};
        AlignedLoss broken{3, 1.9, std::nan(""), INFINITY, INFINITY, true};
        loss.points = {inside, beyond, broken};
        QCOMPARE(outsideMarks(loss), (QVector<QPointF>{QPointF(2, 2.5), QPointF(3, 1.9)}));
    }
};

QTEST_GUILESS_MAIN(TestCurveSeries)
#include "tst_curveseries.moc"
