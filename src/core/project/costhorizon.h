#pragma once

#include "pilot_core_export.h"
#include "core/calculators/assumptions.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace YAML {
class Node;
}

namespace pilot {

class YamlFields;

/// The three ways a team can go on after the pilot (the decision guide's scenario matrix).
enum class HorizonPath { Gpu, Trainium2, Dual };

/// "gpu", "trainium2", "dual": the path's key in the project file.
PILOT_CORE_EXPORT QString horizonPathKey(HorizonPath path);
/// The three paths, GPU only first.
PILOT_CORE_EXPORT QList<HorizonPath> horizonPaths();

/// The team's cost horizon (`cost_horizon`, docs/cost.md §7): how long it plans, how much it
/// trains, and what each path costs in engineering hours besides its compute, every figure a
/// labelled assumption with its source and date. The engineering rate is the amortisation
/// calculator's `engineer_rate` (one figure for both).
///
/// Keys (inputs): `months`, `trainings_per_month` or `tokens_per_month`,
/// `model_upkeep_hours_per_month`, `kernel_share`, and per path (`gpu.`, `trainium2.`, `dual.`)
/// `porting_hours` and `upkeep_hours_per_month`; `dual.fallback_runs_per_month`.
struct PILOT_CORE_EXPORT CostHorizon
{
    QMap<QString, Assumption> inputs; ///< by key (keys())

    /// Every key, in the order the Cost stage lists them.
    static QStringList keys();
    /// The keys that belong to `path` ("gpu.porting_hours", …).
    static QStringList pathKeys(HorizonPath path);
    /// A key in `language` ("de", else English), as the record writes it: "Planning period
    /// (months)"; the key when unknown.
    static QString title(const QString &key, const QString &language);
    /// What a key's figure counts, in `language`.
    static QString explanation(const QString &key, const QString &language);
    /// Why `value` is not acceptable for `key` (empty when it is): the bounds of boundsOf(),
    /// whole months.
    static QString check(const QString &key, double value);
    static double maximum(const QString &key);

    std::optional<double> value(const QString &key) const;
    bool isEmpty() const;
    bool operator==(const CostHorizon &other) const;
    bool operator!=(const CostHorizon &other) const { return !(*this == other); }
};

/// Reads `cost_horizon` of a project file's `root` into `horizon`, every problem located
/// (file:line:column and the key's path): unknown keys with "did you mean", values out of their
/// bounds, dates that are none, both `trainings_per_month` and `tokens_per_month`.
PILOT_CORE_EXPORT void readCostHorizon(const YAML::Node &root, YamlFields &fields, CostHorizon *horizon);

/// Writes `horizon` into `root` in place; an empty horizon removes the section.
PILOT_CORE_EXPORT void writeCostHorizon(YAML::Node &root, const CostHorizon &horizon);

/// Reads one labelled assumption `{value, label, source, date}` at `where` (`extraKeys` are
/// allowed beside them and read by the caller; unknown keys are refused when `strict`).
/// `check` says why a value is refused.
PILOT_CORE_EXPORT Assumption readAssumptionEntry(const YAML::Node &node, YamlFields &fields, const QString &where,
                                                 const std::function<QString(double)> &check, bool strict,
                                                 const QStringList &extraKeys = {});
/// Writes value, label, source and date of `a` into `item` (a map), removing those it lacks.
PILOT_CORE_EXPORT void writeAssumptionEntry(YAML::Node &item, const Assumption &a);

} // namespace pilot
