#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// The number of processes that shared each step of a run: its first `run_start`'s
/// `versions.processes` (written by a job of several processes), 1 when it names none. Reads
/// only the first line of the run's metrics.jsonl (at most kFirstLineBytes), so a long run costs
/// no more than a short one. 0 when the run has no readable run_start.
PILOT_CORE_EXPORT int runWorldSize(const QString &runDir);

inline constexpr qint64 kFirstLineBytes = 64 * 1024;

} // namespace pilot
