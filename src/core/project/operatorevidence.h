#pragma once

#include "pilot_core_export.h"
#include "core/calculators/operatorlist.h"

namespace pilot {

struct Project;

/// The question the scan answers (resources/rules/decision-rules.yaml).
inline constexpr const char *kOperatorQuestionId = "unconfirmed_operators";

/// Feeds a scan into the project's "operators without a confirmed Neuron path" row: the answer
/// (yes when any operator is unconfirmed, else no), a reason naming the operators, and one
/// evidence entry "ops-scan: MODEL …" that replaces the entry of an earlier scan of the same
/// model. Other evidence stays.
PILOT_CORE_EXPORT void recordOperatorCoverage(Project *project, const QString &modelPath, const OperatorCoverage &coverage,
                                              const OperatorList &list);

} // namespace pilot
