#!/usr/bin/env bash
# The Debian packages of this build, made, checked and used as a user would:
#   cpack makes migration-pilot and migration-pilot-trainer; lintian finds no error in them;
#   they install on this machine (root; the build machine has every dependency); the installed
#   programs answer --version, pilotctl decides the installed demo project and finds the backend
#   plugins in the architecture's library folder, a copy of the installed demo resumes, drills,
#   exports, compares and reports where it lies as the installed one does, no installed file names the build machine's folders, the manual pages and desktop files are where
#   the desktop looks; removing the packages leaves none of their files.
# Exit 77 (skipped) when not root or when the packages are already installed (a user's
# installation is never replaced or removed by a test).
#
#   debian-package-test.sh BUILD_DIR
set -euo pipefail

build=${1:?usage: debian-package-test.sh BUILD_DIR}
say() { printf '[package-test] %s\n' "$*"; }
fail() { printf '[package-test] FAIL: %s\n' "$*" >&2; exit 1; }

if [ "$(id -u)" -ne 0 ]; then
    say "skipped: installing a package needs root"
    exit 77
fi
for package in migration-pilot migration-pilot-trainer; do
    if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        say "skipped: $package is installed on this machine; the test does not replace it"
        exit 77
    fi
done

out=$(mktemp -d)
installed=0
cleanup() {
    if [ "$installed" = 1 ]; then
        dpkg -r migration-pilot migration-pilot-trainer >/dev/null 2>&1 || true
    fi
    rm -rf "$out"
}
trap cleanup EXIT

say "cpack"
cpack --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1 || { cat "$out/cpack.log"; fail "cpack failed"; }
app=$(ls "$out"/migration-pilot_*.deb)
trainer=$(ls "$out"/migration-pilot-trainer_*.deb)
say "made $(basename "$app") ($(du -h "$app" | cut -f1)) and $(basename "$trainer") ($(du -h "$trainer" | cut -f1))"

# Dependencies come from dpkg-shlibdeps: the app needs Qt, the trainer libtorch.
dpkg-deb -f "$app" Depends | grep -q 'libqt6widgets6' || fail "migration-pilot: no computed Qt dependency: $(dpkg-deb -f "$app" Depends)"
dpkg-deb -f "$trainer" Depends | grep -q 'libtorch' || fail "migration-pilot-trainer: no computed libtorch dependency: $(dpkg-deb -f "$trainer" Depends)"
dpkg-deb -f "$app" Depends | grep -q 'migration-pilot-trainer (=' || fail "migration-pilot does not depend on its trainer"

if command -v lintian >/dev/null; then
    say "lintian"
    lintian --fail-on error --tag-display-limit 0 "$app" "$trainer" | tee "$out/lintian.log" || fail "lintian found errors"
else
    fail "lintian is not installed (packaging/debian-packages.txt)"
fi

say "install"
installed=1
dpkg -i "$trainer" "$app" >"$out/dpkg.log" 2>&1 || { cat "$out/dpkg.log"; fail "dpkg -i failed"; }

# No installed file — program, library, manual page, demo run — names the folders it was built
# in (sources, build tree): a user's machine has neither.
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=$(cd "$build" && pwd)
# Searched as UTF-8 and as UTF-16 (Qt's string literals), in compressed files unpacked.
dpkg -L migration-pilot migration-pilot-trainer | python3 -c '
import gzip, os, stat, sys
dirs = sys.argv[1:]
needles = [(d, d.encode(code)) for d in dirs for code in ("utf-8", "utf-16-le")]
found = []
for path in sys.stdin.read().splitlines():
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            continue
    except OSError:
        continue
    data = open(path, "rb").read()
    if path.endswith(".gz"):
        data = gzip.decompress(data)
    found += ["%s names %s" % (path, d) for d, n in needles if n in data]
print("\n".join(found))
sys.exit(1 if found else 0)
' "$source_dir" "$build_dir" >"$out/names.txt" || fail "installed files name the build machine's folders: $(cat "$out/names.txt")"
say "no installed file names $source_dir or $build_dir"

multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)
backends="/usr/lib/$multiarch/migration-pilot/backends"
[ -f "$backends/pilot_backend_libtorch.so" ] || fail "no libtorch plugin in $backends"
[ -f "$backends/neuron/pilot_neuron_job/__main__.py" ] || fail "no neuron job package beside the plugins"

version=$(/usr/bin/migration-pilot --version)
[[ "$version" == *"0."* ]] || fail "migration-pilot --version said: $version"
/usr/bin/pilotctl --version | grep -q "$(sed -n 's/.* \([0-9][0-9.]*\)$/\1/p' <<<"$version")" || fail "pilotctl's version differs"
/usr/bin/pilot-trainer --help >/dev/null 2>&1 || true
[ -x /usr/bin/pilot-trainer ] || fail "pilot-trainer is not installed"

(cd / && /usr/bin/pilotctl decide /usr/share/migration-pilot/demo/project.yaml >"$out/decide.txt") || fail "pilotctl decide on the installed demo failed"
grep -q '^Recommendation: ' "$out/decide.txt" || fail "pilotctl decide gave no recommendation: $(head -3 "$out/decide.txt")"

# The installed demo, copied as Open Demo Project copies it, resumes, drills and exports where
# it now lies: its runs name their inputs relative to themselves, never the machine that made them.
copy="$out/home/Migration Pilot Demo"
mkdir -p "$out/home"
cp -r /usr/share/migration-pilot/demo "$copy"
chmod -R u+w "$copy"
ref="$copy/runs/reference"
say "resume the installed demo's reference from its step 250"
python3 - "$ref/job.json" "$ref/resume-250.json" <<'PY'
import json, sys
job = json.load(open(sys.argv[1]))
job["resume"] = "checkpoints/step-000250"  # beside the job file, as its inputs are
json.dump(job, open(sys.argv[2], "w"))
PY
(cd / && /usr/bin/pilotctl run "$ref/resume-250.json" --project "$copy/project.yaml" --run-dir "$copy/runs/resumed" --wait \
    >"$out/resume.txt" 2>&1) || { cat "$out/resume.txt"; fail "resuming the installed demo's reference failed"; }
python3 - "$ref/metrics.jsonl" "$copy/runs/resumed/metrics.jsonl" <<'PY' || fail "the resumed run did not resume from the copy's step 250 and end on the reference's loss"
import json, sys
events = [e for e in map(json.loads, open(sys.argv[2]))]
said = [e["message"] for e in events if e.get("type") == "log" and e.get("message", "").startswith("resumed from ")]
if not said or not said[0].endswith("reference/checkpoints/step-000250"):
    print("resumed:", said)
    sys.exit(1)
def last(path):
    steps = [e for e in map(json.loads, open(path)) if e.get("type") == "step"]
    return steps[-1]["step"], steps[-1]["loss"]
(a_step, a), (b_step, b) = last(sys.argv[1]), last(sys.argv[2])
# Another CPU or BLAS may round differently (resources/demo/README.md); the same training ends near.
sys.exit(0 if a_step == b_step == 300 and abs(a - b) <= 1e-3 * abs(a) else 1)
PY

say "drill the installed demo's reference against the shipped run"
set +e
(cd / && /usr/bin/pilotctl drill "$ref/job.json" --project "$copy/project.yaml" --run-dir "$out/drill" --kill-at-step 100 \
    --uninterrupted "$ref" >"$out/drill.txt" 2>&1)
drilled=$?
set -e
# 0: bit for bit; 3: the resumed losses differ from the shipped ones (another CPU may round
# differently); 4 would mean the drill could not run (an input not found).
[ "$drilled" = 0 ] || [ "$drilled" = 3 ] || { cat "$out/drill.txt"; fail "the drill on the installed demo could not finish ($drilled)"; }
say "drill: exit $drilled, $(grep -m1 -i 'jump' "$out/drill.txt" || true)"

say "the copy compares and reports as the installed demo does"
demo=/usr/share/migration-pilot/demo
mkdir -p "$out/record-installed" "$out/record-copy"
(cd / && /usr/bin/pilotctl compare "$demo/runs/reference" "$demo/runs/pilot" --project "$demo/project.yaml" --json >"$out/compare-installed.json") \
    || fail "pilotctl compare on the installed demo failed"
(cd / && /usr/bin/pilotctl compare "$ref" "$copy/runs/pilot" --project "$copy/project.yaml" --json >"$out/compare-copy.json") \
    || fail "pilotctl compare on the copy failed"
# Folders named in the comparison are where each lies; everything else is the same.
python3 - "$out/compare-installed.json" "$demo" "$out/compare-copy.json" "$copy" <<'PY' || fail "the copy compares otherwise than the installed demo"
import sys
a = open(sys.argv[1]).read().replace(sys.argv[2], "DEMO")
b = open(sys.argv[3]).read().replace(sys.argv[4], "DEMO")
sys.exit(0 if a == b else 1)
PY
(cd / && /usr/bin/pilotctl report "$demo/project.yaml" --out "$out/record-installed/record.md" >/dev/null) || fail "report on the installed demo failed"
(cd / && /usr/bin/pilotctl report "$copy/project.yaml" --out "$out/record-copy/record.md" >/dev/null) || fail "report on the copy failed"
cmp -s "$out/record-installed/record.md" "$out/record-copy/record.md" \
    || fail "the copy's decision record differs: $(diff "$out/record-installed/record.md" "$out/record-copy/record.md" | head -5)"

say "export the installed demo's pilot adapter and verify the copy's checkpoints"
(cd / && /usr/bin/pilotctl export "$copy/runs/pilot/checkpoints/step-000300" --out "$out/adapter" >"$out/export.txt" 2>&1) \
    || { cat "$out/export.txt"; fail "exporting the installed demo's pilot checkpoint failed"; }
base=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["base_model_name_or_path"])' "$out/adapter/adapter_config.json")
[ "$base" = "$copy/base-model" ] || fail "the exported adapter names its base as $base, not the copy's $copy/base-model"
for run in reference pilot; do
    (cd / && /usr/bin/pilotctl checkpoints verify "$copy/runs/$run" >"$out/verify-$run.txt" 2>&1) \
        || { cat "$out/verify-$run.txt"; fail "the copy's $run checkpoints do not verify"; }
done

/usr/bin/pilotctl backends >"$out/backends.txt" || fail "pilotctl backends failed"
for name in libtorch neuron; do
    grep -q "$backends/pilot_backend_$name.so" "$out/backends.txt" || fail "pilotctl did not find the $name plugin in $backends: $(cat "$out/backends.txt")"
done

for path in /usr/share/man/man1/pilotctl.1.gz /usr/share/man/man1/migration-pilot.1.gz /usr/share/man/man1/pilot-trainer.1.gz \
            /usr/share/man/man1/pilot-opscan.1.gz \
            /usr/share/applications/org.migrationpilot.MigrationPilot.desktop \
            /usr/share/metainfo/org.migrationpilot.MigrationPilot.metainfo.xml \
            /usr/share/mime/packages/org.migrationpilot.MigrationPilot.xml \
            /usr/share/icons/hicolor/scalable/apps/org.migrationpilot.MigrationPilot.svg \
            /usr/share/doc/migration-pilot/copyright /usr/share/doc/migration-pilot-trainer/copyright; do
    [ -f "$path" ] || fail "missing after installation: $path"
done
# The MIME database knows project files once the package is in (shared-mime-info's trigger),
# and the desktop entry opens them.
if command -v gio >/dev/null; then
    type=$(gio info -a standard::content-type /usr/share/migration-pilot/demo/project.yaml | sed -n 's/^ *standard::content-type: //p')
    [ "$type" = application/x-migration-pilot-project ] || fail "the installed demo project's file type is '$type'"
    grep -q 'application/x-migration-pilot-project=org.migrationpilot.MigrationPilot.desktop' /usr/share/applications/mimeinfo.cache \
        || fail "the desktop's cache does not name the app for project files"
    say "the installed demo project is $type, opened by org.migrationpilot.MigrationPilot.desktop"
fi

say "remove"
dpkg -r migration-pilot migration-pilot-trainer >"$out/dpkg-r.log" 2>&1 || { cat "$out/dpkg-r.log"; fail "dpkg -r failed"; }
installed=0
for path in /usr/bin/migration-pilot /usr/bin/pilotctl /usr/bin/pilot-trainer "/usr/lib/$multiarch/migration-pilot" \
            /usr/share/migration-pilot /usr/share/applications/org.migrationpilot.MigrationPilot.desktop; do
    [ ! -e "$path" ] || fail "left after removal: $path"
done
say "ok"
