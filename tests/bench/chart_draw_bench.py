#!/usr/bin/python3
"""Benchmark: the Compare stage's chart on a 1,000,000-step run.

In one run of bench-chart-draw (C++, Qt Charts, offscreen): the import of the 1M-line
metrics.jsonl into the run model, then the loss curve drawn into a 1,920-pixel-wide chart two
ways, alternating round by round: the points the Compare stage hands Qt Charts (per pixel
column first/min/max/last, decimation time included) against all 1,000,000 points in one
QLineSeries. Prints a Markdown table with median and spread.
"""
import argparse
import json
import os
import platform
import subprocess
import sys

from metrics_read_bench import spread  # median, min, max and IQR, as the other benchmarks report them

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--width", type=int, default=1920)
    args = ap.parse_args()
    binary = os.path.join(args.build_dir, "bin", "bench-chart-draw")
    data = os.path.join(args.build_dir, "bench", f"metrics-{args.lines}.jsonl")
    os.makedirs(os.path.dirname(data), exist_ok=True)
    if not os.path.exists(data):
        print(f"generating {data} ...", flush=True)
        subprocess.run([sys.executable, os.path.join(HERE, "make_metrics_file.py"), data, "--lines", str(args.lines)],
                       check=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([binary, data, "--rounds", str(args.rounds), "--width", str(args.width)], env=env, check=True,
                         capture_output=True, text=True)
    sys.stderr.write(out.stderr)
    r = json.loads(out.stdout)
    d, f = spread(r["decimated_s"]), spread(r["full_s"])
    rows = [
        f"Run: {r['points']:,} steps; chart {r['width']} px wide, rendered offscreen; {args.rounds} rounds, each drawing both ways.",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores.",
        f"Import of the metrics.jsonl into the run model: {r['import_s']:.3f} s (one run).",
        "",
        "| drawing | points drawn | median (s) | min (s) | max (s) | IQR (s) |",
        "|---|---|---|---|---|---|",
        f"| decimated per pixel column (Compare stage) | {r['kept']:,} | {d['median']:.4f} | {d['min']:.4f} | {d['max']:.4f} | {d['iqr']:.4f} |",
        f"| all points in one QLineSeries | {r['points']:,} | {f['median']:.4f} | {f['min']:.4f} | {f['max']:.4f} | {f['iqr']:.4f} |",
        "",
        f"Redraw speed-up (ratio of medians): **{f['median'] / d['median']:.0f}x**.",
    ]
    print()
    print("\n".join(rows))


if __name__ == "__main__":
    main()
