// Reference and pilot side by side: alignment on steps or tokens, deviations, tolerance edges
// and verdicts; the verdict covers the whole reference (NaN, missing and unreached points).
#include "core/compare/runcomparison.h"
#include "core/compare/verdictwords.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
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
    // One word per verdict, in each language from the catalogs compiled into the core, for the
    // Compare stage, pilotctl and the record alike.
    void verdictWordsInBothLanguages()
    {
        const QList<Verdict> all{Verdict::Pass,     Verdict::Fail,      Verdict::Incomplete,
                                 Verdict::NoLimits, Verdict::NoOverlap, Verdict::InvalidLimits};
        QSet<QString> en, de;
        for (Verdict v : all) {
            en.insert(verdictWord(v, QStringLiteral("en")));
            de.insert(verdictWord(v, QStringLiteral("de")));
        }
        QCOMPARE(en.size(), all.size());
        QCOMPARE(de.size(), all.size());
        QCOMPARE(verdictWord(Verdict::Pass, QStringLiteral("en")), QStringLiteral("inside"));
        QCOMPARE(verdictWord(Verdict::Pass, QStringLiteral("de")), QStringLiteral("innerhalb"));
        QCOMPARE(verdictWord(Verdict::NoOverlap, QStringLiteral("de")), QStringLiteral("nichts zu vergleichen"));
        // Without a language: the program's, here no catalog installed, so the English source.
        QCOMPARE(verdictWord(Verdict::Fail), QStringLiteral("outside"));

        MetricComparison m;
        m.verdict = Verdict::Fail;
        m.pilotBetter = false;
        QCOMPARE(validationWord(m, QStringLiteral("en")), QStringLiteral("outside — the pilot is worse"));
        QCOMPARE(validationWord(m, QStringLiteral("de")), QStringLiteral("außerhalb — der Pilot ist schlechter"));
        m.missing = true; // no direction without the pilot's value
        QCOMPARE(validationWord(m, QStringLiteral("en")), QStringLiteral("outside"));
        QCOMPARE(metricTitle(QStringLiteral("val_loss"), QStringLiteral("de")), QStringLiteral("Validierungs-Loss"));
        QCOMPARE(metricTitle(QStringLiteral("rouge_l"), QStringLiteral("de")), QStringLiteral("rouge_l"));
    }

    void sameBatchAlignsOnSteps()
    {
        const RunMetrics ref = run(100, 2048, [](int s) { return 3.0 - 0.01 * s; });
        const RunMetrics pilot = run(
            100, 2048, [](int s) { return 3.0 - 0.01 * s + (s >= 60 ? 0.1 : 0.01); }, 2);
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

    // Two seeds of one job put slightly different token counts into a step (padding, lengths):
    // that is no reason to leave the step axis. The jobs' configured batches decide when known.
    void theConfiguredBatchDecidesTheAxis()
    {
        const RunMetrics ref = run(100, 1000, [](int s) { return 3.0 - 0.01 * s; });
        const RunMetrics seed2 = run(100, 1005, [](int s) { return 3.0 - 0.01 * s; }); // +0.5 %
        QCOMPARE(compareLoss(ref, seed2, Tolerance{0.05, {}}).axis, AlignAxis::Step);
        const RunMetrics bigger = run(100, 1040, [](int s) { return 3.0 - 0.01 * s; }); // +4 %
        QCOMPARE(compareLoss(ref, bigger, Tolerance{0.05, {}}).axis, AlignAxis::Step);
        // The same configuration, even with 10 % more tokens measured: steps.
        const RunMetrics more = run(100, 1100, [](int s) { return 3.0 - 0.01 * s; });
        QCOMPARE(compareLoss(ref, more, Tolerance{0.05, {}}, ConfiguredBatches{16.0 * 64, 16.0 * 64}).axis, AlignAxis::Step);
        QCOMPARE(compareLoss(ref, more, Tolerance{0.05, {}}).axis, AlignAxis::Tokens); // without the jobs: measured
        // Configured batches that differ: tokens, even when the measured counts happen to agree.
        QCOMPARE(compareLoss(ref, seed2, Tolerance{0.05, {}}, ConfiguredBatches{16.0 * 64, 32.0 * 64}).axis, AlignAxis::Tokens);
    }

    void configuredBatchFromTheRunsJob()
    {
        QTemporaryDir dir;
        QFile job(dir.filePath(QStringLiteral("job.json")));
        QVERIFY(job.open(QIODevice::WriteOnly));
        QFile demo(QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/jobs/lora-dates.json"));
        QVERIFY(demo.open(QIODevice::ReadOnly));
        job.write(demo.readAll());
        job.close();
        // micro_batch 16 × grad_accum 1 × seq_len 48
        QCOMPARE(configuredTokensPerStep(dir.path()).value_or(-1), 768.0);
        QVERIFY(!configuredTokensPerStep(dir.filePath(QStringLiteral("nothing"))));
    }

    void nanPilotFailsInsteadOfShrinkingTheComparison()
    {
        // A pilot whose loss turns NaN from step 5 on: the finite steps 1-4 are inside, but the
        // verdict covers the whole reference.
        const RunMetrics ref = run(100, 0, [](int s) { return 3.0 - 0.01 * s; });
        const RunMetrics pilot = run(100, 0, [](int s) { return s >= 5 ? std::nan("") : 3.0 - 0.01 * s; });
        const LossComparison c = compareLoss(ref, pilot, Tolerance{0.05, {}});
        QCOMPARE(c.verdict, Verdict::Fail);
        QCOMPARE(c.coverage.referencePoints, 100);
        QCOMPARE(c.coverage.pilotNonFinite, 96);
        QCOMPARE(c.coverage.firstPilotNonFinite, std::optional<double>(5));
        QCOMPARE(c.firstOutside, std::optional<double>(5));
        QVERIFY(c.reasons.contains(QStringLiteral("pilot_non_finite")));
        QCOMPARE(c.maxAbs, 0.0); // the statistics describe the finite points only
        // What every view reports: 4 points with deviations, none of them beyond the band.
        QCOMPARE(c.finitePoints(), 4);
        QCOMPARE(c.beyondBand(), 0);
        const RunMetrics drifting = run(100, 0, [](int s) { return s >= 90 ? std::nan("") : 3.0 - 0.01 * s + (s >= 50 ? 0.1 : 0); });
        const LossComparison d = compareLoss(ref, drifting, Tolerance{0.05, {}});
        QCOMPARE(d.outside, 51);
        QCOMPARE(d.finitePoints(), 89);
        QCOMPARE(d.beyondBand(), 40); // steps 50-89; 90-100 are NaN, counted as such
        // Infinity is no better, and no tolerance does not hide it either.
        const RunMetrics inf = run(100, 0, [](int s) { return s >= 5 ? INFINITY : 3.0 - 0.01 * s; });
        QCOMPARE(compareLoss(ref, inf, Tolerance{0.05, {}}).verdict, Verdict::Fail);
        QCOMPARE(compareLoss(ref, pilot, Tolerance{}).verdict, Verdict::Fail);
    }

    void pilotThatStoppedEarlyIsIncomplete()
    {
        const RunMetrics ref = run(100, 0, [](int) { return 2.0; });
        RunMetrics pilot = run(4, 0, [](int) { return 2.0; }); // stops at step 4 of 100
        // No lifecycle events (another tool's file): the data ends early.
        LossComparison c = compareLoss(ref, pilot, Tolerance{0.05, {}});
        QCOMPARE(c.verdict, Verdict::Incomplete);
        QCOMPARE(c.coverage.compared, 4);
        QCOMPARE(c.coverage.notReached, 96);
        QCOMPARE(c.coverage.firstNotReached, std::optional<double>(5));
        QCOMPARE(c.coverage.lastCompared, std::optional<double>(4));
        QCOMPARE(c.reasons, QStringList{QStringLiteral("pilot_ended_early")});
        // Started and not ended: still running.
        pilot.addRunStart(RunStartInfo{});
        c = compareLoss(ref, pilot, Tolerance{0.05, {}});
        QCOMPARE(c.verdict, Verdict::Incomplete);
        QCOMPARE(c.reasons, QStringList{QStringLiteral("pilot_running")});
        QCOMPARE(c.coverage.pilotState, MetricsRunState::Running);
        // Ended with a failure after step 4.
        pilot.setRunEnd(RunEndInfo{0, QStringLiteral("failed"), QStringLiteral("out of memory"), 1, 4});
        c = compareLoss(ref, pilot, Tolerance{0.05, {}});
        QCOMPARE(c.verdict, Verdict::Incomplete);
        QCOMPARE(c.reasons, QStringList{QStringLiteral("pilot_ended_early")});
        QCOMPARE(c.coverage.pilotState, MetricsRunState::Failed);
        // Incomplete also without limits: no tolerance is no reason to call it whole.
        QCOMPARE(compareLoss(ref, pilot, Tolerance{}).verdict, Verdict::Incomplete);
        // A pilot that logged nothing at all.
        QCOMPARE(compareLoss(ref, RunMetrics(), Tolerance{0.05, {}}).verdict, Verdict::Incomplete);
    }

    void missingStepsFail()
    {
        const RunMetrics ref = run(100, 0, [](int) { return 2.0; });
        RunMetrics pilot;
        for (int s = 1; s <= 100; ++s) {
            if (s == 50 || s == 51)
                continue;
            StepPoint p;
            p.step = s;
            p.loss = 2.0;
            pilot.addStep(p);
        }
        const LossComparison c = compareLoss(ref, pilot, Tolerance{0.05, {}});
        QCOMPARE(c.verdict, Verdict::Fail);
        QCOMPARE(c.coverage.missing, 2);
        QCOMPARE(c.coverage.firstMissing, std::optional<double>(50));
        QCOMPARE(c.reasons, QStringList{QStringLiteral("pilot_missing_steps")});
    }

    void unfinishedReferenceIsIncomplete()
    {
        RunMetrics ref = run(10, 0, [](int) { return 2.0; });
        const RunMetrics pilot = run(10, 0, [](int) { return 2.0; });
        ref.addRunStart(RunStartInfo{});
        QCOMPARE(compareLoss(ref, pilot, Tolerance{0.05, {}}).verdict, Verdict::Incomplete);
        ref.setRunEnd(RunEndInfo{0, QStringLiteral("completed"), QString(), 0, 10});
        QCOMPARE(compareLoss(ref, pilot, Tolerance{0.05, {}}).verdict, Verdict::Pass);
        // A NaN in the reference itself cannot be judged.
        const RunMetrics nanRef = run(10, 0, [](int s) { return s == 3 ? std::nan("") : 2.0; });
        const LossComparison c = compareLoss(nanRef, pilot, Tolerance{0.05, {}});
        QCOMPARE(c.verdict, Verdict::Incomplete);
        QCOMPARE(c.coverage.referenceNonFinite, 1);
    }

    void toleranceMustBeFiniteAndNotNegative_data()
    {
        QTest::addColumn<double>("abs");
        QTest::addColumn<double>("rel");
        QTest::newRow("abs NaN") << std::nan("") << 0.0;
        QTest::newRow("rel NaN") << 0.0 << std::nan("");
        QTest::newRow("abs infinite") << double(INFINITY) << 0.0;
        QTest::newRow("rel negative") << 0.1 << -0.01;
    }

    void toleranceMustBeFiniteAndNotNegative()
    {
        QFETCH(double, abs);
        QFETCH(double, rel);
        const RunMetrics ref = run(10, 0, [](int) { return 2.0; });
        const RunMetrics pilot = run(10, 0, [](int) { return 7.0; }); // far outside any sane limit
        const Tolerance t{abs, rel};
        QVERIFY(!t.isValid());
        QCOMPARE(compareLoss(ref, pilot, t).verdict, Verdict::InvalidLimits);
    }

    void tokensAxisJudgesNanAndGaps()
    {
        const RunMetrics ref = run(100, 1000, [](int s) { return 3.0 - 0.01 * s; });
        // Twice the tokens per step; NaN at pilot step 30 poisons the interpolated neighbours.
        const RunMetrics nan = run(50, 2000, [](int s) { return s == 30 ? std::nan("") : 3.0 - 0.02 * s; });
        const LossComparison c = compareLoss(ref, nan, Tolerance{0.01, {}});
        QCOMPARE(c.axis, AlignAxis::Tokens);
        QCOMPARE(c.verdict, Verdict::Fail);
        QCOMPARE(c.coverage.firstPilotNonFinite, std::optional<double>(59000));
        // A pilot that logged only its steps 1-10 and 40-50 leaves a gap no interpolation may bridge.
        RunMetrics gap = run(50, 2000, [](int s) { return 3.0 - 0.02 * s; });
        RunMetrics holey;
        for (const StepPoint &p : gap.steps()) {
            if (p.step <= 10 || p.step >= 40)
                holey.addStep(p);
        }
        const LossComparison g = compareLoss(ref, holey, Tolerance{0.01, {}});
        QCOMPARE(g.verdict, Verdict::Fail);
        QCOMPARE(g.coverage.firstMissing, std::optional<double>(21000));
        QCOMPARE(g.coverage.beforeStart, 1); // reference step 1 (1000 tokens) lies before the pilot's first 2000
    }

    // Outside is outside either way, but which way it went is said: a lower validation loss or
    // a higher exact match is the pilot being better.
    void validationDeviationHasADirection()
    {
        RunMetrics ref = run(10, 0, [](int) { return 1.0; }), pilot = run(10, 0, [](int) { return 1.0; });
        addEval(ref, 10, 1.00, 0.90);
        addEval(pilot, 10, 0.80, 0.70); // lower loss (better), lower exact match (worse)
        const QList<MetricComparison> v = compareValidation(ref, pilot, 0.01);
        QCOMPARE(v.size(), 2);
        QCOMPARE(v[0].verdict, Verdict::Fail);
        QCOMPARE(v[0].pilotBetter, std::optional<bool>(true));
        QCOMPARE(v[1].verdict, Verdict::Fail);
        QCOMPARE(v[1].pilotBetter, std::optional<bool>(false));
        QCOMPARE(metricHigherIsBetter(QStringLiteral("eval_perplexity")), std::optional<bool>(false));
        QCOMPARE(metricHigherIsBetter(QStringLiteral("rougeL")), std::optional<bool>(true));
        QCOMPARE(metricHigherIsBetter(QStringLiteral("tokens_per_second")), std::nullopt);
        // Equal values have no direction.
        RunMetrics same = run(10, 0, [](int) { return 1.0; });
        addEval(same, 10, 1.00, 0.90);
        QVERIFY(!compareValidation(ref, same, 0.01)[0].pilotBetter);
    }

    void validationCoversEveryReferenceEvaluation()
    {
        RunMetrics ref = run(10, 0, [](int) { return 1.0; }), pilot = run(10, 0, [](int) { return 1.0; });
        addEval(ref, 5, 1.20, 0.50);
        addEval(ref, 10, 1.00, 0.90);
        addEval(pilot, 5, 1.25, 0.40);
        addEval(pilot, 10, 1.02, 0.88);
        addEval(pilot, 12, 0.90, 0.95); // only the pilot evaluated here: not judged
        const QList<MetricComparison> v = compareValidation(ref, pilot, 0.015);
        QCOMPARE(v.size(), 4);
        QCOMPARE(v[0].name, QStringLiteral("val_loss"));
        QCOMPARE(v[0].step, 5);
        QCOMPARE(v[2].name, QStringLiteral("val_loss"));
        QCOMPARE(v[2].step, 10);
        QCOMPARE(v[2].verdict, Verdict::Fail); // 0.02 > 0.015
        QCOMPARE(v[3].name, QStringLiteral("exact_match"));
        QCOMPARE(v[3].verdict, Verdict::Fail);
        QCOMPARE(overallVerdict(v), Verdict::Fail);
        // At 0.11 every value is inside (the largest deviation is exact_match's 0.1 at step 5).
        QCOMPARE(overallVerdict(compareValidation(ref, pilot, 0.11)), Verdict::Pass);
        // At 0.06 step 10 passes but step 5's exact_match (0.1) does not: earlier evaluations count.
        QCOMPARE(overallVerdict(compareValidation(ref, pilot, 0.06)), Verdict::Fail);
        QCOMPARE(compareValidation(ref, pilot, std::nullopt)[0].verdict, Verdict::NoLimits);
        QCOMPARE(overallVerdict(compareValidation(ref, pilot, std::nan(""))), Verdict::InvalidLimits);
        QCOMPARE(commonEvalSteps(ref, pilot), (QList<qint64>{5, 10}));
        const QList<MetricComparison> at5 = compareValidationAt(ref, pilot, 5, 0.06);
        QCOMPARE(at5.size(), 2);
        QCOMPARE(at5[0].verdict, Verdict::Pass);                      // 0.05
        QCOMPARE(at5[1].verdict, Verdict::Fail);                      // 0.1
        QVERIFY(compareValidationAt(ref, pilot, 12, 0.06).isEmpty()); // only the pilot evaluated at 12
    }

    void validationMissingOrNanIsNeverAPass()
    {
        RunMetrics ref = run(10, 0, [](int) { return 1.0; });
        addEval(ref, 5, 1.0, 0.5);
        addEval(ref, 10, 1.0, 0.9);
        // NaN val_loss at a step the pilot reached.
        RunMetrics nan = run(10, 0, [](int) { return 1.0; });
        addEval(nan, 5, 1.0, 0.5);
        addEval(nan, 10, std::nan(""), 0.9);
        QCOMPARE(overallVerdict(compareValidation(ref, nan, 0.5)), Verdict::Fail);
        // The pilot ran past step 10 but skipped the evaluation there.
        RunMetrics skipped = run(12, 0, [](int) { return 1.0; });
        addEval(skipped, 5, 1.0, 0.5);
        QList<MetricComparison> v = compareValidation(ref, skipped, 0.5);
        QCOMPARE(v.size(), 4);
        QVERIFY(v[2].missing);
        QCOMPARE(v[2].verdict, Verdict::Fail);
        // The pilot stopped at step 7: the evaluation at 10 is not reached yet.
        RunMetrics early = run(7, 0, [](int) { return 1.0; });
        addEval(early, 5, 1.0, 0.5);
        v = compareValidation(ref, early, 0.5);
        QCOMPARE(v[2].verdict, Verdict::Incomplete);
        QCOMPARE(overallVerdict(v), Verdict::Incomplete);
        // A metric the reference logs and the pilot does not.
        RunMetrics noMetric = run(10, 0, [](int) { return 1.0; });
        for (qint64 step : {5, 10}) {
            EvalPoint e;
            e.step = step;
            e.valLoss = 1.0;
            noMetric.addEval(e);
        }
        v = compareValidation(ref, noMetric, 0.5);
        QCOMPARE(v[1].name, QStringLiteral("exact_match"));
        QVERIFY(v[1].missing);
        QCOMPARE(overallVerdict(v), Verdict::Fail);
        // Loss and validation together: the worse one wins.
        const LossComparison loss = compareLoss(ref, noMetric, Tolerance{0.1, {}});
        QCOMPARE(loss.verdict, Verdict::Pass);
        QCOMPARE(overallVerdict(loss, v), Verdict::Fail);
    }
};

QTEST_GUILESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
