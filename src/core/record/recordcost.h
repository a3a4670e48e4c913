#pragma once

#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QLocale>

namespace pilot {

/// Adds "Cost per accepted training state" to a record's pilot results (docs/cost.md): per
/// role the runs, billed time, cost, accepted states and cost per accepted state; the seven
/// phases' hours per role; prices that are unconfirmed assumptions; and the projection with
/// break-even, labelled as one. An unknown figure is written as unknown (`pilotctl cost` says
/// why), never as a number. Nothing is added when no cost model was worked out.
void addPilotCost(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale);

} // namespace pilot
