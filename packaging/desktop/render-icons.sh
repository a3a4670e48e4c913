#!/usr/bin/env bash
# Renders the application icon's PNGs from the SVG:
#   icons/<N>x<N>/org.migrationpilot.MigrationPilot.png for N in 16 24 32 48 64 128 256.
# Run it after editing org.migrationpilot.MigrationPilot.svg and commit the PNGs with the SVG.
# Needs rsvg-convert (Debian package librsvg2-bin). Takes no arguments; works from any directory.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
id=org.migrationpilot.MigrationPilot
svg="$here/$id.svg"
sizes=(16 24 32 48 64 128 256)

command -v rsvg-convert >/dev/null || {
    echo "render-icons.sh: rsvg-convert not found; install the Debian package librsvg2-bin" >&2
    exit 1
}
[ -f "$svg" ] || { echo "render-icons.sh: $svg is missing" >&2; exit 1; }

for n in "${sizes[@]}"; do
    dir="$here/icons/${n}x${n}"
    mkdir -p "$dir"
    # Written beside the target and renamed, so a failed render never leaves a half-written PNG.
    rsvg-convert --width "$n" --height "$n" --format png --output "$dir/.$id.png.tmp" "$svg"
    mv -f "$dir/.$id.png.tmp" "$dir/$id.png"
    echo "icons/${n}x${n}/$id.png"
done
