#pragma once

#include "pilot_core_export.h"
#include "core/compare/runcomparison.h"
#include "core/drill/drillresult.h"
#include "core/project/project.h"

#include <QList>
#include <QString>

#include <optional>

namespace pilot {

class RunMetrics;
struct RoleCost;

/// What the complete pilot verdict needs of the pilot run beyond the loss and validation
/// comparison, read from its metrics once (pilotRunFacts).
struct PilotRunFacts
{
    MetricsRunState state = MetricsRunState::Unknown;
    /// The output quality: `exact_match` of the pilot's last evaluation that reports it — the
    /// share of evaluation prompts whose output is the expected one (docs/job-interface.md §5).
    std::optional<double> outputQuality;
    qint64 outputQualityStep = -1;
    /// From the first attempt's run_start to the first checkpoint the run kept (seconds).
    std::optional<double> firstCheckpointSeconds;
};

PILOT_CORE_EXPORT PilotRunFacts pilotRunFacts(const RunMetrics &pilot);

/// One criterion of the complete pilot verdict: seed 1 lets a pilot pass or fail on the loss
/// curve, validation, output quality, restore and operating times together.
struct PilotCriterion
{
    /// loss | validation | output_quality | restore | restart_time | time_to_first_checkpoint |
    /// cost_per_accepted_state
    QString key;
    Verdict verdict = Verdict::Incomplete;
    std::optional<double> limit;    ///< the locked limit it is judged against, when it has one
    std::optional<double> measured; ///< the measured value, when there is one
    /// Why it is not a pass when the figures alone do not say: no_drill, drill_incomplete,
    /// no_quality, pilot_unfinished, no_checkpoint, not_seen, no_limit, cost_unknown,
    /// currencies_differ.
    QString reason;
};

struct PilotVerdict
{
    QList<PilotCriterion> criteria;
    /// Pass only when every criterion passes; Fail when one fails; otherwise Incomplete (a
    /// missing limit included: a pilot is never passed on a criterion nobody set).
    Verdict overall = Verdict::Incomplete;
};

/// The complete pilot verdict from the comparison with the reference (`loss`, `validation`),
/// the pilot's own facts, the drill kept with the pilot (none: nothing restored), the
/// project's acceptance limits and the cost per accepted training state of both roles (the
/// guide's economic rule: the pilot passes when its cost per accepted state is at most the
/// reference's; null: not worked out). Never kinder than the data: anything not measured is
/// Incomplete, never a pass.
PILOT_CORE_EXPORT PilotVerdict judgePilot(const AcceptanceLimits &limits, const LossComparison &loss,
                                          const QList<MetricComparison> &validation, const PilotRunFacts &pilot,
                                          const std::optional<DrillResult> &drill, const RoleCost *referenceCost = nullptr,
                                          const RoleCost *pilotCost = nullptr);

} // namespace pilot
