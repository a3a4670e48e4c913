#!/usr/bin/env bash
# Sets up, builds and runs Migration Pilot on Debian 12.
#
#   packaging/bootstrap.sh run    install missing packages, build (Release), start the GUI on the
#                                 demo project — or, without a display, its headless equivalent
#   packaging/bootstrap.sh test   install, build, run the whole test suite through ctest
#   packaging/bootstrap.sh bench  install, build, run the benchmarks (see docs/benchmarks.md)
#   packaging/bootstrap.sh lint   install clang-format/clang-tidy, configure, run tools/lint.sh
#                                 (on the files changed against main; arguments go to it)
#   packaging/bootstrap.sh package  install, build, make the Debian packages in build/packages
#                                 and check them with lintian (PILOT_PRESET=trainer: the
#                                 trainer's package alone, for GPU hosts)
#   packaging/bootstrap.sh venv   only the Python environment of the tests (build/venv, once per
#                                 machine: PyTorch 2.14 and the Hugging Face libraries)
#   packaging/bootstrap.sh cuda-trainer   pilot-trainer alone against build/venv's CUDA libtorch
#                                 (build/cuda; part of test, whose trainer tests run it too)
#   packaging/bootstrap.sh deps | build   only those steps
#
# Environment: PILOT_WERROR=1 makes warnings errors (CI); PILOT_PRESET picks another
# CMake preset (default release; notorch builds without libtorch and its packages).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
preset=${PILOT_PRESET:-release}
build_dir="$root/build/$preset"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Not root and no sudo: install the packages in packaging/debian-packages.txt by hand." >&2; exit 1; }
    sudo_cmd=(sudo)
fi

deps() {
    local wanted missing skip=()
    # A package marked "lint", "bench" or "torch" in the list is left out where it is not needed.
    [ "${1:-}" = lint ] || skip+=(lint)
    [ "${1:-}" = bench ] || skip+=(bench)
    [ "$preset" != notorch ] || skip+=(torch)
    mapfile -t wanted < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$root/packaging/debian-packages.txt" \
        | awk -v skip=" ${skip[*]} " '$2 == "" || index(skip, " " $2 " ") == 0 {print $1}')
    # One dpkg-query for all packages keeps the no-op case fast.
    mapfile -t missing < <(comm -23 <(printf '%s\n' "${wanted[@]}" | sort -u) \
        <(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' "${wanted[@]}" 2>/dev/null | awk '$1 == "ii" {print $2}' | sort -u))
    if [ "${#missing[@]}" -eq 0 ]; then
        say "All ${#wanted[@]} Debian packages are installed"
        return
    fi
    say "Installing ${#missing[@]} Debian packages: ${missing[*]}"
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Configures and builds one CMake preset (its log in build/configure-NAME.log); WHAT names it
# in the messages.
build_preset() {
    local name=$1 what=${2:-} werror=OFF
    [ "${PILOT_WERROR:-0}" = "1" ] && werror=ON
    say "Configuring ${what:+$what }($name, warnings as errors: $werror)"
    cmake --preset "$name" -S "$root" -DPILOT_WERROR="$werror" >"$root/build/configure-$name.log" 2>&1 \
        || { cat "$root/build/configure-$name.log"; exit 1; }
    say "Building ${what:+it }($(nproc) jobs)"
    cmake --build --preset "$name" -j "$(nproc)"
}

build() {
    build_preset "$preset"
}

# The Python environment with PyTorch 2 and the Hugging Face libraries that tests and benchmarks
# use beside Debian's python3-torch (docs/python-environment.md): made once per machine from
# packaging/python-requirements.txt (every package pinned with its wheel's SHA-256) under the
# user's cache, one folder per version of that file, and linked as build/venv. Several GB the
# first time; afterwards a look at one marker file.
venv() {
    local requirements="$root/packaging/python-requirements.txt"
    local cache="${PILOT_VENV_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/migration-pilot}"
    local env_dir="$cache/python-$(sha256sum "$requirements" | cut -c1-16)"
    mkdir -p "$cache" "$root/build"
    if [ ! -f "$env_dir/.complete" ]; then
        # One maker at a time: two clones bootstrapping at once share the folder.
        exec 9>"$env_dir.lock"
        flock 9
        if [ ! -f "$env_dir/.complete" ]; then
            say "Making the Python environment $env_dir (PyTorch 2.14 and the Hugging Face libraries; several GB, once)"
            rm -rf "$env_dir"
            /usr/bin/python3 -m venv "$env_dir"
            "$env_dir/bin/python" -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps \
                --only-binary=:all: -r "$requirements"
            "$env_dir/bin/python" -m pip check --disable-pip-version-check >/dev/null
            "$env_dir/bin/python" -c 'import torch, transformers, peft, tokenizers, safetensors, accelerate'
            touch "$env_dir/.complete"
        fi
        exec 9>&-
    fi
    ln -sfn "$env_dir" "$root/build/venv"
    say "Python environment: build/venv → $env_dir"
}

# pilot-trainer against the CUDA libtorch of build/venv's PyTorch (preset cuda, build/cuda): the
# binary a GPU host runs, built and tested here on the CPU (docs/trainer.md, "CUDA and GPU
# hosts"). Torch's CMake files look for a CUDA toolkit with nvcc: NVIDIA's nvcc wheels, pinned in
# packaging/cuda-build-requirements.txt, join the CUDA libraries the torch wheel brought into the
# environment's nvidia/cu13 folder (about 100 MB, once), and build/cuda-toolkit lays that folder
# out as a toolkit, with the link-time library names the wheels leave out.
cuda_trainer() {
    local env_dir requirements marker cu tk lib name
    env_dir=$(readlink -f "$root/build/venv")
    requirements="$root/packaging/cuda-build-requirements.txt"
    marker="$env_dir/.cuda-build-$(sha256sum "$requirements" | cut -c1-16)"
    if [ ! -f "$marker" ]; then
        exec 9>"$env_dir.lock"
        flock 9
        if [ ! -f "$marker" ]; then
            say "Adding NVIDIA's nvcc to the Python environment (about 100 MB, once)"
            "$env_dir/bin/python" -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps \
                --only-binary=:all: -r "$requirements"
            touch "$marker"
        fi
        exec 9>&-
    fi
    cu=$("$env_dir/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/nvidia/cu13
    [ -x "$cu/bin/nvcc" ] || { echo "No nvcc in $cu: remove $marker and run this again." >&2; exit 1; }
    tk="$root/build/cuda-toolkit"
    rm -rf "$tk"
    mkdir -p "$tk/bin" "$tk/lib64"
    # nvcc finds the toolkit as bin/.. of the path it was started by: bin is a real folder here
    # (a link to the wheel's bin would make that ../ the wheel's folder, which has no lib64).
    for lib in "$cu"/bin/*; do ln -s "$lib" "$tk/bin/${lib##*/}"; done
    ln -s "$cu/include" "$tk/include"
    ln -s "$cu/nvvm" "$tk/nvvm"
    for lib in "$cu"/lib/*; do
        name=${lib##*/}
        ln -sfn "$lib" "$tk/lib64/$name"
        case "$name" in *.so.*) [ -e "$tk/lib64/${name%%.so.*}.so" ] || ln -s "$name" "$tk/lib64/${name%%.so.*}.so" ;; esac
    done
    printf '{"cuda": {"name": "CUDA SDK", "version": "%s"}}\n' \
        "$("$env_dir/bin/python" -c 'import importlib.metadata as m; print(m.version("nvidia-cuda-nvcc"))')" >"$tk/version.json"

    build_preset cuda "pilot-trainer against the CUDA libtorch"
    "$root/build/cuda/bin/pilot-trainer" --version
}

run() {
    local demo="$root/resources/demo/project.yaml"
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
        say "Starting Migration Pilot on the demo project"
        exec "$build_dir/bin/migration-pilot" "$demo"
    fi
    say "No display (DISPLAY and WAYLAND_DISPLAY are unset): running the headless equivalent"
    "$build_dir/bin/pilotctl" validate "$demo"
    "$build_dir/bin/pilotctl" decide "$demo"
    "$build_dir/bin/pilotctl" runs summarize "$root/tests/data/runs/resumed-fixture"
    echo
    echo "For the window, run this command again in a graphical session (or with a display, e.g. under xvfb-run)."
}

test_suite() {
    say "Running the test suite"
    cd "$root"
    local status=0
    ctest --preset "$preset" -j "$(nproc)" || status=$?
    return "$status"
}

bench() {
    say "Running the benchmarks"
    /usr/bin/python3 "$root/tests/bench/metrics_read_bench.py" --build-dir "$build_dir"
    # The failure classifier over a 1 GiB log, against grep -P and against every rule on every line.
    /usr/bin/python3 "$root/tests/bench/classify_bench.py" --build-dir "$build_dir"
    if [ -x "$build_dir/bin/pilot-trainer" ]; then
        # Against the same step in PyTorch 1.13 (Debian) and 2.14 (build/venv), eager and torch.compile.
        /usr/bin/python3 "$root/tests/bench/trainer_bench.py" --build-dir "$build_dir"
        # One process x 2 threads against 2 ranks x 1 thread (the distributed path's overhead).
        /usr/bin/python3 "$root/tests/bench/distributed_bench.py" --build-dir "$build_dir"
        # The Neuron backend's Python job against pilot-trainer on the CPU (needs python3-torch).
        /usr/bin/python3 "$root/tests/bench/neuron_job_bench.py" --build-dir "$build_dir"
        # pilot-trainer tokenize against Hugging Face tokenizers.js on Node (npm installs it).
        /usr/bin/python3 "$root/tests/bench/tokenizer_bench.py" --build-dir "$build_dir"
        # Against Hugging Face's Rust tokenizers, on real Debian text (the venv has tokenizers).
        "$root/build/venv/bin/python" "$root/tests/bench/tokenizer_hf_bench.py" --build-dir "$build_dir"
        # Starts a test sshd and (as root) the loopback Slurm cluster; stops both again.
        /usr/bin/python3 "$root/tests/bench/launch_bench.py" --build-dir "$build_dir"
        # A real-size (1.1 GB) sharded bf16 checkpoint: loading and LoRA tokens/s (3.4 GB of temporary files).
        /usr/bin/python3 "$root/tests/bench/bf16_model_bench.py" --build-dir "$build_dir"
        # A job's identity: a 1 GiB weight file hashed at the first start, remembered after (against sha256sum).
        /usr/bin/python3 "$root/tests/bench/identity_bench.py" --build-dir "$build_dir"
        # The window's CPU with a stage on screen: idle, and following a live training run.
        /usr/bin/python3 "$root/tests/bench/window_cpu_bench.py" --build-dir "$build_dir"
    else
        say "Skipping the trainer, Neuron job and launch benchmarks: this build has no pilot-trainer (built without libtorch)"
    fi
    /usr/bin/python3 "$root/tests/bench/chart_draw_bench.py" --build-dir "$build_dir"
    /usr/bin/python3 "$root/tests/bench/record_export_bench.py" --build-dir "$build_dir"
    /usr/bin/python3 "$root/tests/bench/open_project_bench.py" --build-dir "$build_dir"
    # The first window on screen, on an Xvfb server.
    /usr/bin/python3 "$root/tests/bench/startup_bench.py" --build-dir "$build_dir"
}

package() {
    say "Making the Debian packages"
    local out="$root/build/packages"
    mkdir -p "$out"
    cpack --config "$build_dir/CPackConfig.cmake" -B "$out"
    rm -rf "$out/_CPack_Packages"
    say "Checking them with lintian"
    lintian --fail-on error "$out"/*.deb
    ls -l "$out"/*.deb
    echo "Install with: sudo apt install $(printf '%s ' "$out"/*.deb)"
}

lint() {
    # clang-tidy reads the compile commands of a configured (and, for the generated headers,
    # built) tree.
    build
    say "Linting"
    "$root/tools/lint.sh" --build-dir "$build_dir" "$@"
}

mkdir -p "$root/build"
case "${1:-}" in
    run) deps; build; run ;;
    test) deps; venv; build; [ "$preset" = notorch ] || cuda_trainer; test_suite ;;
    bench) deps bench; venv; build; bench ;;
    lint) deps lint; shift; lint "$@" ;;
    package) deps; build; package ;;
    deps) deps ;;
    venv) venv ;;
    cuda-trainer) deps; venv; cuda_trainer ;;
    build) deps; build ;;
    *) sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 64 ;;
esac
