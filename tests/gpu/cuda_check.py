#!/usr/bin/env python3
"""The CUDA path of pilot-trainer on a GPU host: the same job on the CPU and on the GPU.

Run by tests/gpu/build_and_check.sh after it built pilot-trainer against the host's CUDA
libtorch (docs/trainer.md, "CUDA and GPU hosts"). Standard library only, so any python3 runs it.

Checks, each a pass or a failure with the figures:
  refusal      with CUDA_VISIBLE_DEVICES empty, a cuda job fails at once naming 0 devices;
  full-fp32    the tiny full fine-tuning job on cpu and on cuda: step losses, gradient norms and
               validation losses within FP32_TOLERANCE (relative);
  lora-fp32    the same for LoRA (without dropout, whose masks each device draws differently);
  full-bf16    bf16 autocast on cpu and on cuda: within BF16_TOLERANCE;
  resume       a cuda run stopped by SIGTERM at a step resumes on the cpu, and its remaining
               steps equal the uninterrupted cpu run's within FP32_TOLERANCE;
  throughput   a model of about 76M parameters, bf16 and fp32 on cuda: median step time and
               tokens per second after the first steps (figures, no target).

--gpu-device cpu runs the "cuda" side on the CPU: it checks this script on a machine without a
GPU (every comparison then has nothing to differ by), never a GPU claim.
"""

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import time

FP32_TOLERANCE = 1e-4   # fp32 on two devices: the same operations, another order of summation
BF16_TOLERANCE = 3e-2   # bf16 autocast: 8 bits of mantissa in the matrix products on both sides


def write_tiny_data(folder):
    """The trainer tests' tiny data set (tests/trainer/trainertest.h)."""
    with open(os.path.join(folder, "train.jsonl"), "w") as train, \
         open(os.path.join(folder, "valid.jsonl"), "w") as valid:
        for i in range(64):
            line = json.dumps({"prompt": f"{i % 9} plus {i // 9} = ", "completion": str(i % 9 + i // 9)})
            (valid if i % 8 == 0 else train).write(line + "\n")


def write_long_data(folder):
    """Long lines for the throughput job, so that every sequence is full."""
    words = ("the reference run and the pilot train the same job on two kinds of device and "
             "their curves must agree within the tolerance band of every effective step").split()
    with open(os.path.join(folder, "long.jsonl"), "w") as out:
        for i in range(256):
            text = " ".join(words[(i * 7 + k) % len(words)] for k in range(400))
            out.write(json.dumps({"prompt": f"{i}: ", "completion": text}) + "\n")


def tiny_job(device, method="full", precision="fp32", steps=30):
    job = {
        "schema": "migration-pilot/job@1", "run_id": "gpu-check", "name": "gpu-check",
        "role": "reference", "backend": "libtorch", "device": device, "precision": precision,
        "threads": 2,
        "model": {"arch": "llama", "path": None,
                  "config": {"vocab_size": 259, "hidden_size": 64, "intermediate_size": 128,
                             "num_hidden_layers": 2, "num_attention_heads": 4,
                             "num_key_value_heads": 2}},
        # No dropout: its masks come from each device's own generator, so they differ by device.
        "method": {"kind": "lora", "r": 4, "alpha": 8, "dropout": 0.0} if method == "lora" else {"kind": "full"},
        "data": {"train": "train.jsonl", "validation": "valid.jsonl", "version": "test-v1"},
        "train": {"seq_len": 32, "micro_batch": 4, "grad_accum": 2, "max_steps": steps, "seed": 7,
                  "lr": 0.003, "warmup_steps": 3},
        "eval": {"every_steps": 10, "samples": 2, "max_new_tokens": 4},
        "checkpoint": {"every_steps": 3, "keep_last": 2},
        "resume": "auto",
    }
    return job


def resume_job(device):
    """The drill's shape (tests/trainer/trainertest.h): steps long enough to stop between."""
    job = tiny_job(device, steps=40)
    job["model"]["config"] = {"vocab_size": 259, "hidden_size": 384, "intermediate_size": 1024,
                              "num_hidden_layers": 4, "num_attention_heads": 6,
                              "num_key_value_heads": 2}
    job["checkpoint"] = {"every_steps": 4, "keep_last": 2}
    job["eval"] = {"every_steps": 0, "samples": 0, "max_new_tokens": 0}
    return job


def throughput_job(device, precision):
    job = tiny_job(device, precision=precision, steps=25)
    # About 76M parameters: 12 layers of width 768 (GQA 12/4), a 2048-wide MLP.
    job["model"]["config"] = {"vocab_size": 259, "hidden_size": 768, "intermediate_size": 2048,
                              "num_hidden_layers": 12, "num_attention_heads": 12,
                              "num_key_value_heads": 4}
    job["data"] = {"train": "long.jsonl", "validation": "valid.jsonl", "version": "long-v1"}
    job["train"].update({"seq_len": 1024, "micro_batch": 8, "grad_accum": 1})
    job["eval"] = {"every_steps": 0, "samples": 0, "max_new_tokens": 0}
    job["checkpoint"] = {"every_steps": 0, "keep_last": 1}
    return job


def events(run_dir):
    path = os.path.join(run_dir, "metrics.jsonl")
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


class Runner:
    def __init__(self, trainer, work, gpu_device):
        self.trainer = trainer
        self.work = work
        self.gpu_device = gpu_device
        self.logs = {}

    def job_file(self, name, job):
        if job["device"] == "cuda":
            job = dict(job, device=self.gpu_device)
        path = os.path.join(self.work, name + ".json")
        with open(path, "w") as f:
            json.dump(job, f, indent=1)
        return path

    def run(self, name, job, env=None, run_dir=None):
        run_dir = run_dir or os.path.join(self.work, "run-" + name)
        started = time.monotonic()
        proc = subprocess.run([self.trainer, "--job", self.job_file(name, job), "--run-dir", run_dir],
                              cwd=self.work, env=dict(os.environ, **(env or {})),
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.logs[name] = proc.stderr[-4000:]
        return proc.returncode, events(run_dir), time.monotonic() - started

    def run_until_step(self, name, job, step, run_dir):
        """Starts a run, stops it with SIGTERM once `step` is in its metrics (SIGSTOP first, so
        the stop lands at that step however fast the device is); returns the exit code."""
        proc = subprocess.Popen([self.trainer, "--job", self.job_file(name, job), "--run-dir", run_dir],
                                cwd=self.work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 300
        while proc.poll() is None and time.monotonic() < deadline:
            if any(e.get("type") == "step" and e.get("step", 0) >= step for e in events(run_dir)):
                os.kill(proc.pid, signal.SIGSTOP)
                os.kill(proc.pid, signal.SIGTERM)
                os.kill(proc.pid, signal.SIGCONT)
                break
            time.sleep(0.002)
        _, err = proc.communicate(timeout=300)
        self.logs[name] = err[-4000:]
        return proc.returncode


def series(evs, kind, field):
    return {e["step"]: e[field] for e in evs if e.get("type") == kind and field in e}


def max_relative(a, b, steps=None):
    """The largest relative difference over the steps both have; None if they share none or a
    value is missing (a comparison with nothing to compare never passes)."""
    keys = sorted(set(a) & set(b)) if steps is None else steps
    if not keys or any(k not in a or k not in b for k in keys):
        return None
    worst = 0.0
    for k in keys:
        x, y = float(a[k]), float(b[k])
        if x != x or y != y:
            return None
        worst = max(worst, abs(x - y) / max(abs(x), abs(y), 1e-12))
    return worst


def compare(name, cpu, gpu, tolerance, steps=None):
    figures = {}
    ok = True
    for kind, field in (("step", "loss"), ("step", "grad_norm"), ("eval", "val_loss")):
        a, b = series(cpu, kind, field), series(gpu, kind, field)
        if kind == "eval" and not a and not b:
            continue
        worst = max_relative(a, b, steps if kind == "step" else None)
        figures[field] = worst
        ok &= worst is not None and worst <= tolerance
    return {"check": name, "passed": bool(ok), "tolerance": tolerance, "max_relative": figures}


def completed(evs):
    return any(e.get("type") == "run_end" and e.get("status") == "completed" for e in evs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trainer", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--gpu-device", default="cuda", choices=["cuda", "cpu"])
    ap.add_argument("--skip-throughput", action="store_true")
    args = ap.parse_args()
    work = os.path.abspath(args.out)
    os.makedirs(work, exist_ok=True)
    write_tiny_data(work)
    write_long_data(work)
    r = Runner(os.path.abspath(args.trainer), work, args.gpu_device)
    results = []

    version = subprocess.run([r.trainer, "--version"], capture_output=True, text=True).stdout.strip()

    rc, evs, _ = r.run("refusal", tiny_job("cuda"), env={"CUDA_VISIBLE_DEVICES": ""})
    refusal = [e for e in evs if e.get("type") == "run_end"]
    said = r.logs["refusal"] + json.dumps(refusal)
    results.append({"check": "refusal", "exit_code": rc,
                    "passed": args.gpu_device == "cpu" or (rc == 1 and "finds 0 CUDA devices" in said)})

    for name, method, precision, tolerance in (("full-fp32", "full", "fp32", FP32_TOLERANCE),
                                               ("lora-fp32", "lora", "fp32", FP32_TOLERANCE),
                                               ("full-bf16", "full", "bf16", BF16_TOLERANCE)):
        rc_cpu, cpu, _ = r.run(name + "-cpu", tiny_job("cpu", method, precision))
        rc_gpu, gpu, _ = r.run(name + "-cuda", tiny_job("cuda", method, precision))
        result = compare(name, cpu, gpu, tolerance)
        result["exit_codes"] = [rc_cpu, rc_gpu]
        result["passed"] &= rc_cpu == 0 and rc_gpu == 0 and completed(cpu) and completed(gpu)
        result["gpu_reports_cuda"] = next((e["versions"]["cuda"] for e in gpu if e.get("type") == "run_start"), None)
        results.append(result)

    rc_ref, ref, _ = r.run("resume-reference-cpu", resume_job("cpu"))
    resumed_dir = os.path.join(work, "run-resume")
    rc_stop = r.run_until_step("resume-part1-cuda", resume_job("cuda"), 12, resumed_dir)
    stopped_at = max((e["step"] for e in events(resumed_dir) if e.get("type") == "step"), default=0)
    rc_rest, _, _ = r.run("resume-part2-cpu", resume_job("cpu"), run_dir=resumed_dir)
    evs = events(resumed_dir)
    starts = [i for i, e in enumerate(evs) if e.get("type") == "run_start"]
    resumed = evs[starts[-1]:] if starts else []  # the events of the resumed part
    resumed_steps = [e["step"] for e in resumed if e.get("type") == "step"]
    result = compare("resume", ref, resumed, FP32_TOLERANCE, steps=resumed_steps or None)
    result.update({"stopped_at_step": stopped_at, "exit_codes": [rc_ref, rc_stop, rc_rest],
                   "resumed_steps": [resumed_steps[0], resumed_steps[-1]] if resumed_steps else None})
    result["passed"] &= rc_ref == 0 and rc_stop == 143 and rc_rest == 0 and bool(resumed_steps) \
        and resumed_steps[0] > 1 and completed(evs)
    results.append(result)

    if not args.skip_throughput:
        for precision in ("bf16", "fp32"):
            name = "throughput-" + precision
            rc, evs, seconds = r.run(name, throughput_job("cuda", precision))
            all_steps = [e for e in evs if e.get("type") == "step"]
            # "tokens" counts from the run's start; a step's own are the difference.
            tokens = [b["tokens"] - a["tokens"] for a, b in zip(all_steps, all_steps[1:]) if b["step"] > 5]
            times = [e["step_time_s"] for e in all_steps if e["step"] > 5]
            memory = next((e for e in evs if e.get("type") == "memory"), {})
            results.append({
                "check": name, "passed": rc == 0 and completed(evs) and len(times) >= 10,
                "steps_timed": len(times),
                "median_step_s": statistics.median(times) if times else None,
                "min_step_s": min(times) if times else None, "max_step_s": max(times) if times else None,
                "tokens_per_step": statistics.median(tokens) if tokens else None,
                "tokens_per_s": sum(tokens) / sum(times) if times else None,
                "params_bytes": memory.get("params_bytes"),
                "wall_s": round(seconds, 1)})

    report = {"trainer": version, "gpu_device": args.gpu_device, "checks": results,
              "passed": all(x["passed"] for x in results)}
    with open(os.path.join(work, "result.json"), "w") as f:
        json.dump(report, f, indent=1)
    with open(os.path.join(work, "stderr.json"), "w") as f:
        json.dump(r.logs, f, indent=1)
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0 if report["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
