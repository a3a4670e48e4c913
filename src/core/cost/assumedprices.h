#pragma once

#include "pilot_core_export.h"
#include "core/cost/pricetable.h"
#include "core/project/project.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// The project's price table (`price_table:`) as read from its folder, or why it could not be.
struct ProjectPriceTable
{
    QString file;         ///< absolute; as written when it lies outside the folder; empty when the project names none
    bool outside = false; ///< outside the project's folder: not read, like every file a project names
    QStringList errors;   ///< located problems of the file, or why it was not read
    std::optional<PriceTable> table;
};

/// Reads the price table the project names (size-limited, regular files inside `projectFolder`
/// only; the current folder when empty).
PILOT_CORE_EXPORT ProjectPriceTable loadProjectPriceTable(const Project &project, const QString &projectFolder);

/// The amortisation assumptions with the prices they take from the price table filled in: an
/// input that names an entry (`price:`) gets the entry's figure per instance hour and a label
/// naming the entry and its source; one that cannot (no table read, no such entry, another
/// platform or unit, no figure, a currency other than the calculator's) gets no value and a
/// label that says why, so the calculator counts it as missing. The calculator's currency is
/// the entries' when it names none. Inputs with their own value stay as they are.
PILOT_CORE_EXPORT Assumptions pricedAssumptions(const Assumptions &assumptions, const PriceTable *table);

/// The project with pricedAssumptions() applied: what the decision, its record and the
/// calculators read.
PILOT_CORE_EXPORT Project pricedProject(const Project &project, const PriceTable *table);

/// The entries of `table` an amortisation price may take: those on `key`'s platform (gpu for
/// gpu_price_per_hour, trainium2 for trainium_price_per_hour) priced per instance hour.
PILOT_CORE_EXPORT QList<const PriceEntry *> amortisationPriceChoices(const QString &key, const PriceTable &table);

} // namespace pilot
