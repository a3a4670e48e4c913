#pragma once

#include <QString>

/// The shell scripts the SSH launcher runs on the host, as `sh -c SCRIPT sh ARGS…`. They are
/// constants: user data reaches them only as positional parameters, never as script text. Each
/// says its parameters and what it prints where it is written (sshhostscripts.cpp).
namespace pilot::sshhost {

/// $1 the run folder: creates it and its logs/; "busy" or "link NAME" when it cannot be used.
QString prepareScript();
/// $1 run folder, $2 working folder, then NAME=VALUE words and the argv: starts the job in its
/// own session; "started PID TICKS" and the host's name, or "ended CODE" and stderr's end.
QString startScript();
/// $1 pid, $2 its start ticks, $3 the launch token: whether the job still runs.
QString probeScript();
/// $1 pid, $2 ticks, $3 token, $4 grace seconds, $5 killLaterScript(): SIGTERM to a job proven
/// ours, SIGKILL after the grace period.
QString abortScript();
/// The detached part of abortScript(): SIGKILL to the group when its leader is still the job.
QString killLaterScript();
/// $1 pid, $2 ticks, $3 token: SIGKILL to the job's group at once, as a crash.
QString killScript();
/// $1 file, $2 offset already here, $3 bytes before it to send again, $4 the most bytes to
/// send: "missing", "notregular", or "data SIZE ID FROM" and the bytes from FROM on.
QString syncScript();

} // namespace pilot::sshhost
