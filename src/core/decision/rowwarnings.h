#pragma once

#include "pilot_core_export.h"
#include "core/decision/decisionrules.h"
#include "core/project/project.h"
#include "core/support/diagnostic.h"

namespace pilot {

/// Warnings about a project's decision rows, located at the row's key in the project's text
/// (`project.sourceYaml`; line 0 when the text is not available), for `pilotctl validate`.

/// A row whose id no question of `rules` has, e.g.
/// "decision.gpu_refrence: no question 'gpu_refrence' in the decision rules; did you mean 'gpu_reference'?".
PILOT_CORE_EXPORT Diagnostics unknownQuestionIdWarnings(const Project &project, const DecisionRules &rules, const QString &fileName);

/// An answer that the project's own data or another answer contradicts (decide()'s conflicts),
/// e.g. "decision.gpu_reference: answered no, but the project lists the GPU reference run ref
/// (listed runs); the decision counts no".
PILOT_CORE_EXPORT Diagnostics decisionConflictWarnings(const Project &project, const DecisionRules &rules, const QString &fileName);

} // namespace pilot
