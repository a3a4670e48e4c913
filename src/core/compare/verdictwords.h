#pragma once

#include "pilot_core_export.h"
#include "core/compare/runcomparison.h"

#include <QString>

namespace pilot {

// The words of a comparison's verdicts, in one place for the Compare stage, pilotctl and the
// decision record. `language` is "de" or "en" for a text written in a chosen language (the
// record, pilotctl's --lang), empty for the program's own (translatedIn).

/// inside, outside, incomplete, invalid limit, nothing to compare, no limit set.
PILOT_CORE_EXPORT QString verdictWord(Verdict v, const QString &language = QString());
/// A validation row's verdict: the verdict's word, for an outside deviation with its direction
/// where the metric says which way is better ("outside — the pilot is worse").
PILOT_CORE_EXPORT QString validationWord(const MetricComparison &m, const QString &language = QString());
/// A validation metric's name for people (val_loss → validation loss); other names as logged.
PILOT_CORE_EXPORT QString metricTitle(const QString &name, const QString &language = QString());

} // namespace pilot
