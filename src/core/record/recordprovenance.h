#pragma once

#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QLocale>

namespace pilot {

/// Adds the "Provenance of the runs" table to the pilot results of a record: for the
/// reference and the pilot, how and where each was launched (launcher, target, host, process
/// or Slurm job, start), the backend and its plugin version, the job file's hash, the
/// environment label, the exact command, the Neuron compile cache a run was given (or reported),
/// the environment its backend set and the versions it found at the launch — those three rows
/// only when a run has them — and the versions the job reported at its start.
/// Values come from the run folders inside the project and enter the document as literal
/// text, cut to a readable length. Nothing is added when neither run says anything.
void addRunProvenance(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale);

} // namespace pilot
