#pragma once

#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QLocale>

namespace pilot {

/// Adds the complete pilot verdict to a record's pilot results: one table with every criterion
/// (loss curve, validation, output quality, restore, restart time, time to the first
/// checkpoint), its limit, the measured value and the result, and the overall verdict — a pass
/// only when every criterion passes. Nothing is added when the runs were not compared.
void addPilotVerdict(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale);

/// A criterion's name (its key: loss, validation, …) in `language`.
QString pilotCriterionTitle(const QString &key, const QString &language);
/// A criterion's result as the verdict table writes it: pass, fail or why it is incomplete.
QString pilotCriterionResult(const PilotCriterion &criterion, const QString &language);
/// The overall verdict as a phrase ("the pilot passes on every criterion", …).
QString pilotOverallText(Verdict overall, const QString &language);

} // namespace pilot
