// Reference and pilot side by side: alignment on steps or tokens, deviations, tolerance edges
// and verdicts, validation metrics at the last common evaluation.
#include "core/runcomparison.h"

#include <QTest>

using namespace pilot;

namespace {

// A run whose step s (from 1) has loss f(s) and `tokensPerStep` tokens per step.
template<typename F>
RunMetrics run(int steps, qint64 tokensPerStep, F loss, int every = 1)
{
    RunMetrics m;
    for (int s = every; s <= steps; s += every) {
        StepPoint p;
        p.step = s;
        p.tokens = tokensPerStep > 0 ? s * tokensPerStep : -1;
        p.loss = loss(s);
        m.addStep(p);
    }
    return m;
}

void addEval(RunMetrics &m, qint64 step, double valLoss, double exactMatch)
{
    EvalPoint e;
    e.step = step;
    e.valLoss = valLoss;
    e.metrics = {{QStringLiteral("exact_match"), exactMatch}};
    m.addEval(e);
}

} // namespace

class TestRunComparison : public QObject
{
    Q_OBJECT

private slots:
    void sameBatchAlignsOnSteps()
    {
        const RunMetrics ref = run(100, 2048, [](int s) { return 3.0 - 0.01 * s; });
        const RunMetrics pilot = run(100, 2048, [](int s) { return 3.0 - 0.01 * s + (s >= 60 ? 0.1 : 0.01); }, 2);
        const LossComparison c = compareLoss(ref, pilot, Tolerance{0.05, std::nullopt});
        QCOMPARE(c.axis, AlignAxis::Step);
        QCOMPARE(c.points.size(), 50); // the pilot logged every 2nd step
        QCOMPARE(c.firstOutside, std::optional<double>(60));
        QCOMPARE(c.outside, 21); // steps 60, 62, …, 100
        QVERIFY(std::abs(c.maxAbs - 0.1) < 1e-12);
        QCOMPARE(c.verdict, Verdict::Fail);
    }

    void toleranceEdges_data()
    {
        QTest::addColumn<double>("offset");
        QTest::addColumn<double>("abs");
        QTest::addColumn<double>("rel");
        QTest::addColumn<int>("verdict");
        // Reference loss 2.0 everywhere; tolerance = abs + rel * 2.0.
        QTest::newRow("exactly at abs") << 0.25 << 0.25 << -1.0 << int(Verdict::Pass);
        QTest::newRow("just beyond abs") << 0.2500001 << 0.25 << -1.0 << int(Verdict::Fail);
        QTest::newRow("exactly at rel") << 0.5 << -1.0 << 0.25 << int(Verdict::Pass);
        // (Binary fractions, so "exactly at" is exact in floating point too.)
        QTest::newRow("abs plus rel") << 0.625 << 0.125 << 0.25 << int(Verdict::Pass);
        QTest::newRow("beyond abs plus rel") << 0.626 << 0.125 << 0.25 << int(Verdict::Fail);
        QTest::newRow("below the reference too") << -0.626 << 0.125 << 0.25 << int(Verdict::Fail);
        QTest::newRow("no limits") << 5.0 << -1.0 << -1.0 << int(Verdict::NoLimits);
    }

    void toleranceEdges()
    {
        QFETCH(double, offset);
        QFETCH(double, abs);
        QFETCH(double, rel);
        QFETCH(int, verdict);
        const RunMetrics ref = run(10, 0, [](int) { return 2.0; });
        const RunMetrics pilot = run(10, 0, [&](int) { return 2.0 + offset; });
        Tolerance t;
        if (abs >= 0)
            t.abs = abs;
        if (rel >= 0)
            t.rel = rel;
        QCOMPARE(int(compareLoss(ref, pilot, t).verdict), verdict);
    }

    void differentBatchesAlignOnTokens()
    {
        // The pilot takes twice the tokens per step: its step 50 is the reference's step 100.
        const RunMetrics ref = run(100, 1000, [](int s) { return 3.0 - 0.01 * s; });
        const RunMetrics pilot = run(50, 2000, [](int s) { return 3.0 - 0.02 * s; });
        const LossComparison c = compareLoss(ref, pilot, Tolerance{1e-9, std::nullopt});
        QCOMPARE(c.axis, AlignAxis::Tokens);
        QCOMPARE(c.referenceTokensPerStep, 1000.0);
        QCOMPARE(c.pilotTokensPerStep, 2000.0);
        // Reference tokens 2000 … 100000 lie within the pilot's range; odd ones are interpolated
        // between the pilot's neighbours, and the lines are the same, so nothing deviates.
        QCOMPARE(c.points.size(), 99);
        QVERIFY2(c.maxAbs < 1e-12, qPrintable(QString::number(c.maxAbs)));
        QCOMPARE(c.verdict, Verdict::Pass);
        // Aligned on steps instead, the same runs would look wildly different.
        QVERIFY(compareLoss(ref, run(50, 0, [](int s) { return 3.0 - 0.02 * s; }), Tolerance{0.05, {}}).verdict == Verdict::Fail);
    }

    void nothingInCommon()
    {
        const RunMetrics ref = run(10, 0, [](int) { return 1.0; });
        const RunMetrics pilot = run(20, 0, [](int s) { return s > 10 ? 1.0 : std::nan(""); });
        const LossComparison c = compareLoss(ref, pilot, Tolerance{0.1, {}});
        QCOMPARE(c.verdict, Verdict::NoOverlap); // the pilot's first ten losses are NaN
        QVERIFY(c.points.isEmpty());
    }

    void validationAtTheLastCommonEval()
    {
        RunMetrics ref = run(10, 0, [](int) { return 1.0; }), pilot = run(10, 0, [](int) { return 1.0; });
        addEval(ref, 5, 1.20, 0.50);
        addEval(ref, 10, 1.00, 0.90);
        addEval(pilot, 5, 1.25, 0.40);
        addEval(pilot, 10, 1.02, 0.88);
        addEval(pilot, 12, 0.90, 0.95); // only the pilot evaluated here
        const QList<MetricComparison> v = compareValidation(ref, pilot, 0.015);
        QCOMPARE(v.size(), 2);
        QCOMPARE(v[0].name, QStringLiteral("val_loss"));
        QCOMPARE(v[0].step, 10);
        QCOMPARE(v[0].verdict, Verdict::Fail); // 0.02 > 0.015
        QCOMPARE(v[1].name, QStringLiteral("exact_match"));
        QCOMPARE(v[1].verdict, Verdict::Fail);
        QCOMPARE(compareValidation(ref, pilot, 0.03)[1].verdict, Verdict::Pass); // 0.02 <= 0.03
        QCOMPARE(compareValidation(ref, pilot, std::nullopt)[0].verdict, Verdict::NoLimits);
        QCOMPARE(commonEvalSteps(ref, pilot), (QList<qint64>{5, 10}));
        const QList<MetricComparison> at5 = compareValidationAt(ref, pilot, 5, 0.06);
        QCOMPARE(at5.size(), 2);
        QCOMPARE(at5[0].verdict, Verdict::Pass); // 0.05
        QCOMPARE(at5[1].verdict, Verdict::Fail); // 0.1
        QVERIFY(compareValidationAt(ref, pilot, 12, 0.06).isEmpty()); // only the pilot evaluated at 12
    }
};

QTEST_GUILESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
