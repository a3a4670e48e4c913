#!/usr/bin/env bash
# slurm-down.sh - stops exactly the daemons slurm-up.sh started (by their recorded pids), after
# ending every job so that no job process is left behind. SLURM_TEST_PURGE=1 also removes the
# cluster's state and logs (job ids then start again at 1).
set -uo pipefail
RUN=${SLURM_TEST_RUN:-/run/slurm-test}
log() { printf '[slurm-down %(%H:%M:%S)T] %s\n' -1 "$*" >&2; }
alive() {
    local p
    p=$(cat "$RUN/$1.pid" 2>/dev/null) || return 1
    [[ -n $p && $(cat "/proc/$p/comm" 2>/dev/null) == "$1" ]]
}
running() {
    local st
    st=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) && [[ $st != Z ]]
}
stop() {
    local name=$1 pid i
    if alive "$name"; then
        pid=$(cat "$RUN/$name.pid")
        log "stopping $name (pid $pid)"
        kill -TERM "$pid"
        for ((i = 0; i < 150; i++)); do running "$pid" || break; sleep 0.1; done
        if running "$pid"; then
            log "$name: SIGKILL"
            kill -KILL "$pid"
        fi
    fi
    rm -f "$RUN/$name.pid"
}

# 1. end all jobs while the cluster is up, and wait for their processes to go
if alive slurmctld && alive slurmd; then
    scancel --state=PENDING 2>/dev/null
    scancel --full --signal=KILL --state=RUNNING 2>/dev/null # skips KillWait
    for ((i = 0; i < 150; i++)); do
        [[ -z $(squeue -h -t PD,R,CG,S 2>/dev/null) && -z $(scontrol listpids 2>/dev/null | tail -n +2) ]] && break
        sleep 0.2
    done
fi
# 2. the daemons, in reverse start order
stop slurmd
stop slurmctld
if [[ ${SLURM_TEST_PURGE:-0} == 1 ]]; then
    rm -rf "${SLURM_TEST_SPOOL:-/var/spool/slurm-test}" "${SLURM_TEST_LOG:-/var/log/slurm-test}"
fi
stop munged
log "done"
