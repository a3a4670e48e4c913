#!/usr/bin/python3
"""Benchmark: a real-size bf16 model folder in pilot-trainer on this CPU.

Writes a synthetic Llama-3-shaped checkpoint into a temporary folder — hidden 4096,
intermediate 14336, 32 heads, 8 KV heads, head_dim 128, rope_theta 500000 with Llama 3.1's
rope_scaling, 2 layers and a vocabulary cut to 16,384 (about 1.1 GB of bf16 in 3 shards with
model.safetensors.index.json, as Transformers shards it) — and an fp32 copy of it, then
measures:

  (a) loading (bench-model-load, one process per mode): time and peak resident memory (VmHWM)
      against the bytes on disk, memory-mapped with the bf16 matrices kept (LoRA, score),
      memory-mapped and converted to fp32 (full fine-tuning), and read into memory without
      mapping; each weight is read once after loading, so mapped pages count;
  (b) LoRA training tokens/s of pilot-trainer jobs on the bf16 base in fp32 (weights converted
      per use) and in bf16 (precision bf16), and on the fp32 copy: LoRA r 8 on q_proj and
      v_proj, sequence 64, micro-batch 1, 2 threads.

Rounds alternate the variants; the first step of every run is warm-up and not counted. The page
cache is warm (the files were just written): load times are those of memory, not of a disk.
"""
import argparse
import json
import os
import platform
import statistics
import struct
import subprocess
import sys
import tempfile

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIG = {
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "vocab_size": 16384, "hidden_size": 4096,
    "intermediate_size": 14336, "num_hidden_layers": 2, "num_attention_heads": 32, "num_key_value_heads": 8,
    "head_dim": 128, "hidden_act": "silu", "max_position_embeddings": 131072, "rms_norm_eps": 1e-5,
    "rope_theta": 500000.0, "tie_word_embeddings": False, "torch_dtype": "bfloat16",
    "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                     "original_max_position_embeddings": 8192},
}


def shapes(c):
    h, i, v, d = c["hidden_size"], c["intermediate_size"], c["vocab_size"], c["head_dim"]
    q, kv = c["num_attention_heads"] * d, c["num_key_value_heads"] * d
    out = [("model.embed_tokens.weight", (v, h))]
    for layer in range(c["num_hidden_layers"]):
        p = "model.layers.%d." % layer
        out += [(p + "input_layernorm.weight", (h,)), (p + "self_attn.q_proj.weight", (q, h)),
                (p + "self_attn.k_proj.weight", (kv, h)), (p + "self_attn.v_proj.weight", (kv, h)),
                (p + "self_attn.o_proj.weight", (h, q)), (p + "post_attention_layernorm.weight", (h,)),
                (p + "mlp.gate_proj.weight", (i, h)), (p + "mlp.up_proj.weight", (i, h)), (p + "mlp.down_proj.weight", (h, i))]
    return out + [("model.norm.weight", (h,)), ("lm_head.weight", (v, h))]


def write_checkpoint(folder, dtype, shard_bytes=500_000_000):
    """Shards of at most shard_bytes (whole tensors, in order) plus the index; returns bytes on disk."""
    os.makedirs(folder)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(dict(CONFIG, torch_dtype="bfloat16" if dtype == torch.bfloat16 else "float32"), f, indent=2)
    g = torch.Generator().manual_seed(1)
    groups, current, size = [], [], 0
    width = 2 if dtype == torch.bfloat16 else 4
    for name, shape in shapes(CONFIG):
        n = width * int(torch.tensor(shape).prod())
        if current and size + n > shard_bytes:
            groups.append(current)
            current, size = [], 0
        current.append((name, shape))
        size += n
    groups.append(current)
    weight_map = {}
    total = 0
    for k, group in enumerate(groups):
        shard = "model-%05d-of-%05d.safetensors" % (k + 1, len(groups))
        header, offset = {"__metadata__": {"format": "pt"}}, 0
        for name, shape in group:
            n = width * int(torch.tensor(shape).prod())
            header[name] = {"dtype": "BF16" if width == 2 else "F32", "shape": list(shape), "data_offsets": [offset, offset + n]}
            offset += n
            weight_map[name] = shard
        text = json.dumps(header)
        text += " " * ((8 - len(text) % 8) % 8)
        with open(os.path.join(folder, shard), "wb") as f:
            f.write(struct.pack("<Q", len(text)) + text.encode())
            for name, shape in group:
                t = (torch.ones(shape) if "norm" in name else torch.randn(shape, generator=g) * 0.02).to(dtype)
                f.write((t.view(torch.int16) if width == 2 else t).numpy().tobytes())
        total += os.path.getsize(os.path.join(folder, shard))
    with open(os.path.join(folder, "model.safetensors.index.json"), "w") as f:
        json.dump({"metadata": {"total_size": total}, "weight_map": weight_map}, f, indent=2)
    return total


def load_once(binary, mode, folder):
    out = subprocess.run([binary, mode, folder], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def train_once(trainer, folder, model, precision, steps, work):
    with open(os.path.join(work, "data.jsonl"), "w") as f:
        for i in range(64):
            f.write(json.dumps({"prompt": "", "completion": ("line %d of synthetic text " % i * 8)[:62]}) + "\n")
    job = {"schema": "migration-pilot/job@1", "run_id": "bench", "name": "bench", "role": "reference", "backend": "libtorch",
           "device": "cpu", "precision": precision, "threads": 2, "model": {"arch": "llama", "path": model, "config": None},
           "method": {"kind": "lora", "r": 8, "alpha": 16, "dropout": 0.0, "target_modules": ["q_proj", "v_proj"]},
           "data": {"train": os.path.join(work, "data.jsonl"), "validation": os.path.join(work, "data.jsonl"), "version": "bench"},
           "train": {"seq_len": 64, "micro_batch": 1, "grad_accum": 1, "max_steps": steps, "seed": 1, "lr": 0.001},
           "eval": {"every_steps": 0, "samples": 0, "max_new_tokens": 0},
           "checkpoint": {"every_steps": 0, "keep_last": 1}, "resume": "none"}
    path = os.path.join(work, "job.json")
    with open(path, "w") as f:
        json.dump(job, f)
    run_dir = tempfile.mkdtemp(dir=work)
    subprocess.run([trainer, "--job", path, "--run-dir", run_dir], check=True, capture_output=True)
    rates, rss = [], None
    with open(os.path.join(run_dir, "metrics.jsonl")) as f:
        previous = 0
        for line in f:
            e = json.loads(line)
            if e["type"] == "step":
                if e["step"] > 1:  # the first step is warm-up
                    rates.append((e["tokens"] - previous) / e["step_time_s"])
                previous = e["tokens"]
            elif e["type"] == "memory":
                rss = e["peak_rss_bytes"]
    return rates, rss


def spread(values):
    return "%.3g–%.3g" % (min(values), max(values))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--steps", type=int, default=4, help="timed LoRA steps per run (one more is warm-up)")
    ap.add_argument("--markdown")
    args = ap.parse_args()
    loader = os.path.join(args.build_dir, "bin", "bench-model-load")
    trainer = os.path.join(args.build_dir, "bin", "pilot-trainer")
    with tempfile.TemporaryDirectory() as work:
        bf16, fp32 = os.path.join(work, "bf16"), os.path.join(work, "fp32")
        disk_bf16 = write_checkpoint(bf16, torch.bfloat16)
        disk_fp32 = write_checkpoint(fp32, torch.float32)
        print("bf16 checkpoint: %.3f GB in %d shards; fp32 copy: %.3f GB" % (
            disk_bf16 / 1e9, len([n for n in os.listdir(bf16) if n.endswith(".safetensors")]), disk_fp32 / 1e9), flush=True)
        loads = {m: [] for m in ("map-file", "map-fp32", "read")}
        trains = {v: ([], []) for v in ("bf16 base, fp32 compute", "bf16 base, bf16 compute", "fp32 model, fp32 compute")}
        for r in range(args.rounds):
            for mode in loads:
                loads[mode].append(load_once(loader, mode, bf16))
                x = loads[mode][-1]
                print("round %d: load %-8s %.2f s (+ first read %.2f s), VmHWM %.2f GB" % (
                    r + 1, mode, x["load_s"], x["touch_s"], x["vm_hwm_bytes"] / 1e9), flush=True)
            for variant, (model, precision) in zip(trains, ((bf16, "fp32"), (bf16, "bf16"), (fp32, "fp32"))):
                rates, rss = train_once(trainer, work, model, precision, args.steps + 1, work)
                trains[variant][0].extend(rates)
                trains[variant][1].append(rss)
                print("round %d: train %s: median %.1f tokens/s, peak RSS %.2f GB" % (
                    r + 1, variant, statistics.median(rates), rss / 1e9), flush=True)
    rows = ["Model: Llama-3-shaped, hidden 4096, intermediate 14336, 32 heads / 8 KV heads, 2 layers, vocabulary 16,384; "
            "bf16 on disk %.3f GB (3 shards), fp32 copy %.3f GB. %d rounds; %s, %d cores, 2 threads for training."
            % (disk_bf16 / 1e9, disk_fp32 / 1e9, args.rounds, platform.machine(), os.cpu_count()),
            "", "| loading the bf16 folder | median load (s) | median load + first read of every weight (s) | range (s) "
            "| median peak RSS (GB) | range (GB) | (peak − libtorch's own) / bytes on disk |",
            "|---|---|---|---|---|---|---|"]
    names = {"map-file": "memory-mapped, bf16 kept (LoRA, score)", "map-fp32": "memory-mapped, converted to fp32 (full fine-tuning)",
             "read": "read without mapping, bf16 kept"}
    for mode, xs in loads.items():
        t = [x["load_s"] + x["touch_s"] for x in xs]
        m = [x["vm_hwm_bytes"] / 1e9 for x in xs]
        own = statistics.median((x["vm_hwm_bytes"] - x["baseline_rss_bytes"]) / disk_bf16 for x in xs)
        rows.append("| %s | %.2f | %.2f | %s | %.2f | %s | %.2f |" % (
            names[mode], statistics.median(x["load_s"] for x in xs), statistics.median(t), spread(t), statistics.median(m),
            spread(m), own))
    rows += ["", "| LoRA training (r 8, q/v, seq 64, batch 1) | median tokens/s | range | steps timed | median peak RSS (GB) |",
             "|---|---|---|---|---|"]
    for variant, (rates, rss) in trains.items():
        rows.append("| %s | %.1f | %s | %d | %.2f |" % (variant, statistics.median(rates), spread(rates), len(rates),
                                                        statistics.median(rss) / 1e9))
    text = "\n".join(rows)
    base = statistics.median(x["baseline_rss_bytes"] for xs in loads.values() for x in xs)
    text += "\n\nlibtorch's own resident memory before loading (subtracted above): %.2f GB." % (base / 1e9)
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
