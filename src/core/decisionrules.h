#pragma once

#include "diagnostic.h"
#include "pilot_core_export.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// Text in both UI languages.
struct LocalizedText
{
    QString en;
    QString de;
    QString in(const QString &language) const { return language == QLatin1String("de") && !de.isEmpty() ? de : en; }
};

/// A condition of a rule over the answers: any of the questions answered yes (or no), or at
/// least `count` of them; `always` holds unconditionally.
struct RuleCondition
{
    enum class Kind { AnyYes, AnyNo, AtLeastYes, AtLeastNo, Always };
    Kind kind = Kind::Always;
    QStringList questions;
    int count = 0;
};

struct DecisionQuestion
{
    QString id;
    QString group; ///< core | stay_on_gpu | deadline | method
    LocalizedText title;
    LocalizedText findOut; ///< the task when the answer is unknown
};

struct DecisionRule
{
    QString outcome;
    RuleCondition when;
    LocalizedText because;
};

struct DecisionAdvice
{
    RuleCondition when;
    LocalizedText text;
};

/// The decision guide as data (resources/rules/decision-rules.yaml): questions, outcomes and
/// ordered rules. Teams may adapt a copy; loading validates it with located errors.
struct PILOT_CORE_EXPORT DecisionRules
{
    QList<DecisionQuestion> questions;
    QMap<QString, LocalizedText> outcomes;
    QList<DecisionRule> rules;
    QList<DecisionAdvice> advice;

    const DecisionQuestion *question(const QString &id) const;

    static std::optional<DecisionRules> parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics);
    static std::optional<DecisionRules> load(const QString &path, Diagnostics *diagnostics);
    /// The rules shipped with Migration Pilot.
    static const DecisionRules &builtIn();
};

} // namespace pilot
