#include "numberentry.h"

#include <cmath>

namespace pilot::app {

std::optional<double> parseNumber(const QString &text, const QLocale &locale)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    bool ok = false;
    double v = locale.toDouble(t, &ok);
    if (!ok) {
        // The other separator, only as the one decimal point of a plain number: "0.8" in
        // German, "0,8" in English; "1.234.567" or "1,2,3" stay refused.
        const QChar decimal = locale.decimalPoint().at(0);
        const QChar other = decimal == QLatin1Char(',') ? QLatin1Char('.') : QLatin1Char(',');
        if (t.count(other) == 1 && !t.contains(decimal)) {
            QString swapped = t;
            swapped.replace(other, QLatin1Char('.'));
            v = QLocale::c().toDouble(swapped, &ok);
        }
    }
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QValidator::State NumberSpinBox::validate(QString &input, int &pos) const
{
    const QValidator::State state = QDoubleSpinBox::validate(input, pos);
    if (state != QValidator::Invalid)
        return state;
    // What the spin box's own validator refuses but a user means: the other separator.
    QString text = input;
    if (!prefix().isEmpty() && text.startsWith(prefix()))
        text.remove(0, prefix().size());
    if (!suffix().isEmpty() && text.endsWith(suffix()))
        text.chop(suffix().size());
    const std::optional<double> v = parseNumber(text, locale());
    return v && *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

double NumberSpinBox::valueFromText(const QString &text) const
{
    QString t = text;
    if (!prefix().isEmpty() && t.startsWith(prefix()))
        t.remove(0, prefix().size());
    if (!suffix().isEmpty() && t.endsWith(suffix()))
        t.chop(suffix().size());
    if (const std::optional<double> v = parseNumber(t, locale()))
        return *v;
    return QDoubleSpinBox::valueFromText(text);
}

} // namespace pilot::app
