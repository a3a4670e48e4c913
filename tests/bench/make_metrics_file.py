#!/usr/bin/python3
"""Writes a synthetic metrics.jsonl of `step` events for the reader benchmark.

The values follow a plausible loss curve but are generated, deterministic (fixed seed) and
meant only to exercise the parser; they are not measurements of any training run.

--precision rounded (the default) rounds the values as a logger would print them;
--precision full writes every float as it is, the way a training job that passes Python floats
(`loss.item()`, a scheduler's learning rate, time.time()) to json.dumps writes them: the
shortest representation that reads back exactly, mostly 16 or 17 significant digits.
"""
import argparse
import json
import math
import random


def step_event(step, t, tokens, loss, lr, grad_norm, dt, precision):
    if precision == "full":
        return {"v": 1, "type": "step", "t": t, "step": step, "loss": loss, "lr": lr, "tokens": tokens,
                "grad_norm": grad_norm, "step_time_s": dt, "data_time_s": dt * 0.01, "comm_time_s": 0.0}
    # Rounded like a logger would print them; keeps lines near 190 bytes.
    return {"v": 1, "type": "step", "t": round(t, 3), "step": step, "loss": round(loss, 6),
            "lr": float("%.6g" % lr), "tokens": tokens, "grad_norm": round(grad_norm, 5),
            "step_time_s": round(dt, 5), "data_time_s": round(dt * 0.01, 6), "comm_time_s": 0.0}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--precision", choices=("rounded", "full"), default="rounded")
    args = ap.parse_args()
    rng = random.Random(20261130)
    t = 1764488100.0
    tokens = 0
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(json.dumps({"v": 1, "type": "run_start", "t": t, "run_id": "bench", "backend": "synthetic",
                            "device": "cpu", "host": "bench", "pid": 1, "dataset_version": "bench-v1",
                            "versions": {"generator": "make_metrics_file.py"}}) + "\n")
        for step in range(1, args.lines):
            dt = 0.2 + rng.random() * 0.05
            t += dt
            tokens += 2048
            loss = 0.6 + 2.0 * math.exp(-step / 20000.0) + rng.gauss(0.0, 0.02)
            lr = 1e-3 * 0.5 * (1.0 + math.cos(math.pi * step / args.lines))
            grad_norm = abs(rng.gauss(1.0, 0.3))
            f.write(json.dumps(step_event(step, t, tokens, loss, lr, grad_norm, dt, args.precision)) + "\n")


if __name__ == "__main__":
    main()
