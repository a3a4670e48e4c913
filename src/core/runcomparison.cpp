#include "runcomparison.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace pilot {

namespace {

// Median tokens per logged step from the cumulative token counts; NaN when not logged.
double tokensPerStep(const std::vector<StepPoint> &steps)
{
    std::vector<double> per;
    for (std::size_t i = 1; i < steps.size(); ++i) {
        const StepPoint &a = steps[i - 1], &b = steps[i];
        if (a.tokens >= 0 && b.tokens > a.tokens && b.step > a.step)
            per.push_back(double(b.tokens - a.tokens) / double(b.step - a.step));
    }
    if (per.empty())
        return kNoValue;
    std::nth_element(per.begin(), per.begin() + per.size() / 2, per.end());
    return per[per.size() / 2];
}

// (x, loss) of the finite losses, sorted by x.
std::vector<std::pair<double, double>> lossCurve(const std::vector<StepPoint> &steps, AlignAxis axis)
{
    std::vector<std::pair<double, double>> out;
    for (const StepPoint &p : steps) {
        const double x = axis == AlignAxis::Step ? double(p.step) : double(p.tokens);
        if (std::isfinite(p.loss) && (axis == AlignAxis::Step ? p.step >= 0 : p.tokens >= 0))
            out.emplace_back(x, p.loss);
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

QString verdictKey(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Fail:
        return QStringLiteral("fail");
    case Verdict::NoLimits:
        return QStringLiteral("no_limits");
    case Verdict::NoOverlap:
        break;
    }
    return QStringLiteral("no_overlap");
}

LossComparison compareLoss(const RunMetrics &reference, const RunMetrics &pilot, const Tolerance &tolerance)
{
    LossComparison c;
    c.referenceTokensPerStep = tokensPerStep(reference.steps());
    c.pilotTokensPerStep = tokensPerStep(pilot.steps());
    // A difference of more than half a percent is a different global batch, not rounding.
    if (std::isfinite(c.referenceTokensPerStep) && std::isfinite(c.pilotTokensPerStep)
        && std::abs(c.referenceTokensPerStep - c.pilotTokensPerStep) > 0.005 * c.referenceTokensPerStep)
        c.axis = AlignAxis::Tokens;
    const auto ref = lossCurve(reference.steps(), c.axis);
    const auto pil = lossCurve(pilot.steps(), c.axis);
    if (c.axis == AlignAxis::Step) {
        std::map<double, double> pilotAt(pil.begin(), pil.end());
        for (const auto &[x, r] : ref) {
            const auto it = pilotAt.find(x);
            if (it != pilotAt.end())
                c.points.append(AlignedLoss{x, r, it->second});
        }
    } else {
        for (const auto &[x, r] : ref) {
            const auto upper = std::lower_bound(pil.begin(), pil.end(), std::make_pair(x, -std::numeric_limits<double>::infinity()));
            if (upper == pil.end())
                break;
            if (upper->first == x) {
                c.points.append(AlignedLoss{x, r, upper->second});
            } else if (upper != pil.begin()) {
                const auto lower = upper - 1;
                const double f = (x - lower->first) / (upper->first - lower->first);
                c.points.append(AlignedLoss{x, r, lower->second + f * (upper->second - lower->second)});
            }
        }
    }
    if (c.points.isEmpty())
        return c;
    double sumAbs = 0, sumRel = 0;
    for (AlignedLoss &p : c.points) {
        p.absDeviation = std::abs(p.pilot - p.reference);
        p.relDeviation = p.reference != 0 ? p.absDeviation / std::abs(p.reference) : (p.absDeviation == 0 ? 0 : INFINITY);
        p.outside = tolerance.isSet() && p.absDeviation > tolerance.at(p.reference);
        c.maxAbs = std::max(c.maxAbs, p.absDeviation);
        c.maxRel = std::max(c.maxRel, p.relDeviation);
        sumAbs += p.absDeviation;
        sumRel += p.relDeviation;
        if (p.outside) {
            ++c.outside;
            if (!c.firstOutside)
                c.firstOutside = p.x;
        }
    }
    c.meanAbs = sumAbs / c.points.size();
    c.meanRel = sumRel / c.points.size();
    c.verdict = !tolerance.isSet() ? Verdict::NoLimits : c.outside > 0 ? Verdict::Fail : Verdict::Pass;
    return c;
}

QList<qint64> commonEvalSteps(const RunMetrics &reference, const RunMetrics &pilot)
{
    std::set<qint64> pilotSteps;
    for (const EvalPoint &p : pilot.evals())
        pilotSteps.insert(p.step);
    std::set<qint64> common;
    for (const EvalPoint &r : reference.evals()) {
        if (pilotSteps.count(r.step))
            common.insert(r.step);
    }
    return QList<qint64>(common.begin(), common.end());
}

QList<MetricComparison> compareValidationAt(const RunMetrics &reference, const RunMetrics &pilot, qint64 step,
                                            std::optional<double> maxDeviation)
{
    QList<MetricComparison> out;
    // The latest evaluation at that step wins (as in the metrics reader).
    const auto at = [step](const RunMetrics &m) {
        const EvalPoint *found = nullptr;
        for (const EvalPoint &e : m.evals()) {
            if (e.step == step)
                found = &e;
        }
        return found;
    };
    const EvalPoint *r = at(reference), *p = at(pilot);
    if (!r || !p)
        return out;
    QList<QPair<QString, QPair<double, double>>> values = {{QStringLiteral("val_loss"), {r->valLoss, p->valLoss}}};
    for (const auto &[name, value] : r->metrics) {
        for (const auto &[otherName, otherValue] : p->metrics) {
            if (otherName == name)
                values.append({name, {value, otherValue}});
        }
    }
    for (const auto &[name, pair] : values) {
        if (!std::isfinite(pair.first) || !std::isfinite(pair.second))
            continue;
        MetricComparison m;
        m.name = name;
        m.step = step;
        m.reference = pair.first;
        m.pilot = pair.second;
        m.deviation = std::abs(pair.second - pair.first);
        m.verdict = !maxDeviation ? Verdict::NoLimits : m.deviation <= *maxDeviation ? Verdict::Pass : Verdict::Fail;
        out.append(m);
    }
    return out;
}

QList<MetricComparison> compareValidation(const RunMetrics &reference, const RunMetrics &pilot, std::optional<double> maxDeviation)
{
    const QList<qint64> steps = commonEvalSteps(reference, pilot);
    return steps.isEmpty() ? QList<MetricComparison>() : compareValidationAt(reference, pilot, steps.last(), maxDeviation);
}

} // namespace pilot
