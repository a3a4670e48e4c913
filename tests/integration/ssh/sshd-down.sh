#!/bin/sh
# Stops the test sshd that sshd-up.sh started for DIR: exactly the pid in DIR/sshd.pid, and
# only when that process is the sshd of DIR/sshd_config (a stale pid file left by an earlier
# run may name a pid some other process has now). Connections already open end on their own.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 DIR" >&2; exit 2; }
case $1 in
    /*) dir=$1 ;;
    *) dir=$(pwd)/$1 ;;
esac
pidfile=$dir/sshd.pid
[ -f "$pidfile" ] || exit 0
pid=$(cat "$pidfile")
rm -f "$pidfile"
case $pid in
    '' | *[!0-9]*) exit 0 ;;
esac
ours() {
    [ -r "/proc/$1/cmdline" ] && tr '\0' ' ' <"/proc/$1/cmdline" | grep -qF -- "-f $dir/sshd_config"
}
# Waits up to $1 seconds for the server to be gone (a loaded machine may take a while).
gone_within() {
    end=$(( $(date +%s) + $1 ))
    while ours "$pid"; do
        [ "$(date +%s)" -lt "$end" ] || return 1
        sleep 0.1
    done
}
if ours "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    if ! gone_within 30; then
        kill -KILL "$pid" 2>/dev/null || true
        # Gone for good before this returns, so that its port is free for sshd-up.sh --again.
        gone_within 30 || { echo "sshd-down: sshd pid $pid survives SIGKILL" >&2; exit 1; }
    fi
    echo "sshd-down: stopped sshd pid $pid"
fi
exit 0
