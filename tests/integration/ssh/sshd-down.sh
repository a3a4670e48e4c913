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
if ours "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    i=0
    while ours "$pid" && [ "$i" -lt 50 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    if ours "$pid"; then
        kill -KILL "$pid" 2>/dev/null || true
    fi
    echo "sshd-down: stopped sshd pid $pid"
fi
exit 0
