#include "moneytext.h"

#include <QStringLiteral>

#include <algorithm>
#include <cmath>

namespace pilot {

int moneyDecimals(double amount)
{
    const double size = std::abs(amount);
    if (size >= 1000)
        return 0;
    if (size >= 1 || size == 0 || !std::isfinite(size))
        return 2;
    // Three significant digits: 0.1848 → 3 decimals, 0.00123 → 5; at most 8.
    return std::clamp(2 - int(std::floor(std::log10(size))), 2, 8);
}

QString moneyText(double amount, const QString &currency, const QLocale &locale)
{
    const int decimals = moneyDecimals(amount);
    if (currency.trimmed().isEmpty()) {
        // The record may be written in another language than the program's: the words follow `locale`.
        const QString none = locale.language() == QLocale::German ? QStringLiteral("(keine Währung angegeben)")
                                                                  : QStringLiteral("(no currency set)");
        return locale.toString(amount, 'f', decimals) + QChar(0x00A0) + none;
    }
    // A loss as a minus sign, not in an accountant's parentheses; the amount and its currency
    // never broken over two lines.
    const QString sign = amount < 0 ? locale.negativeSign() : QString();
    const double size = std::abs(amount);
    if (currency == QLatin1String("EUR") || currency == QLatin1String("USD"))
        return sign + locale.toCurrencyString(size, currency == QLatin1String("EUR") ? QStringLiteral("€") : QStringLiteral("$"), decimals);
    return sign + locale.toString(size, 'f', decimals) + QChar(0x00A0) + currency;
}

} // namespace pilot
