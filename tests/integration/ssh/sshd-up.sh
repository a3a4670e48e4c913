#!/bin/sh
# Starts a test sshd on 127.0.0.1 with keys of its own, for the SSH launcher's tests.
#
#   sshd-up.sh DIR          a fresh server: new host and user keys, a free port
#   sshd-up.sh --again DIR  the same server again (same keys and port), after sshd-down.sh
#
# Everything lives in DIR (under the build tree); the system's /etc/ssh is never read and no
# system service is started. DIR/client_config is the ssh client configuration the tests use:
# host alias "pilot-test-sshd", the generated user key, a known-hosts file with the generated
# host key, StrictHostKeyChecking yes, BatchMode yes. A server this script started earlier
# for DIR is stopped first; a stale pid file is dropped without touching whatever process now
# has that pid.
set -eu

again=0
if [ "${1-}" = "--again" ]; then
    again=1
    shift
fi
[ $# -eq 1 ] || { echo "usage: $0 [--again] DIR" >&2; exit 2; }
case $1 in
    /*) dir=$1 ;;
    *) dir=$(pwd)/$1 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
sshd=/usr/sbin/sshd
[ -x "$sshd" ] || { echo "sshd-up: $sshd is missing (Debian package openssh-server)" >&2; exit 1; }
command -v ssh-keygen >/dev/null || { echo "sshd-up: ssh-keygen is missing (Debian package openssh-client)" >&2; exit 1; }

"$here/sshd-down.sh" "$dir"

if [ "$again" = 0 ] || [ ! -f "$dir/sshd_config" ]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    chmod 700 "$dir"
    ssh-keygen -q -t ed25519 -N '' -C pilot-test-host -f "$dir/hostkey"
    ssh-keygen -q -t ed25519 -N '' -C pilot-test-user -f "$dir/userkey"
    cp "$dir/userkey.pub" "$dir/authorized_keys"
    port=
else
    port=$(sed -n 's/^Port //p' "$dir/sshd_config")
fi

# sshd's privilege separation folder (the package's service would create it).
mkdir -p /run/sshd

write_config() {
    cat >"$dir/sshd_config" <<CONF
Port $1
ListenAddress 127.0.0.1
HostKey $dir/hostkey
AuthorizedKeysFile $dir/authorized_keys
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
StrictModes no
UsePAM no
PidFile $dir/sshd.pid
Subsystem sftp internal-sftp
MaxStartups 50:30:100
CONF
}

start_on() {
    write_config "$1"
    rm -f "$dir/sshd.pid"
    # sshd binds before it daemonises: a port in use makes it exit non-zero at once.
    "$sshd" -f "$dir/sshd_config" -E "$dir/sshd.log" 2>>"$dir/sshd.log"
}

# Deadlines, not counts: on a loaded machine each step may take seconds.
deadline() { echo $(( $(date +%s) + $1 )); }
before() { [ "$(date +%s)" -lt "$1" ]; }

if [ -n "$port" ]; then
    # The same port again: the server stopped a moment ago may not have let go of it yet.
    end=$(deadline 60)
    until start_on "$port"; do
        before "$end" || { echo "sshd-up: sshd did not start on port $port again; see $dir/sshd.log" >&2; exit 1; }
        sleep 0.5
    done
else
    started=0
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
        # A port well away from 22 and from the ephemeral range's usual start.
        port=$(( 20000 + $(od -An -N2 -tu2 /dev/urandom | tr -d ' ') % 20000 ))
        if start_on "$port"; then
            started=1
            break
        fi
    done
    [ "$started" = 1 ] || { echo "sshd-up: no free port found; see $dir/sshd.log" >&2; exit 1; }
fi

end=$(deadline 60)
while [ ! -s "$dir/sshd.pid" ] && before "$end"; do
    sleep 0.1
done
[ -s "$dir/sshd.pid" ] || { echo "sshd-up: sshd wrote no pid file; see $dir/sshd.log" >&2; exit 1; }

printf '[127.0.0.1]:%s %s\n' "$port" "$(cut -d' ' -f1,2 "$dir/hostkey.pub")" >"$dir/known_hosts"
user=$(id -un)
cat >"$dir/client_config" <<CONF
Host pilot-test-sshd
    HostName 127.0.0.1
    Port $port
    User $user
    IdentityFile $dir/userkey
    IdentitiesOnly yes
    UserKnownHostsFile $dir/known_hosts
    GlobalKnownHostsFile /dev/null
    StrictHostKeyChecking yes
    BatchMode yes
CONF

# The server answers before the tests begin.
end=$(deadline 120)
until ssh -F "$dir/client_config" -o ConnectTimeout=30 pilot-test-sshd true 2>"$dir/client.log"; do
    if ! before "$end"; then
        echo "sshd-up: the server on port $port does not let the test key in:" >&2
        cat "$dir/client.log" >&2
        exit 1
    fi
    sleep 0.2
done
echo "sshd-up: sshd pid $(cat "$dir/sshd.pid") on 127.0.0.1:$port, client configuration $dir/client_config"
