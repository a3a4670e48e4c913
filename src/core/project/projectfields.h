#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"
#include "core/support/catalogword.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace pilot {

/// How a field's value is written and checked.
enum class FieldKind {
    Text,   ///< free text
    Choice, ///< one of a few keys, checked by the field's `choice` function
    Number, ///< a real number
    Whole,  ///< a whole number
};

/// What a number measures; a fraction lies in [0, 1] (0.03 = 3 %).
enum class FieldUnit { None, Seconds, Tokens, Parameters, Count, Fraction };

/// The translation context of the form labels (the Plan stage's profile and limits form).
inline constexpr const char *kFieldFormContext = "pilot::app::ProfileLimitsPanel";
/// The translation context of the record's labels of the fields.
inline constexpr const char *kFieldRecordContext = "pilot::ProjectFields";

/// One field of the task profile (Owner = TaskProfile) or of the acceptance limits
/// (Owner = AcceptanceLimits), defined once: the project file's key, the member that holds it,
/// its labels, its unit and what it accepts. The reader, the writer, the limits lock, the Plan
/// stage's form and the decision record all walk these tables, so a field added here is read,
/// written, locked, edited and recorded alike.
template<typename Owner>
struct ProjectField
{
    const char *key; ///< the key in the project file, e.g. "restart_time_s"
    FieldKind kind;
    FieldUnit unit;
    double minimum;                                 ///< numbers: the least value accepted
    const char *formLabel;                          ///< the form's label (English source text; translated in the form's context)
    const char *recordLabel;                        ///< the record's label (English source text; kFieldRecordContext)
    QString Owner::*text = nullptr;                 ///< Text and Choice
    std::optional<double> Owner::*number = nullptr; ///< Number
    std::optional<qint64> Owner::*whole = nullptr;  ///< Whole
    /// Choice: why `value` is not one of the keys (empty when it is).
    QString (*choice)(const QString &value) = nullptr;

    /// The record's label in `language` ("de", else English).
    QString label(const QString &language) const { return translatedIn(language, kFieldRecordContext, recordLabel); }
    bool isNumeric() const { return kind == FieldKind::Number || kind == FieldKind::Whole; }
    /// The greatest value accepted (fractions: 1), nullopt when there is none.
    std::optional<double> maximum() const { return unit == FieldUnit::Fraction ? std::optional<double>(1.0) : std::nullopt; }

    /// Numbers (whole ones as double); nullopt for text fields and unset values.
    std::optional<double> numberIn(const Owner &owner) const
    {
        if (number)
            return owner.*number;
        if (whole && owner.*whole)
            return double(*(owner.*whole));
        return std::nullopt;
    }
    /// Text and choice fields; empty for numbers.
    QString textIn(const Owner &owner) const { return text ? owner.*text : QString(); }
    /// Sets a number (a whole field takes the whole part; checkValue refuses fractions first).
    void setNumber(Owner &owner, std::optional<double> value) const
    {
        if (number)
            owner.*number = value;
        else if (whole)
            owner.*whole = value ? std::optional<qint64>(qint64(*value)) : std::nullopt;
    }
    void setText(Owner &owner, const QString &value) const
    {
        if (text)
            owner.*text = value;
    }
};

using ProfileField = ProjectField<TaskProfile>;
using LimitField = ProjectField<AcceptanceLimits>;

/// The task profile's fields in the order of the project file and the record.
PILOT_CORE_EXPORT const QList<ProfileField> &profileFields();
/// The acceptance limits in the order of the project file and the record.
PILOT_CORE_EXPORT const QList<LimitField> &limitFields();

/// The field of `key`, nullptr when there is none.
PILOT_CORE_EXPORT const ProfileField *profileField(QStringView key);
PILOT_CORE_EXPORT const LimitField *limitField(QStringView key);

/// Why the number `value` does not fit a profile field (empty when it does, and for an unset
/// value): below the field's minimum, a fraction where a whole number belongs, above 1 for a
/// fraction.
PILOT_CORE_EXPORT QString checkProfileValue(const ProfileField &field, std::optional<double> value);

} // namespace pilot
