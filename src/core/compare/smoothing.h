#pragma once

#include "pilot_core_export.h"

#include <QVector>

namespace pilot {

/// TensorBoard's "classic" debiased exponential moving average, exactly: for weight w (clamped
/// to [0, 1], a non-finite weight counts as 0), over the finite points so far,
/// s_t = sum (1-w) w^(t-i) y_i / (1 - w^t). Non-finite values pass through unchanged without
/// advancing the average; a series whose values all equal the first comes back unsmoothed.
PILOT_CORE_EXPORT QVector<double> smoothDebiasedEma(const QVector<double> &y, double weight);

/// The same average with the decay measured in x instead of in points: between two points the
/// weight applies (x[i] - x[i-1]) / unit times, so a run that logs every 10 steps and one that
/// logs every step come out equally smooth for the same weight. For points exactly `unit`
/// apart it equals smoothDebiasedEma. x must not decrease.
PILOT_CORE_EXPORT QVector<double> smoothSpacedEma(const QVector<double> &x, const QVector<double> &y, double weight, double unit);

} // namespace pilot
