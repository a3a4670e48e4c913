#!/usr/bin/env bash
# Are the packages reproducible? Two builds of one commit, made in different folders, are
# packed with cpack; their .deb files are unpacked and compared file by file (contents,
# modes, link targets) and by their control data. Prints every file that differs with the
# two SHA-256 values; exit 0 when none does, 1 otherwise. Nothing is installed.
#
#   reproducible-deb.sh BUILD_DIR_A BUILD_DIR_B
#
# Make the second build from a clone of the same commit in another folder, e.g.
#   git clone . /tmp/second && (cd /tmp/second && packaging/bootstrap.sh build)
#   tests/packaging/reproducible-deb.sh build/release /tmp/second/build/release
# Files installed from the source tree (documentation, the demo) are read when cpack runs, so
# both trees must be at the same commit with nothing changed.
set -euo pipefail

a=${1:?usage: reproducible-deb.sh BUILD_DIR_A BUILD_DIR_B}
b=${2:?usage: reproducible-deb.sh BUILD_DIR_A BUILD_DIR_B}
say() { printf '[reproducible] %s\n' "$*"; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for side in a b; do
    build=${!side}
    mkdir -p "$out/$side/debs"
    # The same time for both: cpack stamps the archive members with it.
    SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-1764806400} cpack --config "$build/CPackConfig.cmake" -B "$out/$side/debs" \
        >"$out/$side/cpack.log" 2>&1 || { cat "$out/$side/cpack.log"; exit 2; }
    for deb in "$out/$side"/debs/*.deb; do
        name=$(dpkg-deb -f "$deb" Package)
        mkdir -p "$out/$side/$name"
        dpkg-deb -x "$deb" "$out/$side/$name/data"
        dpkg-deb -e "$deb" "$out/$side/$name/control"
    done
done

# One line per file: type, mode, the link target or the content's SHA-256, and the path.
listing() {
    (cd "$1" && find . -mindepth 1 -printf '%y %m %p\n' | sort -k3 | while read -r type mode path; do
        case "$type" in
        f) printf '%s %s %s %s\n' "$type" "$mode" "$(sha256sum "$path" | cut -c1-64)" "$path" ;;
        l) printf '%s %s ->%s %s\n' "$type" "$mode" "$(readlink "$path")" "$path" ;;
        *) printf '%s %s - %s\n' "$type" "$mode" "$path" ;;
        esac
    done)
}

differs=0
for package in $(ls "$out/a" | grep -v -e debs -e cpack.log); do
    for part in data control; do
        listing "$out/a/$package/$part" >"$out/a.$package.$part"
        listing "$out/b/$package/$part" >"$out/b.$package.$part"
        if ! diff -q "$out/a.$package.$part" "$out/b.$package.$part" >/dev/null; then
            differs=1
            say "$package ($part) differs:"
            diff "$out/a.$package.$part" "$out/b.$package.$part" | grep '^[<>]' | sed 's/^/    /' || true
        fi
    done
    say "$package: $(wc -l <"$out/a.$package.data") entries compared"
done
if [ "$differs" = 0 ]; then
    say "identical: every file of every package is byte for byte the same"
fi
exit "$differs"
