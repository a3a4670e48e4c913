#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// The entries of a run folder that launchers, jobs or their schedulers write into —
/// `logs/` with `stdout.log` and `stderr.log`, `metrics.jsonl`, `checkpoints/` — must be the
/// folder's own: a symbolic link planted in place of one would make a job's output, or a
/// checkpoint rotation's deletions, land outside the run folder. Checked on this machine before
/// a launcher starts a job into `runDir` (nothing is followed; a missing entry is fine).
/// False with `error` naming the first link found and what to do.
PILOT_CORE_EXPORT bool checkRunFolderLinks(const QString &runDir, QString *error);

} // namespace pilot
