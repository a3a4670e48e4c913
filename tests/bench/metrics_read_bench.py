#!/usr/bin/python3
"""Benchmark: reading a 1,000,000-line metrics.jsonl, as a user waits for it and in-process.

Two files of `step` events (make_metrics_file.py): values rounded as a logger prints them, and
full-precision floats exactly as json.dumps writes Python floats (what a PyTorch job writes).
For each file, in the same run, alternating the order round by round so that both sides see
the same machine state:

- whole process: `pilotctl runs summarize --json FILE` against a Python script that does the
  same reading (json.loads on every line, keeping the latest entry per step), each timed from
  start to exit;
- in-process: bench-metrics-read (MetricsTail::poll into a fresh RunMetrics) against the same
  Python loop, each timing only its own reading (interpreter and program start-up excluded).

Prints median and spread (min, max, IQR) and the ratio of the medians; --markdown writes the
tables for docs/benchmarks.md. `--peer FILE` runs only the Python side once (used internally).
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
TARGET = 20


def python_peer(path):
    start = time.perf_counter()
    steps = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            event = json.loads(line)
            if event.get("type") == "step":
                steps[event["step"]] = event
    return time.perf_counter() - start, len(steps)


def timed(command):
    """Runs a command; returns its wall time from start to exit and its standard output."""
    start = time.perf_counter()
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return time.perf_counter() - start, out


def run_python(path):
    wall, out = timed([sys.executable, os.path.abspath(__file__), "--peer", path])
    result = json.loads(out)
    return wall, result["seconds"], result["steps"]


def run_pilotctl(pilotctl, path):
    wall, out = timed([pilotctl, "runs", "summarize", "--json", path])
    return wall, json.loads(out)["steps"]


def run_reader(binary, path):
    _, out = timed([binary, path, "1"])
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


def ensure_file(path, lines, precision):
    if not os.path.exists(path):
        print(f"generating {path} ...", flush=True)
        subprocess.run([sys.executable, os.path.join(HERE, "make_metrics_file.py"), path, "--lines", str(lines),
                        "--precision", precision], check=True)
    with open(path, "rb") as f:  # warm the page cache so that no side pays for the disk
        while f.read(1 << 24):
            pass


def measure(path, lines, rounds, pilotctl, reader):
    times = {key: [] for key in ("pilotctl", "py_whole", "reader", "py_inproc")}
    for i in range(rounds):
        def cpp():
            wall, steps = run_pilotctl(pilotctl, path)
            check("pilotctl", steps, lines)
            seconds, steps = run_reader(reader, path)
            check("bench-metrics-read", steps, lines)
            times["pilotctl"].append(wall)
            times["reader"].append(seconds)

        def py():
            wall, seconds, steps = run_python(path)
            check("Python", steps, lines)
            times["py_whole"].append(wall)
            times["py_inproc"].append(seconds)

        for fn in ((cpp, py) if i % 2 == 0 else (py, cpp)):
            fn()
        print(f"  round {i + 1}/{rounds}: pilotctl {times['pilotctl'][-1]:.3f} s, Python {times['py_whole'][-1]:.3f} s"
              f" (whole process); reader {times['reader'][-1]:.3f} s, Python {times['py_inproc'][-1]:.3f} s (in-process)",
              flush=True)
    return {key: spread(values) for key, values in times.items()}, times


def check(name, steps, lines):
    if steps != lines - 1:
        sys.exit(f"{name} read {steps} steps, expected {lines - 1}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--pilotctl", help="the pilotctl to time (default: the one in --build-dir)")
    ap.add_argument("--reader", help="the bench-metrics-read to time (default: the one in --build-dir)")
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--markdown", help="also write the result tables to this file")
    ap.add_argument("--peer", help=argparse.SUPPRESS)
    args = ap.parse_args()

    if args.peer:
        seconds, steps = python_peer(args.peer)
        print(json.dumps({"seconds": seconds, "steps": steps}))
        return

    pilotctl = args.pilotctl or os.path.join(args.build_dir, "bin", "pilotctl")
    reader = args.reader or os.path.join(args.build_dir, "bin", "bench-metrics-read")
    folder = os.path.join(args.build_dir, "bench")
    os.makedirs(folder, exist_ok=True)
    files = [("rounded as a logger prints them", os.path.join(folder, f"metrics-{args.lines}.jsonl"), "rounded"),
             ("full precision, as json.dumps writes Python floats",
              os.path.join(folder, f"metrics-{args.lines}-full.jsonl"), "full")]

    rows = [f"{args.rounds} rounds per file, alternating; Machine: {platform.machine()}, {os.cpu_count()} cores, "
            f"Python {platform.python_version()}.", ""]
    for title, path, precision in files:
        ensure_file(path, args.lines, precision)
        size = os.path.getsize(path)
        with open(path, encoding="utf-8") as f:
            f.readline()
            example = f.readline().strip()
        print(f"{title}: {path}", flush=True)
        s, raw = measure(path, args.lines, args.rounds, pilotctl, reader)
        whole = s["py_whole"]["median"] / s["pilotctl"]["median"]
        inproc = s["py_inproc"]["median"] / s["reader"]["median"]
        per_round = [p / c for p, c in zip(raw["py_whole"], raw["pilotctl"])]
        rows += [
            f"**{args.lines:,} lines, {size / 1e6:.0f} MB, {title}**, e.g.",
            "",
            f"    {example}",
            "",
            "| measured | Migration Pilot: median (s) | min–max (s) | IQR (s) | Python: median (s) | min–max (s) | IQR (s) | ratio of medians |",
            "|---|---|---|---|---|---|---|---|",
            f"| whole process: `pilotctl runs summarize` / Python script | {row(s['pilotctl'])} | {row(s['py_whole'])} | **{whole:.1f}x** |",
            f"| in-process: `MetricsTail::poll` / `json.loads` loop | {row(s['reader'])} | {row(s['py_inproc'])} | **{inproc:.1f}x** |",
            "",
            f"Whole-process ratio within each round: {min(per_round):.1f}x to {max(per_round):.1f}x "
            f"(target: at least {TARGET}x).",
            "",
        ]
    print_table(rows[:-1], args.markdown)


def row(s):
    return f"{s['median']:.3f} | {s['min']:.3f}–{s['max']:.3f} | {s['iqr']:.3f}"


if __name__ == "__main__":
    main()
