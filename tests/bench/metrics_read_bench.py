#!/usr/bin/python3
"""Benchmark: reading a 1,000,000-line metrics.jsonl.

Compares Migration Pilot's reader (bench-metrics-read, C++) with the obvious Python peer —
json.loads on every line, keeping the latest entry per step as the reader does — on the same
file, in the same run, alternating the two so that both see the same machine state. Each side
times only its own parsing (process start-up is excluded on both sides). Prints median and
spread and the ratio of the medians; --markdown writes the table for docs/benchmarks.md.
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def python_peer(path):
    start = time.perf_counter()
    steps = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            event = json.loads(line)
            if event.get("type") == "step":
                steps[event["step"]] = event
    return time.perf_counter() - start, len(steps)


def cpp_reader(binary, path):
    out = subprocess.run([binary, path, "1"], check=True, capture_output=True, text=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    return result["seconds"], result["steps"]


def spread(values):
    q = statistics.quantiles(values, n=4) if len(values) >= 2 else [values[0]] * 3
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "iqr": q[2] - q[0]}


def print_table(rows, markdown):
    """Prints the result lines and, when asked for, writes them as Markdown for docs/benchmarks.md."""
    text = "\n".join(rows)
    print()
    print(text)
    if markdown:
        with open(markdown, "w", encoding="utf-8") as f:
            f.write(text + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--markdown", help="also write the result table to this file")
    args = ap.parse_args()

    binary = os.path.join(args.build_dir, "bin", "bench-metrics-read")
    data = os.path.join(args.build_dir, "bench", f"metrics-{args.lines}.jsonl")
    os.makedirs(os.path.dirname(data), exist_ok=True)
    if not os.path.exists(data):
        print(f"generating {data} ...", flush=True)
        subprocess.run([sys.executable, os.path.join(HERE, "make_metrics_file.py"), data, "--lines", str(args.lines)],
                       check=True)
    size = os.path.getsize(data)
    with open(data, "rb") as f:  # warm the page cache so neither side pays for the disk
        while f.read(1 << 24):
            pass

    cpp, py = [], []
    for i in range(args.rounds):
        order = [("cpp", lambda: cpp_reader(binary, data)), ("py", lambda: python_peer(data))]
        if i % 2:
            order.reverse()
        for name, fn in order:
            seconds, steps = fn()
            if steps != args.lines - 1:
                sys.exit(f"{name} read {steps} steps, expected {args.lines - 1}")
            (cpp if name == "cpp" else py).append(seconds)
        print(f"round {i + 1}/{args.rounds}: C++ {cpp[-1]:.3f} s, Python {py[-1]:.3f} s", flush=True)

    c, p = spread(cpp), spread(py)
    ratio = p["median"] / c["median"]
    rows = [
        f"File: {args.lines:,} lines, {size / 1e6:.0f} MB of `step` events; {args.rounds} rounds, alternating.",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}.",
        "",
        "| reader | median (s) | min (s) | max (s) | IQR (s) | MB/s (median) |",
        "|---|---|---|---|---|---|",
        f"| Migration Pilot (C++) | {c['median']:.3f} | {c['min']:.3f} | {c['max']:.3f} | {c['iqr']:.3f} | {size / 1e6 / c['median']:.0f} |",
        f"| Python `json.loads` per line | {p['median']:.3f} | {p['min']:.3f} | {p['max']:.3f} | {p['iqr']:.3f} | {size / 1e6 / p['median']:.0f} |",
        "",
        f"Speed-up (ratio of medians): **{ratio:.1f}x** (target: at least 10x).",
    ]
    print_table(rows, args.markdown)


if __name__ == "__main__":
    main()
