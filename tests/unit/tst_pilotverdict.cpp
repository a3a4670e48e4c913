// The complete pilot verdict, in situations written from the decision guide and seed 1: a
// pilot passes or fails on loss curve, validation, output quality, restore and operating
// times together, and is never passed on what was not measured or has no limit.
#include "core/cost/costmodel.h"
#include "core/results/pilotverdict.h"
#include "core/runs/runmetrics.h"

#include <QtTest>

using namespace pilot;

namespace {

AcceptanceLimits limits()
{
    AcceptanceLimits l;
    l.lossDeviationAbs = 0.05;
    l.lossDeviationRel = 0.03;
    l.validationMetricDeviation = 0.01;
    l.restartTimeS = 900;
    l.timeToFirstCheckpointS = 5400;
    l.outputQualityMin = 0.92;
    return l;
}

LossComparison lossInside()
{
    LossComparison loss;
    loss.verdict = Verdict::Pass;
    return loss;
}

QList<MetricComparison> validationInside()
{
    MetricComparison m;
    m.name = QStringLiteral("val_loss");
    m.verdict = Verdict::Pass;
    return {m};
}

PilotRunFacts completedPilot(double quality, double firstCheckpoint)
{
    PilotRunFacts f;
    f.state = MetricsRunState::Completed;
    f.outputQuality = quality;
    f.outputQualityStep = 3000;
    f.firstCheckpointSeconds = firstCheckpoint;
    return f;
}

DrillResult passedDrill(double restartSeconds)
{
    DrillResult d;
    d.completed = true;
    d.jump.verdict = JumpCheck::Verdict::Passed;
    d.jump.exact = true;
    d.jump.comparedSteps = 24;
    DrillInterruption i;
    i.atStep = 6;
    i.restartSeconds = restartSeconds;
    d.interruptions << i;
    return d;
}

RoleCost roleCost(RunRole role, double perState, const char *currency = "EUR")
{
    RoleCost c;
    c.role = role;
    c.currency = QString::fromLatin1(currency);
    c.costPerAcceptedState = perState;
    return c;
}

const PilotCriterion &criterion(const PilotVerdict &v, const char *key)
{
    for (const PilotCriterion &c : v.criteria) {
        if (c.key == QLatin1String(key))
            return c;
    }
    qFatal("no criterion %s", key);
}

} // namespace

class TestPilotVerdict : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void passesOnlyOnEveryCriterion()
    {
        // Loss and validation inside, 94 % exact match over a 92 % threshold, a drill that
        // resumed bit for bit within 2 minutes, the first checkpoint after an hour.
        // And each accepted state costs less on the pilot platform (8 against 10).
        const RoleCost ref = roleCost(RunRole::Reference, 10), pil = roleCost(RunRole::Pilot, 8);
        const PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), passedDrill(120), &ref, &pil);
        QCOMPARE(v.criteria.size(), 7);
        for (const PilotCriterion &c : v.criteria)
            QVERIFY2(c.verdict == Verdict::Pass, qPrintable(c.key));
        QCOMPARE(v.overall, Verdict::Pass);
    }

    void costIsComparedPerAcceptedState()
    {
        // "Compare cost per accepted training state, not instance-hours": a pilot whose accepted
        // state costs more than the reference's fails on cost, whatever else passes.
        const RoleCost ref = roleCost(RunRole::Reference, 10);
        RoleCost pil = roleCost(RunRole::Pilot, 12);
        PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), passedDrill(120), &ref, &pil);
        QCOMPARE(criterion(v, "cost_per_accepted_state").verdict, Verdict::Fail);
        QCOMPARE(v.overall, Verdict::Fail);
        // No accepted state (no figure), or no cost worked out: never a pass.
        pil.costPerAcceptedState.reset();
        v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), passedDrill(120), &ref, &pil);
        QCOMPARE(criterion(v, "cost_per_accepted_state").reason, QStringLiteral("cost_unknown"));
        QCOMPARE(judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), passedDrill(120)).overall,
                 Verdict::Incomplete);
        // Prices in two currencies: no exchange rate is guessed.
        const RoleCost usd = roleCost(RunRole::Pilot, 1, "USD");
        v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), passedDrill(120), &ref, &usd);
        QCOMPARE(criterion(v, "cost_per_accepted_state").reason, QStringLiteral("currencies_differ"));
        QCOMPARE(v.overall, Verdict::Incomplete);
    }

    void aRunThatWorksWithoutADrillIsNoPass()
    {
        // "A deliberate abort is followed by a restart without an unexplained jump": without the
        // drill, nothing shows that the state survives.
        const PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), std::nullopt);
        QCOMPARE(criterion(v, "restore").verdict, Verdict::Incomplete);
        QCOMPARE(criterion(v, "restore").reason, QStringLiteral("no_drill"));
        QCOMPARE(criterion(v, "restart_time").verdict, Verdict::Incomplete);
        QCOMPARE(v.overall, Verdict::Incomplete);
    }

    void outputQualityBelowTheAgreedThresholdFails()
    {
        // Same loss curve, but 90 % exact match against the agreed 92 %.
        const PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.90, 3600), passedDrill(120));
        QCOMPARE(criterion(v, "output_quality").verdict, Verdict::Fail);
        QCOMPARE(criterion(v, "output_quality").measured.value_or(0), 0.90);
        QCOMPARE(v.overall, Verdict::Fail);
    }

    void aRestartSlowerThanTheLockedLimitFails()
    {
        const PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), passedDrill(1200));
        QCOMPARE(criterion(v, "restart_time").verdict, Verdict::Fail);
        QCOMPARE(criterion(v, "restart_time").measured.value_or(0), 1200.0);
        QCOMPARE(v.overall, Verdict::Fail);
    }

    void aJumpAfterTheRestartFails()
    {
        DrillResult d = passedDrill(120);
        d.jump.verdict = JumpCheck::Verdict::Failed;
        d.jump.worstRelative = 0.2;
        const PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), d);
        QCOMPARE(criterion(v, "restore").verdict, Verdict::Fail);
        QCOMPARE(v.overall, Verdict::Fail);
    }

    void aDrillThatDidNotFinishProvesNothing()
    {
        // A "passed" written by a drill that did not complete, or compared no step, is not a pass.
        DrillResult d = passedDrill(120);
        d.completed = false;
        QCOMPARE(criterion(judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), d), "restore").verdict,
                 Verdict::Incomplete);
        d = passedDrill(120);
        d.jump.comparedSteps = 0;
        QCOMPARE(criterion(judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), d), "restore").verdict,
                 Verdict::Incomplete);
        d = passedDrill(qQNaN()); // the resumed attempt's first step was never seen
        const PilotCriterion restart = criterion(judgePilot(limits(), lossInside(), validationInside(), completedPilot(0.94, 3600), d), "restart_time");
        QCOMPARE(restart.verdict, Verdict::Incomplete);
        QCOMPARE(restart.reason, QStringLiteral("not_seen"));
    }

    void noLimitNoPass()
    {
        // Acceptance limits are fixed before any run; a criterion without one cannot pass.
        AcceptanceLimits l = limits();
        l.outputQualityMin.reset();
        l.restartTimeS.reset();
        const PilotVerdict v = judgePilot(l, lossInside(), validationInside(), completedPilot(0.99, 60), passedDrill(10));
        QCOMPARE(criterion(v, "output_quality").reason, QStringLiteral("no_limit"));
        QCOMPARE(criterion(v, "restart_time").reason, QStringLiteral("no_limit"));
        QCOMPARE(v.overall, Verdict::Incomplete);
    }

    void aRunningPilotIsProvisional()
    {
        PilotRunFacts f = completedPilot(0.95, 3600);
        f.state = MetricsRunState::Running;
        const PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), f, passedDrill(120));
        QCOMPARE(criterion(v, "output_quality").reason, QStringLiteral("pilot_unfinished"));
        QCOMPARE(v.overall, Verdict::Incomplete);
    }

    void aPilotThatEndedWithoutACheckpointFails()
    {
        PilotRunFacts f = completedPilot(0.95, 0);
        f.firstCheckpointSeconds.reset();
        const PilotVerdict v = judgePilot(limits(), lossInside(), validationInside(), f, passedDrill(120));
        QCOMPARE(criterion(v, "time_to_first_checkpoint").verdict, Verdict::Fail);
        QCOMPARE(criterion(v, "time_to_first_checkpoint").reason, QStringLiteral("no_checkpoint"));
    }

    void aLossOutsideTheBandFailsWhateverElsePasses()
    {
        LossComparison loss;
        loss.verdict = Verdict::Fail;
        QCOMPARE(judgePilot(limits(), loss, validationInside(), completedPilot(0.99, 60), passedDrill(10)).overall, Verdict::Fail);
        loss.verdict = Verdict::Incomplete; // a NaN in the pilot's curve
        QCOMPARE(judgePilot(limits(), loss, validationInside(), completedPilot(0.99, 60), passedDrill(10)).overall, Verdict::Incomplete);
        QCOMPARE(judgePilot(limits(), lossInside(), {}, completedPilot(0.99, 60), passedDrill(10)).overall, Verdict::Incomplete); // no validation
    }

    void factsFromThePilotsEvents()
    {
        RunMetrics m;
        RunStartInfo start;
        start.t = 1000;
        m.addRunStart(start);
        CheckpointEvent c;
        c.step = 100;
        c.t = 1450;
        m.addCheckpoint(c);
        EvalPoint e;
        e.step = 100;
        e.t = 1500;
        e.metrics = {{QStringLiteral("exact_match"), 0.5}};
        m.addEval(e);
        e.step = 200;
        e.metrics = {{QStringLiteral("exact_match"), qQNaN()}}; // no value: the earlier one stands
        m.addEval(e);
        e.step = 300;
        e.metrics = {{QStringLiteral("bleu"), 0.7}};
        m.addEval(e);
        RunEndInfo end;
        end.t = 2000;
        end.status = QStringLiteral("completed");
        m.setRunEnd(end);
        const PilotRunFacts f = pilotRunFacts(m);
        QCOMPARE(f.state, MetricsRunState::Completed);
        QCOMPARE(f.outputQuality.value_or(-1), 0.5);
        QCOMPARE(f.outputQualityStep, 100);
        QCOMPARE(f.firstCheckpointSeconds.value_or(-1), 450.0);
    }
};

QTEST_GUILESS_MAIN(TestPilotVerdict)
#include "tst_pilotverdict.moc"
