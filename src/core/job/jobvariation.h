#pragma once

#include "pilot_core_export.h"
#include "core/job/jobspec.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace pilot {

/// The variables a team scales one at a time after a pilot runs (seed 1, step 7: "only then
/// scale — data size, sequence length or distribution, one at a time").
enum class ScalingVariable {
    DataSize,       ///< another training file (data.train, its SHA-256 or data.version)
    SequenceLength, ///< train.seq_len
    WorldSize,      ///< the number of processes sharing each step (a runtime setting, not in job.json)
    MicroBatch,     ///< train.micro_batch
};

/// What one job changes against another it is meant to be a variant of.
struct PILOT_CORE_EXPORT JobVariation
{
    struct Change
    {
        ScalingVariable variable;
        QString from, to; ///< the values as the job files write them (the world size as a number)
    };
    QList<Change> scaled;   ///< the scaling variables that differ
    QStringList otherKeys;  ///< any other setting that differs (job keys such as train.lr): a variant changes none

    /// Exactly one scaling variable changed and nothing else that trains differently.
    bool isVariant() const { return scaled.size() == 1 && otherKeys.isEmpty(); }
    /// Why a job is no variant, or what the variant varies, in the UI language.
    QString description() const;
};

/// Whether two paths a job names (model, tokenizer, data files) hold the same thing.
using SamePath = std::function<bool(const QString &, const QString &)>;

/// Compares `candidate` (run with `candidateWorld` processes) with `base` (run with
/// `baseWorld`). Names, the role, where it runs (backend, device, threads) and bookkeeping
/// (resume, eval, checkpoint) are not compared: a variant of a pilot may run elsewhere; what it
/// trains may differ in one scaling variable only. Every other key counts, keys a build does
/// not know included. Data files with a SHA-256 on both sides are compared by it; other paths by
/// `samePath` (default: the same text), since one file may be named from two places (a project
/// copied, a run made on another machine).
PILOT_CORE_EXPORT JobVariation compareJobs(const JobSpec &base, int baseWorld, const JobSpec &candidate, int candidateWorld,
                                           const SamePath &samePath = {});

/// The files and folders a job names (model, initial checkpoint, tokenizer, data), those set:
/// what compareJobs compares by content.
PILOT_CORE_EXPORT QStringList jobPaths(const JobSpec &job);

/// What a file or folder holds, cheaply: for a file its size and the SHA-256 of its first MiB;
/// for a folder that of each regular file in it (not below), by name. Empty when nothing
/// readable is there. Reads at most a MiB per file: call it off the GUI thread.
PILOT_CORE_EXPORT QByteArray pathFingerprint(const QString &path);

/// The variable's name in the UI language.
PILOT_CORE_EXPORT QString scalingVariableTitle(ScalingVariable variable);

} // namespace pilot
