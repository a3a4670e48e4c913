#include "core/compare/smoothing.h"

#include <algorithm>
#include <cmath>

namespace pilot {

namespace {

double clampedWeight(double weight)
{
    return std::isfinite(weight) ? std::clamp(weight, 0.0, 1.0) : 0.0;
}

bool allEqualFirst(const QVector<double> &y)
{
    return std::all_of(y.begin(), y.end(), [&](double v) { return v == y.first(); });
}

} // namespace

QVector<double> smoothDebiasedEma(const QVector<double> &y, double weight)
{
    const double w = clampedWeight(weight);
    if (y.isEmpty() || allEqualFirst(y))
        return y;
    QVector<double> out(y.size());
    double last = 0;
    int n = 0;
    for (qsizetype i = 0; i < y.size(); ++i) {
        if (!std::isfinite(y[i])) {
            out[i] = y[i];
            continue;
        }
        last = last * w + (1 - w) * y[i];
        ++n;
        const double debias = w == 1 ? 1 : 1 - std::pow(w, n);
        out[i] = last / debias;
    }
    return out;
}

QVector<double> smoothSpacedEma(const QVector<double> &x, const QVector<double> &y, double weight, double unit)
{
    const double w = clampedWeight(weight);
    if (y.isEmpty() || allEqualFirst(y) || x.size() != y.size() || !(unit > 0))
        return y;
    // A normalised weighted sum: numerator and denominator decay alike, which is the debiasing.
    QVector<double> out(y.size());
    double sum = 0, norm = 0;
    double previousX = 0;
    bool started = false;
    for (qsizetype i = 0; i < y.size(); ++i) {
        if (!std::isfinite(y[i])) {
            out[i] = y[i];
            continue;
        }
        const double decay = started ? std::pow(w, std::max(0.0, x[i] - previousX) / unit) : 0.0;
        sum = sum * decay + y[i];
        norm = norm * decay + 1;
        out[i] = sum / norm;
        previousX = x[i];
        started = true;
    }
    return out;
}

} // namespace pilot
