#pragma once

#include <QLocale>
#include <QString>

#include <cmath>

namespace pilot {

/// A count that need not be whole — trainings until break-even, years — as every page,
/// pilotctl's text and the record write it: whole from 100 on ("7,308"), one decimal below
/// ("2.5"), separators as `locale` writes them.
inline QString countText(double count, const QLocale &locale)
{
    return locale.toString(count, 'f', std::abs(count) >= 100 ? 0 : 1);
}

} // namespace pilot
