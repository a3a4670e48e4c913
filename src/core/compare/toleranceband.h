#pragma once

#include "pilot_core_export.h"
#include "core/compare/curveseries.h"
#include "core/compare/runcomparison.h"

#include <QPointF>
#include <QVector>

namespace pilot {

/// The band a pilot's training loss must stay inside: the reference ± the tolerance at each of
/// the reference's finite points.
struct ToleranceBand
{
    QVector<double> x, lower, upper;
};

/// The band around `reference` (its curve on the aligned axis) for `tolerance`; empty when no
/// tolerance is set.
PILOT_CORE_EXPORT ToleranceBand toleranceBand(const CurvePoints &reference, const Tolerance &tolerance);

/// Where the comparison found the pilot outside: at the pilot's value, or — where the pilot's
/// value is NaN or infinite and has no height — at the reference's, so the stretch where the
/// pilot stopped producing numbers stays visible.
PILOT_CORE_EXPORT QVector<QPointF> outsideMarks(const LossComparison &loss);

} // namespace pilot
