#pragma once

#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QLocale>

namespace pilot {

/// Adds the "Scaling" section to a record when one of its runs ran on more than one process
/// (PilotResults::scaling): per run the world size, tokens/s, median step time, scaling
/// efficiency and the communication and data-wait shares, "unknown" where a figure is, the
/// rule the efficiency follows, and why a run has no figures. Nothing is added otherwise.
void addScaling(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale);

} // namespace pilot
