#!/usr/bin/env bash
# Runs every libFuzzer target built by the preset `fuzz` (build/fuzz/bin/fuzz_*) for SECONDS each
# (default 60), and prints per target: executions, exec/s, corpus size and any crash, timeout,
# OOM or leak artifacts. It builds nothing:
#     cmake --preset fuzz && cmake --build --preset fuzz && tests/fuzz/run-fuzzers.sh 60
#
# Each target's corpus, build/fuzz/corpus/<target>/, is seeded from the repository's own data
# (the table below) and from tests/data/fuzz/<reader>/ (its regression inputs); inputs the run
# finds stay there for the next run. Artifacts go to build/fuzz/artifacts/<target>/, the log of
# each run to build/fuzz/logs/<target>.log. Every artifact must become a file of
# tests/data/fuzz/<reader>/ (the replay tests of the normal build, ctest -L fuzz).
#
# Environment: FUZZ_JOBS (targets run side by side, default 1), FUZZ_TARGETS (a space-separated
# subset, e.g. "fuzz_project fuzz_jobspec"), FUZZ_MAX_LEN (-max_len, default 65536),
# ASAN_OPTIONS (default detect_leaks=0: Qt's caches made once per process read as leaks).
set -euo pipefail

seconds=${1:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build/fuzz"
jobs=${FUZZ_JOBS:-1}
max_len=${FUZZ_MAX_LEN:-65536}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}

if ! compgen -G "$build/bin/fuzz_*" > /dev/null; then
    echo "run-fuzzers: no fuzz targets in $build/bin; build them first:" >&2
    echo "    cmake --preset fuzz && cmake --build --preset fuzz" >&2
    exit 2
fi

# Seeds from the repository (globs relative to its root), per reader.
seeds_of() {
    case "$1" in
        project) echo "resources/demo/project.yaml tests/data/decisions/*.yaml" ;;
        jobspec) echo "tests/data/jobs/valid/*.json tests/data/jobs/invalid/*.json resources/demo/jobs/*.json" ;;
        metricsline|metricsfile) echo "tests/data/runs/*/metrics.jsonl tests/data/failures/*.jsonl resources/demo/runs/*/metrics.jsonl" ;;
        safetensors) echo "resources/demo/runs/*/checkpoints/step-000300/*.safetensors resources/demo/base-model/model.safetensors" ;;
        hftrainerstate) echo "tests/data/realruns/*trainer_state.json resources/demo/runs/*/checkpoints/step-000300/trainer_state.json" ;;
        llamafactory) echo "tests/data/realruns/*llamafactory*.jsonl" ;;
        tfevents) echo "tests/data/realruns/*tfevents*" ;;
        mlflow) echo "tests/data/realruns/*mlruns/mlruns/*/*/metrics/*" ;;
        csv) echo "" ;; # no CSV in the repository's data: tests/data/fuzz/csv/ has seed-*.csv
        neuronlog) echo "tests/data/neuron-logs/*.log tests/data/neuron-logs/*.ipynb tests/data/neuron/compile-cache.log tests/data/neuron/cpu-fallback-messages.txt" ;;
        failurerules) echo "resources/rules/failure-classes.yaml" ;;
        decisionrules) echo "resources/rules/decision-rules.yaml" ;;
        cpufallbackrules) echo "resources/rules/cpu-fallbacks.yaml" ;;
        pricetable) echo "resources/prices/*.yaml" ;;
        manifest) echo "resources/demo/runs/*/checkpoints/*/manifest.json" ;;
        *) echo "" ;;
    esac
}

# Copies a seed, cut to max_len bytes; a safetensors file is cut after its header (plus 64 bytes),
# which keeps the header whole and the seed small.
copy_seed() {
    local from=$1 to=$2 reader=$3 limit=$max_len
    if [[ $reader == safetensors ]]; then
        local n
        n=$(od -An -tu8 -N8 "$from" | tr -d ' ')
        if [[ -n $n && $n -lt $max_len ]]; then limit=$((8 + n + 64)); fi
    fi
    head -c "$limit" "$from" > "$to"
}

run_one() {
    local exe=$1 target reader corpus artifacts log
    target=$(basename "$exe")
    reader=${target#fuzz_}
    corpus="$build/corpus/$target"
    artifacts="$build/artifacts/$target"
    log="$build/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$build/logs"
    local n=0 pattern f
    for pattern in $(seeds_of "$reader"); do
        for f in $root/$pattern; do
            [[ -f $f ]] || continue
            copy_seed "$f" "$corpus/seed-$n-$(basename "$f")" "$reader"
            n=$((n + 1))
        done
    done
    if [[ -d $root/tests/data/fuzz/$reader ]]; then
        for f in "$root/tests/data/fuzz/$reader"/*; do
            [[ -f $f ]] && cp "$f" "$corpus/regression-$(basename "$f")"
        done
    fi
    # -fork would survive crashes, but one crash per run is enough to act on.
    "$exe" "$corpus" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" > "$log" 2>&1 || true
}

summary() {
    local exe=$1 target log execs rate corpus_size found
    target=$(basename "$exe")
    log="$build/logs/$target.log"
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    corpus_size=$(find "$build/corpus/$target" -type f | wc -l)
    found=$(cd "$build/artifacts/$target" && ls -1 2>/dev/null | grep -E '^(crash|timeout|oom|leak|slow-unit)-' | tr '\n' ' ' || true)
    local status=ok
    if grep -qE '^==[0-9]+==ERROR|runtime error:|ERROR: libFuzzer' "$log"; then status=FINDING; fi
    printf '%-22s %12s %8s %8s  %-8s %s\n' "$target" "${execs:-?}" "${rate:-?}" "$corpus_size" "$status" "${found:--}"
}

exes=()
if [[ -n ${FUZZ_TARGETS:-} ]]; then
    for t in $FUZZ_TARGETS; do exes+=("$build/bin/$t"); done
else
    for e in "$build"/bin/fuzz_*; do [[ -x $e ]] && exes+=("$e"); done
fi

echo "run-fuzzers: ${#exes[@]} targets, ${seconds} s each, $jobs at a time ($(date -u '+%Y-%m-%d %H:%M UTC'))"
running=0
for exe in "${exes[@]}"; do
    run_one "$exe" &
    running=$((running + 1))
    if (( running >= jobs )); then wait -n || true; running=$((running - 1)); fi
done
wait

printf '%-22s %12s %8s %8s  %-8s %s\n' target executions exec/s corpus status artifacts
for exe in "${exes[@]}"; do summary "$exe"; done
echo "logs: $build/logs/  artifacts: $build/artifacts/"
