#!/bin/sh
# Makes the AppStream screenshots in screenshots/ (named, with captions, in screenshots.xml.in)
# with the program the build makes from tests/gui/appstreamshots.cpp: the real window on a fresh
# copy of the demo project, 1280×720, in English and German. Where optipng is installed the PNGs
# are made smaller without loss.
#   packaging/desktop/make-screenshots.sh [BUILD_DIR]     (default: build/release)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build/release}
program="$build/bin/pilot_appstream_screenshots"
[ -x "$program" ] || { echo "make-screenshots.sh: $program not found (build first)" >&2; exit 1; }
rm -f "$here"/screenshots/*.png
"$program" "$here/screenshots"
if command -v optipng >/dev/null; then
    optipng -quiet -o2 -strip all "$here"/screenshots/*.png
fi
