#pragma once

#include "pilot_core_export.h"
#include "project.h"
#include "runmetrics.h"

#include <QList>
#include <QString>

#include <optional>

namespace pilot {

/// How two runs are put side by side: per effective step (optimizer update), or per token
/// consumed when their global batches differ (then step n of one run is not step n of the other).
enum class AlignAxis { Step, Tokens };

/// Reference and pilot at one position of the common axis.
struct AlignedLoss
{
    double x = 0;     ///< step or tokens
    double reference = kNoValue;
    double pilot = kNoValue;
    double absDeviation = 0; ///< |pilot - reference|
    double relDeviation = 0; ///< |pilot - reference| / |reference| (0 when both are 0)
    bool outside = false;    ///< beyond the tolerance
};

enum class Verdict { Pass, Fail, NoLimits, NoOverlap };

/// The tolerance around the reference at a value r: abs + rel * |r| (as numpy's allclose);
/// either part may be missing. A pilot value is inside when |p - r| <= tolerance.
struct Tolerance
{
    std::optional<double> abs;
    std::optional<double> rel;

    bool isSet() const { return abs || rel; }
    double at(double reference) const { return abs.value_or(0) + rel.value_or(0) * std::abs(reference); }
    static Tolerance lossOf(const AcceptanceLimits &limits) { return {limits.lossDeviationAbs, limits.lossDeviationRel}; }
};

struct LossComparison
{
    AlignAxis axis = AlignAxis::Step;
    double referenceTokensPerStep = kNoValue; ///< median global batch in tokens, when logged
    double pilotTokensPerStep = kNoValue;
    QList<AlignedLoss> points;
    double maxAbs = 0, maxRel = 0, meanAbs = 0, meanRel = 0;
    int outside = 0;
    std::optional<double> firstOutside; ///< x of the first point beyond the tolerance
    Verdict verdict = Verdict::NoOverlap;
};

/// One validation metric (val_loss or an eval metric) at the last evaluation both runs share.
struct MetricComparison
{
    QString name;
    qint64 step = -1;
    double reference = kNoValue;
    double pilot = kNoValue;
    double deviation = 0; ///< |pilot - reference|
    Verdict verdict = Verdict::NoLimits;
};

/// Aligns the pilot's training loss on the reference's: on common steps when both runs put the
/// same number of tokens into a step (or do not say), else on tokens, the pilot's loss taken
/// by linear interpolation between its neighbouring logged points. Non-finite losses are not
/// compared. The verdict is Pass when every compared point lies inside the tolerance, Fail
/// otherwise, NoLimits without a tolerance and NoOverlap when nothing can be compared.
PILOT_CORE_EXPORT LossComparison compareLoss(const RunMetrics &reference, const RunMetrics &pilot, const Tolerance &tolerance);

/// val_loss and every eval metric at the last step both runs evaluated, each judged against
/// `maxDeviation` (the project's validation_metric_deviation).
PILOT_CORE_EXPORT QList<MetricComparison> compareValidation(const RunMetrics &reference, const RunMetrics &pilot,
                                                             std::optional<double> maxDeviation);

/// Steps at which both runs evaluated, ascending.
PILOT_CORE_EXPORT QList<qint64> commonEvalSteps(const RunMetrics &reference, const RunMetrics &pilot);

/// val_loss and every eval metric at one evaluation step both runs share.
PILOT_CORE_EXPORT QList<MetricComparison> compareValidationAt(const RunMetrics &reference, const RunMetrics &pilot, qint64 step,
                                                               std::optional<double> maxDeviation);

PILOT_CORE_EXPORT QString verdictKey(Verdict v); ///< "pass" | "fail" | "no_limits" | "no_overlap"

} // namespace pilot
