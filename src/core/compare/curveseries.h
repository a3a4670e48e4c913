#pragma once

#include "pilot_core_export.h"
#include "core/runs/runmetrics.h"

#include <QList>
#include <QVector>

#include <vector>

namespace pilot {

/// The quantity a training curve shows.
enum class CurveMetric { TrainingLoss, ValidationLoss, LearningRate, GradNorm, Throughput };

/// What a curve's x axis counts: the aligned position (effective step, or tokens consumed when
/// the runs' global batches differ), hours since the run's own start, or hours since a common
/// origin (wall time shared by all runs shown).
enum class CurveAxis { Aligned, HoursSinceRunStart, HoursSinceOrigin };

/// A curve's points, sorted by x (equal x keep the run's order). y may be NaN or infinite: a
/// missing or broken value is part of the curve, not dropped.
struct CurvePoints
{
    QVector<double> x, y;
};

/// Tokens per second at step `i`: the tokens added since the previous logged step, per step,
/// over the step's own time (step_time_s), else over the time since the previous logged step.
/// NaN at the first step, where tokens are not logged, or where no positive time is known.
PILOT_CORE_EXPORT double throughputAt(const std::vector<StepPoint> &steps, std::size_t i);

/// The run's earliest time stamp over its steps and evaluations (other tools' files may have
/// no run_start); infinite when it has none.
PILOT_CORE_EXPORT double runStartTime(const RunMetrics &run);

/// The time of the earliest first step among `runs`: the origin of the shared wall-time axis;
/// infinite when none has a timed first step.
PILOT_CORE_EXPORT double firstStepTime(const QList<const RunMetrics *> &runs);

/// The run's curve of `metric` on `axis`. On the aligned axis, `perToken` puts the points at
/// the tokens consumed (steps without a token count are left out) instead of the step;
/// validation loss is always per step. On a time axis points without a time are left out and
/// x is in hours since runStartTime(run) or since `origin`.
PILOT_CORE_EXPORT CurvePoints curvePoints(const RunMetrics &run, CurveMetric metric, CurveAxis axis, bool perToken, double origin);

} // namespace pilot
