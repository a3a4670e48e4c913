#!/usr/bin/env bash
# Checks formatting (.clang-format) and runs the static checks (.clang-tidy) over C++ sources.
#
#   tools/lint.sh                 the files changed against main (committed, staged, unstaged, new)
#   tools/lint.sh --all           every source under src/, tests/ and backends/
#   tools/lint.sh FILE…           these files
#
# Options: --format-only, --tidy-only, --build-dir DIR (the compile commands clang-tidy reads;
# default build/release, which must be configured and built: the checks read its generated
# headers), --base REF (what "changed" is measured against; default main), --jobs N.
# Exit 0 when clean, 1 when a file needs formatting or a check fired, 64 on a usage error.
# Not run in CI: clang-tidy over the whole tree takes long on two cores.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

build_dir="$root/build/release"
base=main
jobs=$(nproc)
format=1
tidy=1
all=0
files=()

usage() { sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 64; }

while [ $# -gt 0 ]; do
    case "$1" in
        --all) all=1 ;;
        --format-only) tidy=0 ;;
        --tidy-only) format=0 ;;
        --build-dir) build_dir=$(cd "${2:?--build-dir needs a folder}" && pwd); shift ;;
        --base) base=${2:?--base needs a git ref}; shift ;;
        --jobs) jobs=${2:?--jobs needs a number}; shift ;;
        -h|--help) usage ;;
        -*) echo "tools/lint.sh: unknown option $1" >&2; usage ;;
        *) files+=("$1") ;;
    esac
    shift
done

for tool in clang-format clang-tidy; do
    command -v "$tool" >/dev/null || { echo "tools/lint.sh: $tool is not installed (packaging/bootstrap.sh lint installs it)" >&2; exit 1; }
done

is_source() { [[ "$1" =~ ^(src|tests|backends)/.*\.(cpp|h)$ ]] && [ -f "$1" ]; }

if [ ${#files[@]} -eq 0 ]; then
    if [ "$all" = 1 ]; then
        mapfile -t candidates < <(git ls-files -- src tests backends)
    else
        merge_base=$(git merge-base "$base" HEAD) || { echo "tools/lint.sh: no common history with '$base' (use --base or --all)" >&2; exit 64; }
        mapfile -t candidates < <({ git diff --name-only --diff-filter=d "$merge_base" -- src tests backends
                                    git ls-files --others --exclude-standard -- src tests backends; } | sort -u)
    fi
    for f in "${candidates[@]}"; do
        if is_source "$f"; then files+=("$f"); fi
    done
fi
if [ ${#files[@]} -eq 0 ]; then
    echo "tools/lint.sh: no C++ files to check"
    exit 0
fi

status=0
if [ "$format" = 1 ]; then
    echo "==> clang-format: ${#files[@]} files"
    printf '%s\0' "${files[@]}" | xargs -0 -n 16 -P "$jobs" clang-format --dry-run -Werror || status=1
fi
if [ "$tidy" = 1 ]; then
    if [ ! -f "$build_dir/compile_commands.json" ]; then
        echo "tools/lint.sh: $build_dir/compile_commands.json is missing; configure and build first (cmake --preset release && cmake --build --preset release)" >&2
        exit 1
    fi
    # GCC's precompiled headers (libtorch targets) are no use to clang, which would try to load
    # them: the compile commands get a copy of each prefix header, away from its .gch.
    db_dir=$(mktemp -d)
    trap 'rm -rf "$db_dir"' EXIT
    python3 - "$build_dir/compile_commands.json" "$db_dir" <<'PY'
import json, os, re, shutil, sys
source, out = sys.argv[1], sys.argv[2]
entries = json.load(open(source))
copies = {}
def away_from_gch(match):
    path = match.group(1)
    if path not in copies:
        folder = os.path.join(out, str(len(copies)))
        os.makedirs(folder)
        copies[path] = shutil.copy(path, folder)
    return "-include " + copies[path]
for entry in entries:
    if "command" in entry:
        entry["command"] = re.sub(r"-include (\S+/cmake_pch\.hxx)", away_from_gch, entry["command"])
json.dump(entries, open(os.path.join(out, "compile_commands.json"), "w"))
PY
    # Headers are checked through the sources that include them (HeaderFilterRegex in
    # .clang-tidy); a changed header alone is checked with the commands of a source beside it.
    echo "==> clang-tidy: ${#files[@]} files (compile commands from $build_dir)"
    printf '%s\0' "${files[@]}" | xargs -0 -n 1 -P "$jobs" clang-tidy -p "$db_dir" --quiet --warnings-as-errors='*' 2>/dev/null || status=1
fi
if [ "$status" = 0 ]; then
    echo "==> clean"
fi
exit "$status"
