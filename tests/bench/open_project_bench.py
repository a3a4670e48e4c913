#!/usr/bin/python3
"""Benchmark: the desktop application on large projects (offscreen).

For projects of 0.5 to 7.9 MB (make_big_project.py), bench-open-project (C++) times in one
process per round what a user waits for: opening the project in the main window, showing the
Report stage with its preview of the decision record, and one edit of the notes on the Plan
stage (a keystroke). Prints a Markdown table with median and spread per size.
"""
import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile

from metrics_read_bench import print_table, spread  # median, min, max and IQR, as the other benchmarks report them

HERE = os.path.dirname(os.path.abspath(__file__))
MB = 1_000_000


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--binary", help="the bench-open-project to run (default: the one in --build-dir)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--sizes", default="0.5,1,2,4,7.9", help="project sizes in MB (10^6 bytes), comma-separated")
    ap.add_argument("--shape", choices=["mixed", "notes", "reasons", "changes", "rows"], default="mixed")
    ap.add_argument("--timeout", type=float, default=900, help="seconds before a size counts as too slow")
    ap.add_argument("--markdown", help="also write the result table to this file")
    args = ap.parse_args()

    binary = args.binary or os.path.join(args.build_dir, "bin", "bench-open-project")
    data = os.path.join(args.build_dir, "bench")
    os.makedirs(data, exist_ok=True)
    sizes = [float(s) for s in args.sizes.split(",")]
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        # Settings and runtime files go to a scratch folder, never to the user's.
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=scratch, XDG_RUNTIME_DIR=scratch)
        os.chmod(scratch, 0o700)
        for size in sizes:
            project = os.path.join(data, f"record-project-{args.shape}-{size:g}MB.yaml")
            if not os.path.exists(project):
                print(f"generating {project} ...", flush=True)
                subprocess.run([sys.executable, os.path.join(HERE, "make_big_project.py"), project, "--bytes",
                                str(int(size * MB)), "--shape", args.shape], check=True)
            try:
                out = subprocess.run([binary, project, "--rounds", str(args.rounds)], env=env, check=True,
                                     capture_output=True, text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                print(f"{size:g} MB: over {args.timeout:g} s", flush=True)
                results[size] = None
                continue
            results[size] = json.loads(out.stdout)
            print(f"{size:g} MB: {out.stdout.strip()}", flush=True)

    rows = [
        f"Projects: {args.shape}; {args.rounds} rounds each, a fresh window per round, offscreen; window 1280 x 800.",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores.",
        "",
        "| project (MB) | step | median (s) | min (s) | max (s) | IQR (s) |",
        "|---|---|---|---|---|---|",
    ]
    steps = [("open_s", "open (Plan stage)"), ("report_s", "show the Report stage"), ("edit_s", "one edit of the notes")]
    for size in sizes:
        r = results[size]
        for key, name in steps:
            if r is None:
                rows.append(f"| {size:g} | {name} | > {args.timeout:g} (all steps) | | | |")
                break
            s = spread(r[key])
            rows.append(f"| {size:g} | {name} | {s['median']:.2f} | {s['min']:.2f} | {s['max']:.2f} | {s['iqr']:.2f} |")
    print_table(rows, args.markdown)


if __name__ == "__main__":
    main()
