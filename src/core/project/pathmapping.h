#pragma once

#include "pilot_core_export.h"
#include "core/job/jobspec.h"
#include "core/job/launchtarget.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace YAML {
class Node;
}

namespace pilot {

class YamlFields;

/// The project's `paths:` section (docs/project-file.md#paths): where a job's inputs lie on
/// each machine. A run folder copied from another host names the inputs where they lay there
/// (`/data/tickets/train.jsonl`, or `../../data/…` relative to its old place); a mapping
/// names the folder as the job writes it and where that folder lies instead.
struct PathMapping
{
    /// LaunchTarget::toString() ("local", "ssh://u@h:22", "slurm:p") → folder as the job
    /// names it → where it lies. "local" is this machine: local runs, Slurm runs (which see
    /// this machine's files) and the inputs SSH runs are staged from; an SSH target's entries
    /// name folders on that host, used there and not staged.
    QMap<QString, QMap<QString, QString>> targets;

    bool isEmpty() const { return targets.isEmpty(); }
    bool operator==(const PathMapping &o) const { return targets == o.targets; }
    bool operator!=(const PathMapping &o) const { return !(*this == o); }
};

/// Reads `paths` of a project file's `root`, every problem located.
PILOT_CORE_EXPORT void readPathMapping(const YAML::Node &root, YamlFields &fields, PathMapping *mapping);

/// Writes `mapping` into `root` in place; an empty mapping removes the section.
PILOT_CORE_EXPORT void writePathMapping(YAML::Node &root, const PathMapping &mapping);

/// What mapping a job's inputs did.
struct MappedInputs
{
    /// Fields whose input lies on the run's (SSH) host as mapped: used there, never staged.
    QStringList onHost;
    /// Field → the path as the job wrote it, for each input a mapping moved.
    QMap<QString, QString> written;
};

/// Maps the job's input paths, as `job` writes them (before they are resolved beside the job
/// file), for a run on `target`: the longest folder of the target's entries, else of
/// "local"'s (for local and Slurm runs), that equals a path or holds it is replaced by where it
/// lies. A relative "lies at" of local's entries is taken from `projectFolder`.
PILOT_CORE_EXPORT MappedInputs mapJobInputs(JobSpec *job, const PathMapping &mapping, const LaunchTarget &target,
                                            const QString &projectFolder);

/// Why an input the run reads on this machine is not there (the refusal names the field): where
/// it was looked for and, when it differs, the path as the job wrote it.
PILOT_CORE_EXPORT QString missingInputText(const QString &written, const QString &lookedAt);

/// What the project file needs for inputs not there, named as the job wrote them: the `paths`
/// entry for `target` with each of their folders once (a start's closing refusal, field `paths`).
PILOT_CORE_EXPORT QString mappingHintText(const QStringList &written, const LaunchTarget &target);

} // namespace pilot
