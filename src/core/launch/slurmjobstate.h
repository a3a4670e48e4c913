#pragma once

#include "pilot_core_export.h"
#include "core/launch/launcher.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace pilot {

/// What Slurm says about one job, from squeue (while slurmctld remembers the job: MinJobAge
/// after its end) or sacct (with an accounting database).
struct SlurmJobState
{
    QString state;       ///< Slurm's word: PENDING, RUNNING, COMPLETING, COMPLETED, CANCELLED, …
    QString reason;      ///< why it waits or how it ended (Resources, NonZeroExitCode, …)
    QDateTime submitted; ///< invalid when Slurm has none
    QDateTime started;   ///< invalid until the job starts
    QDateTime ended;     ///< invalid until it ends
    int exitCode = -1;   ///< the batch script's exit code; 128+N when signal N ended it; -1 unknown
};

/// squeue's options that print the line parseSqueueLine() reads: no user text on it
/// (the job's name and paths are left out), fields ended by '|'.
PILOT_CORE_EXPORT QStringList slurmSqueueFormatArgs();
/// sacct's options that print the line parseSacctLine() reads.
PILOT_CORE_EXPORT QStringList slurmSacctFormatArgs();

/// One line of `squeue -h -t all -j ID` with slurmSqueueFormatArgs(); false with `error`
/// when it is not one.
PILOT_CORE_EXPORT bool parseSqueueLine(const QString &line, SlurmJobState *state, QString *error);
/// One line of `sacct -n -P -X -j ID` with slurmSacctFormatArgs() ("CANCELLED by 0" is CANCELLED).
PILOT_CORE_EXPORT bool parseSacctLine(const QString &line, SlurmJobState *state, QString *error);

/// Queued, Running or Ended for Slurm's state word, by the state alone (never by the exit
/// code: a script's exit 143 is FAILED or CANCELLED depending on how it came about):
///   Queued:  PENDING, CONFIGURING, REQUEUED, REQUEUE_HOLD, REQUEUE_FED, RESV_DEL_HOLD
///   Running: RUNNING, COMPLETING, SUSPENDED, STOPPED, SIGNALING, RESIZING, STAGE_OUT, UPDATE_DB
///   Ended:   COMPLETED, FAILED, CANCELLED, TIMEOUT, NODE_FAIL, OUT_OF_MEMORY, PREEMPTED,
///            BOOT_FAIL, DEADLINE, SPECIAL_EXIT, REVOKED
/// Unknown for any other word.
PILOT_CORE_EXPORT ProcessProbe::State slurmStateKind(const QString &state);

/// The probe for a job in `state`; `source` names the tool that said so (squeue, sacct).
PILOT_CORE_EXPORT ProcessProbe slurmProbe(const QString &jobId, const SlurmJobState &state, const QString &source);

/// Slurm's time stamps as its tools print them (local time, "2026-11-30T15:55:34"); invalid for
/// "Unknown", "N/A", "None" and anything else.
PILOT_CORE_EXPORT QDateTime parseSlurmTime(const QString &text);

} // namespace pilot
