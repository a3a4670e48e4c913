"""What the tests of the Neuron backend's job share: the tiny job they train, running the job
(and pilot-trainer beside it) as the launcher does, and reading what they wrote.

ctest sets PYTHONPATH to the folder of the pilot_neuron_job package and, where they are built,
PILOT_TRAINER and PILOTCTL to the programs (empty in a build without libtorch)."""

import hashlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

SOURCE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
JOB_DIR = os.path.join(SOURCE_DIR, "backends", "neuron", "job")
PYTHON = sys.executable
TRAINER = os.environ.get("PILOT_TRAINER", "")
PILOTCTL = os.environ.get("PILOTCTL", "")


def have_trainer():
    return bool(TRAINER) and os.access(TRAINER, os.X_OK)


def have_pilotctl():
    return bool(PILOTCTL) and os.access(PILOTCTL, os.X_OK)


def write_data(folder, count=64):
    """The tiny task of pilot-trainer's tests (tests/trainer/trainertest.h): sums of two digits,
    every eighth line held apart for validation."""
    with open(os.path.join(folder, "train.jsonl"), "w") as train, open(os.path.join(folder, "valid.jsonl"), "w") as valid:
        for i in range(count):
            line = json.dumps({"prompt": "%d plus %d = " % (i % 9, i // 9), "completion": str(i % 9 + i // 9)}) + "\n"
            (valid if i % 8 == 0 else train).write(line)


def tiny_job(steps, method="full", dropout=0.1):
    """A tiny job from scratch with frequent checkpoints (pilot-trainer's tinyJob)."""
    return {
        "schema": "migration-pilot/job@1", "run_id": "test", "name": "test", "role": "pilot", "backend": "neuron",
        "device": "cpu", "precision": "fp32", "threads": 2,
        "model": {"arch": "llama", "path": None,
                  "config": {"vocab_size": 259, "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
                             "num_attention_heads": 4, "num_key_value_heads": 2}},
        "method": ({"kind": "lora", "r": 4, "alpha": 8, "dropout": dropout} if method == "lora" else {"kind": "full"}),
        "data": {"train": "train.jsonl", "validation": "valid.jsonl", "version": "test-v1"},
        "train": {"seq_len": 32, "micro_batch": 4, "grad_accum": 2, "max_steps": steps, "seed": 7, "lr": 0.003,
                  "warmup_steps": 3},
        "eval": {"every_steps": 10, "samples": 2, "max_new_tokens": 4},
        "checkpoint": {"every_steps": 3, "keep_last": 2},
        "resume": "auto"}


def write_long_validation(folder, examples):
    """A validation file of `examples` long prompts (about 230 tokens each), as pilot-trainer's
    tst_trainerabort writes it: with train.seq_len 256 an evaluation takes seconds, hundreds of
    times a training step (the training examples stay short)."""
    filler = "the quick brown fox jumps over the lazy dog " * 5
    with open(os.path.join(folder, "valid.jsonl"), "w") as valid:
        for i in range(examples):
            valid.write(json.dumps({"prompt": "%s%d plus %d = " % (filler, i % 97, i // 97),
                                    "completion": str(i % 97 + i // 97)}) + "\n")


def long_evaluation_job(steps, eval_every, method="full"):
    """The tiny job for a long validation file (write_long_validation): sequences of 256 tokens,
    evaluated every `eval_every` steps with a few greedy tokens, a checkpoint every 2 steps."""
    job = tiny_job(steps, method)
    job["train"]["seq_len"] = 256
    job["eval"] = {"every_steps": eval_every, "samples": 2, "max_new_tokens": 4}
    job["checkpoint"] = {"every_steps": 2, "keep_last": 2}
    return job


def evaluating_after(run_dir, step):
    """True while the run is inside the evaluation after `step`: its last step event is `step`,
    a validation phase has begun after it and not ended, and no eval of that step is there."""
    try:
        all_events = events(run_dir)
    except OSError:
        return False
    steps = [e for e in all_events if e.get("type") == "step"]
    if not steps or steps[-1]["step"] != step or any(e.get("type") == "run_end" for e in all_events):
        return False
    after = all_events[all_events.index(steps[-1]) + 1:]
    open_phase = False
    for e in after:
        if e.get("type") == "phase" and e.get("name") == "validation":
            open_phase = e.get("state") == "begin"
    reported = any(e.get("type") == "eval" and e.get("step") == step for e in after)
    return open_phase and not reported


def sigterm_during_evaluation(process, run_dir, step, timeout=600):
    """Waits for the evaluation after `step`, holds the process still (SIGSTOP) and looks again,
    so that the SIGTERM lands inside that evaluation however loaded the machine is; then sends
    SIGTERM and lets it go on. (exit code, seconds from SIGTERM to exit); exit code None when the
    evaluation was never seen running."""
    deadline = time.time() + timeout
    inside = False
    while not inside and time.time() < deadline and process.poll() is None:
        if evaluating_after(run_dir, step):
            process.send_signal(signal.SIGSTOP)
            inside = evaluating_after(run_dir, step)
            if not inside:
                process.send_signal(signal.SIGCONT)
        if not inside:
            time.sleep(0.01)
    if not inside:
        if process.poll() is None:
            process.kill()
        finish(process)
        return None, 0.0
    process.send_signal(signal.SIGTERM)
    sent = time.time()
    process.send_signal(signal.SIGCONT)
    code = finish(process)
    return code, time.time() - sent


def rewrite_state(folder, change):
    """Edits a checkpoint's trainer_state.json and its manifest entry alike: the checkpoint stays
    intact as far as checksums go, as one written that way would be."""
    state_path = os.path.join(folder, "trainer_state.json")
    with open(state_path, encoding="utf-8") as f:
        state = json.load(f)
    change(state)
    data = (json.dumps(state, indent=2) + "\n").encode("utf-8")
    with open(state_path, "wb") as f:
        f.write(data)
    manifest_path = os.path.join(folder, "manifest.json")
    with open(manifest_path, encoding="utf-8") as f:
        manifest = json.load(f)
    for entry in manifest["files"]:
        if entry["path"] == "trainer_state.json":
            entry["bytes"] = len(data)
            entry["sha256"] = hashlib.sha256(data).hexdigest()
    with open(manifest_path, "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2)


def write_job(folder, job, name="job.json"):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        json.dump(job, f, indent=1)
    return path


def job_env(extra=None):
    env = dict(os.environ)
    env["PYTHONPATH"] = JOB_DIR + (os.pathsep + extra if extra else "")
    return env


def job_command(job_path, run_dir):
    return [PYTHON, "-m", "pilot_neuron_job", "--job", job_path, "--run-dir", run_dir]


def torchrun_broken():
    """Whether this PyTorch's torchrun has the Python 3.11 fault torchrun_py311.py works around."""
    code = "from torch.distributed.elastic.multiprocessing import Std; print(Std.from_str('0') is None)"
    out = subprocess.run([PYTHON, "-c", code], capture_output=True, text=True, timeout=60)
    return out.stdout.strip() == "True"


def torchrun_command(processes, job_path, run_dir):
    """`python3 -m torch.distributed.run --standalone --nproc_per_node N -m pilot_neuron_job …`,
    as the neuron plugin plans it (through torchrun_py311.py where torchrun needs it)."""
    if not hasattr(torchrun_command, "broken"):
        torchrun_command.broken = torchrun_broken()
    start = ([PYTHON, os.path.join(os.path.dirname(os.path.abspath(__file__)), "torchrun_py311.py")]
             if torchrun_command.broken else [PYTHON, "-m", "torch.distributed.run"])
    return start + ["--standalone", "--nproc_per_node", str(processes)] + job_command(job_path, run_dir)[1:]


def run_job(job_path, run_dir, timeout=300, pythonpath=None, env=None):
    """Runs the Python job to its end: CompletedProcess with text output."""
    full_env = job_env(pythonpath)
    full_env.update(env or {})
    return subprocess.run(job_command(job_path, run_dir), env=full_env, capture_output=True, text=True, timeout=timeout)


def run_trainer(job_path, run_dir, timeout=300):
    return subprocess.run([TRAINER, "--job", job_path, "--run-dir", run_dir], capture_output=True, text=True, timeout=timeout)


def start_job(job_path, run_dir):
    """Starts the job in the background; its standard error goes to a file (`stderr_of`), so a
    chatty job never blocks on a full pipe."""
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(job_command(job_path, run_dir), env=job_env(), stdout=subprocess.DEVNULL, stderr=log)
    process.stderr_log = log
    return process


def start_trainer(job_path, run_dir):
    """Starts pilot-trainer in the background, as start_job does the job."""
    log = tempfile.TemporaryFile()
    process = subprocess.Popen([TRAINER, "--job", job_path, "--run-dir", run_dir], stdout=subprocess.DEVNULL, stderr=log)
    process.stderr_log = log
    return process


def finish(process):
    """Waits for a started job; its exit code. Its standard error is then `stderr_of`."""
    code = process.wait(timeout=300)
    if not hasattr(process, "stderr_text"):
        process.stderr_log.seek(0)
        process.stderr_text = process.stderr_log.read().decode("utf-8", "replace")
        process.stderr_log.close()
    return code


def stderr_of(process):
    finish(process)
    return process.stderr_text


def events(run_dir, kind=None):
    """The readable events of a run's metrics.jsonl (a torn or unreadable line is skipped)."""
    out = []
    with open(os.path.join(run_dir, "metrics.jsonl"), encoding="utf-8") as f:
        for line in f:
            if not line.endswith("\n"):
                break
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if kind is None or e.get("type") == kind:
                out.append(e)
    return out


def latest_steps(run_dir):
    """{step: step event} with the restart rule of the job interface: the latest attempt wins."""
    return {e["step"]: e for e in events(run_dir, "step")}


def wait_for_event(run_dir, predicate, process, timeout=120):
    """Waits until an event satisfies `predicate` (or the process ends); True when one did."""
    deadline = time.time() + timeout
    path = os.path.join(run_dir, "metrics.jsonl")
    while time.time() < deadline:
        if os.path.exists(path) and any(predicate(e) for e in events(run_dir)):
            return True
        if process.poll() is not None:
            return False
        time.sleep(0.02)
    return False


def kill(process, sig=signal.SIGKILL):
    process.send_signal(sig)
    return finish(process)


def pilotctl_summary(run_dir):
    out = subprocess.run([PILOTCTL, "runs", "summarize", "--json", run_dir], capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise AssertionError("pilotctl runs summarize failed: " + out.stderr)
    return json.loads(out.stdout)


class SameTrainingChecks:
    """For a unittest.TestCase of several processes against one: torchrun, and the checks that
    both trained alike."""

    # The largest relative difference of a step's loss (and of a validation loss) between one
    # process and several that the tests accept. Several processes add the ranks' gradient sums
    # in another order than one process accumulates them; with two ranks the sums are the same
    # (a + b), with more they differ by fp32 rounding only (docs/neuron-job.md, "Several
    # processes" and "Sharded full fine-tuning").
    TOLERANCE = 1e-6

    def torchrun(self, processes, job_path, run_dir, env=None, timeout=300):
        full = job_env()
        full.update(env or {})
        return subprocess.run(torchrun_command(processes, job_path, run_dir), env=full, capture_output=True, text=True,
                              timeout=timeout)

    def start_torchrun(self, processes, job_path, run_dir, env=None):
        """torchrun in a session of its own, as the local launcher starts a job: a signal to the
        process group reaches torchrun and every rank."""
        full = job_env()
        full.update(env or {})
        log = tempfile.TemporaryFile()
        process = subprocess.Popen(torchrun_command(processes, job_path, run_dir), env=full, stdout=subprocess.DEVNULL,
                                   stderr=log, start_new_session=True)
        process.stderr_log = log
        return process

    def assert_same_training(self, one, several, label):
        """Losses within TOLERANCE, the rest equal; returns the largest relative loss difference."""
        worst = 0.0
        worst_at = ""
        a, b = latest_steps(one), latest_steps(several)
        self.assertEqual(sorted(a), sorted(b), label)
        for step in sorted(a):
            difference = abs(a[step]["loss"] - b[step]["loss"]) / abs(a[step]["loss"])
            if difference > worst:
                worst, worst_at = difference, "loss of step %d: %r and %r" % (step, a[step]["loss"], b[step]["loss"])
            self.assertEqual(a[step]["tokens"], b[step]["tokens"], "%s step %d" % (label, step))
            self.assertEqual(a[step]["lr"], b[step]["lr"], "%s step %d" % (label, step))
            self.assertLessEqual(abs(a[step]["grad_norm"] - b[step]["grad_norm"]), 1e-5 * abs(a[step]["grad_norm"]),
                                 "%s step %d" % (label, step))
        ea, eb = events(one, "eval"), events(several, "eval")
        self.assertEqual([e["step"] for e in ea], [e["step"] for e in eb], label)
        for x, y in zip(ea, eb):
            difference = abs(x["val_loss"] - y["val_loss"]) / abs(x["val_loss"])
            if difference > worst:
                worst, worst_at = difference, "validation loss at step %d: %r and %r" % (x["step"], x["val_loss"], y["val_loss"])
            self.assertEqual(x["metrics"], y["metrics"], label)
        sample = lambda run: [(e["step"], e["id"], e["output"]) for e in events(run, "sample")]
        self.assertEqual(sample(one), sample(several), label)
        self.assertLessEqual(worst, self.TOLERANCE, "%s: %s" % (label, worst_at))
        return worst

    def assert_same_checkpoint(self, one, several, step, method, label):
        name = "step-%06d" % step
        a, b = os.path.join(one, "checkpoints", name), os.path.join(several, "checkpoints", name)
        self.assertEqual(sorted(os.listdir(a)), sorted(os.listdir(b)), label)
        weights = "adapter_model.safetensors" if method == "lora" else "model.safetensors"
        from pilot_neuron_job import safetensors  # torch is imported by the tests that need it

        for file in (weights, "optimizer.safetensors"):
            ta, tb = safetensors.load(os.path.join(a, file)), safetensors.load(os.path.join(b, file))
            self.assertEqual(sorted(ta), sorted(tb), label + " " + file)
            for key in ta:
                x, y = ta[key].double(), tb[key].double()
                scale = max(float(x.abs().max()), 1e-12)
                self.assertLessEqual(float((x - y).abs().max()) / scale, 1e-5, "%s %s %s" % (label, file, key))
        with open(os.path.join(a, "trainer_state.json")) as f:
            sa = f.read()
        with open(os.path.join(b, "trainer_state.json")) as f:
            sb = f.read()
        if method == "lora":
            # The CPU generator is seeded by the job and drawn alike (the other ranks' dropout
            # masks are drawn too), so the state is the same, rng included.
            self.assertEqual(sa, sb, label)
        else:
            # Full fine-tuning never seeds the CPU generator (nothing draws from it), so each
            # process starts from its own; every other field is the same.
            drop = lambda text: [line for line in text.splitlines() if '"cpu":' not in line]
            self.assertEqual(drop(sa), drop(sb), label)
