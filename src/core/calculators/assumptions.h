#pragma once

#include "pilot_core_export.h"
#include "core/calculators/amortisation.h"
#include "core/calculators/memoryestimate.h"

#include <QDate>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// A number the team assumes, with the label that says where it comes from ("p5.48xlarge
/// on-demand, Nov 2026 price list", "measured in pilot run trn2-03").
struct Assumption
{
    std::optional<double> value;
    QString label;
    /// The id of a price table entry the figure is taken from (only for the two prices): the
    /// project then holds no value of its own, so a price lives in one place. Filled in from the
    /// table by pricedAssumptions() (core/cost/assumedprices.h).
    QString price;
    /// Where the figure comes from and when it was taken, as for a price: an assumption with
    /// both is confirmed; without, the Cost stage and the record mark it as unconfirmed.
    QString source = {};
    std::optional<QDate> date = {};

    bool confirmed() const { return value && !source.isEmpty() && date; }
    bool isEmpty() const { return !value && label.isEmpty() && price.isEmpty() && source.isEmpty() && !date; }
};

/// The calculators' inputs as the project keeps them (`assumptions:` in the project file), so
/// the decision record can list every assumption behind its figures.
struct PILOT_CORE_EXPORT Assumptions
{
    /// Amortisation inputs by key (amortisationKeys()).
    QMap<QString, Assumption> amortisation;
    QString currency;
    /// Memory calculator inputs by key (memoryKeys()); the device by its id in the device table.
    QMap<QString, double> memory;
    QString device;

    static QStringList amortisationKeys();
    /// The amortisation inputs that are prices per instance hour: gpu_price_per_hour,
    /// trainium_price_per_hour. Only these may name a price table entry.
    static QStringList amortisationPriceKeys();
    /// An amortisation input by its key, in the program's language ("GPU instance price per
    /// hour"); the key itself when it is none of amortisationKeys().
    static QString amortisationTitle(const QString &key);
    static QStringList memoryKeys();
    bool isEmpty() const { return amortisation.isEmpty() && memory.isEmpty() && device.isEmpty() && currency.isEmpty(); }

    /// The amortisation inputs; nullopt while one is missing (then `missing` names them).
    std::optional<AmortisationInputs> amortisationInputs(QStringList *missing = nullptr) const;

    /// The memory calculator's inputs, defaults where the project has none.
    ModelShape modelShape() const;
    TrainingSetup trainingSetup() const;
    int deviceCount() const;
};

/// Why `value` is not acceptable for the input `key` of either calculator (empty when it is):
/// not a finite number of at least 0, not whole where it must be, or beyond assumptionMaximum.
PILOT_CORE_EXPORT QString checkAssumption(const QString &key, double value);
/// The largest plausible value of the input `key` (hours, rates, model dimensions).
PILOT_CORE_EXPORT double assumptionMaximum(const QString &key);

} // namespace pilot
