#include "core/compare/scaling.h"

#include "core/support/coretr.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace pilot {

namespace {

ScalingPoint pointOf(const ScalingRun &run)
{
    ScalingPoint p;
    p.name = run.name;
    p.world = std::max(1, run.world);
    if (!run.metrics) {
        p.problem = CoreTr::tr("the run cannot be read");
        p.problemKind = ScalingPoint::Problem::Unreadable;
        return p;
    }
    std::vector<double> times;
    double sumTime = 0, sumComm = 0, sumData = 0;
    double tokens = 0;
    bool commKnown = true, dataKnown = true;
    const auto &steps = run.metrics->steps();
    for (size_t i = 0; i < steps.size(); ++i) {
        const StepPoint &s = steps[i];
        // The first step of an attempt compiles and warms up; its tokens need the step before.
        const bool firstOfAttempt = i == 0 || steps[i - 1].attempt != s.attempt;
        if (firstOfAttempt || !std::isfinite(s.stepTimeS) || s.stepTimeS <= 0 || s.tokens < 0 || steps[i - 1].tokens < 0)
            continue;
        times.push_back(s.stepTimeS);
        sumTime += s.stepTimeS;
        tokens += double(s.tokens - steps[i - 1].tokens);
        if (std::isfinite(s.commTimeS))
            sumComm += s.commTimeS;
        else
            commKnown = false;
        if (std::isfinite(s.dataTimeS))
            sumData += s.dataTimeS;
        else
            dataKnown = false;
    }
    p.stepsCounted = qint64(times.size());
    if (times.empty()) {
        p.problem = CoreTr::tr("no step reports its step time (step_time_s) beyond the first");
        p.problemKind = ScalingPoint::Problem::NoStepTimes;
        return p;
    }
    std::nth_element(times.begin(), times.begin() + long(times.size() / 2), times.end());
    p.stepSeconds = times[times.size() / 2];
    p.tokensPerSecond = tokens / sumTime;
    if (commKnown)
        p.commShare = sumComm / sumTime;
    if (dataKnown)
        p.dataShare = sumData / sumTime;
    return p;
}

} // namespace

int worldSizeOf(const RunMetrics &metrics)
{
    if (metrics.starts().isEmpty())
        return 1;
    for (const auto &[component, version] : metrics.starts().constFirst().versions) {
        if (component == QLatin1String("processes"))
            return std::max(1, version.toInt());
    }
    return 1;
}

QList<ScalingPoint> scalingPoints(const QList<ScalingRun> &runs)
{
    QList<ScalingPoint> points;
    for (const ScalingRun &run : runs)
        points.append(pointOf(run));
    const auto single = std::find_if(points.cbegin(), points.cend(),
                                     [](const ScalingPoint &p) { return p.world == 1 && p.problem.isEmpty() && p.tokensPerSecond > 0; });
    if (single == points.cend())
        return points;
    const double base = single->tokensPerSecond;
    for (ScalingPoint &p : points) {
        if (p.problem.isEmpty() && p.tokensPerSecond > 0)
            p.efficiency = p.tokensPerSecond / (double(p.world) * base);
    }
    return points;
}

} // namespace pilot
