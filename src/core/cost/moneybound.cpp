#include "core/cost/moneybound.h"

#include "core/support/coretr.h"

#include <cmath>

namespace pilot {

std::optional<double> plausibleMoney(double amount)
{
    if (!std::isfinite(amount) || std::fabs(amount) > kMaxMoney)
        return std::nullopt;
    return amount;
}

QString implausibleMoneyReason(double amount)
{
    if (!std::isfinite(amount))
        return CoreTr::tr("the computed cost is not a finite number: a price, a unit count or the run's times are not plausible");
    return CoreTr::tr("the computed cost (%1) is beyond 10^12 in any currency: a price, a unit count or the run's times are not "
                      "plausible")
        .arg(amount, 0, 'g', 3);
}

} // namespace pilot
