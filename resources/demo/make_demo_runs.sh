#!/bin/sh
# Makes the demo project's two runs with the project's own tools (resources/demo/README.md):
# the reference with pilot-trainer (libtorch), the pilot with the neuron backend's Python job on
# device cpu (Debian's python3-torch) — the same job, so both have one job hash. Neither ran on
# a GPU or on Trainium2: the labels in project.yaml say so.
#   resources/demo/make_demo_runs.sh [BUILD_DIR]     (default: build/release)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build/release}
pilotctl="$build/bin/pilotctl"
[ -x "$pilotctl" ] || { echo "make_demo_runs.sh: $pilotctl not found (build first)" >&2; exit 1; }
for run in reference pilot; do
    [ -e "$here/runs/$run" ] && { echo "make_demo_runs.sh: $here/runs/$run exists; remove it first" >&2; exit 1; }
done
# Runs of the project name its inputs relative to their run folder (../../data/…), so the demo
# resumes, drills and exports wherever it is copied.
"$pilotctl" run "$here/jobs/lora-dates.json" --project "$here/project.yaml" --run-dir "$here/runs/reference" --wait
"$pilotctl" run "$here/jobs/pilot-neuron-cpu.json" --project "$here/project.yaml" --run-dir "$here/runs/pilot" --wait
# What only this machine knows is left out of what ships (resources/demo/README.md): the run
# locks go, and the launch records keep what ran and where, without this machine's folders.
rm -f "$here"/runs/*/run.lock "$here"/runs/*/.launch.json.lock
for run in reference pilot; do
    python3 "$here/strip_launch_record.py" "$here/runs/$run"
done
root=$(cd "$here/../.." && pwd)
if grep -rlF "$root" "$here/runs"; then
    echo "make_demo_runs.sh: the files above still name $root" >&2
    exit 1
fi
