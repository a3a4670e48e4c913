#pragma once

#include "pilot_core_export.h"

#include <QtGlobal>

#include <functional>

namespace pilot {

/// One process as /proc/PID/stat shows it on this host. Launchers identify a job by its pid
/// *and* its start time in clock ticks since boot (field 22): a pid is reused once its process
/// is gone, the pair never is (until the next boot).
struct ProcStat
{
    bool exists = false;     ///< /proc/PID/stat was there and could be read
    char state = '?';        ///< field 3: R, S, D, T, Z (zombie: ended, not reaped yet), X, …
    qint64 processGroup = 0; ///< field 5
    qint64 session = 0;      ///< field 6
    quint64 startTicks = 0;  ///< field 22

    /// Running or sleeping: not a zombie and not dead.
    bool alive() const { return exists && state != 'Z' && state != 'X' && state != 'x'; }
};

/// Reads /proc/`pid`/stat (never blocks; the command name between parentheses may hold any
/// byte, so the fields are counted from the last ')').
PILOT_CORE_EXPORT ProcStat readProcStat(qint64 pid);

/// True while some process that is not a zombie belongs to process group `group` on this
/// host. A zombie stays in its group until its parent reaps it, and a container's first
/// process may never reap the orphans it inherits, so kill(-group, 0) alone would report a
/// finished job as alive; this walks /proc instead (a few hundred entries, well under a
/// millisecond).
PILOT_CORE_EXPORT bool processGroupAlive(qint64 group);

/// The first living (not zombie) member of process group `group` on this host for which
/// `accept(pid)` is true, found by walking /proc; 0 when there is none (or no /proc).
PILOT_CORE_EXPORT qint64 findGroupMember(qint64 group, const std::function<bool(qint64 pid)> &accept);

} // namespace pilot
