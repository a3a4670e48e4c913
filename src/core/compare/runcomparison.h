#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"
#include "core/runs/runmetrics.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// How two runs are put side by side: per effective step (optimizer update), or per token
/// consumed when their global batches differ (then step n of one run is not step n of the other).
enum class AlignAxis { Step, Tokens };

/// Reference and pilot at one position of the common axis. A pilot value that is NaN or
/// infinite is kept (it is a failure, not a gap).
struct AlignedLoss
{
    double x = 0; ///< step or tokens
    double reference = kNoValue;
    double pilot = kNoValue;
    double absDeviation = 0; ///< |pilot - reference|; infinite when the pilot is not finite
    double relDeviation = 0; ///< |pilot - reference| / |reference| (0 when both are 0)
    bool outside = false;    ///< beyond the tolerance, or not finite
};

/// A verdict is never kinder than the data: Pass needs every point of the reference judged and
/// inside; NaN, infinite or missing pilot values fail; a pilot that has not reached the
/// reference's end (still running, or ended early) is Incomplete.
enum class Verdict { Pass, Fail, Incomplete, NoLimits, NoOverlap, InvalidLimits };

/// What a run's own events say about its life: Unknown without run_start (files of other tools),
/// Running while the current attempt has not reported its end (it may also have died: see
/// runsummary for telling those apart). Not the launch layer's RunState (launch/runstatus.h), which adds what the
/// launcher sees of the process.
enum class MetricsRunState { Unknown, Running, Completed, Failed, Aborted };
PILOT_CORE_EXPORT MetricsRunState runState(const RunMetrics &metrics);
PILOT_CORE_EXPORT QString runStateKey(MetricsRunState s); ///< "unknown" | "running" | "completed" | "failed" | "aborted"

/// The tolerance around the reference at a value r: abs + rel * |r| (as numpy's allclose);
/// either part may be missing. A pilot value is inside when |p - r| <= tolerance.
struct Tolerance
{
    std::optional<double> abs;
    std::optional<double> rel;

    bool isSet() const { return abs || rel; }
    /// Both parts, where given, finite and not negative (NaN would let every value pass).
    bool isValid() const
    {
        const auto ok = [](const std::optional<double> &v) { return !v || (std::isfinite(*v) && *v >= 0); };
        return ok(abs) && ok(rel);
    }
    double at(double reference) const { return abs.value_or(0) + rel.value_or(0) * std::abs(reference); }
    static Tolerance lossOf(const AcceptanceLimits &limits) { return {limits.lossDeviationAbs, limits.lossDeviationRel}; }
};

/// How much of the reference the comparison covers. Every reference point with a position on
/// the axis counts; the verdict has to account for each of them.
struct Coverage
{
    int referencePoints = 0;    ///< the yardstick: reference points with a step (or token count)
    int compared = 0;           ///< both values present (the pilot's possibly not finite)
    int referenceNonFinite = 0; ///< NaN/Inf in the reference itself: not judged
    int pilotNonFinite = 0;     ///< the pilot's loss is NaN/Inf there: a failure
    int missing = 0;            ///< inside the pilot's logged range but without a pilot value: a failure
    int notReached = 0;         ///< after the pilot's last logged point: incomplete
    int beforeStart = 0;        ///< tokens axis: before the pilot's first point, less than one pilot step in
    std::optional<double> firstCompared, lastCompared, firstPilotNonFinite, firstMissing, firstNotReached;
    double referenceLast = kNoValue; ///< the reference's last position
    MetricsRunState referenceState = MetricsRunState::Unknown;
    MetricsRunState pilotState = MetricsRunState::Unknown;
};

struct LossComparison
{
    AlignAxis axis = AlignAxis::Step;
    double referenceTokensPerStep = kNoValue; ///< median global batch in tokens, when logged
    double pilotTokensPerStep = kNoValue;
    QList<AlignedLoss> points;
    double maxAbs = 0, maxRel = 0, meanAbs = 0, meanRel = 0; ///< over the finite points
    int outside = 0;                                         ///< outside the tolerance or not finite
    std::optional<double> firstOutside;                      ///< x of the first point beyond the tolerance (or not finite)
    Coverage coverage;
    Verdict verdict = Verdict::NoOverlap;
    /// Why the verdict is Incomplete or Fail beyond "outside": keys from incompleteReasons.
    QStringList reasons;

    /// Compared points where the pilot has a finite loss: what the deviation figures cover.
    int finitePoints() const { return int(points.size()) - coverage.pilotNonFinite; }
    /// Points beyond the tolerance band proper: `outside` without those where the pilot's loss
    /// is NaN or infinite (those are reported as such, not as deviations).
    int beyondBand() const { return outside - coverage.pilotNonFinite; }
};

/// One validation metric (val_loss or an eval metric) at one evaluation of the reference.
struct MetricComparison
{
    QString name;
    qint64 step = -1;
    double reference = kNoValue;
    double pilot = kNoValue; ///< NaN when the pilot has no such value (see `missing`)
    double deviation = 0;    ///< |pilot - reference|; infinite when the pilot's is not finite
    bool missing = false;    ///< the pilot did not evaluate this step, or not this metric
    Verdict verdict = Verdict::NoLimits;
    /// The direction of the deviation, where the metric says which way is better
    /// (metricHigherIsBetter) and both values are finite and differ: true when the pilot is
    /// better than the reference. A pilot outside because it is better is still outside — the
    /// runs do not train alike — but the reader must see which way it went.
    std::optional<bool> pilotBetter;
};

/// Which way a validation metric improves: false for losses, perplexity and error rates, true
/// for exact match, accuracy, F1, BLEU and ROUGE; empty for a metric of unknown meaning.
PILOT_CORE_EXPORT std::optional<bool> metricHigherIsBetter(const QString &name);

/// Aligns the pilot's training loss on the reference's: on common steps when both runs put the
/// same number of tokens into a step (or do not say), else on tokens, the pilot's loss taken
/// by linear interpolation between its neighbouring logged points. The comparison covers every
/// reference point: a pilot value that is NaN or infinite counts as outside, a reference point
/// the pilot skipped is missing (both Fail), reference points after the pilot's last point make
/// the verdict Incomplete, as does a reference that has not completed or holds non-finite values.
/// Invalid tolerances (NaN, infinite, negative) give InvalidLimits; without a tolerance the
/// verdict is NoLimits unless the data already fails.
///
/// Which axis: when both runs' configured global batches are known (`batches`, from their
/// job.json: configuredTokensPerStep), on tokens exactly when they differ; otherwise on tokens
/// only when the measured tokens per step differ by more than 5 % — runs of one configuration
/// differ by their batches' token counts, a changed global batch by far more.
struct ConfiguredBatches
{
    std::optional<double> reference, pilot; ///< tokens per effective step, as configured
};
PILOT_CORE_EXPORT LossComparison compareLoss(const RunMetrics &reference, const RunMetrics &pilot, const Tolerance &tolerance,
                                            const ConfiguredBatches &batches = {});

/// The global batch a run was configured with, in tokens per effective step (micro_batch ×
/// grad_accum × seq_len of its job.json); `run` is its folder or a file in it (metrics.jsonl).
/// Empty when the folder holds no readable job.
PILOT_CORE_EXPORT std::optional<double> configuredTokensPerStep(const QString &run);
/// Both runs' configured global batches (configuredTokensPerStep), for compareLoss.
PILOT_CORE_EXPORT ConfiguredBatches configuredBatches(const QString &reference, const QString &pilot);

/// Every validation value the reference logged (val_loss and each eval metric, at each of its
/// evaluations, in step order) against the pilot's at the same step, judged against
/// `maxDeviation` (the project's validation_metric_deviation). A missing or non-finite pilot
/// value fails; an evaluation after the pilot's last step is Incomplete.
PILOT_CORE_EXPORT QList<MetricComparison> compareValidation(const RunMetrics &reference, const RunMetrics &pilot,
                                                            std::optional<double> maxDeviation);

/// The verdict over a list of validation comparisons: the worst of them (Fail, then
/// InvalidLimits, Incomplete, NoLimits), Pass only when all pass, NoOverlap when empty.
PILOT_CORE_EXPORT Verdict overallVerdict(const QList<MetricComparison> &validation);

/// The verdict over the loss and the validation together, by the same order.
PILOT_CORE_EXPORT Verdict overallVerdict(const LossComparison &loss, const QList<MetricComparison> &validation);

/// Steps at which both runs evaluated, ascending.
PILOT_CORE_EXPORT QList<qint64> commonEvalSteps(const RunMetrics &reference, const RunMetrics &pilot);

/// val_loss and every eval metric at one evaluation step both runs share.
PILOT_CORE_EXPORT QList<MetricComparison> compareValidationAt(const RunMetrics &reference, const RunMetrics &pilot, qint64 step,
                                                              std::optional<double> maxDeviation);

/// "pass" | "fail" | "incomplete" | "no_limits" | "no_overlap" | "invalid_limits"
PILOT_CORE_EXPORT QString verdictKey(Verdict v);

/// The keys LossComparison::reasons holds, in the order they are checked:
/// "pilot_non_finite", "pilot_missing_steps", "pilot_running", "pilot_ended_early",
/// "reference_non_finite", "reference_unfinished".
PILOT_CORE_EXPORT QStringList incompleteReasons();

} // namespace pilot
