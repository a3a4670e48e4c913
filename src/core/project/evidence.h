#pragma once

#include "core/support/diagnostic.h"
#include "pilot_core_export.h"
#include "core/project/project.h"

#include <QString>

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

PILOT_CORE_EXPORT EvidenceRef classifyEvidence(const QString &entry, const Project &project, const QString &projectDir);

/// Warnings for evidence that points at nothing ("decision.X.evidence[i]"), so a moved or
/// deleted run is noticed before a decision record cites it.
PILOT_CORE_EXPORT Diagnostics checkEvidence(const Project &project, const QString &projectFile);

/// The entry as a relative path when `absolutePath` lies inside the project's folder tree or
/// next to it, else the absolute path: what the GUI writes when a file is attached.
PILOT_CORE_EXPORT QString evidencePathFor(const QString &absolutePath, const QString &projectDir);

} // namespace pilot
