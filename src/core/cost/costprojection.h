#pragma once

#include "pilot_core_export.h"
#include "core/cost/phasechain.h"
#include "core/cost/pricetable.h"
#include "core/project/project.h"

#include <QList>
#include <QString>

#include <optional>

namespace pilot {

/// One input of the projection and where it comes from ("measured: 3 runs of role pilot",
/// "project: profile.training_steps", "price table: trn2-od").
struct ProjectionInput
{
    QString name;
    std::optional<double> value;
    QString source;
};

/// The planned training projected for one role from its measured runs (docs/cost.md):
///   seconds = fixed + steps × secondsPerStep × (1 + overheadShare)
/// fixed: environment + first_step + compile per run (mean over the role's runs);
/// secondsPerStep: train seconds / steps trained; overheadShare: (checkpoint_write + restart +
/// lost + validation + other) / train seconds.
struct RoleProjection
{
    RunRole role = RunRole::Reference;
    std::optional<double> fixedSeconds, compileSeconds, secondsPerStep, overheadShare, lostShare;
    std::optional<double> secondsPerTraining, costPerTraining, costPerYear;
    std::optional<double> pricePerHour, units;
    QString priceId, platform, unit, currency;
    QString reason; ///< why a figure is missing
    QList<ProjectionInput> inputs;
};

/// What changes when one input changes (sensitivity): the pilot's cost per training, and the
/// break-even that follows from it.
struct Sensitivity
{
    QString key; ///< compile_cache_warm | failure_rate_halved | failure_rate_doubled | pricing:<kind>
    QString label;
    std::optional<double> pilotCostPerTraining;
    std::optional<double> breakEvenTrainings;
    QString reason;
};

/// The two break-evens and how they relate (docs/cost.md): the Plan's amortisation calculator
/// works from assumptions before the pilot, in reference GPU hours; the projection from the
/// measured runs after it, in trainings. Both weigh the same preparation cost.
struct BreakEvenStory
{
    bool assumptionsComplete = false;        ///< every input of the calculator has a value
    std::optional<double> assumedGpuHours;   ///< the calculator's break-even; empty when it has none
    std::optional<double> assumedThroughput; ///< the relative throughput the calculator assumes
    /// Instance hours one planned training takes, measured (seconds per training × units), per
    /// role; empty unless the role's price is per instance hour.
    std::optional<double> referenceHoursPerTraining, pilotHoursPerTraining;
    std::optional<double> measuredThroughput; ///< reference hours / pilot hours per training
    std::optional<double> assumedTrainings;   ///< the calculator's break-even counted in measured trainings
};

/// A projection, never a measurement: every figure lists its inputs.
struct CostProjection
{
    std::optional<qint64> trainingSteps, trainingsPerYear;
    RoleProjection reference, pilot;
    std::optional<double> preparationCost; ///< from the amortisation calculator's assumptions
    QString preparationReason;
    std::optional<double> savingPerTraining; ///< reference − pilot, per training
    std::optional<double> breakEvenTrainings, breakEvenYears;
    QString breakEvenReason;
    BreakEvenStory story;
    QList<Sensitivity> sensitivity;
};

/// One run's chain and the price it ran at, as the projection takes them.
struct MeasuredRun
{
    RunRole role = RunRole::Reference;
    const RunPhaseChain *chain = nullptr;
    const PriceEntry *price = nullptr;
    std::optional<double> units;
};

/// What the Cost stage's what-if controls change in the pilot's measured inputs.
struct WhatIf
{
    bool compileCacheWarm = false; ///< repeated runs compile nothing: the compile seconds per run drop out
    double failureRateFactor = 1;  ///< the lost and repeated time as measured × this (0: none)
    QString priceId;               ///< another entry of the price table (same platform, unit, currency); empty: as measured
};

/// The pilot's price entries a what-if may switch to: those of the price table on the pilot's
/// platform, unit and currency that have a figure, the one it was measured at first.
PILOT_CORE_EXPORT QList<const PriceEntry *> whatIfPrices(const CostProjection &measured, const PriceTable *table);

/// The projection with the pilot's inputs changed as `whatIf` says: its cost per training and
/// year, the saving and break-even follow. Every changed input is added to the pilot's inputs,
/// marked as a what-if, so the figure stays traceable; a price the table does not hold (or on
/// another platform, unit or currency) makes the cost unknown, with the reason. Unchanged when
/// the pilot has no measured seconds per step. Pure computation.
PILOT_CORE_EXPORT CostProjection projectPilotWhatIf(const CostProjection &measured, const PriceTable *table, const WhatIf &whatIf);

/// Projects the planned training (`project.profile`: training_steps, expected_experiments) from
/// the measured runs, and the break-even against the preparation cost of the amortisation
/// assumptions. Pure computation.
PILOT_CORE_EXPORT CostProjection projectCost(const Project &project, const QList<MeasuredRun> &runs, const PriceTable *table);

} // namespace pilot
