#pragma once

#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QLocale>

namespace pilot {

/// Adds the "Checkpoints, restarts and failures" table to the pilot results of a record: for
/// the reference and the pilot, the newest checkpoint and its verdict (with the number of
/// reasons it was refused for; `pilotctl checkpoints verify` lists them), how many checkpoints
/// the run keeps, the kill-and-resume drill kept with the run (its jump check, interruptions,
/// restart times and repeated steps) and a failed run's failure class. Nothing is added when
/// neither run folder was read.
void addRunResilience(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale);

} // namespace pilot
