#include "core/compare/runcomparison.h"

#include "core/job/jobspecio.h"

#include <QDir>
#include <QFileInfo>

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

// (x, loss) of every point with a position on the axis, non-finite losses included (a NaN is
// data: it must be judged, not skipped), sorted by x.
std::vector<std::pair<double, double>> lossCurve(const std::vector<StepPoint> &steps, AlignAxis axis)
{
    std::vector<std::pair<double, double>> out;
    for (const StepPoint &p : steps) {
        if (axis == AlignAxis::Step ? p.step >= 0 : p.tokens >= 0)
            out.emplace_back(axis == AlignAxis::Step ? double(p.step) : double(p.tokens), p.loss);
    }
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

// The order in which verdicts dominate when several parts are combined.
int severity(Verdict v)
{
    switch (v) {
    case Verdict::Fail:
        return 5;
    case Verdict::InvalidLimits:
        return 4;
    case Verdict::Incomplete:
        return 3;
    case Verdict::NoOverlap:
        return 2;
    case Verdict::NoLimits:
        return 1;
    case Verdict::Pass:
        break;
    }
    return 0;
}

void noteFirst(std::optional<double> *first, double x)
{
    if (!*first)
        *first = x;
}

} // namespace

MetricsRunState runState(const RunMetrics &metrics)
{
    if (metrics.starts().isEmpty())
        return metrics.runEnd() ? (metrics.runEnd()->status == QLatin1String("completed") ? MetricsRunState::Completed : MetricsRunState::Failed)
                                : MetricsRunState::Unknown;
    const RunEndInfo *end = metrics.runEnd();
    if (!end)
        return MetricsRunState::Running;
    if (end->status == QLatin1String("completed"))
        return MetricsRunState::Completed;
    if (end->status == QLatin1String("aborted"))
        return MetricsRunState::Aborted;
    return MetricsRunState::Failed; // "failed" and anything this version does not know
}

QString runStateKey(MetricsRunState s)
{
    switch (s) {
    case MetricsRunState::Running:
        return QStringLiteral("running");
    case MetricsRunState::Completed:
        return QStringLiteral("completed");
    case MetricsRunState::Failed:
        return QStringLiteral("failed");
    case MetricsRunState::Aborted:
        return QStringLiteral("aborted");
    case MetricsRunState::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString verdictKey(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Fail:
        return QStringLiteral("fail");
    case Verdict::Incomplete:
        return QStringLiteral("incomplete");
    case Verdict::NoLimits:
        return QStringLiteral("no_limits");
    case Verdict::InvalidLimits:
        return QStringLiteral("invalid_limits");
    case Verdict::NoOverlap:
        break;
    }
    return QStringLiteral("no_overlap");
}

QStringList incompleteReasons()
{
    return {QStringLiteral("pilot_non_finite"),  QStringLiteral("pilot_missing_steps"),  QStringLiteral("pilot_running"),
            QStringLiteral("pilot_ended_early"), QStringLiteral("reference_non_finite"), QStringLiteral("reference_unfinished")};
}

std::optional<double> configuredTokensPerStep(const QString &run)
{
    // A run named by its metrics file has its job.json beside it.
    const QFileInfo info(run);
    const QString file = QDir(info.isFile() ? info.absolutePath() : run).filePath(QStringLiteral("job.json"));
    if (!QFileInfo(file).isFile())
        return std::nullopt;
    const JobSpecReadResult read = readJobSpec(file);
    if (!read.spec)
        return std::nullopt;
    const auto &t = read.spec->train;
    return double(t.microBatch) * double(t.gradAccum) * double(t.seqLen);
}

ConfiguredBatches configuredBatches(const QString &reference, const QString &pilot)
{
    return {configuredTokensPerStep(reference), configuredTokensPerStep(pilot)};
}

namespace {

// The axis the runs are compared on: tokens when their global batches differ, else steps.
AlignAxis alignAxisOf(double referenceTokensPerStep, double pilotTokensPerStep, const ConfiguredBatches &batches)
{
    if (batches.reference && batches.pilot) {
        // The jobs say what a step holds: another global batch, or the same one.
        if (*batches.reference != *batches.pilot)
            return AlignAxis::Tokens;
    } else if (std::isfinite(referenceTokensPerStep) && std::isfinite(pilotTokensPerStep)
               && std::abs(referenceTokensPerStep - pilotTokensPerStep) > 0.05 * referenceTokensPerStep) {
        // Without the jobs: runs of one configuration differ by their batches' token counts
        // (a few percent between seeds); a changed global batch by far more.
        return AlignAxis::Tokens;
    }
    return AlignAxis::Step;
}

// Puts the pilot's loss beside every reference point on c's axis (into c->points) and counts
// in c->coverage each reference point that has no pilot counterpart, and why.
void alignLoss(const std::vector<std::pair<double, double>> &ref, const std::vector<std::pair<double, double>> &pil, LossComparison *c)
{
    Coverage &cov = c->coverage;
    const double pilotFirst = pil.empty() ? INFINITY : pil.front().first;
    const double pilotLast = pil.empty() ? -INFINITY : pil.back().first;
    // On tokens, the pilot's first point may lie up to one of its (larger) steps after the
    // reference's first: those reference points have no pilot counterpart by construction.
    const double leadIn = c->axis == AlignAxis::Tokens && std::isfinite(c->pilotTokensPerStep) ? c->pilotTokensPerStep : 0;
    // Interpolating across a gap wider than one and a half pilot steps would invent values.
    const double widestGap = c->axis == AlignAxis::Tokens && std::isfinite(c->pilotTokensPerStep) ? 1.5 * c->pilotTokensPerStep : INFINITY;
    std::map<double, double> pilotAt;
    for (const auto &[x, loss] : pil)
        pilotAt[x] = loss; // the latest value at a position wins, as in the metrics reader
    for (const auto &[x, r] : ref) {
        ++cov.referencePoints;
        cov.referenceLast = x;
        if (!std::isfinite(r)) {
            ++cov.referenceNonFinite;
            continue;
        }
        if (x > pilotLast) {
            ++cov.notReached;
            noteFirst(&cov.firstNotReached, x);
            continue;
        }
        double p = kNoValue;
        bool found = false;
        if (const auto it = pilotAt.find(x); it != pilotAt.end()) {
            p = it->second;
            found = true;
        } else if (c->axis == AlignAxis::Tokens && x < pilotFirst) {
            if (pilotFirst - x <= leadIn) {
                ++cov.beforeStart;
                continue;
            }
        } else if (c->axis == AlignAxis::Tokens) {
            const auto upper = pilotAt.upper_bound(x);
            const auto lower = std::prev(upper);
            if (upper->first - lower->first <= widestGap) {
                const double f = (x - lower->first) / (upper->first - lower->first);
                p = lower->second + f * (upper->second - lower->second);
                found = true;
            }
        }
        if (!found) {
            ++cov.missing;
            noteFirst(&cov.firstMissing, x);
            continue;
        }
        c->points.append(AlignedLoss{x, r, p});
    }
}

// Each compared point's deviation and whether it lies outside the tolerance (judged only when
// the tolerance is set and valid), with the maximum and mean deviations over the finite points.
void judgePoints(const Tolerance &tolerance, LossComparison *c)
{
    Coverage &cov = c->coverage;
    const bool judge = tolerance.isSet() && tolerance.isValid();
    double sumAbs = 0, sumRel = 0;
    int finite = 0;
    for (AlignedLoss &p : c->points) {
        if (!std::isfinite(p.pilot)) {
            p.absDeviation = p.relDeviation = INFINITY;
            p.outside = true;
            ++cov.pilotNonFinite;
            noteFirst(&cov.firstPilotNonFinite, p.x);
        } else {
            p.absDeviation = std::abs(p.pilot - p.reference);
            p.relDeviation = p.reference != 0 ? p.absDeviation / std::abs(p.reference) : (p.absDeviation == 0 ? 0 : INFINITY);
            p.outside = judge && p.absDeviation > tolerance.at(p.reference);
            c->maxAbs = std::max(c->maxAbs, p.absDeviation);
            c->maxRel = std::max(c->maxRel, p.relDeviation);
            sumAbs += p.absDeviation;
            sumRel += std::isfinite(p.relDeviation) ? p.relDeviation : 0;
            ++finite;
        }
        if (p.outside) {
            ++c->outside;
            noteFirst(&c->firstOutside, p.x);
        }
    }
    if (finite > 0) {
        c->meanAbs = sumAbs / finite;
        c->meanRel = sumRel / finite;
    }
}

// Why the verdict is Incomplete or Fail beyond "outside", in the order of incompleteReasons().
QStringList reasonsOf(const Coverage &cov)
{
    QStringList reasons;
    if (cov.pilotNonFinite > 0)
        reasons.append(QStringLiteral("pilot_non_finite"));
    if (cov.missing > 0)
        reasons.append(QStringLiteral("pilot_missing_steps"));
    if (cov.notReached > 0)
        reasons.append(cov.pilotState == MetricsRunState::Running ? QStringLiteral("pilot_running") : QStringLiteral("pilot_ended_early"));
    if (cov.referenceNonFinite > 0)
        reasons.append(QStringLiteral("reference_non_finite"));
    if (cov.referenceState == MetricsRunState::Running || cov.referenceState == MetricsRunState::Failed
        || cov.referenceState == MetricsRunState::Aborted)
        reasons.append(QStringLiteral("reference_unfinished"));
    return reasons;
}

// The loss verdict from the judged points, the coverage and the reasons (never kinder than the data).
Verdict lossVerdictOf(const LossComparison &c, const Tolerance &tolerance)
{
    const Coverage &cov = c.coverage;
    if (tolerance.isSet() && !tolerance.isValid())
        return Verdict::InvalidLimits;
    if (cov.pilotNonFinite > 0 || cov.missing > 0 || c.outside > 0)
        return Verdict::Fail;
    if (cov.referencePoints == 0 || cov.referencePoints == cov.referenceNonFinite + cov.beforeStart)
        return Verdict::NoOverlap;
    if (cov.notReached > 0 || cov.referenceNonFinite > 0 || c.reasons.contains(QStringLiteral("reference_unfinished")))
        return Verdict::Incomplete;
    if (!tolerance.isSet())
        return Verdict::NoLimits;
    return c.points.isEmpty() ? Verdict::NoOverlap : Verdict::Pass;
}

} // namespace

LossComparison compareLoss(const RunMetrics &reference, const RunMetrics &pilot, const Tolerance &tolerance,
                           const ConfiguredBatches &batches)
{
    LossComparison c;
    Coverage &cov = c.coverage;
    cov.referenceState = runState(reference);
    cov.pilotState = runState(pilot);
    c.referenceTokensPerStep = tokensPerStep(reference.steps());
    c.pilotTokensPerStep = tokensPerStep(pilot.steps());
    c.axis = alignAxisOf(c.referenceTokensPerStep, c.pilotTokensPerStep, batches);
    alignLoss(lossCurve(reference.steps(), c.axis), lossCurve(pilot.steps(), c.axis), &c);
    cov.compared = int(c.points.size());
    if (!c.points.isEmpty()) {
        cov.firstCompared = c.points.constFirst().x;
        cov.lastCompared = c.points.constLast().x;
    }
    judgePoints(tolerance, &c);
    c.reasons = reasonsOf(cov);
    c.verdict = lossVerdictOf(c, tolerance);
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

namespace {

// The latest evaluation at `step` (as in the metrics reader), or null.
const EvalPoint *evalAt(const RunMetrics &m, qint64 step)
{
    const EvalPoint *found = nullptr;
    for (const EvalPoint &e : m.evals()) {
        if (e.step == step)
            found = &e;
    }
    return found;
}

// val_loss first, then the eval metrics in logged order; val_loss only when logged.
QList<QPair<QString, double>> valuesOf(const EvalPoint &e)
{
    QList<QPair<QString, double>> out;
    if (!std::isnan(e.valLoss))
        out.append({QStringLiteral("val_loss"), e.valLoss});
    out += e.metrics;
    return out;
}

std::optional<double> valueNamed(const EvalPoint *e, const QString &name)
{
    if (!e)
        return std::nullopt;
    for (const auto &[n, v] : valuesOf(*e)) {
        if (n == name)
            return v;
    }
    return std::nullopt;
}

MetricComparison judged(const QString &name, qint64 step, double reference, std::optional<double> pilot, bool reached,
                        std::optional<double> maxDeviation)
{
    MetricComparison m;
    m.name = name;
    m.step = step;
    m.reference = reference;
    const bool limitValid = !maxDeviation || (std::isfinite(*maxDeviation) && *maxDeviation >= 0);
    if (!pilot) {
        m.missing = true;
        m.deviation = INFINITY;
        m.verdict = reached ? Verdict::Fail : Verdict::Incomplete;
    } else {
        m.pilot = *pilot;
        m.deviation = std::isfinite(*pilot) ? std::abs(*pilot - reference) : INFINITY;
        if (!std::isfinite(reference))
            m.verdict = Verdict::Incomplete;
        else if (!std::isfinite(*pilot))
            m.verdict = Verdict::Fail;
        else if (!limitValid)
            m.verdict = Verdict::InvalidLimits;
        else
            m.verdict = !maxDeviation ? Verdict::NoLimits : m.deviation <= *maxDeviation ? Verdict::Pass : Verdict::Fail;
    }
    if (!limitValid && m.verdict != Verdict::Fail)
        m.verdict = Verdict::InvalidLimits;
    const std::optional<bool> higher = metricHigherIsBetter(name);
    if (higher && pilot && std::isfinite(*pilot) && std::isfinite(reference) && *pilot != reference)
        m.pilotBetter = (*pilot > reference) == *higher;
    return m;
}

} // namespace

std::optional<bool> metricHigherIsBetter(const QString &name)
{
    const QString n = name.toLower();
    for (const char *lower : {"loss", "perplexity", "ppl", "error", "wer", "cer"}) {
        if (n.contains(QLatin1String(lower)))
            return false;
    }
    for (const char *higher : {"exact_match", "accuracy", "acc", "f1", "bleu", "rouge", "match"}) {
        if (n.contains(QLatin1String(higher)))
            return true;
    }
    return std::nullopt;
}

QList<MetricComparison> compareValidationAt(const RunMetrics &reference, const RunMetrics &pilot, qint64 step,
                                            std::optional<double> maxDeviation)
{
    QList<MetricComparison> out;
    const EvalPoint *r = evalAt(reference, step), *p = evalAt(pilot, step);
    if (!r || !p)
        return out;
    for (const auto &[name, value] : valuesOf(*r))
        out.append(judged(name, step, value, valueNamed(p, name), true, maxDeviation));
    return out;
}

QList<MetricComparison> compareValidation(const RunMetrics &reference, const RunMetrics &pilot, std::optional<double> maxDeviation)
{
    // The pilot has reached an evaluation step when it logged that step or a later one (a step
    // event or an evaluation); a run that stopped before it is incomplete there, not failing.
    qint64 pilotLast = -1;
    for (const StepPoint &s : pilot.steps())
        pilotLast = std::max(pilotLast, s.step);
    for (const EvalPoint &e : pilot.evals())
        pilotLast = std::max(pilotLast, e.step);
    std::set<qint64> steps;
    for (const EvalPoint &e : reference.evals()) {
        if (e.step >= 0)
            steps.insert(e.step);
    }
    QList<MetricComparison> out;
    for (const qint64 step : steps) {
        const EvalPoint *r = evalAt(reference, step), *p = evalAt(pilot, step);
        for (const auto &[name, value] : valuesOf(*r))
            out.append(judged(name, step, value, valueNamed(p, name), step <= pilotLast, maxDeviation));
    }
    return out;
}

Verdict overallVerdict(const QList<MetricComparison> &validation)
{
    if (validation.isEmpty())
        return Verdict::NoOverlap;
    Verdict worst = Verdict::Pass;
    for (const MetricComparison &m : validation) {
        if (severity(m.verdict) > severity(worst))
            worst = m.verdict;
    }
    return worst;
}

Verdict overallVerdict(const LossComparison &loss, const QList<MetricComparison> &validation)
{
    if (validation.isEmpty())
        return loss.verdict;
    const Verdict v = overallVerdict(validation);
    return severity(v) > severity(loss.verdict) ? v : loss.verdict;
}

} // namespace pilot
