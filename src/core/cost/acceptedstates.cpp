#include "core/cost/acceptedstates.h"

#include "core/checkpoints/checkpointsearch.h"
#include "core/compare/runcomparison.h"
#include "core/runs/runmetrics.h"
#include "core/support/coretr.h"

#include <QFileInfo>

#include <cmath>

namespace pilot {

namespace {

const StepPoint *stepAt(const RunMetrics &m, qint64 step)
{
    const auto &steps = m.steps();
    const auto it = std::lower_bound(steps.begin(), steps.end(), step, [](const StepPoint &p, qint64 s) { return p.step < s; });
    return it != steps.end() && it->step == step ? &*it : nullptr;
}

std::optional<double> qualityAt(const RunMetrics &m, qint64 step)
{
    for (const EvalPoint &e : m.evals()) {
        if (e.step != step)
            continue;
        for (const auto &metric : e.metrics) {
            if (metric.first == QLatin1String(kOutputQualityMetric) && std::isfinite(metric.second))
                return metric.second;
        }
    }
    return std::nullopt;
}

} // namespace

AcceptedStates acceptedStatesOf(const QString &runDir, const RunMetrics &metrics, const AcceptanceInputs &in)
{
    AcceptedStates out;
    const Tolerance tolerance = Tolerance::lossOf(in.limits);
    QStringList missing;
    if (!in.reference)
        missing << CoreTr::tr("the project has no readable reference run for the tolerance band");
    if (!tolerance.isSet())
        missing << CoreTr::tr("no loss tolerance is set (the acceptance limits of the Plan stage)");
    else if (!tolerance.isValid())
        missing << CoreTr::tr("the loss tolerance is not a finite number of 0 or more");
    if (!in.limits.outputQualityMin)
        missing << CoreTr::tr("no output quality threshold is set (the acceptance limits of the Plan stage)");

    const CheckpointSearch search = findCheckpoints(runDir);
    int accepted = 0;
    for (const QString &dir : search.folders) {
        if (in.cancel && in.cancel->load()) {
            out.cancelled = true;
            break;
        }
        ChecksumControl control;
        control.cancel = in.cancel;
        const CheckpointRunContext context{&metrics, runDir};
        const CheckpointReport report = in.check ? in.check(dir, &control, context) : verifyCheckpoint(dir, &control, context);
        if (report.cancelled) {
            out.cancelled = true;
            break;
        }
        StateVerdict v;
        v.dir = dir;
        v.step = report.step;
        if (!report.accepted()) {
            v.reasons << (report.staging ? QStringList{CoreTr::tr("an unfinished (staging) checkpoint is never an accepted state")}
                                         : report.reasons);
            if (v.reasons.isEmpty())
                v.reasons << CoreTr::tr("the verifier does not know this checkpoint's layout");
        }
        const StepPoint *own = v.step >= 0 ? stepAt(metrics, v.step) : nullptr;
        const StepPoint *ref = in.reference && v.step >= 0 ? stepAt(*in.reference, v.step) : nullptr;
        if (own && std::isfinite(own->loss))
            v.loss = own->loss;
        if (ref && std::isfinite(ref->loss))
            v.referenceLoss = ref->loss;
        if (!v.loss)
            v.reasons << CoreTr::tr("the run has no finite loss at step %1").arg(v.step);
        else if (in.reference && !v.referenceLoss)
            v.reasons << CoreTr::tr("the reference has no finite loss at step %1").arg(v.step);
        else if (v.referenceLoss && tolerance.isSet() && tolerance.isValid()
                 && std::abs(*v.loss - *v.referenceLoss) > tolerance.at(*v.referenceLoss))
            v.reasons << CoreTr::tr("the loss %1 lies outside the reference's band (%2 ± %3)")
                             .arg(*v.loss)
                             .arg(*v.referenceLoss)
                             .arg(tolerance.at(*v.referenceLoss));
        v.quality = qualityAt(metrics, v.step);
        if (!v.quality)
            v.reasons << CoreTr::tr("the run has no evaluation (%1) at step %2, so its output quality is not known")
                             .arg(QLatin1String(kOutputQualityMetric))
                             .arg(v.step);
        else if (in.limits.outputQualityMin && *v.quality < *in.limits.outputQualityMin)
            v.reasons << CoreTr::tr("the output quality %1 is below the agreed %2").arg(*v.quality).arg(*in.limits.outputQualityMin);
        v.accepted = v.reasons.isEmpty() && missing.isEmpty();
        accepted += v.accepted ? 1 : 0;
        out.states.append(v);
    }
    if (!search.error.isEmpty() && QFileInfo(runDir).exists())
        missing << search.error;
    if (!missing.isEmpty())
        out.unknownReason = missing.join(QStringLiteral("; "));
    else if (!out.cancelled)
        out.count = accepted;
    return out;
}

} // namespace pilot
