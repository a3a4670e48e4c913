#include "core/compare/decimation.h"

#include <algorithm>
#include <cmath>

namespace pilot {

QVector<QPointF> decimateForColumns(const QVector<double> &x, const QVector<double> &y, double x0, double x1, int columns)
{
    QVector<QPointF> out;
    const qsizetype n = std::min(x.size(), y.size());
    if (n == 0 || columns <= 0 || !(x1 >= x0))
        return out;
    // The visible index range, widened by one point on each side.
    qsizetype begin = std::lower_bound(x.begin(), x.begin() + n, x0) - x.begin();
    qsizetype end = std::upper_bound(x.begin(), x.begin() + n, x1) - x.begin();
    begin = std::max<qsizetype>(0, begin - 1);
    end = std::min(n, end + 1);
    const double width = x1 > x0 ? (x1 - x0) / columns : 1.0;
    out.reserve(std::min<qsizetype>(end - begin, qsizetype(columns) * 4 + 2));
    qsizetype i = begin;
    while (i < end) {
        if (!std::isfinite(y[i])) {
            ++i;
            continue;
        }
        // Points left of x0 and right of x1 get columns of their own (the edge points).
        const auto columnOf = [&](double v) { return v < x0 ? -1LL : v > x1 ? qint64(columns) + 1 : qint64(std::floor((v - x0) / width)); };
        const qint64 column = columnOf(x[i]);
        qsizetype first = i, last = i, low = i, high = i;
        qsizetype j = i + 1;
        for (; j < end && columnOf(x[j]) == column; ++j) {
            if (!std::isfinite(y[j]))
                continue;
            last = j;
            if (y[j] < y[low])
                low = j;
            if (y[j] > y[high])
                high = j;
        }
        qsizetype keep[4] = {first, low, high, last};
        std::sort(keep, keep + 4);
        for (int k = 0; k < 4; ++k) {
            if (k == 0 || keep[k] != keep[k - 1])
                out.append(QPointF(x[keep[k]], y[keep[k]]));
        }
        i = j;
    }
    return out;
}

} // namespace pilot
