#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/checkpointlayout.h"
#include "core/checkpoints/filechecksum.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

namespace pilot {

class RunMetrics;

/// The verdict on one checkpoint folder (docs/checkpoints.md).
struct CheckpointReport
{
    QString dir;
    CheckpointLayout layout = CheckpointLayout::Unknown;
    qint64 step = -1;      ///< from the manifest, trainer state or folder name; -1 when unknown
    bool staging = false;  ///< a .partial or tmp-checkpoint-* folder
    bool cancelled = false;
    QStringList reasons;   ///< every reason to refuse, each a sentence naming the file or field
    QStringList notes;     ///< worth knowing, no reason to refuse (checks that could not be made)
    qint64 bytes = 0;      ///< of the files checked
    int files = 0;
    /// When it was written: the time of the run's own `checkpoint` event for it where the run
    /// reports it (the files' times say only when they were last copied), else when its
    /// completion marker (or newest state file) was written.
    QDateTime written;

    /// Accepted only when a known layout was checked to the end and nothing was found; a
    /// staging folder, an unknown one and a cancelled check never are.
    bool accepted() const { return !staging && !cancelled && layout != CheckpointLayout::Unknown && reasons.isEmpty(); }
};

/// Margins of the age check: a checkpoint written more than kBeforeRunStartSeconds before the
/// run's first run_start, or more than kAfterLastEventSeconds after the run's last event, is
/// not this run's (a leftover of another, or a folder copied in later).
inline constexpr double kBeforeRunStartSeconds = 60;
inline constexpr double kAfterLastEventSeconds = 3600;

/// The run a checkpoint belongs to, when it lies inside a run folder: its metrics (read by the
/// caller) and the folder (for job.json, which gives our LoRA adapters their base shapes).
struct CheckpointRunContext
{
    const RunMetrics *metrics = nullptr;
    QString runDir;
};

/// Checks the checkpoint in `dir` for its layout: completeness, safetensors structure, tensor
/// names and shapes, trainer state, and, with a run, its consistency with the run's metrics and
/// its age. Checksums run through `control` (progress, cancel; may be null). Blocks on file I/O
/// for as long as the checksums take: call it on a worker thread. Never throws; garbage in the
/// folder becomes reasons.
PILOT_CORE_EXPORT CheckpointReport verifyCheckpoint(const QString &dir, ChecksumControl *control,
                                                    const CheckpointRunContext &run = {});

/// The report as JSON: dir, name, layout, step, verdict ("accepted" | "refused"), staging,
/// cancelled, reasons, notes, bytes, files, written (ISO 8601, UTC).
PILOT_CORE_EXPORT QJsonObject checkpointReportToJson(const CheckpointReport &report);

} // namespace pilot
