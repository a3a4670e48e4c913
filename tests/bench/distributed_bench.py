#!/usr/bin/python3
"""Benchmark: the distributed path of pilot-trainer on one machine — one process with 2 threads
against 2 processes (ranks) with 1 thread each, on the demo's reference job (the dates LoRA,
resources/demo/jobs/lora-dates.json) with the same global batch: micro batch 8 and grad_accum 2
in both, so one process computes two micro-batches per step and each rank one.

This machine has two cores: the figure shows the overhead of the distributed path (processes,
Gloo sums over the loopback), not cluster scaling. Evaluation and checkpoints are off; the
first steps of every run are warm-up and not counted. Rounds alternate the two configurations.
Reports tokens/s (median and spread over the rounds), the median step time and the share of
comm_time_s in the ranks' steps.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEMO = os.path.join(ROOT, "resources", "demo")
WARMUP = 5


def write_job(folder, threads, steps):
    with open(os.path.join(DEMO, "jobs", "lora-dates.json")) as f:
        job = json.load(f)
    job["run_id"] = f"bench-{threads}"
    job["threads"] = threads
    job["model"]["path"] = os.path.join(DEMO, "base-model")
    job["data"]["train"] = os.path.join(DEMO, "data", "dates-train.jsonl")
    job["data"]["validation"] = os.path.join(DEMO, "data", "dates-validation.jsonl")
    job["train"].update({"micro_batch": 8, "grad_accum": 2, "max_steps": steps})
    job["eval"] = {"every_steps": 0, "samples": 0, "max_new_tokens": 0}
    job["checkpoint"] = {"every_steps": 0, "keep_last": 1}
    job["resume"] = "none"
    path = os.path.join(folder, f"job-{threads}.json")
    with open(path, "w") as f:
        json.dump(job, f)
    return path


def steps_of(run_dir):
    steps = []
    with open(os.path.join(run_dir, "metrics.jsonl")) as f:
        for line in f:
            e = json.loads(line)
            if e.get("type") == "step":
                steps.append(e)
    return steps


def measure(trainer, job, run_dir, ranks, port):
    procs = []
    for rank in range(ranks):
        env = dict(os.environ)
        if ranks > 1:
            env.update({"RANK": str(rank), "WORLD_SIZE": str(ranks), "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(port)})
        procs.append(subprocess.Popen([trainer, "--job", job, "--run-dir", run_dir], env=env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    for p in procs:
        if p.wait() != 0:
            sys.exit(f"pilot-trainer exited {p.returncode} ({ranks} ranks)")
    steps = steps_of(run_dir)[WARMUP:]
    time = sum(s["step_time_s"] for s in steps)
    tokens = steps[-1]["tokens"] - steps_of(run_dir)[WARMUP - 1]["tokens"]
    comm = sum(s["comm_time_s"] for s in steps)
    return tokens / time, statistics.median(s["step_time_s"] for s in steps), comm / time


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build", "release"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args()
    trainer = os.path.join(args.build_dir, "bin", "pilot-trainer")
    results = {1: [], 2: []}
    with tempfile.TemporaryDirectory() as folder:
        jobs = {1: write_job(folder, 2, args.steps), 2: write_job(folder, 1, args.steps)}
        for r in range(args.rounds):
            for ranks in (1, 2):
                run_dir = os.path.join(folder, f"run-{ranks}-{r}")
                results[ranks].append(measure(trainer, jobs[ranks], run_dir, ranks, 29600 + r))
    print(f"pilot-trainer, demo LoRA job, micro batch 8 x grad_accum 2, {args.steps} steps ({WARMUP} warm-up), {args.rounds} rounds")
    print("| configuration | tokens/s median | min – max | step time median | comm share |")
    print("|---|---|---|---|---|")
    for ranks, label in ((1, "1 process x 2 threads"), (2, "2 ranks x 1 thread")):
        rates = [x[0] for x in results[ranks]]
        print(f"| {label} | {statistics.median(rates):,.0f} | {min(rates):,.0f} – {max(rates):,.0f} | "
              f"{statistics.median(x[1] for x in results[ranks]) * 1000:.1f} ms | "
              f"{statistics.median(x[2] for x in results[ranks]) * 100:.1f} % |")
    ratio = statistics.median(x[0] for x in results[2]) / statistics.median(x[0] for x in results[1])
    print(f"2 ranks / 1 process: {ratio:.2f}")


if __name__ == "__main__":
    main()
