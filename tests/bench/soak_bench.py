#!/usr/bin/env python3
"""Soak: the desktop application follows a run that writes 10,000 metric lines a second for
10 minutes (bench-soak, offscreen), then the same with 200 finished runs in the project for a
minute. Reports the window's event-loop latency (how late a 10 ms probe fires: median, 99th
percentile, maximum; overall and after the first minute), resident memory after the first
minute and at the end, and whether every line reached the Runs stage.

    soak_bench.py --build-dir build/release [--seconds 600] [--rate 10000] [--runs-seconds 60]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def soak(binary, seconds, rate, runs):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    out = subprocess.run([binary, "--seconds", str(seconds), "--rate", str(rate), "--runs", str(runs)], env=env,
                         capture_output=True, text=True, timeout=seconds + 300)
    if not out.stdout.strip():
        raise SystemExit("bench-soak printed nothing (exit %d): %s" % (out.returncode, out.stderr[-2000:]))
    return json.loads(out.stdout.strip().splitlines()[-1]), out.returncode


def report(name, d, code):
    per = d["per_second"]
    warm = [p for p in per if p["s"] > 60] or per
    rss_first = next((p["rss_kib"] for p in per if p["s"] >= 60), per[0]["rss_kib"])
    rss_end = per[-1]["rss_kib"]
    p99_after = statistics.median(p["p99_ms"] for p in warm)
    worst_p99 = max(p["p99_ms"] for p in warm)
    print("%s: %d s at %d lines/s, %d finished runs besides" % (name, d["seconds"], d["rate"], d["finished_runs"]))
    print("  event-loop latency over the whole run: median %.2f ms, 99th percentile %.2f ms, max %.1f ms"
          % (d["p50_ms"], d["p99_ms"], d["max_ms"]))
    print("  after the first minute: per-second 99th percentile median %.2f ms, worst second %.2f ms" % (p99_after, worst_p99))
    print("  resident memory: %.1f MiB after the first minute (or at its start), %.1f MiB at the end (%+.1f MiB)"
          % (rss_first / 1024, rss_end / 1024, (rss_end - rss_first) / 1024))
    print("  lines written %d, last step shown %s, status %s, caught up %.0f ms after the writer stopped%s"
          % (d["lines_written"], d["steps_shown"], d["status_shown"], d["caught_up_ms"], "" if code == 0 else "  — LINES MISSING"))
    print("  showing each stage once afterwards (ms): %s" % ", ".join("%.0f" % v for v in d["stage_show_ms"].values()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build", "release"))
    parser.add_argument("--seconds", type=int, default=600)
    parser.add_argument("--rate", type=int, default=10000)
    parser.add_argument("--runs-seconds", type=int, default=60)
    opts = parser.parse_args()
    binary = os.path.join(opts.build_dir, "bin", "bench-soak")
    d, code = soak(binary, opts.seconds, opts.rate, 0)
    report("One run followed", d, code)
    d2, code2 = soak(binary, opts.runs_seconds, opts.rate, 200)
    report("With 200 runs in the project", d2, code2)
    return 0 if code == 0 and code2 == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
