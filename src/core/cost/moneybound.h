#pragma once

#include "pilot_core_export.h"

#include <QString>

#include <optional>

namespace pilot {

/// The largest amount of money, in any currency, that a cost figure of this program may be: a
/// trillion. A training run, or a year of them, that costs more comes from a price, a unit
/// count or event times nobody meant (1e308 € per hour, a run_end a googol seconds late), and
/// is shown as unknown with implausibleMoneyReason() — never as "inf" or a 300-digit number.
inline constexpr double kMaxMoney = 1e12;

/// `amount` when it is finite and at most kMaxMoney in size; empty otherwise.
PILOT_CORE_EXPORT std::optional<double> plausibleMoney(double amount);

/// Why a computed amount was not shown: not finite, or beyond kMaxMoney.
PILOT_CORE_EXPORT QString implausibleMoneyReason(double amount);

} // namespace pilot
