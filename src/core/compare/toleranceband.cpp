#include "core/compare/toleranceband.h"

#include <cmath>

namespace pilot {

ToleranceBand toleranceBand(const CurvePoints &reference, const Tolerance &tolerance)
{
    ToleranceBand band;
    if (!tolerance.isSet())
        return band;
    for (qsizetype i = 0; i < reference.x.size() && i < reference.y.size(); ++i) {
        const double r = reference.y[i];
        if (!std::isfinite(r))
            continue;
        band.x.append(reference.x[i]);
        band.lower.append(r - tolerance.at(r));
        band.upper.append(r + tolerance.at(r));
    }
    return band;
}

QVector<QPointF> outsideMarks(const LossComparison &loss)
{
    QVector<QPointF> marks;
    for (const AlignedLoss &a : loss.points) {
        if (a.outside)
            marks.append(QPointF(a.x, std::isfinite(a.pilot) ? a.pilot : a.reference));
    }
    return marks;
}

} // namespace pilot
