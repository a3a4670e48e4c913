#pragma once

#include "pilot_core_export.h"
#include "core/launch/backend.h"

#include <QString>
#include <QStringList>

namespace pilot {

/// The batch script the Slurm launcher writes as `<run>/slurm-job.sh`.
inline constexpr char kSlurmScriptFile[] = "slurm-job.sh";

/// What the Slurm launcher hands to sbatch for one job.
struct SlurmSubmission
{
    QString script;         ///< the batch script's text
    QStringList sbatchArgs; ///< sbatch's options; the script's path follows them
    QString jobName;        ///< the name given to Slurm (made safe)
};

/// Builds the batch script and sbatch's options for `plan` in the run folder `runDir`
/// (absolute, on a path the compute nodes share), on `partition` (empty: the cluster's
/// default), tagged with `comment` (a token the launcher finds the job by when sbatch does not
/// answer).
///
/// The script holds no `#SBATCH` line: everything a user names that Slurm must know (job name,
/// partition, log paths) goes to sbatch as one command-line argument each, where no shell reads
/// it. The script itself changes to the working folder, exports the plan's environment and
/// `exec`s the plan's argv, every value quoted by shellQuote(); so the job's program *is* the
/// batch shell and receives scancel's SIGTERM itself. Standard output and error go to
/// `<run>/logs/stdout.log` and `stderr.log` (appended, so a resumed run keeps the earlier lines).
///
/// False with `error` when a value cannot be carried safely: an empty argv, an environment
/// name that is not a shell name, a NUL or carriage return in any value (sbatch refuses a
/// script with DOS line ends), a backslash in the run folder (Slurm would take it as the
/// end of its file-name patterns and drop it).
PILOT_CORE_EXPORT bool makeSlurmSubmission(const LaunchPlan &plan, const QString &runDir, const QString &partition, const QString &comment,
                                           SlurmSubmission *submission, QString *error);

/// `name` as a Slurm job name: letters, digits, '.', '_' and '-' kept, anything else (spaces,
/// quotes, '$', newlines, …) becomes '_', no leading '-' or '.', at most 64 characters;
/// "pilot-run" when nothing is left. Slurm shows it in squeue and uses it in file-name patterns,
/// so only plain names go there.
PILOT_CORE_EXPORT QString slurmJobName(const QString &name);

/// `path` for sbatch's --output/--error: every '%' doubled, so that Slurm's file-name patterns
/// (%j, %x, …) leave it as written.
PILOT_CORE_EXPORT QString slurmEscapeFileName(const QString &path);

} // namespace pilot
