#pragma once

#include "pilot_core_export.h"
#include "core/launch/launchrecord.h"

#include <QString>

namespace pilot {

/// How a launcher proves that the process a launch.json names is the job it started, before it
/// signals anything. launch.json is outside input (a run folder may be copied, edited, or left
/// from a run whose pid was reused), so the pid and start time it names are only a claim. The
/// proof is a token: a random value the launcher generates for each start, puts into the job's
/// environment (kLaunchTokenVariable) and records in launch.json. Only a process that carries
/// the token in /proc/PID/environ, leads its own session and process group (the launchers start
/// every job with setsid) and started at the recorded time is signalled — never pid 0 or 1,
/// never a group whose leader cannot be read.
inline constexpr char kLaunchTokenVariable[] = "PILOT_LAUNCH_TOKEN";

/// The largest pid Linux hands out (PID_MAX_LIMIT, 2^22); a larger one in launch.json would
/// wrap when cast to pid_t.
inline constexpr qint64 kMaxPid = 4194304;

/// True for a pid a run's job can have: 2 to kMaxPid.
inline bool isJobPid(qint64 pid)
{
    return pid > 1 && pid <= kMaxPid;
}
/// Why a record's pid cannot be a job's (isJobPid false), for people.
PILOT_CORE_EXPORT QString impossiblePidReason(qint64 pid);
/// Why a record without a launch token cannot prove that process `pid` is its job, for people.
PILOT_CORE_EXPORT QString missingTokenReason(qint64 pid);

/// A new token: 32 lowercase hexadecimal digits from the system's random source.
PILOT_CORE_EXPORT QString newLaunchToken();

/// True for the shape newLaunchToken() makes.
PILOT_CORE_EXPORT bool isLaunchToken(const QString &token);

/// What this host's /proc says of the process a local launch record names.
struct JobIdentity
{
    enum class Verdict {
        Ours,       ///< the recorded process lives and is proven the job: it may be signalled
        Gone,       ///< nothing of the job lives (no such process, a zombie, or the pid now names a process started at another time)
        Unverified, ///< a process lives under the pid but cannot be proven the job: never signalled
    };
    Verdict verdict = Verdict::Unverified;
    QString why; ///< for people: what was found
};

/// Checks the record's pid on this host (the caller has made sure the record is of this host).
PILOT_CORE_EXPORT JobIdentity checkLocalJob(const LaunchRecord &record);

/// The sentence abort, kill and the drill give when they refuse to signal: that the run's process
/// cannot be verified and was not stopped, why, and what the user can do (stop it by hand after
/// checking it is the run's, or start the run again from this version, whose records carry the
/// token). `how` is the command the user may use (e.g. "kill -TERM -- -1234" or "scancel 77").
PILOT_CORE_EXPORT QString unverifiedJobMessage(const QString &why, const QString &how);

} // namespace pilot
