#pragma once

#include "pilot_core_export.h"
#include "core/project/costhorizon.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace pilot {

struct CostModel;
struct Project;

/// What the measured runs give the horizon (docs/cost.md §7).
struct PILOT_CORE_EXPORT HorizonMeasured
{
    struct PILOT_CORE_EXPORT Role
    {
        std::optional<double> costPerTraining; ///< the projection's cost of one planned training
        QString currency;
        QString costReason;
        int completed = 0;     ///< counted runs of the role that completed
        int endedAccepted = 0; ///< of them, those whose last checkpoint is an accepted training state
        QString shareReason;   ///< why the share is unknown
        std::optional<double> acceptedShare() const;
        /// cost per training / accepted share: what one accepted training state costs.
        std::optional<double> costPerAcceptedTraining() const;
        QString perAcceptedReason() const;
    };
    Role reference, pilot;
    /// The mean cost of one fallback run (the fallback role's total over its counted runs).
    std::optional<double> fallbackRunCost;
    QString fallbackCurrency, fallbackReason;
    int fallbackRuns = 0;
    /// Tokens of one planned training: training_steps × the reference job's tokens per step.
    std::optional<double> tokensPerTraining;
    QString tokensReason;
};

/// The measured inputs of the horizon from a cost model (`referenceTokensPerStep`: the reference
/// job's configured global batch in tokens, configuredTokensPerStep).
PILOT_CORE_EXPORT HorizonMeasured measuredForHorizon(const CostModel &model, const Project &project,
                                                     std::optional<double> referenceTokensPerStep);

/// One path over the horizon; every money figure in HorizonCost::currency.
struct PILOT_CORE_EXPORT PathCost
{
    HorizonPath path = HorizonPath::Gpu;
    std::optional<double> porting;             ///< one-time effort × rate
    std::optional<double> upkeepPerMonth;      ///< upkeep hours × rate
    std::optional<double> kernelPerMonth;      ///< kernel share × model upkeep × rate (0 on GPU only)
    std::optional<double> computePerMonth;     ///< trainings × measured cost per accepted training
    std::optional<double> readinessPerMonth;   ///< fallback re-check runs × measured cost of one (dual only)
    std::optional<double> perMonth;            ///< everything recurring
    std::optional<double> total;               ///< porting + months × per month
    std::optional<double> perAcceptedTraining; ///< total / (months × trainings per month)
    QStringList missing;                       ///< why a figure is unknown, one reason each

    /// The path's cumulative cost after `month` months (porting + month × per month).
    std::optional<double> after(double month) const;
};

/// Where a Trainium2 path overtakes GPU only.
struct PILOT_CORE_EXPORT BreakEven
{
    HorizonPath path = HorizonPath::Trainium2;
    std::optional<double> crossing; ///< months (≥ 0) at which its cumulative cost meets GPU only's
    std::optional<int> month;       ///< the first whole month at which it is no dearer; may lie beyond the horizon
    bool never = false;             ///< it costs at least as much every month and more at the start
    /// Cheaper at the start but dearer every month: GPU only overtakes it after this many months.
    std::optional<double> cheaperUntil;
    bool withinHorizon() const;
    std::optional<double> months; ///< the horizon, for withinHorizon()
};

/// One input's value at which the cheapest path changes, below and above its value now.
struct HorizonFlip
{
    QString key; ///< a CostHorizon key, `engineer_rate`, or a measured figure (measuredFlipKeys())
    double now = 0;
    std::optional<double> below, above;
    HorizonPath belowPath = HorizonPath::Gpu, abovePath = HorizonPath::Gpu;
};

/// The whole bill of each path over the team's horizon.
struct PILOT_CORE_EXPORT HorizonCost
{
    bool configured = false; ///< the project has a cost horizon
    QMap<QString, Assumption> inputs; ///< the horizon's assumptions as the project holds them
    std::optional<double> months, trainingsPerMonth;
    bool fromTokens = false; ///< trainings per month from tokens_per_month
    std::optional<double> engineerRate;
    QString currency;
    std::array<PathCost, 3> paths; ///< horizonPaths() order
    QList<BreakEven> breakEvens;   ///< Trainium2 only, dual operation
    /// The cheapest path over the horizon; empty while any path's total is unknown.
    std::optional<HorizonPath> cheapest;
    QStringList incomplete; ///< why there is no verdict
    QList<HorizonFlip> sensitivity;
    /// Kernel upkeep hours a month each Trainium2 path carries (kernel share × model upkeep).
    std::optional<double> kernelShare, kernelHoursPerMonth;
    HorizonMeasured measured;

    const PathCost &path(HorizonPath p) const { return paths.at(size_t(p)); }
    /// The measured figures a flip can name: reference_cost_per_accepted_training,
    /// pilot_cost_per_accepted_training, fallback_run_cost.
    static QStringList measuredFlipKeys();
};

/// Costs every path over `horizon` from the measured figures and the engineering rate (with the
/// currency the amortisation inputs name). Unknown inputs keep figures unknown with the reason;
/// nothing defaults. Pure computation.
PILOT_CORE_EXPORT HorizonCost costOverHorizon(const CostHorizon &horizon, std::optional<double> engineerRate, const QString &rateCurrency,
                                              const HorizonMeasured &measured);

/// The project's own horizon costed from `measured`, with the engineering rate and currency of
/// its amortisation inputs: what the cost model and the Cost stage's edits both work out.
PILOT_CORE_EXPORT HorizonCost costOverHorizon(const Project &project, const HorizonMeasured &measured);

} // namespace pilot
