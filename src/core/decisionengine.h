#pragma once

#include "decisionrules.h"
#include "pilot_core_export.h"
#include "project.h"

#include <QJsonObject>

namespace pilot {

/// A question still answered "unknown" (or not at all), and what to do to answer it.
struct DecisionTask
{
    QString questionId;
    QString text;
    bool decisive = false; ///< answering it could change the outcome
};

/// The recommendation for a project: never a score, but the rule that decided, the rows that
/// made it hold, and what is still open.
struct DecisionOutcome
{
    QString outcome;            ///< stay_on_gpu | trainium2_pilot | dual_operation (ids of the rules file)
    QString title;
    QString because;
    QStringList decidingRows;   ///< question ids whose answers made the deciding rule hold
    bool provisional = false;   ///< an unknown answer could still change the outcome
    QList<DecisionTask> tasks;
    QStringList advice;
};

/// Applies the rules in order to the project's answers; unanswered questions count as unknown.
PILOT_CORE_EXPORT DecisionOutcome decide(const Project &project, const DecisionRules &rules, const QString &language);
PILOT_CORE_EXPORT QJsonObject decisionToJson(const DecisionOutcome &outcome, const Project &project, const DecisionRules &rules,
                                             const QString &language);

} // namespace pilot
