#pragma once

#include "importedrun.h"
#include "pilot_core_export.h"

namespace pilot {

/// An MLflow file-store run: `path` is a run folder (meta.yaml, metrics/, params/, tags/), an
/// experiment folder or an mlruns/ root (every run below it, deleted ones in .trash skipped).
/// Metric files hold "timestamp value step" lines (2 fields: step 0); keys may be nested
/// folders ("train/loss"). Per step the value logged last wins. Training loss is the first of
/// loss, train_loss, train/loss; learning rate lr or learning_rate; validation loss val_loss,
/// eval_loss, validation_loss or eval/loss; other metrics are listed in the notes.
PILOT_CORE_EXPORT ImportResult importMlflow(const QString &path);

} // namespace pilot
