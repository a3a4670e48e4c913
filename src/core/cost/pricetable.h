#pragma once

#include "pilot_core_export.h"
#include "core/support/diagnostic.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// One price of a team's price table (`migration-pilot/prices@1`, docs/cost.md). The team
/// fills it in; the program ships none.
struct PriceEntry
{
    QString id;
    QString label;
    QString platform;    ///< gpu | trainium2 | other
    QString unit;        ///< instance_hour | chip_hour | device_hour
    std::optional<double> pricePerHour; ///< per unit and hour; empty while the team has not filled it in
    QString currency;    ///< e.g. EUR, USD
    QString pricingKind; ///< on_demand | reserved | savings_plan | spot | internal_rate
    QString source;      ///< where the figure comes from (price list, contract, …)
    std::optional<QDate> date; ///< when the figure was taken
    int line = 0;        ///< where the entry starts in its file (1-based)

    /// A price without both its source and its date is an assumption nobody confirmed.
    bool confirmed() const { return pricePerHour && !source.isEmpty() && date; }
};

struct PILOT_CORE_EXPORT PriceTable
{
    QString file;
    QList<PriceEntry> entries;

    const PriceEntry *find(const QString &id) const;

    static QStringList platforms();    ///< gpu, trainium2, other
    static QStringList units();        ///< instance_hour, chip_hour, device_hour
    static QStringList pricingKinds(); ///< on_demand, reserved, savings_plan, spot, internal_rate

    /// The largest price per unit and hour a table may say: far above any instance's list price
    /// in any currency of such prices (a 96-GPU rack is not one unit), far below a typing slip.
    static constexpr double kMaxPricePerHour = 1e6;

    /// Every problem located as "file:line:col: prices[2].unit: expected …"; nullopt on errors.
    static std::optional<PriceTable> parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics);
    static std::optional<PriceTable> load(const QString &path, Diagnostics *diagnostics);
};

} // namespace pilot
