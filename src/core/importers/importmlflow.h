#pragma once

#include "pilot_core_export.h"
#include "core/importers/importedrun.h"

namespace pilot {

/// An MLflow file-store run: `path` is a run folder (meta.yaml, metrics/, params/, tags/), an
/// experiment folder or an mlruns/ root (every run below it, deleted ones in .trash skipped).
/// Metric files hold "timestamp value step" lines (2 fields: step 0); keys may be nested
/// folders ("train/loss"). Per step the value logged last wins. Keys map to the run model by
/// metricRole (importedrun.h), the first key in name order per role; other metrics are listed
/// in the notes.
PILOT_CORE_EXPORT ImportResult importMlflow(const QString &path);

} // namespace pilot
