#pragma once

#include "pilot_core_export.h"

#include <QLocale>
#include <QString>

namespace pilot {

/// An amount of money as every page, pilotctl's text and the decision record write it, so
/// that one figure reads the same wherever it appears:
/// - always with its currency: € and $ by their symbols, any other by its code, placed and
///   separated as `locale` does ("16.700 €" in German, "€16,700" in English); an amount whose
///   currency nobody named says so ("16.700 (no currency set)") rather than showing a bare figure;
///   a loss with a minus sign; a no-break space between figure and currency;
/// - precision by magnitude: whole units from 1,000 on, cents from 1, three significant digits
///   below 1 (0.1848 → 0.185, so a short run's cost is not written as 0.00), 0 as 0.00.
PILOT_CORE_EXPORT QString moneyText(double amount, const QString &currency, const QLocale &locale);

/// The decimals moneyText() writes `amount` with.
PILOT_CORE_EXPORT int moneyDecimals(double amount);

} // namespace pilot
