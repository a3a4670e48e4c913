#pragma once

#include "pilot_core_export.h"
#include "core/launch/launcher.h"

#include <QProcessEnvironment>

namespace pilot {

struct SlurmJobState;

/// Runs a job as a Slurm batch job (`slurm[:partition]`) from this machine, which must be a
/// submit host of the cluster (sbatch, squeue, scancel on the PATH). The run folder must lie on
/// a path the compute nodes share with this machine, as Slurm users have it: job.json, the
/// logs and metrics.jsonl are read and written there directly, so sync() has nothing to do.
/// With LauncherOptions::slurmRunRoot set, a run folder outside that folder is refused.
///
/// start(): writes job.json and the batch script `<run>/slurm-job.sh` (slurmscript.h), calls
/// `sbatch --parsable` and records the job id in launch.json at once. probe(): squeue (sacct
/// once slurmctld has forgotten the job), classified by Slurm's state word alone
/// (slurmjobstate.h); the first time the job is seen running or ended, its time in the queue
/// goes to `<run>/slurm.json` (slurmqueuephase.h). abort(): once squeue shows the job with the
/// run's launch token in its comment, a plain `scancel JOBID`: Slurm sends
/// SIGTERM to every process of the job and SIGKILL after the cluster's KillWait; the job ends
/// CANCELLED. Every tool runs with an argv list and a time limit; none is waited for forever.
class PILOT_CORE_EXPORT SlurmLauncher : public Launcher
{
public:
    SlurmLauncher(const LaunchTarget &target, const LauncherOptions &options);

    LaunchTarget target() const override { return m_target; }
    bool start(const LaunchRequest &request, LaunchRecord *record, QString *error) override;
    ProcessProbe probe(const LaunchRecord &record) override;
    bool sync(const QString &runDir, const LaunchRecord &record, bool final, QString *error) override;
    /// `graceSeconds` is not used: the cluster's KillWait sets the grace between SIGTERM and SIGKILL.
    bool abort(const LaunchRecord &record, int graceSeconds, QString *error) override;
    bool kill(const LaunchRecord &record, QString *error) override;

    /// The environment sbatch runs with, and with it (`--export=ALL`) the job: PATH, HOME, USER,
    /// LOGNAME, LANG, LC_ALL, TZ, TMPDIR and SLURM_CONF from this process where set, nothing else.
    /// The plan's own variables are exported by the batch script.
    static QProcessEnvironment baseEnvironment();

private:
    /// Whether the job under the record's id is the run's: squeue must show the launch token
    /// in its comment (launchidentity.h). Gone when Slurm no longer queues or runs it.
    enum class Ownership { Ours, Gone, Refused };
    Ownership checkOwnership(const LaunchRecord &record, QString *error);
    QString tool(const QString &name, QString *error) const;
    bool refuseActiveJob(const QString &runDir, QString *error);
    void cancelByComment(const QString &comment);
    void recordQueuePhase(const LaunchRecord &record, const SlurmJobState &state);

    LaunchTarget m_target;
    LauncherOptions m_options;
};

} // namespace pilot
