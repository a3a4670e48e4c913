#!/usr/bin/python3
"""Benchmark: training tokens/s of the Neuron backend's Python job (pilot_neuron_job) on device
cpu against pilot-trainer on the same job.json — the cost of the Python path on a CPU, not a
Trainium figure — and how closely the two backends' losses agree.

Throughput, on the reference configuration of trainer_bench.py: vocab 259, hidden 256,
intermediate 768, 4 layers, 8 heads, 4 KV heads, sequence 128, micro-batch 16, fp32, 2 threads;
LoRA r 8, alpha 16 on q_proj, v_proj; and full fine-tuning. Both run the same real job
(synthetic text lines of exactly 128 tokens); the step times are the step_time_s of each run's
metrics.jsonl; the first steps of every run are warm-up and not counted; rounds alternate which
backend goes first.

Agreement, on the demo task (resources/demo): the demo LoRA job on the demo base model, and the
same job as full fine-tuning, 50 steps each, run by both backends: the largest relative
difference of a step's loss, equal token counts, equal greedy samples at the evaluations.
"""
import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.abspath(os.path.join(HERE, "..", ".."))
JOB_DIR = os.path.join(SOURCE, "backends", "neuron", "job")
PYTHON = "/usr/bin/python3"
CONFIG = {"vocab_size": 259, "hidden_size": 256, "intermediate_size": 768, "num_hidden_layers": 4,
          "num_attention_heads": 8, "num_key_value_heads": 4, "tie_word_embeddings": False}
SEQ, BATCH = 128, 16


def bench_job(method, steps):
    return {"schema": "migration-pilot/job@1", "run_id": "bench-" + method, "name": "bench", "role": "reference",
            "backend": "neuron", "device": "cpu", "precision": "fp32", "threads": 2,
            "model": {"arch": "llama", "path": None, "config": CONFIG},
            "method": ({"kind": "lora", "r": 8, "alpha": 16, "dropout": 0.0, "target_modules": ["q_proj", "v_proj"]}
                       if method == "lora" else {"kind": "full"}),
            "data": {"train": "data.jsonl", "validation": "data.jsonl", "version": "bench"},
            "train": {"seq_len": SEQ, "micro_batch": BATCH, "grad_accum": 1, "max_steps": steps, "seed": 1, "lr": 0.001,
                      "warmup_steps": 0},
            "eval": {"every_steps": 0, "samples": 0, "max_new_tokens": 0},
            "checkpoint": {"every_steps": 0, "keep_last": 1}, "resume": "none"}


def run(impl, binary, job_path, run_dir):
    if impl == "cpp":
        command = [binary, "--job", job_path, "--run-dir", run_dir]
        env = None
    else:
        command = [PYTHON, "-m", "pilot_neuron_job", "--job", job_path, "--run-dir", run_dir]
        env = dict(os.environ, PYTHONPATH=JOB_DIR)
    out = subprocess.run(command, env=env, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit("%s failed (%d): %s" % (" ".join(command), out.returncode, out.stderr))
    events = []
    with open(os.path.join(run_dir, "metrics.jsonl")) as f:
        for line in f:
            events.append(json.loads(line))
    return events


def steps_of(events):
    return {e["step"]: e for e in events if e["type"] == "step"}


def throughput(binary, folder, rounds, steps, warmup):
    rng = random.Random(5)
    with open(os.path.join(folder, "data.jsonl"), "w") as f:
        for _ in range(512):  # BOS + 126 bytes + EOS = 128 tokens, every position scored
            f.write(json.dumps({"text": "".join(chr(rng.randint(32, 126)) for _ in range(126))}) + "\n")
    times = {(impl, m): [] for impl in ("cpp", "py") for m in ("lora", "full")}
    ratios = {m: [] for m in ("lora", "full")}
    deviation = {m: 0.0 for m in ("lora", "full")}
    for r in range(rounds):
        for method in ("lora", "full"):
            path = os.path.join(folder, "job-%s.json" % method)
            with open(path, "w") as f:
                json.dump(bench_job(method, steps + warmup), f)
            medians, losses = {}, {}
            for impl in (["cpp", "py"] if r % 2 == 0 else ["py", "cpp"]):
                run_dir = os.path.join(folder, "run-%s-%s-%d" % (impl, method, r))
                s = steps_of(run(impl, binary, path, run_dir))
                t = [e["step_time_s"] for n, e in s.items() if n > warmup]
                times[(impl, method)].extend(t)
                medians[impl] = statistics.median(t)
                losses[impl] = s
                print("round %d: %-3s %-4s median step %.4f s" % (r + 1, impl, method, medians[impl]), flush=True)
            ratios[method].append(medians["py"] / medians["cpp"])
            a, b = losses["cpp"], losses["py"]
            deviation[method] = max(deviation[method], max(abs(a[n]["loss"] - b[n]["loss"]) / abs(a[n]["loss"]) for n in a))
    return times, ratios, deviation


def agreement(binary, folder, steps):
    """The demo task, both methods, `steps` steps: loss deviation, tokens, samples."""
    with open(os.path.join(SOURCE, "resources", "demo", "jobs", "lora-dates.json")) as f:
        demo = json.load(f)
    demo_dir = os.path.join(SOURCE, "resources", "demo", "jobs")
    for key in ("train", "validation"):
        demo["data"][key] = os.path.normpath(os.path.join(demo_dir, demo["data"][key]))
    demo["model"]["path"] = os.path.normpath(os.path.join(demo_dir, demo["model"]["path"]))
    demo["backend"], demo["device"], demo["resume"] = "neuron", "cpu", "none"
    demo["train"]["max_steps"] = steps
    demo["eval"] = {"every_steps": steps // 2, "samples": 8, "max_new_tokens": 12}
    demo["checkpoint"] = {"every_steps": 0, "keep_last": 1}
    out = {}
    for method in ("lora", "full"):
        job = json.loads(json.dumps(demo))
        if method == "full":
            job["method"] = {"kind": "full"}
            job["train"]["lr"] = 0.0005
        path = os.path.join(folder, "demo-%s.json" % method)
        with open(path, "w") as f:
            json.dump(job, f)
        ev = {impl: run(impl, binary, path, os.path.join(folder, "demo-%s-%s" % (method, impl))) for impl in ("cpp", "py")}
        a, b = steps_of(ev["cpp"]), steps_of(ev["py"])
        dev = [abs(a[n]["loss"] - b[n]["loss"]) / abs(a[n]["loss"]) for n in sorted(a)]
        samples = {impl: [(e["step"], e["id"], e["output"]) for e in ev[impl] if e["type"] == "sample"] for impl in ev}
        evals = {impl: [(e["step"], e["metrics"]["exact_match"]) for e in ev[impl] if e["type"] == "eval"] for impl in ev}
        out[method] = {"max": max(dev), "first5": max(dev[:5]), "tokens": all(a[n]["tokens"] == b[n]["tokens"] for n in a),
                       "samples": samples["cpp"] == samples["py"], "sample_count": len(samples["cpp"]),
                       "exact_match": evals["cpp"], "exact_match_py": evals["py"], "last_loss": a[steps]["loss"],
                       "first_loss": a[1]["loss"]}
        print("agreement %s: max relative loss difference %.3g over %d steps" % (method, max(dev), steps), flush=True)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(SOURCE, "build", "release"))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--agreement-steps", type=int, default=50)
    ap.add_argument("--markdown")
    args = ap.parse_args()
    binary = os.path.join(args.build_dir, "bin", "pilot-trainer")
    with tempfile.TemporaryDirectory() as folder:
        times, ratios, bench_dev = throughput(binary, folder, args.rounds, args.steps, args.warmup)
        agree = agreement(binary, folder, args.agreement_steps)
    tokens = BATCH * SEQ
    torch_version = subprocess.run([PYTHON, "-c", "import torch; print(torch.__version__)"], capture_output=True,
                                   text=True).stdout.strip()
    rows = ["Reference configuration, %d alternating rounds x %d timed steps (%d warm-up steps per run not counted); "
            "%s, %d cores, 2 threads; pilot_neuron_job on %s with PyTorch %s." % (args.rounds, args.steps, args.warmup,
                                                                                 platform.machine(), os.cpu_count(), PYTHON,
                                                                                 torch_version), "",
            "| method | backend | median step (s) | IQR (s) | min – max (s) | tokens/s |", "|---|---|---|---|---|---|"]
    for method in ("lora", "full"):
        for impl, label in (("cpp", "libtorch: pilot-trainer (C++)"), ("py", "neuron: pilot_neuron_job (Python), cpu")):
            t = times[(impl, method)]
            q = statistics.quantiles(t, n=4)
            med = statistics.median(t)
            rows.append("| %s | %s | %.4f | %.4f | %.4f – %.4f | %s |" % (method, label, med, q[2] - q[0], min(t), max(t),
                                                                        format(round(tokens / med), ",")))
    rows.append("")
    rows.append("Python job over pilot-trainer (ratio of median step times): " + ", ".join(
        "%s **%.2fx**" % (m, statistics.median(times[("py", m)]) / statistics.median(times[("cpp", m)])) for m in ("lora", "full"))
        + "; within single rounds " + ", ".join("%s %.2fx to %.2fx" % (m, min(ratios[m]), max(ratios[m])) for m in ("lora", "full"))
        + ".")
    rows.append("Largest relative difference of a step's loss between the two backends in these runs: "
                + ", ".join("%s %.2g" % (m, bench_dev[m]) for m in ("lora", "full")) + ".")
    rows.append("")
    rows.append("Agreement on the demo task, %d steps (demo LoRA job; full fine-tuning of the same base model at lr 5e-4):"
                % args.agreement_steps)
    rows.append("")
    rows.append("| method | max relative loss difference | in the first 5 steps | tokens equal | samples equal | exact match "
                "(libtorch / neuron) | loss step 1 → %d |" % args.agreement_steps)
    rows.append("|---|---|---|---|---|---|---|")
    for method in ("lora", "full"):
        a = agree[method]
        em = "; ".join("step %d: %.3f / %.3f" % (s, x, y) for (s, x), (_, y) in zip(a["exact_match"], a["exact_match_py"]))
        rows.append("| %s | %.2g | %.2g | %s | %s (%d) | %s | %.3f → %.3f |" % (
            method, a["max"], a["first5"], "yes" if a["tokens"] else "NO", "yes" if a["samples"] else "NO", a["sample_count"],
            em, a["first_loss"], a["last_loss"]))
    text = "\n".join(rows)
    print()
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
