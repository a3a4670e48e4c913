#pragma once

#include "pilot_core_export.h"
#include "core/decision/decisionrules.h"
#include "core/project/project.h"
#include "core/support/editdistance.h"

#include <QList>
#include <QString>

namespace pilot {

/// A row of a project's `decision:` whose id no question of the rules has — a misspelt id
/// would otherwise vanish from the decision while its intended row counts as unanswered.
struct UnknownQuestionId
{
    QString id;
    QString nearest;  ///< the known id with the least edit distance (empty when the rules have none)
    int distance = 0; ///< edit distance from `id` to `nearest`
    /// Close enough to be a typo worth a "did you mean": at most 2 edits, or a third of the id.
    bool likelyTypo() const { return !nearest.isEmpty() && distance <= qMax(2, int(id.size()) / 3); }
};

/// The project's decision rows that no question of `rules` has, in file order.
PILOT_CORE_EXPORT QList<UnknownQuestionId> unknownQuestionIds(const Project &project, const DecisionRules &rules);

/// line 0 when the text is not available), e.g.
/// "decision.gpu_refrence: no question 'gpu_refrence' in the decision rules; did you mean 'gpu_reference'?".
PILOT_CORE_EXPORT Diagnostics unknownQuestionIdWarnings(const Project &project, const DecisionRules &rules, const QString &fileName);

} // namespace pilot
