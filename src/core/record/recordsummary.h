#pragma once

#include "core/decision/decisionengine.h"
#include "core/decision/decisionrules.h"
#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QLocale>

namespace pilot {

/// Adds the one-page summary a record opens with, for readers who read one page: the outcome,
/// the complete pilot verdict (with the criteria that keep it from passing), the cost per
/// accepted training state of both platforms, and the open tasks; then a page break. Every
/// figure is the one the sections after it report, so the summary never says more than they do.
void addRecordSummary(RecordDocument &doc, const DecisionOutcome &outcome, const DecisionRules &rules, const PilotResults &results,
                      const QString &language, const QLocale &locale);

} // namespace pilot
