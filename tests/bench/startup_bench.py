#!/usr/bin/env python3
"""Start time of the desktop application: from starting the process to its first window
exposed on an X server (Xvfb, 1366x768), with the demo project and without a project, over
several rounds; median and spread. Also checks that the GUI process maps no libtorch.

The app prints "startup: first window exposed after N ms" (its own count from the kernel's
process start, 10 ms resolution) and quits when PILOT_STARTUP_PROBE is set; the wall time here
is measured from just before the process is started to the moment that line arrives.

    startup_bench.py --build-dir build/release [--rounds 15]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def start_xvfb():
    for display in range(90, 120):
        if os.path.exists("/tmp/.X%d-lock" % display):
            continue
        server = subprocess.Popen(["Xvfb", ":%d" % display, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if os.path.exists("/tmp/.X11-unix/X%d" % display):
                return server, ":%d" % display
            time.sleep(0.05)
        server.kill()
    raise SystemExit("no free display for Xvfb")


def one_start(app, args, env):
    started = time.perf_counter()
    p = subprocess.Popen([app] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    own = None
    for line in p.stderr:
        if line.startswith("startup: first window exposed after"):
            wall = (time.perf_counter() - started) * 1000.0
            own = float(line.split()[-2])
            break
    else:
        p.wait()
        raise SystemExit("%s ended without a window (exit %s)" % (app, p.returncode))
    p.wait(timeout=30)
    return wall, own


def maps_libtorch(app, args, env):
    p = subprocess.Popen([app] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(2.0)
        with open("/proc/%d/maps" % p.pid) as f:
            return any("libtorch" in line or "libc10" in line for line in f)
    finally:
        p.terminate()
        p.wait(timeout=30)


def summary(values):
    return "median %.0f ms (min %.0f, max %.0f)" % (statistics.median(values), min(values), max(values))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build", "release"))
    parser.add_argument("--rounds", type=int, default=15)
    opts = parser.parse_args()
    app = os.path.join(opts.build_dir, "bin", "migration-pilot")
    if not shutil.which("Xvfb"):
        raise SystemExit("Xvfb is not installed (Debian package xvfb)")
    server, display = start_xvfb()
    home = tempfile.mkdtemp(prefix="startup-bench-")
    try:
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", PILOT_STARTUP_PROBE="1", LANG="C.UTF-8", LC_ALL="C.UTF-8",
                   XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"))
        demo = os.path.join(ROOT, "resources", "demo", "project.yaml")
        cases = [("demo project", [demo]), ("no project", [])]
        one_start(app, [demo], env)  # the first start reads the libraries from disk; not counted
        print("First window on screen (Xvfb 1366x768, %d rounds each after one warm-up start):" % opts.rounds)
        for name, args in cases:
            walls, owns = [], []
            for _ in range(opts.rounds):
                wall, own = one_start(app, args, env)
                walls.append(wall)
                owns.append(own)
            print("  %-13s wall %s; the app's own count %s" % (name, summary(walls), summary(owns)))
        probe_env = dict(env)
        probe_env.pop("PILOT_STARTUP_PROBE")
        print("  libtorch mapped by the GUI process: %s" % ("yes" if maps_libtorch(app, [demo], probe_env) else "no"))
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
