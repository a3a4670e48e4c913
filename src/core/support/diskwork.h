#pragma once

#include "pilot_core_export.h"

#include <QtGlobal>

namespace pilot {

/// How often the core went to the disk for a run or for evidence, since the program started:
/// a diagnostic (and what the GUI's tests measure "work only where it is seen" with). Counting
/// is one relaxed atomic increment, cheap enough to stay on in production.
struct DiskWork
{
    quint64 runReads = 0;             ///< looks at a run's files: a metrics.jsonl poll, an import, a search for metrics.jsonl
    quint64 runReadsOnMainThread = 0; ///< of those, done on the application's main thread
    quint64 evidenceChecks = 0;       ///< evidence entries looked up on disk (lookUpEvidencePlace)
    quint64 evidenceChecksOnMainThread = 0;
};

/// The counts so far (all threads).
PILOT_CORE_EXPORT DiskWork diskWork();

/// Called by the readers themselves; nothing else needs to.
PILOT_CORE_EXPORT void countRunRead();
PILOT_CORE_EXPORT void countEvidenceCheck();

} // namespace pilot
