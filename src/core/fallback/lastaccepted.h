#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/checkpointverifier.h"

#include <QList>
#include <QString>

#include <optional>

namespace pilot {

/// The state a fallback starts from: the newest checkpoint of a run that is accepted, and why
/// each newer one was passed over.
struct LastAcceptedCheckpoint
{
    QString error; ///< the run folder cannot be used (missing, not a folder); empty otherwise
    /// The newest checkpoint of our layout (docs/job-interface.md §6) that the verifier accepts,
    /// checked in full (manifest checksums, structure, trainer state, against the run's
    /// metrics.jsonl when it can be read); empty when there is none.
    std::optional<CheckpointReport> accepted;
    /// The checkpoints newer than the accepted one (all of them when none is accepted), newest
    /// first, each with its reasons: a `.partial` folder (never loaded), one the verifier refuses
    /// (a flipped byte: the checksum names the file), one of another layout (pilot-trainer and
    /// the Neuron job resume only from their own). For a page that says why they were skipped.
    QList<CheckpointReport> skipped;
    bool cancelled = false; ///< `control` asked to stop; `accepted` is then empty
    QString metricsProblem; ///< the run's metrics.jsonl could not be read: checkpoints were checked without it
};

/// Looks through `runDir`'s checkpoints from the newest down and verifies each
/// (verifyCheckpoint) until one of our layout is accepted; older ones are not checked. Staging
/// folders and other layouts are skipped unread. `control` (may be null) gets progress per
/// checkpoint (done and total restart for each one checked) and may cancel. Reads and
/// checksums whole checkpoints: call it on a worker thread.
PILOT_CORE_EXPORT LastAcceptedCheckpoint lastAcceptedCheckpoint(const QString &runDir, ChecksumControl *control = nullptr);

} // namespace pilot
