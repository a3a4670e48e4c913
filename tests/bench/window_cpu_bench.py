#!/usr/bin/python3
"""Benchmark: what the desktop application costs while the user looks at it and does nothing.

bench-window-cpu (C++, offscreen platform, 1366x768) opens a copy of the demo project, shows a
stage and lets the event loop run for --seconds; it reports the CPU the whole process used
(the window's thread and the workers that read run folders) and the window's thread alone, as a
share of one core, and how often the window's thread woke up. Three cases, each over --rounds
fresh processes:

- the Plan stage, idle (the baseline: a page that follows nothing);
- the Runs stage, idle: the demo's two finished runs, one of them selected;
- the Runs stage following a live run: a real training run of the demo's base-model job
  (pilot-trainer, started with pilotctl run, aborted with pilotctl abort at the end) selected,
  its loss curve drawn as it grows. The training itself runs in its own process and is not
  counted; on a 2-core machine it competes with the window for the CPU, as it would for a user.

Prints a Markdown table with median and spread per case (docs/benchmarks.md).
"""
import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

from metrics_read_bench import print_table, spread

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def measure(binary, project, env, stage, seconds, select=None):
    cmd = [binary, project, "--stage", str(stage), "--seconds", str(seconds)]
    if select:
        cmd += ["--select", select]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=seconds + 120)
    if out.returncode != 0 or not out.stdout.strip():
        raise SystemExit("bench-window-cpu failed (exit %d): %s" % (out.returncode, out.stderr[-2000:]))
    return json.loads(out.stdout.strip().splitlines()[-1])


def last_step(run_dir):
    try:
        with open(os.path.join(run_dir, "metrics.jsonl"), "rb") as f:
            lines = f.read().splitlines()
    except OSError:
        return -1
    for line in reversed(lines):
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if event.get("type") == "run_end":
            return None
        if event.get("type") == "step":
            return event["step"]
    return -1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build", "release"))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=int, default=20, help="seconds measured per round")
    ap.add_argument("--markdown", help="also write the result table to this file")
    args = ap.parse_args()
    binary = os.path.join(args.build_dir, "bin", "bench-window-cpu")
    pilotctl = os.path.join(args.build_dir, "bin", "pilotctl")
    if not os.path.exists(os.path.join(args.build_dir, "bin", "pilot-trainer")):
        raise SystemExit("this build has no pilot-trainer (built without libtorch): the live run needs it")

    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        os.chmod(scratch, 0o700)
        # Settings and runtime files go to the scratch folder, never to the user's.
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=scratch, XDG_RUNTIME_DIR=scratch,
                   HOME=scratch, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        demo = os.path.join(scratch, "demo")
        shutil.copytree(os.path.join(ROOT, "resources", "demo"), demo)
        project = os.path.join(demo, "project.yaml")
        cases = [("Plan stage, idle", 0, None), ("Runs stage, idle (finished runs, one selected)", 1,
                                                   "Reference · libtorch on CPU")]
        for name, stage, select in cases:
            for r in range(args.rounds):
                print(f"{name}: round {r + 1} of {args.rounds}", flush=True)
                results.setdefault(name, []).append(measure(binary, project, env, stage, args.seconds, select))

        # The live run: listed in the project like any run, then followed while it trains.
        live = os.path.join(demo, "runs", "live")
        with open(project, encoding="utf-8") as f:
            text = f.read()
        with open(project, "w", encoding="utf-8") as f:
            f.write(text.replace("\nruns:\n", "\nruns:\n  - path: runs/live\n    role: pilot\n    label: live\n", 1))
        job = os.path.join(demo, "jobs", "base-model.json")
        name = "Runs stage, following a live training run (selected)"
        try:
            for r in range(args.rounds):
                # A fresh run when the last one has ended (or is about to).
                step = last_step(live) if os.path.exists(live) else None
                if step is None:
                    if os.path.exists(live):
                        shutil.rmtree(live)
                    subprocess.run([pilotctl, "run", job, "--run-dir", live], env=env, check=True,
                                   stdout=subprocess.DEVNULL)
                    for _ in range(600):
                        if (last_step(live) or -1) > 0:
                            break
                        time.sleep(0.1)
                print(f"{name}: round {r + 1} of {args.rounds} (from step {last_step(live)})", flush=True)
                results.setdefault(name, []).append(measure(binary, project, env, 1, args.seconds, "live"))
        finally:
            if os.path.exists(os.path.join(live, "launch.json")):
                subprocess.run([pilotctl, "abort", live], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    rows = [f"Machine: {platform.machine()}, {os.cpu_count()} cores; {args.rounds} rounds of {args.seconds} s each "
            "(after 3 s settling); share of one core.", "",
            "| Case | Process CPU, median (min–max) | Window thread CPU, median (min–max) | Window wake-ups per s, median |",
            "|---|---|---|---|"]
    for name, values in results.items():
        p = spread([v["process_cpu_pct"] for v in values])
        t = spread([v["window_thread_cpu_pct"] for v in values])
        w = spread([v["window_wakeups_per_s"] for v in values])
        rows.append(f"| {name} | {p['median']:.2f} % ({p['min']:.2f}–{p['max']:.2f}) | "
                    f"{t['median']:.2f} % ({t['min']:.2f}–{t['max']:.2f}) | {w['median']:.1f} |")
    print_table(rows, args.markdown)


if __name__ == "__main__":
    sys.exit(main())
