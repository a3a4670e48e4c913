#pragma once

#include "pilot_core_export.h"
#include "core/cost/acceptedstates.h"
#include "core/cost/costprojection.h"
#include "core/cost/horizoncost.h"
#include "core/cost/phasechain.h"
#include "core/cost/pricetable.h"
#include "core/project/project.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>

namespace pilot {

/// Seconds and cost of one phase (of a run, or summed over a role's runs).
struct PhaseCost
{
    QString name;
    std::optional<double> seconds;
    std::optional<double> cost; ///< hours × price × units; empty when seconds or the price are unknown
};

/// One run of the project with its chain, its price and its accepted states.
struct RunCost
{
    QString path; ///< as the project's run list writes it
    QString runDir;
    QString label;
    RunRole role = RunRole::Reference;
    RunPhaseChain chain;
    std::optional<PriceEntry> price;
    QString priceFrom; ///< "runs:<path>" or "targets:<target>": which mapping named it
    std::optional<double> units;
    QString priceProblem; ///< why the run has no usable price (empty when it has one)
    QList<PhaseCost> phases; ///< chainPhaseNames() order
    std::optional<double> total; ///< billed hours × price × units
    QString totalReason;
    AcceptedStates accepted;
    QString leftOut; ///< why the project leaves it out of its role's cost (ProjectRun::leftOutOfCost); empty: counted
};

/// A run the project leaves out of its role's cost, and why.
struct LeftOutRun
{
    QString path, label, reason;
};

/// A run that moves its role's projected figure: without it, the planned training of the role
/// would take `without` seconds instead of `with` (a 20-second aborted launch test that makes
/// the overhead share look four times as large). Only runs that did not complete are weighed.
struct CostDistortion
{
    QString path, label, status;
    std::optional<double> billedSeconds;
    double with = 0, without = 0; ///< the role's projected seconds per training
};

/// A role's runs together: every run, failed and repeated ones included.
struct RoleCost
{
    RunRole role = RunRole::Reference;
    int runs = 0;
    QString currency;
    QList<PhaseCost> phases;
    std::optional<double> billedSeconds;
    std::optional<double> total;
    QString totalReason;
    std::optional<int> acceptedStates;
    QString acceptedReason;
    std::optional<double> costPerAcceptedState;
    QString perStateReason;
    /// Runs left out of the role's cost by the project, with why: not in any figure above.
    QList<LeftOutRun> leftOut;
    /// Counted runs that move the role's projection by a fifth or more (kDistortionShare).
    QList<CostDistortion> distortions;
};

/// How far a run must move its role's projected seconds per training to be named beside it.
inline constexpr double kDistortionShare = 0.2;

struct PILOT_CORE_EXPORT CostModel
{
    QString priceTableFile;     ///< absolute; empty when the project names none
    QStringList priceTableErrors; ///< the table could not be read: located errors
    bool priceTableOutside = false; ///< the project names a table outside its folder: not read (priceTableFile as written)
    std::optional<PriceTable> table;
    QList<RunCost> runs;
    QList<RoleCost> roles; ///< reference, pilot, fallback
    /// Prices used that lack a source or a date: assumptions nobody confirmed, by entry id.
    QStringList unconfirmedPrices;
    CostProjection projection;
    /// Every path's whole bill over the project's cost horizon (docs/cost.md §7).
    HorizonCost horizon;
    bool cancelled = false;

    const RoleCost *role(RunRole r) const;
};

struct CostModelOptions
{
    CheckpointCheck check; ///< verifyCheckpoint when empty
    const std::atomic_bool *cancel = nullptr;
};

/// The cost model of `project` (its file's folder `projectFolder`): reads every run folder, the
/// price table and every checkpoint (checksummed). Call it on a worker thread; `cancel` stops it.
PILOT_CORE_EXPORT CostModel buildCostModel(const Project &project, const QString &projectFolder, const CostModelOptions &options = {});

} // namespace pilot
