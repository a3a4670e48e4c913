#pragma once

#include "pilot_core_export.h"
#include "core/job/jobhash.h"
#include "core/job/jobspec.h"
#include "core/job/launchtarget.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace pilot {

/// The job.json a run folder will hold for `spec` read from `jobFile`, as startRun and the
/// launcher write it: paths resolved beside the job file, defaults filled in, and for an SSH
/// target the inputs staged (stageJobInputs). Its job hash is the one pilot-trainer and the
/// Neuron job compute for the run, so whether a checkpoint can be resumed is decided on this
/// text, never on the job file as the team wrote it.
PILOT_CORE_EXPORT QByteArray runFolderJobJson(JobSpec spec, const QString &jobFile, const LaunchTarget &target);

/// What building a fallback job needs. All paths absolute.
struct FallbackJobRequest
{
    QString profileFile;   ///< the emergency profile, a job file (the plan's emergency_profile, resolved)
    QString pilotRunDir;   ///< the pilot's run folder: its job.json names the pilot's training
    QString checkpointDir; ///< the accepted checkpoint to resume (lastAcceptedCheckpoint)
    LaunchTarget target;   ///< where the fallback will run (the plan's target; local when it names none)
    QString name;          ///< the job's `name`; empty: the profile's name
    QString runId;         ///< the job's `run_id`; empty: the profile's run_id
};

/// The fallback job, or why there is none.
struct FallbackJob
{
    /// The job file to write (and give to startRun): the profile with `resume` set to the
    /// checkpoint folder, `role` fallback, the name and run id asked for, paths absolute.
    /// Empty when refused.
    QByteArray json;
    /// Every reason the job cannot be built, each a sentence; a problem of the profile names its
    /// field as the job reader does ("train.lr: …").
    QStringList refusals;
    QString jobHash;           ///< of the job as its run folder will hold it
    QString checkpointJobHash; ///< the checkpoint's trainer_state.json job_hash
    int checkpointFormat = 0;  ///< its trainer_state.json format_version (1 to 3); 0 when unread
    /// Where the profile differs from the pilot's job in what the job hash covers (left: the
    /// pilot — for a format 3 checkpoint the identity it keeps, else the pilot's job.json —
    /// right: the profile); filled when the hashes differ.
    QList<JobHashDifference> differences;

    bool ok() const { return refusals.isEmpty() && !json.isEmpty(); }
};

/// Builds the fallback job from the emergency profile and the pilot's last accepted checkpoint.
/// The profile is read with the job reader every front end uses (readJobSpec: every problem by
/// field). The job must train what the checkpoint holds: its job hash (docs/job-interface.md
/// §6) must equal the checkpoint's `job_hash` — for a format 3 state the hash of the profile's
/// identity, whose inputs are read here (large ones once per machine); for states of formats 2
/// and 1 under their rules, which also cover the path texts (2) or backend, device and threads
/// (1). Otherwise the job is refused, naming the keys in which the profile differs from the
/// pilot's job (the identity the checkpoint keeps, or the pilot's job.json).
PILOT_CORE_EXPORT FallbackJob buildFallbackJob(const FallbackJobRequest &request);

/// An emergency profile made from the pilot's job (its job.json text): the same training with
/// `backend`, `device` and `threads` replaced (threads 0: one per core), `role` fallback and
/// `resume` auto; every other key, unknown ones included, kept. A team starts from it so that
/// its profile resumes the pilot's checkpoints. Empty with `error` when the pilot's job is not
/// a valid job (the reader's first error) or `device` is not one the interface allows.
PILOT_CORE_EXPORT QByteArray emergencyProfileFromPilotJob(const QByteArray &pilotJobJson, const QString &backend, const QString &device,
                                                          int threads, QString *error);

} // namespace pilot
