#pragma once

#include "pilot_core_export.h"

#include <QLocale>
#include <QString>

namespace pilot {

/// A span of time as every page, pilotctl's text and the decision record write it (a phase, a
/// run, billed time): seconds for short spans ("14 s", "3.2 s" below ten seconds, "< 0.1 s"
/// below a tenth), hours and minutes from 100 seconds to 100 hours ("0:02 h", "1:07 h"), whole
/// hours beyond ("1,366 h"); separators as `locale` writes them. The units read the same in
/// English and German.
PILOT_CORE_EXPORT QString durationText(double seconds, const QLocale &locale);

} // namespace pilot
