#!/usr/bin/python3
"""Benchmark: what launching a run costs before it trains, and what following live runs costs the app.

1. Launch overhead, per target (local; SSH to a test sshd on 127.0.0.1; Slurm on a single-node
   cluster on loopback): a tiny job (the trainer tests' inline Llama configuration, a few
   steps, data written here) is started with `pilotctl run JOB --run-dir DIR --on TARGET --wait`,
   ROUNDS times. The clock starts just before `pilotctl` is started and stops when the first
   `step` event appears in the run folder's metrics.jsonl (polled every POLL seconds). For SSH
   that file is the local copy `pilotctl --wait` brings over by sync; the host's own file
   (the same machine here) is timed too. From that time the job's own `first_step` phase
   (its `phase` begin/end events) is subtracted: the rest is the launch overhead, which also
   holds the job's own start-up (process start, libtorch load, the `environment` phase),
   shown beside it. For Slurm also submit -> running: Slurm's own pending seconds (the
   launcher's slurm.json) and launch.json's `started` -> slurm.json's `started`.
2. The app's CPU use while following 4 live runs: 4 long local runs are started (without
   --wait), `migration-pilot` opens a project in a temporary folder that lists them, and its
   utime+stime from /proc/PID/stat over APP_SECONDS of wall time gives the share of one core
   it used: offscreen (QT_QPA_PLATFORM=offscreen) in the stage it opens with (or with
   `--stage run` where the app has that option), and, when Xvfb and xdotool are installed, on
   a virtual X display with the Run stage shown by its shortcut (Ctrl+2), since the Run stage
   follows runs only while it is on screen. The runs are aborted at the end.

Everything started here (sshd, a Slurm cluster this script brought up, runs, the app) is
stopped again and the temporary folder removed, also on Ctrl-C or an error.
"""
import argparse
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
SSH_DIR = os.path.join(ROOT, "tests", "integration", "ssh")
SLURM_DIR = os.path.join(ROOT, "tests", "integration", "slurm")
SSH_HOST = "pilot-test-sshd"


def tiny_job(steps, run_id, checkpoint_every, threads=2):
    """The trainer tests' tiny job (tests/trainer/trainertest.h, tinyJob), without evaluations."""
    return {"schema": "migration-pilot/job@1", "run_id": run_id, "name": run_id, "role": "reference",
            "backend": "libtorch", "device": "cpu", "precision": "fp32", "threads": threads,
            "model": {"arch": "llama", "path": None,
                      "config": {"vocab_size": 259, "hidden_size": 64, "intermediate_size": 128,
                                 "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2}},
            "method": {"kind": "full"},
            "data": {"train": "train.jsonl", "validation": "valid.jsonl", "version": "bench-v1"},
            "train": {"seq_len": 32, "micro_batch": 4, "grad_accum": 2, "max_steps": steps, "seed": 7, "lr": 0.003,
                      "warmup_steps": 3},
            "eval": {"every_steps": 0, "samples": 0, "max_new_tokens": 0},
            "checkpoint": {"every_steps": checkpoint_every, "keep_last": 1},
            "resume": "none"}


def write_data(folder):
    with open(os.path.join(folder, "train.jsonl"), "w") as train, open(os.path.join(folder, "valid.jsonl"), "w") as valid:
        for i in range(64):
            line = json.dumps({"prompt": f"{i % 9} plus {i // 9} = ", "completion": str(i % 9 + i // 9)}) + "\n"
            (valid if i % 8 == 0 else train).write(line)


def write_json(path, obj):
    with open(path, "w") as f:
        json.dump(obj, f, indent=1)
    return path


class MetricsWatch:
    """Reads a metrics.jsonl as it grows; notes when the first `step` event was first seen."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.partial = b""
        self.first_step_seen = None

    def poll(self, now):
        if self.first_step_seen is not None:
            return
        try:
            with open(self.path, "rb") as f:
                f.seek(self.offset)
                data = f.read()
        except OSError:
            return
        if not data:
            return
        self.offset += len(data)
        lines = (self.partial + data).split(b"\n")
        self.partial = lines.pop()
        for line in lines:
            try:
                event = json.loads(line)
            except ValueError:
                continue
            if isinstance(event, dict) and event.get("type") == "step":
                self.first_step_seen = now
                return


def read_events(path):
    events = []
    with open(path) as f:
        for line in f:
            try:
                events.append(json.loads(line))
            except ValueError:
                pass
    return events


def phase_seconds(events, name):
    """Duration of the first span of phase `name` (begin/end `t`), or None."""
    begin = None
    for e in events:
        if e.get("type") == "phase" and e.get("name") == name:
            if e.get("state") == "begin" and begin is None:
                begin = e["t"]
            elif e.get("state") == "end" and begin is not None:
                return e["t"] - begin
    return None


def iso_to_unix(text):
    from datetime import datetime
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


class Bench:
    def __init__(self, args):
        self.args = args
        self.bin = os.path.join(os.path.abspath(args.build_dir), "bin")
        self.pilotctl = os.path.join(self.bin, "pilotctl")
        self.trainer = os.path.join(self.bin, "pilot-trainer")
        self.app = os.path.join(self.bin, "migration-pilot")
        self.tmp = tempfile.mkdtemp(prefix="mp-launch-bench-")
        self.ssh_dir = os.path.join(self.tmp, "sshd")
        self.remote_root = os.path.join(self.tmp, "remote-runs")
        self.sshd_started = False
        self.slurm_started = False
        self.runs = []  # (run_dir, launcher options) of every run started, for the cleanup
        self.children = []  # Popen objects started here
        self.env = dict(os.environ, PILOT_REMOTE_TRAINER=self.trainer)
        write_data(self.tmp)

    # ---- cleanup ---------------------------------------------------------------------------
    def cleanup(self):
        for p in self.children:
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(10)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()
        for run_dir, opts in self.runs:
            state = self.state(run_dir, opts)
            if state in ("completed", "failed", "aborted", "lost", None):
                continue
            print(f"cleanup: aborting {run_dir} ({state})", flush=True)
            subprocess.run([self.pilotctl, "abort", run_dir, "--grace", "10"] + opts, env=self.env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, timeout=120)
        if self.sshd_started:
            subprocess.run([os.path.join(SSH_DIR, "sshd-down.sh"), self.ssh_dir], check=False)
        if self.slurm_started:
            subprocess.run([os.path.join(SLURM_DIR, "slurm-down.sh")], check=False)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def state(self, run_dir, opts):
        if not os.path.exists(os.path.join(run_dir, "launch.json")):
            return None
        r = subprocess.run([self.pilotctl, "status", run_dir, "--json"] + opts, env=self.env, capture_output=True,
                           text=True, timeout=120)
        try:
            return json.loads(r.stdout)["state"]
        except (ValueError, KeyError):
            return "unknown"

    # ---- one launch ------------------------------------------------------------------------
    def launch_once(self, target, name, opts, host_dir=None):
        run_dir = os.path.join(self.tmp, "runs", name)
        job = write_json(os.path.join(self.tmp, f"job-{name}.json"),
                         tiny_job(self.args.steps, name, checkpoint_every=self.args.steps))
        # The job's data lies beside the job file: relative paths resolve there.
        log = open(os.path.join(self.tmp, f"pilotctl-{name}.log"), "w")
        local = MetricsWatch(os.path.join(run_dir, "metrics.jsonl"))
        host = MetricsWatch(os.path.join(host_dir, "metrics.jsonl")) if host_dir else None
        self.runs.append((run_dir, opts))
        t_wall = time.time()
        t0 = time.perf_counter()
        p = subprocess.Popen([self.pilotctl, "run", job, "--run-dir", run_dir, "--on", target, "--wait"] + opts,
                             env=self.env, stdout=log, stderr=subprocess.STDOUT)
        self.children.append(p)
        deadline = t0 + self.args.timeout
        while True:
            now = time.perf_counter()
            local.poll(now - t0)
            if host:
                host.poll(now - t0)
            done = local.first_step_seen is not None and (host is None or host.first_step_seen is not None)
            if done or p.poll() is not None or now > deadline:
                break
            time.sleep(self.args.poll)
        try:
            rc = p.wait(max(1.0, deadline - time.perf_counter()))
        except subprocess.TimeoutExpired:
            p.terminate()
            rc = p.wait()
        self.children.remove(p)
        log.close()
        local.poll(time.perf_counter() - t0)  # a run that ended between two polls
        if rc != 0 or local.first_step_seen is None:
            with open(log.name) as f:
                tail = f.read()[-800:]
            raise RuntimeError(f"{target} round {name}: pilotctl exit {rc}, first step "
                               f"{'seen' if local.first_step_seen is not None else 'not seen'}:\n{tail}")
        events = read_events(local.path)
        first_step = phase_seconds(events, "first_step")
        run_start = next((e["t"] for e in events if e.get("type") == "run_start"), None)
        first_step_t = next(e["t"] for e in events if e.get("type") == "step")
        result = {"seen": local.first_step_seen, "first_step": first_step,
                  "overhead": local.first_step_seen - first_step,
                  "to_run_start": run_start - t_wall if run_start else None,
                  "environment": phase_seconds(events, "environment"),
                  "step_written": first_step_t - t_wall}
        if host:
            result["host_seen"] = host.first_step_seen
            result["host_overhead"] = host.first_step_seen - first_step
        with open(os.path.join(run_dir, "launch.json")) as f:
            launch = json.load(f)
        if launch.get("host_run_dir") and host_dir and os.path.realpath(launch["host_run_dir"]) != os.path.realpath(host_dir):
            raise RuntimeError(f"the host's run folder is {launch['host_run_dir']}, not {host_dir}")
        result["handed_over"] = iso_to_unix(launch["started"]) - t_wall
        result["record_to_run_start"] = run_start - iso_to_unix(launch["started"]) if run_start else None
        if target.startswith("slurm"):
            with open(os.path.join(run_dir, "slurm.json")) as f:
                slurm = json.load(f)
            result["pending"] = float(slurm["pending_seconds"])
            result["submit_to_running"] = iso_to_unix(slurm["started"]) - iso_to_unix(launch["started"])
        return result

    # ---- targets ---------------------------------------------------------------------------
    def start_sshd(self):
        subprocess.run([os.path.join(SSH_DIR, "sshd-up.sh"), self.ssh_dir], check=True)
        self.sshd_started = True
        os.makedirs(self.remote_root, exist_ok=True)

    def start_slurm(self):
        missing = [c for c in ("sbatch", "squeue", "scancel", "slurmctld", "slurmd") if not shutil.which(c)
                   and not os.path.exists(f"/usr/sbin/{c}")]
        if missing:
            return f"Slurm commands missing: {', '.join(missing)} (Debian packages slurmctld slurmd slurm-client munge)"
        already = subprocess.run(["scontrol", "ping"], capture_output=True, text=True).stdout
        running_before = "is UP" in already
        r = subprocess.run([os.path.join(SLURM_DIR, "slurm-up.sh")], env=dict(os.environ, SLURM_TEST_NO_INSTALL="1"))
        if r.returncode != 0:
            return "slurm-up.sh failed (see its output above)"
        # A cluster someone else brought up is left running; one started here is stopped again.
        self.slurm_started = not running_before
        return None

    def measure_launch(self):
        results = {}
        skipped = {}
        targets = self.args.targets.split(",")
        if "ssh" in targets:
            self.start_sshd()
        if "slurm" in targets:
            why = self.start_slurm()
            if why:
                print(f"Skipping Slurm: {why}", flush=True)
                skipped["slurm"] = why
                targets.remove("slurm")
        specs = {"local": ("local", [], lambda name: None),
                 "ssh": (f"ssh://{SSH_HOST}", ["--ssh-config", os.path.join(self.ssh_dir, "client_config"),
                                               "--remote-root", self.remote_root],
                         lambda name: os.path.join(self.remote_root, name)),
                 "slurm": ("slurm", ["--slurm-root", os.path.join(self.tmp, "runs")], lambda name: None)}
        for t in targets:
            results[t] = []
        # Rounds interleave the targets, so a burst of load from elsewhere on the machine
        # spreads over all of them instead of spoiling one.
        for r in range(self.args.rounds):
            for t in targets:
                target, opts, host_dir = specs[t]
                name = f"{t}-{r + 1}"
                res = self.launch_once(target, name, opts, host_dir(name))
                results[t].append(res)
                extra = f", host file {res['host_seen']:.3f} s" if "host_seen" in res else ""
                extra += f", pending {res['pending']:.0f} s" if "pending" in res else ""
                print(f"round {r + 1}: {t:5s} first step seen {res['seen']:.3f} s{extra}, first_step phase "
                      f"{res['first_step']:.3f} s, overhead {res['overhead']:.3f} s", flush=True)
        return results, skipped

    # ---- the app ---------------------------------------------------------------------------
    def measure_app(self):
        project_dir = os.path.join(self.tmp, "project")
        os.makedirs(os.path.join(project_dir, "runs"))
        runs = []
        # Larger than the tiny job, so that the 4 runs write steps at a pace closer to a real
        # run's rather than hundreds per second: hidden 256, 4 layers, sequence 128, one
        # thread each. The rate they wrote at is reported beside the result.
        long_job = tiny_job(1_000_000, "follow", checkpoint_every=0, threads=1)
        long_job["model"]["config"].update({"hidden_size": 256, "intermediate_size": 768, "num_hidden_layers": 4,
                                            "num_attention_heads": 8, "num_key_value_heads": 4})
        long_job["train"].update({"seq_len": 128, "micro_batch": 4, "grad_accum": 1})
        job = write_json(os.path.join(self.tmp, "job-long.json"), long_job)
        for i in range(4):
            run_dir = os.path.join(project_dir, "runs", f"live-{i + 1}")
            self.runs.append((run_dir, []))
            subprocess.run([self.pilotctl, "run", job, "--run-dir", run_dir], env=self.env, check=True,
                           stdout=subprocess.DEVNULL)
            runs.append(run_dir)
        with open(os.path.join(project_dir, "project.yaml"), "w") as f:
            f.write("schema: migration-pilot/project@1\ntitle: Following four live runs\nruns:\n")
            for i, run_dir in enumerate(runs):
                role = "reference" if i == 0 else "pilot"
                f.write(f"  - {{path: runs/{os.path.basename(run_dir)}, role: {role}, label: live {i + 1}}}\n")
        # Every run must be training before the window opens.
        deadline = time.time() + 120
        watches = [MetricsWatch(os.path.join(r, "metrics.jsonl")) for r in runs]
        while any(w.first_step_seen is None for w in watches):
            if time.time() > deadline:
                raise RuntimeError("the 4 long runs did not reach a step within 120 s")
            for w in watches:
                w.poll(time.time())
            time.sleep(0.2)
        help_text = subprocess.run([self.app, "--help"], env=dict(self.env, QT_QPA_PLATFORM="offscreen"),
                                   capture_output=True, text=True, timeout=60).stdout
        project = os.path.join(project_dir, "project.yaml")
        results = []
        try:
            if "--stage" in help_text:
                results.append(self.app_cpu(runs, ["--stage", "run", project], {"QT_QPA_PLATFORM": "offscreen"},
                                            "Run (`--stage run`), offscreen"))
            else:
                results.append(self.app_cpu(runs, [project], {"QT_QPA_PLATFORM": "offscreen"},
                                            "the stage the app opens a project with (no command-line option "
                                            "chooses another), offscreen"))
                # The Run stage follows its runs only while it is on screen: show it the way a
                # user does (Ctrl+2), on a virtual X display.
                if shutil.which("Xvfb") and shutil.which("xdotool"):
                    results.append(self.app_cpu(runs, [project], None, "Run (Ctrl+2 sent with xdotool), on Xvfb"))
                else:
                    print("Not measuring the Run stage on screen: Xvfb or xdotool is missing", flush=True)
        finally:
            for run_dir in runs:
                subprocess.run([self.pilotctl, "abort", run_dir, "--grace", "10"], env=self.env,
                               stdout=subprocess.DEVNULL, check=False, timeout=120)
        left = [r for r in runs if self.state(r, []) not in ("aborted", "completed", "failed", "lost")]
        if left:
            raise RuntimeError(f"runs still going after abort: {left}")
        return results

    def start_xvfb(self):
        """A virtual X display of its own (-displayfd picks a free number); its env additions."""
        read_fd, write_fd = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.children.append(xvfb)
        os.close(write_fd)
        with os.fdopen(read_fd) as f:
            display = f.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        return xvfb, {"DISPLAY": f":{display}", "QT_QPA_PLATFORM": "xcb"}

    def app_cpu(self, runs, app_args, env_extra, stage):
        """utime+stime of migration-pilot over app_seconds, following `runs`. env_extra None: on
        Xvfb, with the Run stage shown by its shortcut."""
        xvfb = None
        if env_extra is None:
            xvfb, env_extra = self.start_xvfb()
        env = dict(self.env, **env_extra)
        app_log = open(os.path.join(self.tmp, "app.log"), "a")
        app = subprocess.Popen([self.app] + app_args, env=env, stdout=app_log, stderr=subprocess.STDOUT)
        self.children.append(app)
        tick = os.sysconf("SC_CLK_TCK")

        def cpu():
            with open(f"/proc/{app.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / tick  # utime, stime (fields 14, 15)

        try:
            time.sleep(self.args.app_settle)  # start-up is not counted
            if app.poll() is not None:
                raise RuntimeError(f"migration-pilot ended early with {app.returncode}; see {app_log.name}")
            if xvfb:
                windows = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid)],
                                         env=env, capture_output=True, text=True, timeout=30).stdout.split()
                if not windows:
                    raise RuntimeError("no window of migration-pilot on the virtual display")
                subprocess.run(["xdotool", "windowfocus", "--sync", windows[-1], "key", "ctrl+2"], env=env,
                               check=True, timeout=30)
                time.sleep(self.args.app_settle)  # the stage's first reading of the runs is not counted
                if self.args.screenshot:
                    subprocess.run(["import", "-window", "root", self.args.screenshot], env=env, check=False,
                                   timeout=30)
            lines0 = [sum(1 for _ in open(os.path.join(r, "metrics.jsonl"))) for r in runs]
            c0, w0 = cpu(), time.perf_counter()
            samples = []
            last_c, last_w = c0, w0
            while time.perf_counter() - w0 < self.args.app_seconds:
                time.sleep(min(5.0, self.args.app_seconds - (time.perf_counter() - w0)))
                c, w = cpu(), time.perf_counter()
                samples.append((c - last_c) / (w - last_w))
                last_c, last_w = c, w
            c1, w1 = cpu(), time.perf_counter()
            lines1 = [sum(1 for _ in open(os.path.join(r, "metrics.jsonl"))) for r in runs]
            with open(f"/proc/{app.pid}/status") as f:
                rss = next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
        finally:
            for p in (app, xvfb):
                if p and p.poll() is None:
                    p.terminate()
                    try:
                        p.wait(30)
                    except subprocess.TimeoutExpired:
                        p.kill()
                        p.wait()
                if p:
                    self.children.remove(p)
            app_log.close()
        wall = w1 - w0
        return {"share": (c1 - c0) / wall, "wall": wall, "cpu": c1 - c0, "samples": samples, "stage": stage,
                "lines_per_s": (sum(lines1) - sum(lines0)) / wall, "rss_mib": rss / 1024}


def stats(values):
    values = sorted(values)
    q = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else [values[0]] * 3
    return statistics.median(values), values[0], values[-1], q[2] - q[0]


def row(label, values):
    if not values or any(v is None for v in values):
        return f"| {label} | not measured | | |"
    med, lo, hi, iqr = stats(values)
    return f"| {label} | {med:.3f} | {lo:.3f}–{hi:.3f} | {iqr:.3f} |"


def report(args, results, skipped, apps, load_before, load_after):
    out = [f"{args.rounds} rounds per target, targets interleaved; {args.steps} steps per run; "
           f"polled every {args.poll * 1000:.0f} ms; {platform.machine()}, {os.cpu_count()} cores.",
           f"Load before: `{load_before}`", f"Load after: `{load_after}`", ""]
    names = {"local": "local", "ssh": "SSH (ssh://pilot-test-sshd, 127.0.0.1)", "slurm": "Slurm (loopback cluster)"}
    for t, res in results.items():
        out += [f"**{names[t]}** (seconds)", "", "| measure | median | min–max | IQR |", "|---|---|---|---|"]
        if t == "ssh":
            out.append(row("start → first `step` in the local copy (synced)", [r["seen"] for r in res]))
            out.append(row("start → first `step` in the host's file", [r["host_seen"] for r in res]))
        else:
            out.append(row("start → first `step` in metrics.jsonl", [r["seen"] for r in res]))
        out.append(row("job's `first_step` phase", [r["first_step"] for r in res]))
        if t == "ssh":
            out.append(row("**launch overhead**, local copy", [r["overhead"] for r in res]))
            out.append(row("**launch overhead**, host's file", [r["host_overhead"] for r in res]))
        else:
            out.append(row("**launch overhead**", [r["overhead"] for r in res]))
        out.append(row("of it: start → launch.json `started` (the time the launcher records)",
                       [r["handed_over"] for r in res]))
        out.append(row("of it: launch.json `started` → the job's `run_start`", [r["record_to_run_start"] for r in res]))
        out.append(row("of it: start → the job's `run_start` (its `t`)", [r["to_run_start"] for r in res]))
        out.append(row("of it: the job's `environment` phase", [r["environment"] for r in res]))
        if t == "slurm":
            out.append(row("submit → running: Slurm's pending seconds (slurm.json)", [r["pending"] for r in res]))
            out.append(row("submit → running: launch.json `started` → slurm.json `started` (whole seconds)",
                           [r["submit_to_running"] for r in res]))
        out.append("")
    for t, why in skipped.items():
        out += [f"**{names[t]}**: not measured — {why}.", ""]
    for a in apps or []:
        per = ", ".join(f"{100 * v:.1f}" for v in a["samples"])
        out += [f"**App following 4 live local runs**, stage shown: {a['stage']}: "
                f"**{100 * a['share']:.1f} % of one core** ({a['cpu']:.2f} CPU s in {a['wall']:.1f} s wall); "
                f"per 5 s window: {per} %. The runs appended {a['lines_per_s']:.0f} lines per second together; "
                f"the app's resident memory at the end {a['rss_mib']:.0f} MiB.", ""]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build", "release"))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=3, help="steps of the tiny job (default 3)")
    ap.add_argument("--targets", default="local,ssh,slurm", help="comma-separated subset of local,ssh,slurm")
    ap.add_argument("--poll", type=float, default=0.02, help="seconds between two looks at metrics.jsonl")
    ap.add_argument("--timeout", type=float, default=300, help="seconds one launch may take")
    ap.add_argument("--app-seconds", type=float, default=30, help="seconds the app's CPU use is measured")
    ap.add_argument("--app-settle", type=float, default=5, help="seconds the app runs before the measurement")
    ap.add_argument("--no-app", action="store_true", help="skip the app measurement")
    ap.add_argument("--screenshot", help="save the virtual display, Run stage shown, to this PNG")
    ap.add_argument("--markdown", help="also write the tables to this file")
    args = ap.parse_args()
    for t in args.targets.split(","):
        if t not in ("local", "ssh", "slurm"):
            ap.error(f"unknown target {t!r}")
    bench = Bench(args)
    if not os.access(bench.trainer, os.X_OK):
        print("Skipping the launch benchmark: this build has no pilot-trainer (built without libtorch)")
        shutil.rmtree(bench.tmp, ignore_errors=True)
        return 0

    def on_signal(signum, _frame):
        raise KeyboardInterrupt(f"signal {signum}")

    # Also SIGINT: a shell without job control starts a background command with SIGINT
    # ignored, and Python would then never raise KeyboardInterrupt.
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGHUP, on_signal)
    try:
        load_before = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
        results, skipped = bench.measure_launch()
        app = None if args.no_app else bench.measure_app()
        load_after = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    finally:
        # Ctrl-C while cleaning up would leave things behind: hold it off until done.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        bench.cleanup()
    text = report(args, results, skipped, app, load_before, load_after)
    print()
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("launch_bench: interrupted; everything it started was stopped and its folder removed", file=sys.stderr)
        sys.exit(130)
