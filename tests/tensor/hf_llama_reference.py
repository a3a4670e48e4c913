#!/usr/bin/python3
"""An independent PyTorch implementation of Hugging Face's LlamaForCausalLM (and PEFT LoRA),
used to check the C++ model: it reads a model folder (config.json + model.safetensors, or
shards listed in model.safetensors.index.json; any weight type, computed in fp32), an
optional PEFT adapter folder, token ids, and the logits the C++ side computed, recomputes the
logits here and compares.

Written from the published definitions (transformers' modeling_llama: RMSNorm in fp32,
rotate_half RoPE with Llama 3.1's rope_scaling, repeat_kv for grouped-query attention, SwiGLU
MLP, tied embeddings; PEFT: scaling = alpha/r).
Needs only Debian's python3-torch; safetensors files are parsed by hand.

usage: hf_llama_reference.py MODEL_DIR IDS_JSON LOGITS_SAFETENSORS [--adapter DIR] [--tolerance T]
       hf_llama_reference.py MODEL_DIR --score TEXT_FILE SCORES_JSON [--tokenizer TOKENIZER_JSON] [--adapter DIR]
         (checks `pilot-trainer score --json` output: mean cross-entropy per line, every token
          after the first scored; byte tokens BOS=256 ... EOS=257, or with --tokenizer the ids
          of the Neuron backend's own tokenizer.json implementation — the line with special
          tokens, then EOS from tokenizer_config.json —, not pilot-trainer's)
"""
import argparse
import json
import math
import os
import struct
import sys

import torch


def load_safetensors(path):
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n].decode("utf-8"))
    header.pop("__metadata__", None)
    dtypes = {"F32": torch.float32, "F64": torch.float64, "I64": torch.int64, "BF16": torch.bfloat16, "F16": torch.float16}
    out = {}
    base = 8 + n
    for name, info in header.items():
        begin, end = info["data_offsets"]
        buf = bytearray(data[base + begin:base + end])
        t = torch.frombuffer(buf, dtype=dtypes[info["dtype"]]) if buf else torch.empty(0, dtype=dtypes[info["dtype"]])
        out[name] = t.reshape(info["shape"]).clone()
    return out


def load_model_weights(model_dir):
    """model.safetensors, or the shards model.safetensors.index.json lists; every weight in
    fp32 (a bf16 model is computed in fp32 here: the values of its weights, exactly)."""
    try:
        w = load_safetensors(f"{model_dir}/model.safetensors")
    except FileNotFoundError:
        with open(f"{model_dir}/model.safetensors.index.json") as f:
            weight_map = json.load(f)["weight_map"]
        w = {}
        for shard in sorted(set(weight_map.values())):
            w.update(load_safetensors(f"{model_dir}/{shard}"))
    return {name: t.float() for name, t in w.items()}


def rope_frequencies(cfg, head_dim):
    """The rotary inverse frequencies: 1 / theta^(2i/d), and for rope_scaling of type llama3
    (Llama 3.1) the three bands of Transformers' _compute_llama3_parameters, written from its
    definition: wavelengths above original_max_position_embeddings / low_freq_factor are
    divided by factor, those below original / high_freq_factor kept, and in between the
    frequency is (1 - s) * f / factor + s * f with s = (original / wavelength - low) / (high - low)."""
    theta = cfg.get("rope_theta", 10000.0)
    inv_freq = 1.0 / (theta ** (torch.arange(0, head_dim, 2, dtype=torch.int64).float() / head_dim))
    scaling = cfg.get("rope_scaling")
    if not scaling:
        return inv_freq
    kind = scaling.get("rope_type", scaling.get("type"))
    if kind != "llama3":
        raise SystemExit(f"rope_scaling type {kind} is not implemented here")
    factor = scaling["factor"]
    low, high = scaling["low_freq_factor"], scaling["high_freq_factor"]
    original = scaling["original_max_position_embeddings"]
    out = inv_freq.clone()
    wavelength = 2 * math.pi / inv_freq
    for i in range(inv_freq.numel()):
        if wavelength[i] > original / low:
            out[i] = inv_freq[i] / factor
        elif wavelength[i] >= original / high:
            s = (original / wavelength[i] - low) / (high - low)
            out[i] = (1 - s) * inv_freq[i] / factor + s * inv_freq[i]
    return out


def rms_norm(x, weight, eps):
    h = x.to(torch.float32)
    h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)
    return weight * h.to(x.dtype)


def rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def forward(cfg, w, ids, lora=None):
    hidden = cfg["hidden_size"]
    heads = cfg["num_attention_heads"]
    kv_heads = cfg.get("num_key_value_heads") or heads
    head_dim = cfg.get("head_dim") or hidden // heads
    eps = cfg.get("rms_norm_eps", 1e-6)

    def linear(x, name):
        y = x @ w[name + ".weight"].T
        if lora is not None:
            key = "base_model.model." + name
            if key + ".lora_A.weight" in lora["weights"]:
                a = lora["weights"][key + ".lora_A.weight"]
                b = lora["weights"][key + ".lora_B.weight"]
                y = y + (x @ a.T @ b.T) * (lora["alpha"] / lora["r"])
        return y

    bsz, seq = ids.shape
    inv_freq = rope_frequencies(cfg, head_dim)
    pos = torch.arange(seq, dtype=torch.float32)
    freqs = pos[:, None] * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos(), emb.sin()
    mask = torch.full((seq, seq), float("-inf")).triu(1)

    x = w["model.embed_tokens.weight"][ids]
    for i in range(cfg["num_hidden_layers"]):
        p = f"model.layers.{i}."
        h = rms_norm(x, w[p + "input_layernorm.weight"], eps)
        q = linear(h, p + "self_attn.q_proj").view(bsz, seq, heads, head_dim).transpose(1, 2)
        k = linear(h, p + "self_attn.k_proj").view(bsz, seq, kv_heads, head_dim).transpose(1, 2)
        v = linear(h, p + "self_attn.v_proj").view(bsz, seq, kv_heads, head_dim).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        groups = heads // kv_heads
        k = k[:, :, None].expand(bsz, kv_heads, groups, seq, head_dim).reshape(bsz, heads, seq, head_dim)
        v = v[:, :, None].expand(bsz, kv_heads, groups, seq, head_dim).reshape(bsz, heads, seq, head_dim)
        att = (q @ k.transpose(2, 3)) / math.sqrt(head_dim) + mask
        att = torch.softmax(att.float(), dim=-1)
        o = (att @ v).transpose(1, 2).reshape(bsz, seq, heads * head_dim)
        x = x + linear(o, p + "self_attn.o_proj")
        h = rms_norm(x, w[p + "post_attention_layernorm.weight"], eps)
        gate = linear(h, p + "mlp.gate_proj")
        up = linear(h, p + "mlp.up_proj")
        x = x + linear(torch.nn.functional.silu(gate) * up, p + "mlp.down_proj")
    x = rms_norm(x, w["model.norm.weight"], eps)
    head = w["model.embed_tokens.weight"] if cfg.get("tie_word_embeddings") else w["lm_head.weight"]
    return (x @ head.T).float()


def sequence_maker(tokenizer_path):
    """line -> ids: byte tokens, or the Neuron job's tokenizer (backends/neuron/job)."""
    if not tokenizer_path:
        return lambda line: [256] + list(line.encode("utf-8")) + [257]
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "backends", "neuron", "job"))
    from pilot_neuron_job.hftokenizer import load_hf_tokenizer
    from pilot_neuron_job.jobtokenizer import read_special_tokens, start_ids

    tok = read_special_tokens(load_hf_tokenizer(tokenizer_path), tokenizer_path)
    return lambda line: start_ids(tok, line) + [tok.eos]


def check_scores(cfg, w, text_file, scores_json, tokenizer_path=None, lora=None):
    with open(scores_json, encoding="utf-8") as f:
        got = json.load(f)
    with open(text_file, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(got) != len(lines):
        print(f"{len(got)} scores for {len(lines)} lines")
        return 1
    worst = 0.0
    sequence = sequence_maker(tokenizer_path)
    for line, row in zip(lines, got):
        ids = torch.tensor([sequence(line)], dtype=torch.int64)
        if row["tokens"] != ids.shape[1] - 1:
            print(f"{line!r}: {row['tokens']} tokens scored, the reference scores {ids.shape[1] - 1}")
            return 1
        with torch.no_grad():
            logits = forward(cfg, w, ids[:, :-1], lora)
        ce = torch.nn.functional.cross_entropy(logits[0], ids[0, 1:]).item()
        worst = max(worst, abs(ce - row["mean_cross_entropy"]) / max(ce, 1e-9))
    print(f"{len(lines)} lines, largest relative difference of the mean cross-entropy {worst:.3g}")
    return 0 if worst < 1e-5 else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model_dir")
    ap.add_argument("ids_json", nargs="?")
    ap.add_argument("logits", nargs="?")
    ap.add_argument("--adapter")
    ap.add_argument("--tolerance", type=float, default=2e-5)
    ap.add_argument("--score", nargs=2, metavar=("TEXT_FILE", "SCORES_JSON"))
    ap.add_argument("--tokenizer", help="with --score: a tokenizer.json instead of byte tokens")
    args = ap.parse_args()
    torch.set_num_threads(1)
    with open(f"{args.model_dir}/config.json") as f:
        cfg = json.load(f)
    w = load_model_weights(args.model_dir)
    lora = None
    if args.adapter:
        with open(f"{args.adapter}/adapter_config.json") as f:
            acfg = json.load(f)
        lora = {"r": acfg["r"], "alpha": acfg["lora_alpha"],
                "weights": load_safetensors(f"{args.adapter}/adapter_model.safetensors")}
    if args.score:
        return check_scores(cfg, w, *args.score, args.tokenizer, lora)
    with open(args.ids_json) as f:
        ids = torch.tensor(json.load(f), dtype=torch.int64)
    with torch.no_grad():
        expected = forward(cfg, w, ids, lora)
    got = load_safetensors(args.logits)["logits"]
    if got.shape != expected.shape:
        print(f"shape differs: C++ {tuple(got.shape)}, reference {tuple(expected.shape)}")
        return 1
    scale = expected.abs().max().item()
    diff = (got - expected).abs().max().item()
    print(f"max |logit| {scale:.4g}, max abs difference {diff:.3g}, relative {diff / max(scale, 1e-12):.3g}")
    return 0 if diff <= args.tolerance * max(scale, 1.0) else 1


if __name__ == "__main__":
    sys.exit(main())
