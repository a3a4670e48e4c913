#pragma once

#include "pilot_core_export.h"
#include "core/launch/launcher.h"
#include "core/runs/runsummary.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace pilot {

/// `<run>/slurm.json`: how long the run's Slurm job waited in the queue. The Slurm launcher
/// writes it (atomically) the first time it sees the job running or ended, from Slurm's
/// SubmitTime and StartTime; a new submission into the same folder replaces it.
///   {"schema": 1, "job_id": "42", "submitted": "…Z", "started": "…Z", "pending_seconds": 1.0,
///    "state": "RUNNING"}
inline constexpr char kSlurmQueueFile[] = "slurm.json";

/// The phase name the queue wait has among a run's phases.
inline constexpr char kSlurmPendingPhase[] = "pending";

struct SlurmQueuePhase
{
    QString jobId;
    QDateTime submitted; ///< UTC
    QDateTime started;   ///< UTC
    double pendingSeconds = 0;
    QString state; ///< Slurm's state when it was recorded (RUNNING, or how it ended)
};

PILOT_CORE_EXPORT bool writeSlurmQueuePhase(const QString &runDir, const SlurmQueuePhase &phase, QString *error);

/// Reads `<runDir>/slurm.json` (regular file, size-limited). False when it is missing (`error`
/// empty) or invalid (`error` says why).
PILOT_CORE_EXPORT bool readSlurmQueuePhase(const QString &runDir, SlurmQueuePhase *phase, QString *error);

/// The run's time in Slurm's queue as a phase beside those of its metrics.jsonl: closed, from
/// slurm.json, when that belongs to the job launch.json names; open, from the submission to
/// `now`, while the probe says the job is queued; nothing for other launchers, or when neither
/// is known.
PILOT_CORE_EXPORT std::optional<PhaseTotal> slurmPendingPhase(const QString &runDir, const LaunchRecord &record, const ProcessProbe &probe,
                                                              const QDateTime &now);

} // namespace pilot
