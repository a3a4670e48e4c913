#pragma once

#include <QLocale>
#include <QString>

namespace pilot::app {

/// An amount in the UI language's currency format (1.234,56 € / $1,234.56): EUR and USD by
/// their symbols, other currencies by their code.
inline QString moneyText(double value, const QString &currency)
{
    const QString symbol = currency == QLatin1String("EUR")   ? QStringLiteral("€")
                           : currency == QLatin1String("USD") ? QStringLiteral("$")
                                                              : currency;
    return QLocale().toCurrencyString(value, symbol);
}

} // namespace pilot::app
