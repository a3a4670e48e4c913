#pragma once

#include "pilot_core_export.h"
#include "core/cost/horizoncost.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace pilot {

/// A path's name in `language`: "GPU only", "Trainium2 only", "Dual operation with GPU fallback".
PILOT_CORE_EXPORT QString horizonPathName(HorizonPath path, const QString &language);

/// The name of an input a flip can name (a horizon key, engineer_rate, a measured figure).
PILOT_CORE_EXPORT QString horizonInputName(const QString &key, const QString &language);

/// An input's value as the texts write it: money with its currency, a share in per cent,
/// hours, months and counts as numbers.
PILOT_CORE_EXPORT QString horizonInputValue(const QString &key, double value, const QString &currency, const QLocale &locale);

/// The verdict over the horizon in words, as the Cost stage, `pilotctl cost` and the record's
/// summary write it: which path is cheapest and by how much, the break-evens, under which
/// condition the verdict changes (the nearest flips), what the kernel share changes — or why
/// there is no verdict. Empty when the project has no cost horizon.
PILOT_CORE_EXPORT QStringList horizonText(const HorizonCost &horizon, const QString &language, const QLocale &locale);

/// The verdict sentence alone ("Over 24 months, GPU only is the cheapest path: …"); empty while
/// there is no verdict.
PILOT_CORE_EXPORT QString horizonVerdictSentence(const HorizonCost &horizon, const QString &language, const QLocale &locale);

/// One flip without the input's name, for a table row of that input: "below 18.75 %: Trainium2
/// only".
PILOT_CORE_EXPORT QString horizonFlipShortText(const HorizonFlip &flip, const HorizonCost &horizon, const QString &language,
                                               const QLocale &locale);

/// One flip in words: "Trainium2 only becomes cheapest at a kernel share below 18.75 % (now 25 %)".
PILOT_CORE_EXPORT QString horizonFlipText(const HorizonFlip &flip, const HorizonCost &horizon, const QString &language,
                                          const QLocale &locale);

} // namespace pilot
