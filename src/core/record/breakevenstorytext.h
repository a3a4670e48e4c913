#pragma once

#include "pilot_core_export.h"
#include "core/cost/costprojection.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace pilot {

/// The two break-evens as one story, in `language` (de, else English): what the Plan's
/// amortisation calculator assumed before the pilot (in reference GPU hours and, at the
/// reference's measured length, in trainings), what the pilot measured, and how the two
/// relate. For the Cost stage and the record alike.
PILOT_CORE_EXPORT QStringList breakEvenStoryText(const CostProjection &projection, const QString &language, const QLocale &locale);

} // namespace pilot
