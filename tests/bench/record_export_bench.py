#!/usr/bin/python3
"""Benchmark: `pilotctl report` on large projects, as Markdown, HTML and PDF.

Generates valid projects of 0.5, 1, 2, 4 and 7.9 MB (make_big_project.py; the project file
limit is 8 MiB) and times whole `pilotctl report` processes on each, alternating sizes and
formats round by round. Prints a Markdown table with median and spread per size and format, and
the time per MB, which stays flat when the export is linear in the size of the project.
Every run must exit 0 and write a plausible file, or the benchmark aborts.
"""
import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time

from metrics_read_bench import print_table, spread  # median, min, max and IQR, as the other benchmarks report them

HERE = os.path.dirname(os.path.abspath(__file__))
MB = 1_000_000


def run_once(pilotctl, project, out, env, timeout):
    if os.path.exists(out):
        os.remove(out)
    start = time.perf_counter()
    try:
        done = subprocess.run([pilotctl, "report", project, "--out", out], env=env, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"pilotctl report {project} --out {out} failed ({done.returncode}): {done.stderr.strip()}")
    with open(out, "rb") as f:
        head = f.read(16)
    size = os.path.getsize(out)
    expected = {"pdf": b"%PDF-", "html": b"<!DOCTYPE html>", "md": b"# "}[out.rsplit(".", 1)[1]]
    if not head.startswith(expected) or size < os.path.getsize(project) // 4:
        sys.exit(f"{out}: not a complete record ({size} bytes)")
    return seconds


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--pilotctl", help="the pilotctl to time (default: the one in --build-dir)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--sizes", default="0.5,1,2,4,7.9", help="project sizes in MB (10^6 bytes), comma-separated")
    ap.add_argument("--formats", default="md,html,pdf")
    ap.add_argument("--shape", choices=["mixed", "notes", "reasons", "changes", "rows"], default="mixed")
    ap.add_argument("--timeout", type=float, default=600, help="seconds before a run counts as too slow")
    ap.add_argument("--markdown", help="also write the result table to this file")
    args = ap.parse_args()

    pilotctl = args.pilotctl or os.path.join(args.build_dir, "bin", "pilotctl")
    data = os.path.join(args.build_dir, "bench")
    os.makedirs(data, exist_ok=True)
    sizes = [float(s) for s in args.sizes.split(",")]
    formats = args.formats.split(",")
    projects = {}
    for size in sizes:
        path = os.path.join(data, f"record-project-{args.shape}-{size:g}MB.yaml")
        if not os.path.exists(path):
            print(f"generating {path} ...", flush=True)
            subprocess.run([sys.executable, os.path.join(HERE, "make_big_project.py"), path, "--bytes",
                            str(int(size * MB)), "--shape", args.shape], check=True)
        projects[size] = path

    times = {(s, f): [] for s in sizes for f in formats}
    too_slow = set()
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=scratch)
        for r in range(args.rounds):
            for size in sizes:
                for fmt in formats:
                    if (size, fmt) in too_slow:
                        continue
                    seconds = run_once(pilotctl, projects[size], os.path.join(scratch, f"record.{fmt}"), env, args.timeout)
                    if seconds is None:
                        too_slow.add((size, fmt))
                        print(f"round {r + 1}: {size:g} MB {fmt}: over {args.timeout:g} s, not timed again", flush=True)
                    else:
                        times[(size, fmt)].append(seconds)
                        print(f"round {r + 1}: {size:g} MB {fmt}: {seconds:.2f} s", flush=True)

    rows = [
        f"Projects: {args.shape} ({', '.join(f'{s:g}' for s in sizes)} MB); {args.rounds} rounds, alternating sizes and formats;"
        f" whole `pilotctl report` processes.",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}.",
        "",
        "| project (MB) | format | median (s) | min (s) | max (s) | IQR (s) | s per MB (median) |",
        "|---|---|---|---|---|---|---|",
    ]
    for fmt in formats:
        for size in sizes:
            values = times[(size, fmt)]
            if not values:
                rows.append(f"| {size:g} | {fmt} | > {args.timeout:g} | | | | |")
                continue
            s = spread(values)
            rows.append(f"| {size:g} | {fmt} | {s['median']:.2f} | {s['min']:.2f} | {s['max']:.2f} | {s['iqr']:.2f} |"
                        f" {s['median'] / size:.2f} |")
    rows.append("")
    for fmt in formats:
        timed = [s for s in sizes if times[(s, fmt)]]
        if len(timed) >= 2:
            small, large = timed[0], timed[-1]
            per_small = spread(times[(small, fmt)])["median"] / small
            per_large = spread(times[(large, fmt)])["median"] / large
            rows.append(f"{fmt}: time per MB at {large:g} MB is {per_large / per_small:.2f}x that at {small:g} MB"
                        f" (1x = linear).")
    print_table(rows, args.markdown)


if __name__ == "__main__":
    main()
