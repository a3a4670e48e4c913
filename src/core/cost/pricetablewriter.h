#pragma once

#include "pilot_core_export.h"
#include "core/cost/pricetable.h"

#include <QByteArray>

namespace pilot {

/// `table` as a price table file (`migration-pilot/prices@1`, docs/cost.md): the comment lines
/// that open `previous` (the file's header, or the template's) kept as they were, then the schema
/// and one line per entry, every field written (null where empty) and quoted where YAML needs
/// it. PriceTable::parse() reads back exactly `table`'s entries.
PILOT_CORE_EXPORT QByteArray writePriceTable(const PriceTable &table, const QByteArray &previous = QByteArray());

/// The ids `label` suggests for a new entry: its letters, digits, dots and dashes in lower case,
/// made unique in `table` with -2, -3, …; "price" when nothing is left.
PILOT_CORE_EXPORT QString newPriceId(const PriceTable &table, const QString &label);

} // namespace pilot
