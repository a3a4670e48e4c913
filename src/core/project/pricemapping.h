#pragma once

#include "pilot_core_export.h"

#include <QMap>
#include <QString>

#include <optional>

namespace YAML {
class Node;
}

namespace pilot {

class YamlFields;

/// The price a run is charged at: an entry of the project's price table and how many of the
/// entry's units (instances, chips, devices) the run held.
struct PriceRef
{
    QString price; ///< the entry's id in the price table
    /// Units held; empty in the short form `runs/pilot: trn2-od`, which means one unit of an
    /// instance_hour price and is not enough for a chip or device price (docs/cost.md).
    std::optional<double> units;
    /// The most instances, chips or devices one run is charged for (a large cluster's worth).
    static constexpr double kMaxUnits = 100000;

    bool operator==(const PriceRef &o) const { return price == o.price && units == o.units; }
    bool operator!=(const PriceRef &o) const { return !(*this == o); }
};

/// The project's `prices:` section: which price each run, or each target, is charged at. A
/// run's own entry wins over its target's. The table itself is `price_table`.
struct PriceMapping
{
    QMap<QString, PriceRef> runs;    ///< by the run's path as the project's run list writes it
    QMap<QString, PriceRef> targets; ///< by LaunchTarget::toString() (local, ssh://u@h:22, slurm:p)

    bool isEmpty() const { return runs.isEmpty() && targets.isEmpty(); }
    bool operator==(const PriceMapping &o) const { return runs == o.runs && targets == o.targets; }
    bool operator!=(const PriceMapping &o) const { return !(*this == o); }
};

/// Reads `prices` of a project file's `root`, every problem located; unknown keys warned and
/// kept by the writer.
PILOT_CORE_EXPORT void readPriceMapping(const YAML::Node &root, YamlFields &fields, PriceMapping *mapping);

/// Writes `mapping` into `root` in place: known keys set or removed, others kept; an empty
/// mapping without other keys removes the section.
PILOT_CORE_EXPORT void writePriceMapping(YAML::Node &root, const PriceMapping &mapping);

} // namespace pilot
