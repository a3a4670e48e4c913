#pragma once

#include "pilot_core_export.h"
#include "core/decision/decisionfacts.h"
#include "core/decision/decisionrules.h"
#include "core/decision/questionids.h"
#include "core/project/project.h"

#include <QJsonObject>
#include <QMap>

namespace pilot {

/// Something to do about a row: find out an answer still unknown (or not given), or — for a
/// prerequisite or the method answered no — what has to be done first.
struct DecisionTask
{
    QString questionId;
    QString text;
    bool decisive = false;           ///< answering it (doing it, for a do-first task) could change the outcome
    bool doFirst = false;            ///< belongs before any Trainium2 pilot (a prerequisite not in place, the parallelism check)
    Answer answer = Answer::Unknown; ///< the row as the decision counts it: unknown, or no for a do-first task
};

/// An answer that disagrees with the project's own data or with another answer.
struct DecisionConflict
{
    QString row;                      ///< question id
    Answer answer = Answer::Unknown;  ///< as the project answers it
    QString fact;                     ///< what disagrees, in the decision's language
    QString source;                   ///< where that comes from, in the decision's language
    QString sourceKey;                ///< runs | amortisation | memory | profile | ops_scan | row
    Answer counted = Answer::Unknown; ///< what the decision counts for the row
};

/// The recommendation for a project: never a score, but the rule that decided, the rows that
/// made it hold, and what is still open.
struct DecisionOutcome
{
    QString outcome; ///< stay_on_gpu | trainium2_pilot | dual_operation (ids of the rules file)
    QString title;   ///< the outcome's title, or the deciding rule's own (e.g. after the method)
    QString because;
    QStringList
        decidingRows; ///< question ids whose answers made the deciding rule hold; for the fallback rule the open rows that left it undecided
    bool provisional = false;  ///< some answers to the open questions would lead to another outcome
    QList<DecisionTask> tasks; ///< do-first tasks first, then find-out tasks, each in question order
    QStringList advice;

    bool undecided = false; ///< the fallback rule decided because open answers leave the outcome undecided
    QList<DecisionConflict> conflicts;
    QList<DecisionFact> facts;            ///< every fact the project offers about its rows (decisionfacts.h)
    QMap<QString, Answer> counted;        ///< every question's answer as the decision counts it (answer or fact)
    QString memory;                       ///< the memory calculator's verdict as a sentence (empty without a device)
    QList<UnknownQuestionId> unknownRows; ///< rows of the project no question of the rules has
    bool exact = true;                    ///< false when too many open answers to try every combination (see decisive)
};

/// More open answers than this are not enumerated (2^16 combinations); "could change the
/// outcome" is then over-approximated from the rules whose condition is still open.
inline constexpr int kMaxEnumeratedOpenAnswers = 16;

/// Applies the rules to the project's answers and facts.
///
/// Each row counts with its answer, unless a fact of the project (decisionfacts.h) speaks
/// against Trainium2 where the answer speaks for it or is unknown: then the fact counts — a
/// verdict is never kinder than the data. Every disagreement is a conflict, also when the fact
/// is the kinder one (then the answer counts).
///
/// Conditions are judged on three values; the first rule whose condition holds decides. Every
/// combination of yes/no for the open rows (unknown answers that a rule uses) is then tried,
/// leaving out combinations that a contradiction of the rules forbids: the outcome is provisional
/// when some combination leads to another outcome (or another title), and an open row "could
/// change the outcome" when flipping it alone changes the outcome in some combination.
/// `horizon`: the whole bill over the project's cost horizon, when it has been costed from the
/// measured runs (projectFacts); a fact of the amortisation row.
PILOT_CORE_EXPORT DecisionOutcome decide(const Project &project, const DecisionRules &rules, const QString &language,
                                         const HorizonCost *horizon = nullptr);
PILOT_CORE_EXPORT QJsonObject decisionToJson(const DecisionOutcome &outcome, const Project &project, const DecisionRules &rules,
                                             const QString &language);

} // namespace pilot
