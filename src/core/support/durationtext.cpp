#include "durationtext.h"

#include <cmath>

namespace pilot {

QString durationText(double seconds, const QLocale &locale)
{
    if (!std::isfinite(seconds))
        return QStringLiteral("?");
    const QString sign = seconds < 0 ? locale.negativeSign() : QString();
    const double s = std::abs(seconds);
    if (s == 0)
        return QStringLiteral("0 s");
    if (s < 0.1)
        return QStringLiteral("< ") + locale.toString(0.1, 'f', 1) + QStringLiteral(" s");
    if (s < 10)
        return sign + locale.toString(s, 'f', 1) + QStringLiteral(" s");
    if (s < 100)
        return sign + locale.toString(std::round(s), 'f', 0) + QStringLiteral(" s");
    const double minutes = std::round(s / 60.0);
    if (minutes < 100 * 60) {
        const qint64 m = qint64(minutes);
        return sign + QStringLiteral("%1:%2 h").arg(m / 60).arg(m % 60, 2, 10, QLatin1Char('0'));
    }
    return sign + locale.toString(std::round(s / 3600.0), 'f', 0) + QStringLiteral(" h");
}

} // namespace pilot
