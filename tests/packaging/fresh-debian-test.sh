#!/usr/bin/env bash
# The packages installed as a new user installs them: `apt install ./migration-pilot*.deb` on a
# fresh Debian 12, here a minimal root made by debootstrap, with the tools a desktop brings
# (desktop-file-utils, the GLib tools) and nothing of this machine. apt fetches every
# dependency from Debian's repositories, so the packages' computed dependencies are complete
# when this passes. Then, inside the root:
#   - the programs answer --version; pilotctl finds both backend plugins where the package put
#     them and decides the installed demo project;
#   - the window comes up on the demo project (offscreen platform, the start-up probe);
#   - pilot-trainer trains a short run of the demo's job with the installed libtorch;
#   - project files are of the app's file type and the desktop opens them with the app, and
#     `gio open` on a project (what a double-click does) starts the app on it;
#   - `apt purge` removes the packages and leaves none of their files.
# Needs root, debootstrap and a Debian mirror (it downloads a few hundred MB); not part of the
# suite for that reason (README, "Install as a Debian package").
#
#   tests/packaging/fresh-debian-test.sh PACKAGE.deb…
# Environment: PILOT_DEBIAN_MIRROR (default http://deb.debian.org/debian); PILOT_FRESH_BASE, a
# root debootstrap made before, copied rather than made again (it is left as it was).
set -euo pipefail

say() { printf '[fresh-debian] %s\n' "$*"; }
fail() { printf '[fresh-debian] FAIL: %s\n' "$*" >&2; exit 1; }

[ "$#" -ge 1 ] || { echo "usage: $0 PACKAGE.deb…" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { say "needs root (debootstrap, chroot)"; exit 77; }
command -v debootstrap >/dev/null || { say "needs debootstrap (Debian package debootstrap)"; exit 77; }
for deb in "$@"; do
    [ -f "$deb" ] || fail "no such package file: $deb"
done

root=$(mktemp -d /var/tmp/migration-pilot-fresh.XXXXXX)
mounted=()
cleanup() {
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount -l "${mounted[$i]}" 2>/dev/null || true
    done
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT

if [ -n "${PILOT_FRESH_BASE:-}" ]; then
    say "copying the base root $PILOT_FRESH_BASE"
    cp -a "$PILOT_FRESH_BASE/." "$root/"
else
    say "debootstrap bookworm (minbase)"
    debootstrap --variant=minbase bookworm "$root" "${PILOT_DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$root.debootstrap.log" 2>&1 \
        || { tail -20 "$root.debootstrap.log"; fail "debootstrap failed"; }
    rm -f "$root.debootstrap.log"
fi
for fs in proc sys dev; do
    mount --rbind "/$fs" "$root/$fs"
    mount --make-rslave "$root/$fs"
    mounted+=("$root/$fs")
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
in_root() { chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin "$@"; }

mkdir -p "$root/tmp/packages"
cp "$@" "$root/tmp/packages/"
say "apt: the desktop's tools, then the packages with every dependency from the mirror"
in_root apt-get update -q >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q desktop-file-utils libglib2.0-bin >/dev/null 2>&1
before=$(in_root dpkg-query -W -f='${Package}\n' | sort)
in_root env DEBIAN_FRONTEND=noninteractive sh -c 'apt-get install -y -q /tmp/packages/*.deb' >"$root/tmp/apt.log" 2>&1 \
    || { tail -30 "$root/tmp/apt.log"; fail "apt install of the packages failed"; }
added=$(comm -13 <(echo "$before") <(in_root dpkg-query -W -f='${Package}\n' | sort) | wc -l)
say "installed: the packages, and $added more from the mirror"

version=$(in_root migration-pilot --version) || fail "migration-pilot --version failed"
say "$version"
in_root pilotctl --version >/dev/null || fail "pilotctl --version failed"
in_root pilot-trainer --help >/dev/null 2>&1 || [ -x "$root/usr/bin/pilot-trainer" ] || fail "pilot-trainer is not installed"
backends=$(in_root pilotctl backends) || fail "pilotctl backends failed"
for name in libtorch neuron; do
    grep -q "/migration-pilot/backends/pilot_backend_$name.so" <<<"$backends" || fail "pilotctl did not find the $name plugin: $backends"
done
in_root sh -c 'cd / && pilotctl decide /usr/share/migration-pilot/demo/project.yaml' | grep -q '^Recommendation: ' \
    || fail "pilotctl decide on the installed demo gave no recommendation"
say "pilotctl finds both plugins and decides the installed demo"

# The window on the demo project: the probe ends the app once its first window is on screen.
in_root cp -r /usr/share/migration-pilot/demo /root/demo
started=$(in_root env QT_QPA_PLATFORM=offscreen PILOT_STARTUP_PROBE=1 timeout 120 migration-pilot /root/demo/project.yaml 2>&1) \
    || fail "the app did not start on the demo project: $started"
grep -q 'first window exposed' <<<"$started" || fail "the app's window did not come up: $started"
say "the window came up: $(grep -o 'first window exposed.*' <<<"$started")"

# A real training with the installed libtorch: the demo's reference job, 20 steps.
in_root sed -i 's/"max_steps": 300/"max_steps": 20/; s/"every_steps": 50/"every_steps": 10/g' /root/demo/jobs/lora-dates.json
in_root timeout 600 pilot-trainer --job /root/demo/jobs/lora-dates.json --run-dir /root/run >"$root/tmp/train.log" 2>&1 \
    || { tail -20 "$root/tmp/train.log"; fail "pilot-trainer did not train the demo job"; }
tail -1 "$root/root/run/metrics.jsonl" | grep -Eq '"type": ?"run_end".*"status": ?"completed"' \
    || fail "the training did not complete: $(tail -1 "$root/root/run/metrics.jsonl")"
say "pilot-trainer trained 20 steps of the demo job"

# The file type and its application, as the desktop sees them.
type=$(in_root gio info -a standard::content-type /root/demo/project.yaml | sed -n 's/^ *standard::content-type: //p')
[ "$type" = application/x-migration-pilot-project ] || fail "a project file's type is '$type'"
in_root gio mime application/x-migration-pilot-project | grep -q 'org.migrationpilot.MigrationPilot.desktop' \
    || fail "the desktop names no application for project files: $(in_root gio mime application/x-migration-pilot-project)"
# A double-click: the desktop entry's command on the file, started by GIO; the probe's line
# reaches the file through the environment the app inherits.
in_root env QT_QPA_PLATFORM=offscreen PILOT_STARTUP_PROBE=1 sh -c 'gio open /root/demo/project.yaml 2>/tmp/open.log
    for i in $(seq 120); do grep -q "first window exposed" /tmp/open.log && break; sleep 1; done' || true
grep -q 'first window exposed' "$root/tmp/open.log" 2>/dev/null \
    || fail "gio open on a project did not start the app: $(cat "$root/tmp/open.log" 2>/dev/null)"
say "a project file is $type; gio open starts the app on it"

say "apt purge"
files=$(in_root dpkg -L migration-pilot migration-pilot-trainer | grep -v '^/\.$' | sort -u)
in_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -q migration-pilot migration-pilot-trainer >/dev/null \
    || fail "apt purge failed"
left=0
while IFS= read -r path; do
    if [ -f "$root$path" ] || [ -L "$root$path" ]; then
        echo "left after removal: $path" >&2
        left=$((left + 1))
    fi
done <<<"$files"
[ "$left" -eq 0 ] || fail "$left files of the packages were left"
say "ok"
