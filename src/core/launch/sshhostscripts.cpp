#include "core/launch/sshhostscripts.h"

namespace pilot::sshhost {

namespace {

// The start time (field 22 of /proc/PID/stat, clock ticks after boot) of a living process;
// fails for a missing pid or a zombie. Field 2 (the command name) may hold spaces and ')': the
// fields are counted after its last ')'.
const char kTicksOf[] = R"sh(ticks_of() {
    s=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
    s=${s##*) }
    set -f
    set -- $s
    [ "$1" != Z ] && [ "$1" != X ] || return 1
    printf '%s' "${20-}"
}
# $1 pid, $2 its start ticks, $3 the launch token: "ours" when the process lives, started then,
# leads its own session and group and carries PILOT_LAUNCH_TOKEN=$3 in its environment (the
# proof that it is the run's job, launchidentity.h); "gone" when no such process lives;
# "unverified" when one lives under the pid that cannot be proven the job.
job_is() {
    case $1 in ''|*[!0-9]*|0|1) echo unverified; return 0 ;; esac
    s=$(cat "/proc/$1/stat" 2>/dev/null) || { echo gone; return 0; }
    s=${s##*) }
    set -f
    set -- "$1" "$2" "$3" $s
    case ${4-} in Z|X|x|'') echo gone; return 0 ;; esac
    [ "${23-}" = "$2" ] || { echo gone; return 0; }
    [ "${6-}" = "$1" ] && [ "${7-}" = "$1" ] || { echo unverified; return 0; }
    if tr '\000' '\n' <"/proc/$1/environ" 2>/dev/null | grep -qxF "PILOT_LAUNCH_TOKEN=$3"; then
        echo ours
    else
        echo unverified
    fi
}
)sh";

// $1 the run folder. Creates it and its logs/; says "busy" when a job holds its run.lock, and
// "link NAME" when an entry the job or this launcher writes is a symbolic link
// (runfolderlinks.h): output written through it would land outside the run folder.
const char kPrepareScript[] = R"sh(for e in logs logs/stdout.log logs/stderr.log metrics.jsonl checkpoints; do
    if [ -L "$1/$e" ]; then printf 'link %s\n' "$e"; exit 0; fi
done
mkdir -p -- "$1/logs" || exit 101
if [ -f "$1/run.lock" ] && command -v flock >/dev/null 2>&1; then
    flock -n -s "$1/run.lock" true || { echo busy; exit 0; }
fi
echo ready
)sh";

// $1 run folder, $2 working folder, then NAME=VALUE words and the argv. The job gets its own
// session and process group (setsid), ignores the hangup of a closed connection (nohup), and
// an environment of a few login variables plus the plan's (env -i). Prints "started PID
// TICKS" and the host's name, or "ended CODE" and the end of stderr when the job ended at once.
// "At once" counts from when the job's program runs: setsid, nohup and env each exec the next
// (same pid), which on a loaded host takes a while, so the script waits until the process's
// argv[0] is the program (up to 30 s) and looks 0.3 s more from there.
const char kStartBody[] = R"sh(dir=$1; work=$2; shift 2
prog=
for w in "$@"; do
    case $w in *=*) ;; *) prog=$w; break ;; esac
done
if sleep 0.1 2>/dev/null; then tick=0.1; waits=300; else tick=1; waits=30; fi
cd "$work" 2>/dev/null || { echo nowork; exit 0; }
setsid nohup env -i HOME="${HOME-}" USER="${USER-}" LOGNAME="${LOGNAME-}" PATH="${PATH:-/usr/bin:/bin}" LANG="${LANG:-C.UTF-8}" "$@" </dev/null >>"$dir/logs/stdout.log" 2>>"$dir/logs/stderr.log" &
pid=$!
ticks=$(ticks_of "$pid") || ticks=0
i=0
while [ "$i" -lt "$waits" ] && ticks_of "$pid" >/dev/null; do
    first=$(tr '\000' '\n' <"/proc/$pid/cmdline" 2>/dev/null | head -n 1)
    [ "$first" = "$prog" ] && break
    sleep "$tick"
    i=$((i + 1))
done
i=0
while [ "$i" -lt 3 ]; do
    if ! ticks_of "$pid" >/dev/null; then
        wait "$pid"
        printf 'ended %s\n' "$?"
        tail -c 2000 "$dir/logs/stderr.log" 2>/dev/null
        exit 0
    fi
    sleep 0.1 2>/dev/null || sleep 1
    i=$((i + 1))
done
printf 'started %s %s\n' "$pid" "$ticks"
uname -n
)sh";

// $1 pid, $2 its start ticks, $3 the launch token (empty in records of earlier versions,
// which are followed by pid and start time alone).
const char kProbeBody[] = R"sh(if t=$(ticks_of "$1"); then
    if [ "$t" != "$2" ]; then echo other
    elif [ -z "$3" ]; then echo running
    elif [ "$(job_is "$1" "$2" "$3")" = ours ]; then echo running
    else echo unverified
    fi
else
    echo gone
fi
)sh";

// $1 pid, $2 ticks, $3 token, $4 grace seconds: SIGKILL to the group when its leader is still
// the job after the grace period. Runs detached on the host, so a dropped connection does not
// stop it.
const char kKillLaterBody[] = R"sh(n=$(($4 * 10)); i=0
while [ "$i" -lt "$n" ]; do
    [ "$(job_is "$1" "$2" "$3")" = ours ] || exit 0
    sleep 0.1 2>/dev/null || sleep 1
    i=$((i + 1))
done
[ "$(job_is "$1" "$2" "$3")" = ours ] && kill -s KILL -- "-$1"
)sh";

// $1 pid, $2 ticks, $3 token, $4 grace, $5 the script above. Signals only a job proven ours.
const char kAbortBody[] = R"sh(case $(job_is "$1" "$2" "$3") in
    gone) echo gone; exit 0 ;;
    ours) ;;
    *) echo unverified; exit 0 ;;
esac
kill -s TERM -- "-$1" || { echo refused; exit 0; }
setsid nohup sh -c "$5" sh "$1" "$2" "$3" "$4" </dev/null >/dev/null 2>&1 &
echo sent
)sh";

// $1 pid, $2 ticks, $3 token: SIGKILL to the job's group at once, as a crash.
const char kKillBody[] = R"sh(case $(job_is "$1" "$2" "$3") in
    gone) echo gone; exit 0 ;;
    ours) ;;
    *) echo unverified; exit 0 ;;
esac
kill -s KILL -- "-$1" || { echo refused; exit 0; }
echo sent
)sh";

// $1 file, $2 offset already here, $3 bytes before it to send again (checked here), $4 the
// most bytes to send. Prints "missing", "notregular", or "data SIZE ID FROM" and the bytes
// from FROM on; FROM is 0 when the file is shorter than the offset (it shrank or was replaced).
const char kSyncScript[] = R"sh(f=$1
[ -e "$f" ] || { echo missing; exit 0; }
[ -f "$f" ] || { echo notregular; exit 0; }
id=$(stat -L -c '%d:%i' -- "$f" 2>/dev/null) || id=unknown
size=$(wc -c <"$f") || exit 104
size=$((size + 0))
from=$(($2 - $3)); [ "$from" -ge 0 ] || from=0
[ "$size" -ge "$2" ] || from=0
printf 'data %s %s %s\n' "$size" "$id" "$from"
[ "$size" -gt "$from" ] || exit 0
tail -c "+$((from + 1))" -- "$f" | head -c "$4"
)sh";

QString withTicksOf(const char *body, bool withTicks = true)
{
    return withTicks ? QLatin1String(kTicksOf) + QLatin1String(body) : QLatin1String(body);
}

} // namespace

QString prepareScript()
{
    return withTicksOf(kPrepareScript, false);
}

QString startScript()
{
    return withTicksOf(kStartBody);
}

QString probeScript()
{
    return withTicksOf(kProbeBody);
}

QString abortScript()
{
    return withTicksOf(kAbortBody);
}

QString killLaterScript()
{
    return withTicksOf(kKillLaterBody);
}

QString killScript()
{
    return withTicksOf(kKillBody);
}

QString syncScript()
{
    return withTicksOf(kSyncScript, false);
}

} // namespace pilot::sshhost
