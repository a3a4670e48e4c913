#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"
#include "core/support/diagnostic.h"

#include <QHash>
#include <QString>

#include <functional>
#include <optional>

namespace pilot {

/// What an evidence entry of a decision row refers to. An entry is free text unless it is a
/// link (http/https) or a single path-like word ("runs/ref-lora", "scans/ops.json",
/// "../shared/plan.pdf"), which is resolved against the project file's folder. A path outside
/// that folder is never looked up: whether something exists there is none of the record's
/// business (projectplace.h).
enum class EvidenceKind {
    Text,
    Link,
    File,    ///< an existing file of the project
    Run,     ///< a run directory (listed in the project or holding a metrics.jsonl)
    Missing, ///< path-like inside the project, but nothing is there
    Outside, ///< path-like, outside the project folder (absolute or through ".."); not looked up
};

struct EvidenceRef
{
    EvidenceKind kind = EvidenceKind::Text;
    QString text;         ///< the entry as written
    QString shown;        ///< File, Run, Missing: relative to the project folder; else as written
    QString absolutePath; ///< for File, Run and Missing
};

/// What is at an evidence entry's place inside the project, as read from the disk.
struct EvidenceFacts
{
    bool exists = false;
    bool isDir = false;
    bool holdsMetrics = false; ///< a folder with a metrics.jsonl

    bool operator==(const EvidenceFacts &o) const { return exists == o.exists && isDir == o.isDir && holdsMetrics == o.holdsMetrics; }
    bool operator!=(const EvidenceFacts &o) const { return !(*this == o); }
};
/// Facts by absolute path, as collected by lookUpEvidence.
using EvidenceFactsByPath = QHash<QString, EvidenceFacts>;

/// Classifies `entry`, looking at the disk for a path inside the project (classifyEvidence =
/// placeEvidence, then lookUpEvidencePlace where needed, then evidenceKindOf).
PILOT_CORE_EXPORT EvidenceRef classifyEvidence(const QString &entry, const Project &project, const QString &projectDir);

/// The same from facts looked up before (for a window that must not wait on the disk):
/// nullopt when the entry's place is not among `known`.
PILOT_CORE_EXPORT std::optional<EvidenceRef> classifyEvidence(const QString &entry, const Project &project, const QString &projectDir,
                                                              const EvidenceFactsByPath &known);

/// The part of the classification that needs no disk. Text, Link and Outside are final; an
/// entry inside the project comes back with `absolutePath` and `shown` set and kind Missing,
/// to be settled by evidenceKindOf with the facts of lookUpEvidencePlace.
PILOT_CORE_EXPORT EvidenceRef placeEvidence(const QString &entry, const QString &projectDir);
/// Whether a placed entry needs a look at the disk.
inline bool needsLookUp(const EvidenceRef &placed)
{
    return !placed.absolutePath.isEmpty();
}
/// Reads the facts of one place (a stat, and one more for a folder); counted in diskWork().
PILOT_CORE_EXPORT EvidenceFacts lookUpEvidencePlace(const QString &absolutePath);
/// The kind of a placed entry given its facts: a folder listed among the project's runs or
/// holding a metrics.jsonl is a Run.
PILOT_CORE_EXPORT EvidenceKind evidenceKindOf(const EvidenceRef &placed, const EvidenceFacts &facts, const Project &project,
                                              const QString &projectDir);
/// The facts of every evidence entry of `project` that needs them and is not in `skip`.
/// Stops early (what it has so far) when `cancelled` returns true. Reads the disk: call it off
/// the GUI thread.
PILOT_CORE_EXPORT EvidenceFactsByPath lookUpEvidence(const Project &project, const QString &projectDir,
                                                     const EvidenceFactsByPath &skip = {}, const std::function<bool()> &cancelled = {});

/// Warnings for evidence that points at nothing ("decision.X.evidence[i]"), so a moved or
/// deleted run is noticed before a decision record cites it.
PILOT_CORE_EXPORT Diagnostics checkEvidence(const Project &project, const QString &projectFile);

/// The entry as a relative path when `absolutePath` lies inside the project's folder tree or
/// next to it, else the absolute path: what the GUI writes when a file is attached.
PILOT_CORE_EXPORT QString evidencePathFor(const QString &absolutePath, const QString &projectDir);

} // namespace pilot
