#pragma once

#include "core/runs/metricsfields.h"
#include "core/runs/runmetrics.h"

// Private to the metrics reader: what each event type means for RunMetrics.
namespace pilot::metricsline {

/// Applies the event read into `f` (from line `lineNumber`) to `out`, or adds an issue that
/// says why it cannot: no event type, a newer event version, an unusable step number, a step
/// missing where the type needs one, a phase without name or state. An unknown event type is
/// counted, not an issue. Moves the lists out of `f`.
void applyEvent(EventFields &f, qint64 lineNumber, RunMetrics &out);

} // namespace pilot::metricsline
