#pragma once

#include "pilot_core_export.h"

#include <QStringList>

namespace pilot {

/// Where the checkpoints of a PATH are: PATH a checkpoint folder itself, a folder of them
/// (`checkpoints/`, a Trainer's output_dir, an NxD checkpoint_dir), or a run folder (with
/// metrics.jsonl and checkpoints/).
struct CheckpointSearch
{
    QString error;       ///< PATH cannot be used: missing, not a folder; empty when it can
    QString runDir;      ///< the run folder the checkpoints belong to (with metrics.jsonl), or empty
    QStringList folders; ///< oldest first: by step, folders without one first, staging after finished
};

/// Looks at names only (stat), never reads a file. An empty list with no error: nothing here.
/// A model or adapter folder that also holds checkpoint folders (a Trainer's output_dir with
/// its final model) gives itself first, then those.
PILOT_CORE_EXPORT CheckpointSearch findCheckpoints(const QString &path);

} // namespace pilot
