#pragma once

#include "pilot_core_export.h"
#include "core/runs/runmetrics.h"

#include <QString>

namespace pilot {

/// Whether a run that reported no end is still being written, as far as this host can tell.
enum class RunLiveness {
    Ended,      ///< the current attempt has a run_end
    Empty,      ///< no run_start and no step yet
    Imported,   ///< written by `pilotctl import` (backend "import:…"): no process ever ran it
    Running,    ///< a process holds the run's lock, or (without a lock file) the trainer's pid lives here
    Lost,       ///< no run_end and nobody is writing: the process died without saying so
    Unverified, ///< no run_end, and nothing here can tell whether its process lives
};

struct RunLivenessCheck
{
    RunLiveness state = RunLiveness::Unverified;
    QString detail; ///< how it was decided, for people ("pid 4711 on gpu-7 holds run.lock")
};

/// Decides the liveness of the run in `runDir` whose metrics.jsonl says `metrics`:
/// 1. a run_end, no events, or an import decide it at once;
/// 2. else the lock file (common/runlockfile.h): a shared flock that cannot be taken means
///    a trainer holds it (Running). One that can be taken means nobody does: Lost when the
///    run started on this host; when it started on another host Unverified, since not every
///    file system shows one host's locks to another;
/// 3. without a lock file (runs of other backends, older runs): the pid and host of the last
///    run_start. On this host a pid that does not exist, or belongs to a process started after
///    the run_start (the pid was reused), means Lost; a living one Running. Anything else is
///    Unverified — never Running on faith.
/// Takes the lock for microseconds only and never creates or changes a file.
PILOT_CORE_EXPORT RunLivenessCheck checkRunLiveness(const QString &runDir, const RunMetrics &metrics);

/// What the lock file of a run (common/runlockfile.h) says now.
struct RunLockCheck
{
    enum class State {
        NoFile,   ///< no run.lock: the job never started, or it is not one that keeps a lock
        Held,     ///< a process holds it: the job is running
        Free,     ///< nobody holds it: no job is running in the folder
        Unusable, ///< not a regular file, or unreadable
    };
    State state = State::NoFile;
    qint64 pid = -1; ///< the holder the first line names (the last one when free), -1 unknown
    QString host;
};

/// Looks at `<runDir>/run.lock` with a shared lock taken without waiting and dropped at once;
/// never creates or changes the file, never blocks (a FIFO in its place is Unusable).
PILOT_CORE_EXPORT RunLockCheck checkRunLock(const QString &runDir);

/// This host's name as the trainer writes it into run_start (gethostname).
PILOT_CORE_EXPORT QString thisHostName();

} // namespace pilot
