#include "core/compare/curveseries.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace pilot {

double throughputAt(const std::vector<StepPoint> &steps, std::size_t i)
{
    if (i == 0 || i >= steps.size() || steps[i].tokens < 0 || steps[i - 1].tokens < 0 || steps[i].step <= steps[i - 1].step)
        return kNoValue;
    const double tokens = double(steps[i].tokens - steps[i - 1].tokens);
    const double perStep = tokens / double(steps[i].step - steps[i - 1].step);
    if (std::isfinite(steps[i].stepTimeS) && steps[i].stepTimeS > 0)
        return perStep / steps[i].stepTimeS;
    const double dt = steps[i].t - steps[i - 1].t;
    return std::isfinite(dt) && dt > 0 ? tokens / dt : kNoValue;
}

double runStartTime(const RunMetrics &run)
{
    double start = INFINITY;
    for (const StepPoint &p : run.steps())
        start = std::isfinite(p.t) ? std::min(start, p.t) : start;
    for (const EvalPoint &e : run.evals())
        start = std::isfinite(e.t) ? std::min(start, e.t) : start;
    return start;
}

double firstStepTime(const QList<const RunMetrics *> &runs)
{
    double origin = INFINITY;
    for (const RunMetrics *m : runs) {
        if (m && !m->steps().empty() && std::isfinite(m->steps().front().t))
            origin = std::min(origin, m->steps().front().t);
    }
    return origin;
}

CurvePoints curvePoints(const RunMetrics &run, CurveMetric metric, CurveAxis axis, bool perToken, double origin)
{
    std::vector<std::pair<double, double>> points;
    const bool aligned = axis == CurveAxis::Aligned;
    const double zero = axis == CurveAxis::HoursSinceRunStart ? runStartTime(run) : origin;
    const auto hours = [zero](double t) { return (t - zero) / 3600.0; };
    if (metric == CurveMetric::ValidationLoss) {
        for (const EvalPoint &e : run.evals()) {
            if (aligned || std::isfinite(e.t))
                points.emplace_back(aligned ? double(e.step) : hours(e.t), e.valLoss);
        }
    } else {
        const std::vector<StepPoint> &steps = run.steps();
        points.reserve(steps.size());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const StepPoint &p = steps[i];
            if (aligned && perToken && p.tokens < 0)
                continue;
            if (!aligned && !std::isfinite(p.t))
                continue;
            const double value = metric == CurveMetric::TrainingLoss   ? p.loss
                                 : metric == CurveMetric::LearningRate ? p.lr
                                 : metric == CurveMetric::GradNorm     ? p.gradNorm
                                                                       : throughputAt(steps, i);
            points.emplace_back(aligned ? (perToken ? double(p.tokens) : double(p.step)) : hours(p.t), value);
        }
    }
    std::stable_sort(points.begin(), points.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    CurvePoints out;
    out.x.reserve(qsizetype(points.size()));
    out.y.reserve(qsizetype(points.size()));
    for (const auto &[x, y] : points) {
        out.x.append(x);
        out.y.append(y);
    }
    return out;
}

} // namespace pilot
