#include "core/results/pilotverdict.h"

#include "core/cost/costmodel.h"
#include "core/runs/runmetrics.h"

#include <algorithm>
#include <cmath>

namespace pilot {

PilotRunFacts pilotRunFacts(const RunMetrics &pilot)
{
    PilotRunFacts facts;
    facts.state = runState(pilot);
    for (const EvalPoint &e : pilot.evals()) {
        for (const auto &metric : e.metrics) {
            if (metric.first == QLatin1String("exact_match") && std::isfinite(metric.second)) {
                facts.outputQuality = metric.second;
                facts.outputQualityStep = e.step;
            }
        }
    }
    const double started = pilot.starts().isEmpty() ? kNoValue : pilot.starts().constFirst().t;
    double first = kNoValue;
    for (const CheckpointEvent &c : pilot.checkpoints()) {
        if (std::isfinite(c.t) && !(c.t >= first))
            first = c.t;
    }
    if (std::isfinite(started) && std::isfinite(first) && first >= started)
        facts.firstCheckpointSeconds = first - started;
    return facts;
}

namespace {

// A measured value against an upper limit (restart and checkpoint times: lower is better).
PilotCriterion atMost(const QString &key, std::optional<double> limit, std::optional<double> measured, const QString &missing)
{
    PilotCriterion c{key, Verdict::Incomplete, limit, measured, QString()};
    if (!measured)
        c.reason = missing;
    else if (!limit)
        c.reason = QStringLiteral("no_limit");
    else
        c.verdict = *measured <= *limit ? Verdict::Pass : Verdict::Fail;
    return c;
}

PilotCriterion outputQuality(const AcceptanceLimits &limits, const PilotRunFacts &pilot)
{
    PilotCriterion c{QStringLiteral("output_quality"), Verdict::Incomplete, limits.outputQualityMin, pilot.outputQuality, QString()};
    if (!pilot.outputQuality)
        c.reason = QStringLiteral("no_quality");
    else if (!limits.outputQualityMin)
        c.reason = QStringLiteral("no_limit");
    else if (*pilot.outputQuality < *limits.outputQualityMin)
        c.verdict = Verdict::Fail; // below the threshold already: more training may change it, this run did not
    else if (pilot.state != MetricsRunState::Completed)
        c.reason = QStringLiteral("pilot_unfinished"); // its last evaluation need not be its final one
    else
        c.verdict = Verdict::Pass;
    return c;
}

PilotCriterion restore(const std::optional<DrillResult> &drill)
{
    PilotCriterion c{QStringLiteral("restore"), Verdict::Incomplete, std::nullopt, std::nullopt, QString()};
    if (!drill) {
        c.reason = QStringLiteral("no_drill");
        return c;
    }
    // A drill that did not complete, or compared nothing, proves nothing (docs/drill.md).
    if (drill->jump.verdict == JumpCheck::Verdict::Failed && drill->completed)
        c.verdict = Verdict::Fail;
    else if (drill->jump.verdict == JumpCheck::Verdict::Passed && drill->completed && drill->jump.comparedSteps > 0)
        c.verdict = Verdict::Pass;
    else
        c.reason = QStringLiteral("drill_incomplete");
    if (drill->jump.comparedSteps > 0)
        c.measured = drill->jump.worstRelative;
    return c;
}

PilotCriterion restartTime(const AcceptanceLimits &limits, const std::optional<DrillResult> &drill)
{
    if (!drill || drill->interruptions.isEmpty())
        return atMost(QStringLiteral("restart_time"), limits.restartTimeS, std::nullopt, QStringLiteral("no_drill"));
    double worst = 0;
    for (const DrillInterruption &i : drill->interruptions) {
        if (!std::isfinite(i.restartSeconds))
            return atMost(QStringLiteral("restart_time"), limits.restartTimeS, std::nullopt, QStringLiteral("not_seen"));
        worst = std::max(worst, i.restartSeconds);
    }
    return atMost(QStringLiteral("restart_time"), limits.restartTimeS, worst, QString());
}

PilotCriterion firstCheckpoint(const AcceptanceLimits &limits, const PilotRunFacts &pilot)
{
    PilotCriterion c = atMost(QStringLiteral("time_to_first_checkpoint"), limits.timeToFirstCheckpointS, pilot.firstCheckpointSeconds,
                              pilot.state == MetricsRunState::Running ? QStringLiteral("pilot_unfinished")
                                                                      : QStringLiteral("no_checkpoint"));
    // A pilot that ended without a checkpoint never had a state to restart from.
    if (!pilot.firstCheckpointSeconds && pilot.state != MetricsRunState::Running && pilot.state != MetricsRunState::Unknown)
        c.verdict = Verdict::Fail;
    return c;
}

PilotCriterion costPerState(const RoleCost *reference, const RoleCost *pilot)
{
    PilotCriterion c{QStringLiteral("cost_per_accepted_state"), Verdict::Incomplete, std::nullopt, std::nullopt, QString()};
    if (reference)
        c.limit = reference->costPerAcceptedState;
    if (pilot)
        c.measured = pilot->costPerAcceptedState;
    if (!c.limit || !c.measured)
        c.reason = QStringLiteral("cost_unknown");
    else if (reference->currency != pilot->currency)
        c.reason = QStringLiteral("currencies_differ"); // no exchange rate is guessed
    else
        c.verdict = *c.measured <= *c.limit ? Verdict::Pass : Verdict::Fail;
    return c;
}

} // namespace

PilotVerdict judgePilot(const AcceptanceLimits &limits, const LossComparison &loss, const QList<MetricComparison> &validation,
                        const PilotRunFacts &pilot, const std::optional<DrillResult> &drill, const RoleCost *referenceCost,
                        const RoleCost *pilotCost)
{
    PilotVerdict v;
    // The band is the larger of the absolute and the relative deviation (Tolerance::lossOf):
    // the limit shown is the one that is set, the relative one when both are.
    PilotCriterion lossCriterion{QStringLiteral("loss"), loss.verdict,
                                 limits.lossDeviationRel ? limits.lossDeviationRel : limits.lossDeviationAbs, std::nullopt, QString()};
    if (loss.finitePoints() > 0)
        lossCriterion.measured = loss.maxRel;
    v.criteria << lossCriterion;
    v.criteria << PilotCriterion{QStringLiteral("validation"), overallVerdict(validation), limits.validationMetricDeviation, std::nullopt,
                                 QString()};
    v.criteria << outputQuality(limits, pilot) << restore(drill) << restartTime(limits, drill) << firstCheckpoint(limits, pilot)
               << costPerState(referenceCost, pilotCost);
    bool failed = false, passed = true;
    for (const PilotCriterion &c : v.criteria) {
        failed = failed || c.verdict == Verdict::Fail;
        passed = passed && c.verdict == Verdict::Pass;
    }
    v.overall = failed ? Verdict::Fail : passed ? Verdict::Pass : Verdict::Incomplete;
    return v;
}

} // namespace pilot
