#include "core/project/projectfields.h"

#include "core/support/coretr.h"

#include <QCoreApplication>

#include <cmath>

namespace pilot {

namespace {

QString checkMethod(const QString &value)
{
    if (value.isEmpty() || value == QLatin1String("lora") || value == QLatin1String("full"))
        return QString();
    return CoreTr::tr("expected lora or full, found '%1'").arg(value);
}

using P = TaskProfile;
using L = AcceptanceLimits;
using K = FieldKind;
using U = FieldUnit;

} // namespace

// The form's labels are the form's own words (they may name a unit or a range the record
// leaves out); lupdate finds them here, in the form's translation context (kFieldFormContext).
// The record's labels are the record's words, in their own context (kFieldRecordContext): it is
// written for readers of the language chosen for it, whatever language the program runs in.
const QList<ProfileField> &profileFields()
{
    static const QList<ProfileField> fields = {
        {"model_type", K::Text, U::None, 0, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Model type"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Model"), &P::modelType},
        {"parameters", K::Number, U::Parameters, 1, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Parameters"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Parameters"), nullptr, &P::parameters},
        {"seq_len", K::Whole, U::Tokens, 1, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Sequence length (tokens)"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Sequence length"), nullptr, nullptr, &P::seqLen},
        {"method", K::Choice, U::None, 0, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Method"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Method"), &P::method, nullptr, nullptr, &checkMethod},
        {"training_steps", K::Whole, U::Count, 1, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Training steps"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Training steps"), nullptr, nullptr, &P::trainingSteps},
        {"checkpoint_format", K::Text, U::None, 0, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Checkpoint format"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Checkpoint format"), &P::checkpointFormat},
        {"expected_experiments", K::Whole, U::Count, 0, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Expected experiments"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Expected experiments"), nullptr, nullptr, &P::expectedExperiments},
        {"data_volume", K::Text, U::None, 0, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Data volume"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Data volume"), &P::dataVolume},
        {"restart_target_s", K::Number, U::Seconds, 0, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Restart target (s)"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Restart target (s)"), nullptr, &P::restartTargetS},
        {"accepted_validation_deviation", K::Number, U::None, 0,
         QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Accepted validation deviation"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Accepted validation deviation"), nullptr, &P::acceptedValidationDeviation},
    };
    return fields;
}

const QList<LimitField> &limitFields()
{
    static const QList<LimitField> fields = {
        {"loss_deviation_abs", K::Number, U::None, 0,
         QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Loss deviation per effective step (absolute)"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Loss deviation per effective step (absolute)"), nullptr, &L::lossDeviationAbs},
        {"loss_deviation_rel", K::Number, U::Fraction, 0,
         QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Loss deviation per effective step (relative, 0.03 = 3 %)"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Loss deviation per effective step (relative)"), nullptr, &L::lossDeviationRel},
        {"validation_metric_deviation", K::Number, U::None, 0,
         QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Validation metric deviation"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Validation metric deviation"), nullptr, &L::validationMetricDeviation},
        {"restart_time_s", K::Number, U::Seconds, 0, QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Restart time (s)"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Restart time (s)"), nullptr, &L::restartTimeS},
        {"time_to_first_checkpoint_s", K::Number, U::Seconds, 0,
         QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Time to first usable checkpoint (s)"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Time to first usable checkpoint (s)"), nullptr, &L::timeToFirstCheckpointS},
        {"output_quality_min", K::Number, U::Fraction, 0,
         QT_TRANSLATE_NOOP("pilot::app::ProfileLimitsPanel", "Output quality threshold (0–1)"),
         QT_TRANSLATE_NOOP("pilot::ProjectFields", "Output quality threshold"), nullptr, &L::outputQualityMin},
    };
    return fields;
}

const ProfileField *profileField(QStringView key)
{
    for (const ProfileField &f : profileFields()) {
        if (key == QLatin1String(f.key))
            return &f;
    }
    return nullptr;
}

const LimitField *limitField(QStringView key)
{
    for (const LimitField &f : limitFields()) {
        if (key == QLatin1String(f.key))
            return &f;
    }
    return nullptr;
}

QString checkProfileValue(const ProfileField &field, std::optional<double> value)
{
    if (!value || !field.isNumeric())
        return QString();
    const double v = *value;
    // A whole number must also survive the trip through qint64 unchanged.
    const bool whole = field.kind == FieldKind::Whole;
    const bool bad = !std::isfinite(v) || v < field.minimum || (whole && (v != std::floor(v) || std::fabs(v) > 9.0e15));
    if (bad) {
        return whole ? CoreTr::tr("expected a whole number of at least %1 (empty for not set)").arg(field.minimum)
                     : CoreTr::tr("expected a number of at least %1 (empty for not set)").arg(field.minimum);
    }
    if (const auto max = field.maximum(); max && v > *max)
        return CoreTr::tr("expected a fraction between 0 and 1 (0.03 = 3 %)");
    return QString();
}

} // namespace pilot
