#!/usr/bin/python3
"""Benchmark: training tokens/s of pilot-trainer against the same model and step in plain
PyTorch eager Python (trainer_peer.py), on the reference configuration:

  vocab 259, hidden 256, intermediate 768, 4 layers, 8 heads, 4 KV heads, sequence 128,
  micro batch 16, fp32, 2 threads; LoRA r=8, alpha 16 on q_proj, v_proj, AdamW; and full
  fine-tuning.

pilot-trainer runs a real job (synthetic text lines of exactly 128 tokens) and its step
times come from its metrics.jsonl; the peer times the same work per step (batch, forward,
loss, backward, clipping, AdamW). Rounds alternate the two; the first steps of every run are
warm-up and not counted. Also measures a GEMM ceiling on this machine (torch.mm, fp32, same
threads) and reports model FLOP utilisation against it.

The peer runs three ways: under this Python's PyTorch (Debian's 1.13, eager), and under the
PyTorch 2.14 of the Python environment packaging/bootstrap.sh makes (build/venv), eagerly and
through torch.compile (inductor on the CPU; compilation falls in the warm-up steps). Without
that environment the PyTorch 2 peers are left out, saying so.
"""
import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIG = {"vocab": 259, "hidden": 256, "intermediate": 768, "layers": 4, "heads": 8, "kv_heads": 4, "seq": 128,
          "batch": 16}


def forward_flops(c, seq):
    """Multiply-adds x 2 of one forward pass per sequence (matrix products only)."""
    d, i, h, kv = c["hidden"], c["intermediate"], c["heads"], c["kv_heads"]
    hd = d // h
    per_token = 2 * (d * h * hd + 2 * d * kv * hd + h * hd * d + 3 * d * i) * c["layers"] + 2 * d * c["vocab"]
    attention = 2 * 2 * h * hd * seq * seq * c["layers"]  # q k^T and weights v, per sequence
    return per_token * seq + attention


def step_flops(c, method):
    f = forward_flops(c, c["seq"]) * c["batch"]
    # Full: forward + gradients of activations + gradients of weights (3x). LoRA: the frozen
    # weights get no gradients, activations still do (2x); the adapters add < 1 %.
    return f * (3 if method == "full" else 2)


def write_job(folder, method):
    job = {"schema": "migration-pilot/job@1", "run_id": f"bench-{method}", "name": "bench", "role": "reference",
           "backend": "libtorch", "device": "cpu", "precision": "fp32", "threads": 2,
           "model": {"arch": "llama", "path": None,
                     "config": {"vocab_size": CONFIG["vocab"], "hidden_size": CONFIG["hidden"],
                                "intermediate_size": CONFIG["intermediate"], "num_hidden_layers": CONFIG["layers"],
                                "num_attention_heads": CONFIG["heads"], "num_key_value_heads": CONFIG["kv_heads"],
                                "tie_word_embeddings": False}},
           "method": ({"kind": "lora", "r": 8, "alpha": 16, "dropout": 0.0, "target_modules": ["q_proj", "v_proj"]}
                      if method == "lora" else {"kind": "full"}),
           "data": {"train": "data.jsonl", "validation": "data.jsonl", "version": "bench"},
           "train": {"seq_len": CONFIG["seq"], "micro_batch": CONFIG["batch"], "grad_accum": 1, "max_steps": 0,
                     "seed": 1, "lr": 0.001, "warmup_steps": 0},
           "eval": {"every_steps": 0, "samples": 0, "max_new_tokens": 0},
           "checkpoint": {"every_steps": 0, "keep_last": 1}, "resume": "none"}
    return job


def run_cpp(binary, folder, method, steps, warmup):
    job = write_job(folder, method)
    job["train"]["max_steps"] = steps + warmup
    path = os.path.join(folder, f"job-{method}.json")
    with open(path, "w") as f:
        json.dump(job, f)
    run_dir = os.path.join(folder, f"run-{method}-{random.getrandbits(32):08x}")
    subprocess.run([binary, "--job", path, "--run-dir", run_dir], check=True)
    times = []
    with open(os.path.join(run_dir, "metrics.jsonl")) as f:
        for line in f:
            event = json.loads(line)
            if event["type"] == "step" and event["step"] > warmup:
                times.append(event["step_time_s"])
    return times


# The implementations: pilot-trainer and the peer under each PyTorch.
LABELS = {"cpp": "pilot-trainer (C++)", "py": "PyTorch 1.13 eager (Debian)", "py2": "PyTorch 2.14 eager",
          "py2c": "PyTorch 2.14 torch.compile"}


def run_python(python, method, steps, warmup, compiled=False):
    out = subprocess.run([python, os.path.join(HERE, "trainer_peer.py"), "--method", method, "--steps", str(steps),
                          "--warmup", str(warmup), "--threads", "2"] + (["--compile"] if compiled else []),
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def gemm_ceiling():
    code = ("import torch,time,statistics\ntorch.set_num_threads(2)\n"
            "def rate(m,k,n):\n a=torch.randn(m,k);b=torch.randn(k,n)\n for _ in range(5): a@b\n t=[]\n"
            " for _ in range(30):\n  s=time.perf_counter();a@b;t.append(time.perf_counter()-s)\n"
            " return 2*m*k*n/statistics.median(t)/1e9\n"
            "print(max(rate(1024,1024,1024),rate(2048,2048,2048)), rate(2048,256,768))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--steps", type=int, default=25)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--torch2-python", default=os.path.join(HERE, "..", "..", "build", "venv", "bin", "python"))
    ap.add_argument("--markdown")
    args = ap.parse_args()
    binary = os.path.join(args.build_dir, "bin", "pilot-trainer")
    rng = random.Random(5)
    impls = ["cpp", "py"]
    if os.path.exists(args.torch2_python):
        impls += ["py2", "py2c"]
    else:
        print(f"Leaving out the PyTorch 2 peers: {args.torch2_python} is missing (run packaging/bootstrap.sh venv)")
    results = {(impl, m): [] for impl in impls for m in ("lora", "full")}
    round_ratios = {(impl, m): [] for impl in impls for m in ("lora", "full")}
    compile_s = []
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "data.jsonl"), "w") as f:
            for _ in range(512):  # BOS + 126 bytes + EOS = 128 tokens, every position scored
                f.write(json.dumps({"text": "".join(chr(rng.randint(32, 126)) for _ in range(126))}) + "\n")
        for r in range(args.rounds):
            for method in ("lora", "full"):
                order = impls[r % len(impls):] + impls[:r % len(impls)]  # each goes first in turn
                medians = {}
                for impl in order:
                    if impl == "cpp":
                        t = run_cpp(binary, folder, method, args.steps, args.warmup)
                    else:
                        out = run_python(sys.executable if impl == "py" else args.torch2_python, method, args.steps,
                                         args.warmup, impl == "py2c")
                        t = out["step_times"]
                        if impl == "py2c":
                            compile_s.append(out["compile_s"])
                    results[(impl, method)].extend(t)
                    medians[impl] = statistics.median(t)
                    print(f"round {r + 1}: {impl:4s} {method:4s} median step {medians[impl]:.4f} s", flush=True)
                for impl in impls[1:]:
                    round_ratios[(impl, method)].append(medians[impl] / medians["cpp"])
    ceiling, layer_gemm = gemm_ceiling()
    tokens = CONFIG["batch"] * CONFIG["seq"]
    rows = [f"Reference configuration, {args.rounds} alternating rounds x {args.steps} timed steps "
            f"({args.warmup} warm-up steps per run not counted); {platform.machine()}, {os.cpu_count()} cores, 2 threads.",
            f"GEMM ceiling (torch.mm fp32, best of 1024^3 and 2048^3): {ceiling:.0f} GFLOP/s; "
            f"a layer-shaped GEMM (2048x256 @ 256x768): {layer_gemm:.0f} GFLOP/s.", "",
            "| method | implementation | median step (s) | IQR (s) | tokens/s | model GFLOP/s | MFU vs ceiling |",
            "|---|---|---|---|---|---|---|"]
    ratios = {}
    for method in ("lora", "full"):
        for impl in impls:
            label = LABELS[impl]
            t = results[(impl, method)]
            med = statistics.median(t)
            q = statistics.quantiles(t, n=4)
            gflops = step_flops(CONFIG, method) / med / 1e9
            rows.append(f"| {method} | {label} | {med:.4f} | {q[2] - q[0]:.4f} | {tokens / med:,.0f} | {gflops:.0f} | "
                        f"{100 * gflops / ceiling:.0f} % |")
        for impl in impls[1:]:
            ratios[(impl, method)] = statistics.median(results[(impl, method)]) / statistics.median(results[("cpp", method)])
    rows.append("")
    for impl in impls[1:]:
        rows.append(f"Speed-up of pilot-trainer over {LABELS[impl]} (ratio of median step times): "
                    + ", ".join(f"{m} **{ratios[(impl, m)]:.2f}x**" for m in ("lora", "full"))
                    + "; within each round: "
                    + ", ".join(f"{m} {min(round_ratios[(impl, m)]):.2f}x to {max(round_ratios[(impl, m)]):.2f}x"
                                for m in ("lora", "full")) + ".")
    if compile_s:
        rows.append(f"torch.compile's warm-up ({args.warmup} steps, compilation included): median {statistics.median(compile_s):.1f} s.")
    text = "\n".join(rows)
    print()
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
