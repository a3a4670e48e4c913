#!/usr/bin/python3
"""The Python peer of the trainer benchmark: the same Llama, LoRA and training step as
pilot-trainer, written as plain PyTorch eager code the way a researcher would (HF-style
modules, torch.optim.AdamW, clip_grad_norm_), on the same synthetic batches.

Prints one JSON object: the per-step times of the timed steps.
usage: trainer_peer.py --method lora|full --steps N --warmup W --threads T [--compile] [config options]

--compile runs the model through torch.compile (PyTorch 2; inductor, the default backend, on the
CPU): forward and backward compiled, clipping and AdamW as before. Compilation happens in the
first steps, which are warm-up and not timed (the seconds it took are printed as compile_s).
"""
import argparse
import json
import math
import time

import torch
import torch.nn as nn
import torch.nn.functional as F


class RMSNorm(nn.Module):
    def __init__(self, size, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(size))
        self.eps = eps

    def forward(self, x):
        h = x.to(torch.float32)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * h.to(x.dtype)


class LoraLinear(nn.Module):
    def __init__(self, inp, out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out, inp).normal_(0, 0.02))
        self.lora_A = None

    def add_lora(self, r, alpha):
        self.lora_A = nn.Linear(self.weight.shape[1], r, bias=False)
        self.lora_B = nn.Linear(r, self.weight.shape[0], bias=False)
        nn.init.zeros_(self.lora_B.weight)
        self.scaling = alpha / r

    def forward(self, x):
        y = F.linear(x, self.weight)
        if self.lora_A is not None:
            y = y + self.lora_B(self.lora_A(x)) * self.scaling
        return y


def rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


class Attention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.h, self.kv, self.d = c["heads"], c["kv_heads"], c["hidden"] // c["heads"]
        self.q_proj = LoraLinear(c["hidden"], self.h * self.d)
        self.k_proj = LoraLinear(c["hidden"], self.kv * self.d)
        self.v_proj = LoraLinear(c["hidden"], self.kv * self.d)
        self.o_proj = LoraLinear(self.h * self.d, c["hidden"])

    def forward(self, x, cos, sin, mask):
        b, t, _ = x.shape
        q = self.q_proj(x).view(b, t, self.h, self.d).transpose(1, 2)
        k = self.k_proj(x).view(b, t, self.kv, self.d).transpose(1, 2)
        v = self.v_proj(x).view(b, t, self.kv, self.d).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        g = self.h // self.kv
        k = k[:, :, None].expand(b, self.kv, g, t, self.d).reshape(b, self.h, t, self.d)
        v = v[:, :, None].expand(b, self.kv, g, t, self.d).reshape(b, self.h, t, self.d)
        att = torch.matmul(q, k.transpose(2, 3)) / math.sqrt(self.d) + mask
        att = F.softmax(att, dim=-1, dtype=torch.float32).to(q.dtype)
        return self.o_proj(torch.matmul(att, v).transpose(1, 2).reshape(b, t, self.h * self.d))


class Layer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.input_layernorm = RMSNorm(c["hidden"], 1e-6)
        self.self_attn = Attention(c)
        self.post_attention_layernorm = RMSNorm(c["hidden"], 1e-6)
        self.gate_proj = LoraLinear(c["hidden"], c["intermediate"])
        self.up_proj = LoraLinear(c["hidden"], c["intermediate"])
        self.down_proj = LoraLinear(c["intermediate"], c["hidden"])

    def forward(self, x, cos, sin, mask):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin, mask)
        h = self.post_attention_layernorm(x)
        return x + self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))


class Llama(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embed_tokens = nn.Embedding(c["vocab"], c["hidden"])
        self.layers = nn.ModuleList(Layer(c) for _ in range(c["layers"]))
        self.norm = RMSNorm(c["hidden"], 1e-6)
        self.lm_head = LoraLinear(c["hidden"], c["vocab"])
        d = c["hidden"] // c["heads"]
        inv_freq = 1.0 / (10000.0 ** (torch.arange(0, d, 2, dtype=torch.int64).float() / d))
        freqs = torch.arange(c["seq"], dtype=torch.float32)[:, None] * inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        self.cos, self.sin = emb.cos(), emb.sin()

    def forward(self, ids):
        t = ids.shape[1]
        mask = torch.full((t, t), float("-inf")).triu(1)
        x = self.embed_tokens(ids)
        for layer in self.layers:
            x = layer(x, self.cos[:t], self.sin[:t], mask)
        return self.lm_head(self.norm(x)).float()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--method", choices=["lora", "full"], required=True)
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--vocab", type=int, default=259)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--intermediate", type=int, default=768)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--heads", type=int, default=8)
    ap.add_argument("--kv-heads", type=int, default=4)
    ap.add_argument("--seq", type=int, default=128)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--compile", action="store_true")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(0)
    c = {"vocab": args.vocab, "hidden": args.hidden, "intermediate": args.intermediate, "layers": args.layers,
         "heads": args.heads, "kv_heads": args.kv_heads, "seq": args.seq}
    model = Llama(c)
    if args.method == "lora":
        for p in model.parameters():
            p.requires_grad_(False)
        for layer in model.layers:
            layer.self_attn.q_proj.add_lora(8, 16)
            layer.self_attn.v_proj.add_lora(8, 16)
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0)
    forward = torch.compile(model, dynamic=False) if args.compile else model
    gen = torch.Generator().manual_seed(1)
    times = []
    warmup_s = 0.0
    for step in range(args.warmup + args.steps):
        start = time.perf_counter()
        ids = torch.randint(0, 256, (args.batch, args.seq), generator=gen)
        logits = forward(ids)
        loss = F.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        loss.item()
        if step >= args.warmup:
            times.append(time.perf_counter() - start)
        else:
            warmup_s += time.perf_counter() - start
    print(json.dumps({"step_times": times, "tokens_per_step": args.batch * args.seq, "torch": torch.__version__,
                      "compile_s": warmup_s if args.compile else 0.0,
                      "trainable": sum(p.numel() for p in params), "params": sum(p.numel() for p in model.parameters())}))


if __name__ == "__main__":
    main()
