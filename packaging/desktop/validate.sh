#!/usr/bin/env bash
# Checks the desktop integration files in this folder:
#   - the .desktop file with desktop-file-validate (errors, warnings and hints all fail),
#   - the AppStream metainfo with `appstreamcli validate --no-net --strict` (errors, warnings and
#     infos fail; pedantic notes, such as the upper-case letters of the component id, do not),
#   - the shared-mime-info package with xmllint (well-formed, and valid against the DTD that
#     shared-mime-info itself carries in /usr/share/mime/packages/freedesktop.org.xml), compiled
#     by update-mime-database in a temporary data folder, and — where gio is installed — that the
#     compiled rules recognise the demo project by its content and leave plain YAML alone,
#   - the SVG icon (well-formed, square 128 viewBox, no text, no bitmaps),
#   - every PNG under icons/ is a PNG of the size its folder names, and every size is there,
#   - the metainfo as a build with PILOT_SCREENSHOTS_URL writes it: valid, and its screenshots
#     in screenshots/ at the sizes it states,
#   - the files agree on the application id, the icon name and the MIME type.
# Takes no arguments and works from any current directory.
# Exit status: 0 all good; 1 a check failed; 77 a tool it needs is missing (the message names the
# Debian package to install).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
id=org.migrationpilot.MigrationPilot
mime_type=application/x-migration-pilot-project
sizes=(16 24 32 48 64 128 256)
demo="$root/resources/demo/project.yaml"

desktop="$here/$id.desktop"
metainfo="$here/$id.metainfo.xml"
mimexml="$here/$id.xml"
svg="$here/$id.svg"

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "ok:   $*"; }

missing=()
need() { command -v "$1" >/dev/null || missing+=("$1 (Debian package $2)"); }
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need xmllint libxml2-utils
need update-mime-database shared-mime-info
need python3 python3
if [ "${#missing[@]}" -gt 0 ]; then
    echo "validate.sh: missing tools: ${missing[*]}" >&2
    exit 77
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for f in "$desktop" "$metainfo" "$mimexml" "$svg" "$demo"; do
    [ -f "$f" ] || fail "$f is missing"
done
[ "$failures" -eq 0 ] || { echo "validate.sh: $failures problem(s)" >&2; exit 1; }

# --- the .desktop file -----------------------------------------------------------------------
out=$(desktop-file-validate "$desktop" 2>&1)
rc=$?
if [ "$rc" -ne 0 ] || [ -n "$out" ]; then
    fail "desktop-file-validate $id.desktop (exit $rc):"
    printf '%s\n' "$out" >&2
else
    ok "desktop-file-validate $id.desktop"
fi

# --- the AppStream metainfo ------------------------------------------------------------------
# validate_metainfo FILE WHAT: errors, warnings and infos fail.
validate_metainfo() {
    local out rc
    out=$(appstreamcli validate --no-net --no-color --strict "$1" 2>&1)
    rc=$?
    if [ "$rc" -ne 0 ] || printf '%s\n' "$out" | grep -Eq '^[EWI]: '; then
        fail "appstreamcli validate --no-net --strict, $2 (exit $rc):"
        printf '%s\n' "$out" >&2
    else
        ok "appstreamcli validate --no-net --strict, $2"
    fi
}
validate_metainfo "$metainfo" "$id.metainfo.xml"

# --- the screenshots -------------------------------------------------------------------------
# The metainfo as a build given PILOT_SCREENSHOTS_URL installs it (add-screenshots.cmake), here
# with an address of the reserved example domain that only this check uses: valid as well, and
# every image it names is in screenshots/, a PNG of the size it states, in English and German.
if command -v cmake >/dev/null; then
    shots="$tmp/shots/$id.metainfo.xml"
    mkdir -p "$tmp/shots"
    if out=$(cmake "-DMETAINFO=$metainfo" -DURL=https://screenshots.example.org/migration-pilot "-DOUT=$shots" \
                   -P "$here/add-screenshots.cmake" 2>&1); then
        validate_metainfo "$shots" "the metainfo with its screenshots"
        python3 - "$shots" "$here/screenshots" <<'PY' || failures=$((failures + 1))
import os, struct, sys, xml.etree.ElementTree as ET
metainfo, folder = sys.argv[1], sys.argv[2]
lang = "{http://www.w3.org/XML/1998/namespace}lang"
problems, named = [], set()
shots = ET.parse(metainfo).getroot().findall("screenshots/screenshot")
if not shots:
    problems.append("the metainfo with its screenshots names none")
for n, shot in enumerate(shots, 1):
    images = shot.findall("image")
    if sorted(i.get(lang, "en") for i in images) != ["de", "en"]:
        problems.append(f"screenshot {n}: wants one English and one German image")
    if sorted(c.get(lang, "en") for c in shot.findall("caption")) != ["de", "en"]:
        problems.append(f"screenshot {n}: wants an English and a German caption")
    for image in images:
        name = image.text.rsplit("/", 1)[-1]
        named.add(name)
        path = os.path.join(folder, name)
        try:
            with open(path, "rb") as f:
                head = f.read(24)
        except OSError:
            problems.append(f"screenshots/{name} is missing (run make-screenshots.sh)")
            continue
        if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
            problems.append(f"screenshots/{name}: not a PNG file")
            continue
        got = struct.unpack(">II", head[16:24])
        want = (int(image.get("width", 0)), int(image.get("height", 0)))
        if got != want:
            problems.append(f"screenshots/{name}: is {got[0]}x{got[1]}, the metainfo says {want[0]}x{want[1]}")
for name in sorted(set(os.listdir(folder)) - named if os.path.isdir(folder) else []):
    problems.append(f"screenshots/{name}: not named in screenshots.xml.in")
for p in problems:
    print("FAIL: " + p, file=sys.stderr)
if not problems:
    print(f"ok:   {len(named)} screenshots in screenshots/, each the size the metainfo states")
sys.exit(1 if problems else 0)
PY
    else
        fail "add-screenshots.cmake:"
        printf '%s\n' "$out" >&2
    fi
else
    echo "skip: the screenshots (no cmake)"
fi

# --- the shared-mime-info package ------------------------------------------------------------
if out=$(xmllint --noout "$mimexml" 2>&1); then
    ok "xmllint $id.xml (well-formed)"
else
    fail "xmllint $id.xml is not well-formed:"
    printf '%s\n' "$out" >&2
fi

# shared-mime-info ships no XSD; its DTD is the internal subset of its own package file.
system_xml=/usr/share/mime/packages/freedesktop.org.xml
if [ -f "$system_xml" ] && python3 - "$system_xml" "$tmp/shared-mime-info.dtd" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r"<!DOCTYPE mime-info \[(.*?)\]>", text, re.S)
if not m:
    sys.exit(1)
open(sys.argv[2], "w", encoding="utf-8").write(m.group(1))
PY
then
    if out=$(xmllint --noout --dtdvalid "$tmp/shared-mime-info.dtd" "$mimexml" 2>&1); then
        ok "xmllint --dtdvalid (shared-mime-info's DTD from $system_xml) $id.xml"
    else
        fail "$id.xml is not valid against shared-mime-info's DTD:"
        printf '%s\n' "$out" >&2
    fi
else
    fail "could not read shared-mime-info's DTD from $system_xml (is shared-mime-info installed?)"
fi

mkdir -p "$tmp/data/mime/packages" "$tmp/home"
cp "$mimexml" "$tmp/data/mime/packages/"
# update-mime-database exits 0 even for rules it rejects; anything it prints is a problem.
out=$(XDG_DATA_HOME="$tmp/home" XDG_DATA_DIRS="$tmp/data:/usr/local/share:/usr/share" \
    update-mime-database "$tmp/data/mime" 2>&1)
rc=$?
if [ "$rc" -ne 0 ] || [ -n "$out" ] || ! grep -qx "$mime_type" "$tmp/data/mime/types" 2>/dev/null; then
    fail "update-mime-database did not compile $id.xml cleanly (exit $rc):"
    printf '%s\n' "$out" >&2
else
    ok "update-mime-database compiles $id.xml"
fi

if command -v gio >/dev/null; then
    content_type() {
        XDG_DATA_HOME="$tmp/home" XDG_DATA_DIRS="$tmp/data:/usr/local/share:/usr/share" \
            gio info -a standard::content-type "$1" 2>/dev/null | sed -n 's/^ *standard::content-type: //p'
    }
    # project.yaml and *.mpilot.yaml by their names; without a known name, the content decides;
    # any other *.yaml stays YAML.
    mkdir -p "$tmp/files"
    cp "$demo" "$tmp/files/demo-project"
    cp "$demo" "$tmp/files/project.yaml"
    printf 'schema: migration-pilot/project@1\ntitle: starts with the schema line\n' >"$tmp/files/schema-first"
    printf 'title: some other YAML\nitems: [1, 2]\nschema: elsewhere/thing@1\n' >"$tmp/files/plain-yaml"
    cp "$tmp/files/plain-yaml" "$tmp/files/plain.yaml"
    cp "$tmp/files/schema-first" "$tmp/files/routing.mpilot.yaml"
    for f in demo-project project.yaml schema-first routing.mpilot.yaml; do
        got=$(content_type "$tmp/files/$f")
        if [ "$got" = "$mime_type" ]; then ok "gio: $f is $got"
        else fail "gio: $f is '${got}', expected $mime_type"; fi
    done
    for f in plain-yaml plain.yaml; do
        got=$(content_type "$tmp/files/$f")
        if [ "$got" != "$mime_type" ] && [ -n "$got" ]; then ok "gio: $f is $got"
        else fail "gio: $f is '${got}', expected anything but $mime_type"; fi
    done
else
    echo "note: gio (Debian package libglib2.0-bin) is not installed; content detection not checked"
fi

# --- icons and cross-checks ------------------------------------------------------------------
python3 - "$here" "$id" "$mime_type" "${sizes[@]}" <<'PY' || failures=$((failures + 1))
import configparser, os, re, struct, sys
import xml.etree.ElementTree as ET

here, app_id, mime_type, *sizes = sys.argv[1:]
problems = []

# SVG: square 128 viewBox, nothing that does not scale or renders fonts.
svg_path = os.path.join(here, app_id + ".svg")
try:
    svg = ET.parse(svg_path).getroot()
    if svg.get("viewBox", "").split() != ["0", "0", "128", "128"]:
        problems.append(f"{app_id}.svg: viewBox is {svg.get('viewBox')!r}, expected '0 0 128 128'")
    for el in svg.iter():
        tag = el.tag.rsplit("}", 1)[-1]
        if tag in ("text", "image", "foreignObject", "script"):
            problems.append(f"{app_id}.svg: contains a <{tag}> element")
except ET.ParseError as e:
    problems.append(f"{app_id}.svg: not well-formed XML: {e}")

# PNGs: every expected size there, each the size of its folder.
icons = os.path.join(here, "icons")
expected = {f"{n}x{n}" for n in sizes}
present = set(os.listdir(icons)) if os.path.isdir(icons) else set()
for d in sorted(expected - present, key=lambda s: int(s.split("x")[0])):
    problems.append(f"icons/{d}/ is missing (run render-icons.sh)")
for d in sorted(present, key=lambda s: (len(s), s)):
    m = re.fullmatch(r"(\d+)x(\d+)", d)
    if not m:
        problems.append(f"icons/{d}: folder name is not <N>x<N>")
        continue
    want = (int(m.group(1)), int(m.group(2)))
    for name in sorted(os.listdir(os.path.join(icons, d))):
        path = os.path.join(icons, d, name)
        rel = f"icons/{d}/{name}"
        if name != app_id + ".png":
            problems.append(f"{rel}: unexpected file (only {app_id}.png belongs here)")
            continue
        with open(path, "rb") as f:
            head = f.read(24)
        if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
            problems.append(f"{rel}: not a PNG file")
            continue
        got = struct.unpack(">II", head[16:24])
        if got != want:
            problems.append(f"{rel}: is {got[0]}x{got[1]}, its folder says {want[0]}x{want[1]}")
        else:
            print(f"ok:   {rel} is {got[0]}x{got[1]}")
    if not os.path.exists(os.path.join(icons, d, app_id + ".png")):
        problems.append(f"icons/{d}/{app_id}.png is missing (run render-icons.sh)")

# The files name one another consistently.
de = configparser.ConfigParser(interpolation=None, strict=True)
de.optionxform = str
de.read(os.path.join(here, app_id + ".desktop"), encoding="utf-8")
entry = de["Desktop Entry"] if de.has_section("Desktop Entry") else {}
if entry.get("Icon") != app_id:
    problems.append(f"{app_id}.desktop: Icon is {entry.get('Icon')!r}, expected {app_id!r}")
if mime_type not in entry.get("MimeType", "").split(";"):
    problems.append(f"{app_id}.desktop: MimeType does not list {mime_type}")

meta = ET.parse(os.path.join(here, app_id + ".metainfo.xml")).getroot()
if meta.findtext("id") != app_id:
    problems.append(f"{app_id}.metainfo.xml: <id> is {meta.findtext('id')!r}, expected {app_id!r}")
launchables = [l.text for l in meta.findall("launchable")]
if app_id + ".desktop" not in launchables:
    problems.append(f"{app_id}.metainfo.xml: no <launchable> names {app_id}.desktop")
if mime_type not in [m.text for m in meta.findall("provides/mediatype")]:
    problems.append(f"{app_id}.metainfo.xml: <provides> does not list the mediatype {mime_type}")

ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
types = [t.get("type") for t in ET.parse(os.path.join(here, app_id + ".xml")).getroot().findall(ns + "mime-type")]
if types != [mime_type]:
    problems.append(f"{app_id}.xml: defines {types}, expected exactly [{mime_type!r}]")

for p in problems:
    print("FAIL: " + p, file=sys.stderr)
if not problems:
    print("ok:   SVG, PNG sizes and the names the files share")
sys.exit(1 if problems else 0)
PY

if [ "$failures" -ne 0 ]; then
    echo "validate.sh: $failures check(s) failed" >&2
    exit 1
fi
echo "validate.sh: all desktop integration files are valid"
