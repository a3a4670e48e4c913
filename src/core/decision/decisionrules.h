#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"
#include "core/support/diagnostic.h"

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
    bool isEmpty() const { return en.isEmpty() && de.isEmpty(); }
};

/// A condition of a rule over the answers: any of the questions answered yes (or no), at least
/// `count` of them, all of them yes; `all_of` several conditions together; `fact` a fact the
/// engine derives from the project (decisionfacts.h); `always` holds unconditionally.
///
/// Conditions are judged on three values: an unknown answer neither satisfies nor refutes one,
/// so a condition holds, fails, or is still open (decisionengine.h).
struct RuleCondition
{
    enum class Kind { AnyYes, AnyNo, AtLeastYes, AtLeastNo, AllYes, AllOf, Fact, Always };
    Kind kind = Kind::Always;
    QStringList questions;
    int count = 0;
    QList<RuleCondition> parts; ///< AllOf
    QString fact;               ///< Fact: one of DecisionRules::factNames()
};

struct DecisionQuestion
{
    QString id;
    QString group; ///< core | stay_on_gpu | deadline | method
    LocalizedText title;
    LocalizedText label;       ///< short name for sentences ("GPU reference"); the id when the file has none
    LocalizedText findOut;     ///< the task when the answer is unknown
    LocalizedText doFirst;     ///< the task when the answer is no (prerequisites, method); may be empty
    bool prerequisite = false; ///< must be yes before any Trainium2 pilot (reference, amortisation, ownership)

    /// For core and method questions "yes" points towards Trainium2; for the stay-on-GPU
    /// conditions and deadlines "no" does. A fact is unfavourable when it points the other way.
    bool yesFavoursTrainium() const { return group == QLatin1String("core") || group == QLatin1String("method"); }
};

struct DecisionRule
{
    QString outcome;
    RuleCondition when;
    LocalizedText because;
    LocalizedText title; ///< replaces the outcome's title when set (e.g. the method of a pilot)
};

struct DecisionAdvice
{
    RuleCondition when;
    LocalizedText text;
};

/// Two answers that cannot both be true, e.g. "the team can maintain compiler versions" and
/// "the team has no Neuron experience and no owner". Reported as a conflict when both are
/// given; completions of open answers that would create one are not considered.
struct DecisionContradiction
{
    QString first;
    Answer firstAnswer = Answer::Yes;
    QString second;
    Answer secondAnswer = Answer::Yes;
    LocalizedText text; ///< why they contradict each other
};

/// The decision guide as data (resources/rules/decision-rules.yaml): questions, outcomes,
/// ordered rules, advice and contradictions. Teams may adapt a copy; loading validates it with
/// located errors.
struct PILOT_CORE_EXPORT DecisionRules
{
    QList<DecisionQuestion> questions;
    QMap<QString, LocalizedText> outcomes;
    QList<DecisionRule> rules;
    QList<DecisionAdvice> advice;
    QList<DecisionContradiction> contradictions;
    /// Which rules decided, for the record: the file's own `version:` (free text, may be empty),
    /// the first 12 hex digits of the SHA-256 of its bytes (tells two copies apart even when
    /// nobody changed the version), and where it was read from (empty for the built-in rules).
    QString version;
    QString digest;
    QString file;

    const DecisionQuestion *question(const QString &id) const;
    /// The title of a rule's outcome: the rule's own title, else the outcome's.
    QString titleOf(const DecisionRule &rule, const QString &language) const;

    /// Facts a condition may name: memory_does_not_fit (the memory calculator finds no
    /// parallelism that fits the planned devices), memory_needs_parallelism (it fits only with
    /// parallelism).
    static QStringList factNames();

    static std::optional<DecisionRules> parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics);
    static std::optional<DecisionRules> load(const QString &path, Diagnostics *diagnostics);
    /// The rules shipped with Migration Pilot.
    static const DecisionRules &builtIn();
};

} // namespace pilot
