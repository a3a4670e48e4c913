#pragma once

#include "pilot_core_export.h"
#include "core/importers/importedrun.h"

namespace pilot {

/// CSV exports: TensorBoard's per-tag download (`Wall time,Step,Value`; the tag is taken from
/// the file name, "eval"/"val" in it meaning validation loss), W&B's panel export (first column
/// the x axis, then "<run> - <metric>" columns with their __MIN/__MAX companions, empty cells
/// where a run has no point; one run per run name), and plain tables with a step column and
/// loss / learning_rate / grad_norm / eval_loss columns. Quoted fields and bare nan/inf are read.
PILOT_CORE_EXPORT ImportResult importCsv(const QString &path);

} // namespace pilot
