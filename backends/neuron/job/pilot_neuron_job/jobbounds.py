"""Limits a job.json is held to before anything is allocated: the numbers of
src/common/jobbounds.h, which pilotctl validate and pilot-trainer apply, so that a job one
reader accepts every reader accepts."""

import os

MAX_THREADS = 4096
MAX_INT32 = 2147483647
MAX_INTEGER = 9.0e15
MAX_JSON_DEPTH = 1024
MAX_VOCAB = 1 << 24
MAX_HIDDEN = 1 << 17
MAX_INTERMEDIATE = 1 << 20
MAX_LAYERS = 4096
MAX_HEADS = 4096
BYTE_VOCAB = 259
MAX_DEVICE_BYTES = 64.0 * 1024 ** 4

LLAMA_MODULES = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")


class ModelShape:
    """The dimensions of a Llama-like model, as in its config.json."""

    def __init__(self):
        self.vocab = self.hidden = self.intermediate = self.layers = self.heads = self.kv_heads = self.head_dim = 0
        self.tied_embeddings = False
        # Bytes per weight in the model's files (stored_bytes_of); a model from an inline
        # config is fp32.
        self.stored_bytes = 4


def stored_bytes_of(torch_dtype):
    """The bytes per weight a config.json's torch_dtype declares (jobbounds.cpp storedBytesOf):
    2 for "bfloat16" and "float16", 4 for anything else or nothing."""
    return 2 if torch_dtype in ("bfloat16", "float16") else 4


def estimate_memory(model, lora, lora_rank, lora_targets, seq_len, micro_batch, bf16):
    """A lower bound, in bytes, of what training holds at once (jobbounds.cpp estimateMemory):
    returns a dict with weights, training_state, activations, base_weights and total."""
    h = float(model.hidden)
    head_dim = float(model.head_dim if model.head_dim > 0 else (model.hidden // model.heads if model.heads > 0 else 0))
    q = float(model.heads) * head_dim
    kv = float(model.kv_heads if model.kv_heads > 0 else model.heads) * head_dim
    inter = float(model.intermediate)
    layers = float(model.layers)
    vocab = float(model.vocab)
    per_layer = h * q + 2 * h * kv + q * h + 3 * h * inter + 2 * h
    base = vocab * h * (1 if model.tied_embeddings else 2) + layers * per_layer + h
    adapters = 0.0
    if lora:
        r = float(lora_rank)
        sizes = {"q_proj": (h, q), "k_proj": (h, kv), "v_proj": (h, kv), "o_proj": (q, h),
                 "gate_proj": (h, inter), "up_proj": (h, inter), "down_proj": (inter, h)}
        for t in lora_targets:
            i, o = sizes.get(t, (0.0, 0.0))
            adapters += layers * r * (i + o)
    trainable = adapters if lora else base
    # LoRA keeps the frozen base in its files' type and the adapters in fp32; full fine-tuning
    # holds every weight in fp32.
    base_bytes = float(model.stored_bytes) if lora else 4.0
    need = {"base_weights": base_bytes * base, "weights": base_bytes * base + 4 * adapters, "training_state": 12 * trainable,
            "activations": (2 if bf16 else 4) * float(micro_batch) * float(seq_len) * (vocab + layers * h)}
    need["total"] = need["weights"] + need["training_state"] + need["activations"]
    return need


def _cgroup_limit(path):
    try:
        with open(path) as f:
            word = f.read().split()[0]
    except (OSError, IndexError):
        return 0.0
    if word == "max":
        return 0.0
    try:
        return float(word)
    except ValueError:
        return 0.0


def machine_memory_bytes():
    """Physical memory, lowered to the cgroup (v2 or v1) limit when there is one."""
    try:
        total = float(os.sysconf("SC_PHYS_PAGES")) * float(os.sysconf("SC_PAGESIZE"))
    except (ValueError, OSError):
        total = 0.0
    for path in ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"):
        limit = _cgroup_limit(path)
        if limit > 0 and (total <= 0 or limit < total):
            total = limit
    return total if total > 0 else MAX_DEVICE_BYTES


def memory_limit(device):
    return machine_memory_bytes() if device == "cpu" else MAX_DEVICE_BYTES


def fields_over_limit(need, limit, lora, model_field):
    """Which job fields make the need exceed `limit`, in the order they are to be named."""
    if not need["total"] > limit:
        return []
    if need["base_weights"] > limit:
        return [model_field]
    if need["weights"] + need["training_state"] > limit:
        return ["method.r" if lora else "method.kind"]
    return ["train.micro_batch", "train.seq_len"]


def format_bytes(count):
    """"12.3 GiB", "512 KiB": as jobbounds.cpp formatBytes."""
    units = ("bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB")
    unit = 0
    while count >= 1024 and unit < 6:
        count /= 1024
        unit += 1
    if unit == 0:
        return "%.0f %s" % (count, units[unit])
    if count >= 1e6:
        return "%.3g %s" % (count, units[unit])
    return "%.1f %s" % (count, units[unit])
