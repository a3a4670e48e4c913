#!/usr/bin/python3
"""Writes tiny Hugging Face model folders — Llama-3-shaped (grouped-query attention 4:1,
rope_theta 500000, Llama 3.1's rope_scaling), stored in bf16 or fp16 and sharded as
Transformers shards them — and hostile variants of them, for the model-folder tests of
pilot_tensor (tests/tensor/tst_llama.cpp) and of the Neuron backend's job
(tests/neuron/tst_neuronjob_modelfolders.py): both read the same folders and must reach the
same verdicts.

usage: make_model_folders.py OUT_DIR

Writes OUT_DIR/<case>/ for every case, and OUT_DIR/cases.json: a list of
{"folder": name, "ok": bool, "message": text an error must contain ("" when ok)}. Besides the
cases, OUT_DIR/llama2-vocab-bf16/ is the same model with Llama 2's vocabulary (32,000 tokens,
BOS 1, EOS 2), for scoring text with the real Llama 2 tokenizer.
The safetensors files are written by hand here (little-endian u64 header length, JSON header
padded with spaces to 8 bytes, tensors back to back), independent of both readers.
"""
import json
import os
import struct
import sys

import torch

CONFIG = {
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "vocab_size": 300, "hidden_size": 64,
    "intermediate_size": 224, "num_hidden_layers": 3, "num_attention_heads": 8, "num_key_value_heads": 2,
    "head_dim": 8, "hidden_act": "silu", "max_position_embeddings": 2048, "rms_norm_eps": 1e-5,
    "rope_theta": 500000.0, "attention_bias": False, "mlp_bias": False, "tie_word_embeddings": False,
    "torch_dtype": "bfloat16", "bos_token_id": 256, "eos_token_id": 257,
    # With head_dim 8 the four frequencies have wavelengths of about 6, 167, 4443 and 118000
    # positions: one above original / high_freq_factor (64, kept), one between (interpolated),
    # two above original / low_freq_factor (256, divided by the factor).
    "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                     "original_max_position_embeddings": 256},
}

NAMES = {torch.bfloat16: "BF16", torch.float16: "F16", torch.float32: "F32", torch.int64: "I64", torch.float64: "F64"}


def weights(config, dtype, seed):
    """HF names -> tensors: matrices normal(0, 0.08), norms near 1, all in `dtype`."""
    g = torch.Generator().manual_seed(seed)
    h, i, v = config["hidden_size"], config["intermediate_size"], config["vocab_size"]
    d, heads, kv = config["head_dim"], config["num_attention_heads"], config["num_key_value_heads"]

    def matrix(rows, cols):
        return (torch.randn(rows, cols, generator=g) * 0.08).to(dtype)

    def norm():
        return (1.0 + 0.1 * torch.randn(h, generator=g)).to(dtype)

    w = {"model.embed_tokens.weight": matrix(v, h)}
    for layer in range(config["num_hidden_layers"]):
        p = "model.layers.%d." % layer
        w[p + "input_layernorm.weight"] = norm()
        w[p + "self_attn.q_proj.weight"] = matrix(heads * d, h)
        w[p + "self_attn.k_proj.weight"] = matrix(kv * d, h)
        w[p + "self_attn.v_proj.weight"] = matrix(kv * d, h)
        w[p + "self_attn.o_proj.weight"] = matrix(h, heads * d)
        w[p + "post_attention_layernorm.weight"] = norm()
        w[p + "mlp.gate_proj.weight"] = matrix(i, h)
        w[p + "mlp.up_proj.weight"] = matrix(i, h)
        w[p + "mlp.down_proj.weight"] = matrix(h, i)
    w["model.norm.weight"] = norm()
    if not config["tie_word_embeddings"]:
        w["lm_head.weight"] = matrix(v, h)
    return w


def tensor_bytes(t):
    t = t.contiguous()
    if t.dtype in (torch.bfloat16, torch.float16):
        return t.view(torch.int16).numpy().tobytes()
    return t.numpy().tobytes()


def write_safetensors(path, tensors, declared_length=None, cut=0):
    """tensors: [(name, tensor)] in data order. declared_length overrides the header length,
    cut drops that many bytes from the end."""
    header = {"__metadata__": {"format": "pt"}}
    data = b""
    for name, t in tensors:
        raw = tensor_bytes(t)
        header[name] = {"dtype": NAMES[t.dtype], "shape": list(t.shape), "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    text = json.dumps(header, separators=(",", ":"))
    text += " " * ((8 - len(text) % 8) % 8)
    length = len(text) if declared_length is None else declared_length
    blob = struct.pack("<Q", length) + text.encode("utf-8") + data
    with open(path, "wb") as f:
        f.write(blob[: len(blob) - cut])


def shard_plan(config):
    """Three shards as Transformers cuts them: whole tensors, in name order across files."""
    layers = config["num_hidden_layers"]
    first = ["model.embed_tokens.weight", "model.layers.0."]
    middle = ["model.layers.%d." % i for i in range(1, layers)]
    return [first, middle, ["model.norm.weight", "lm_head.weight"]]


def write_sharded(folder, config, w, index_text=None):
    os.makedirs(folder)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    plan = shard_plan(config)
    weight_map = {}
    names = sorted(w)
    for k, prefixes in enumerate(plan):
        shard = "model-%05d-of-%05d.safetensors" % (k + 1, len(plan))
        chosen = [n for n in names if any(n == p or (p.endswith(".") and n.startswith(p)) for p in prefixes)]
        write_safetensors(os.path.join(folder, shard), [(n, w[n]) for n in chosen])
        for n in chosen:
            weight_map[n] = shard
    total = sum(t.numel() * t.element_size() for t in w.values())
    index = {"metadata": {"total_size": total}, "weight_map": weight_map}
    with open(os.path.join(folder, "model.safetensors.index.json"), "w") as f:
        f.write(index_text if index_text is not None else json.dumps(index, indent=2))
    return weight_map


def edit_index(folder, change):
    path = os.path.join(folder, "model.safetensors.index.json")
    with open(path) as f:
        index = json.load(f)
    change(index["weight_map"])
    with open(path, "w") as f:
        json.dump(index, f, indent=2)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    cases = []

    def case(name, ok, message=""):
        cases.append({"folder": name, "ok": ok, "message": message})
        return os.path.join(out, name)

    base = weights(CONFIG, torch.bfloat16, 11)
    write_sharded(case("ok-sharded-bf16", True), CONFIG, base)

    f16 = dict(CONFIG, torch_dtype="float16")
    w16 = {n: (t.float() if "norm" in n else t.to(torch.float16)) for n, t in weights(f16, torch.float32, 12).items()}
    write_sharded(case("ok-sharded-f16-norms-f32", True), f16, w16)

    tied = dict(CONFIG, tie_word_embeddings=True)
    folder = case("ok-single-tied-bf16", True)
    os.makedirs(folder)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(tied, f, indent=2)
    wt = weights(tied, torch.bfloat16, 13)
    write_safetensors(os.path.join(folder, "model.safetensors"), sorted(wt.items()))

    # Shards that are links to files in a subfolder of the model folder (inside: allowed).
    folder = case("ok-links-inside", True)
    write_sharded(folder, CONFIG, base)
    os.makedirs(os.path.join(folder, "blobs"))
    for name in os.listdir(folder):
        if name.endswith(".safetensors"):
            os.rename(os.path.join(folder, name), os.path.join(folder, "blobs", name + ".blob"))
            os.symlink(os.path.join("blobs", name + ".blob"), os.path.join(folder, name))

    def hostile(name, message):
        folder = case(name, False, message)
        write_sharded(folder, CONFIG, base)
        return folder

    folder = hostile("escape-dotdot", "shard '../outside.safetensors' is not a file name in the model folder")
    edit_index(folder, lambda m: m.__setitem__("model.norm.weight", "../outside.safetensors"))
    write_safetensors(os.path.join(out, "outside.safetensors"), [("model.norm.weight", base["model.norm.weight"])])

    folder = hostile("escape-absolute", "is not a file name in the model folder")
    edit_index(folder, lambda m: m.__setitem__("model.norm.weight", os.path.join(os.path.abspath(out), "outside.safetensors")))

    folder = hostile("link-leads-out", "shard is a link that leads out of the model folder")
    shard = os.path.join(folder, "model-00003-of-00003.safetensors")
    os.makedirs(os.path.join(out, "elsewhere"), exist_ok=True)
    os.rename(shard, os.path.join(out, "elsewhere", "model-00003-of-00003.safetensors"))
    os.symlink(os.path.join("..", "elsewhere", "model-00003-of-00003.safetensors"), shard)

    folder = hostile("missing-shard", "model-00002-of-00003.safetensors: shard is missing")
    os.remove(os.path.join(folder, "model-00002-of-00003.safetensors"))

    folder = hostile("tensor-in-two-shards",
                     "tensor 'model.layers.0.input_layernorm.weight' is listed in the index for model-00001-of-00003.safetensors")
    last = ["model.norm.weight", "lm_head.weight", "model.layers.0.input_layernorm.weight"]
    write_safetensors(os.path.join(folder, "model-00003-of-00003.safetensors"), [(n, base[n]) for n in last])

    folder = hostile("tensor-missing", "tensor 'model.layers.7.mlp.up_proj.weight' is listed for "
                     "model-00002-of-00003.safetensors, which does not hold it")
    edit_index(folder, lambda m: m.__setitem__("model.layers.7.mlp.up_proj.weight", "model-00002-of-00003.safetensors"))

    folder = hostile("tensor-not-in-index", "tensor 'lm_head.weight' is not in the index")
    edit_index(folder, lambda m: m.pop("lm_head.weight"))

    folder = hostile("index-names-a-tensor-twice", "'model.norm.weight' appears twice in one object")
    path = os.path.join(folder, "model.safetensors.index.json")
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(text.replace('"weight_map": {', '"weight_map": {\n    "model.norm.weight": "model-00001-of-00003.safetensors",', 1))

    folder = hostile("empty-weight-map", "weight_map: lists no tensors")
    edit_index(folder, lambda m: m.clear())

    for dtype, label in ((torch.int64, "I64"), (torch.float64, "F64")):
        folder = hostile("dtype-" + label.lower(), "tensor 'model.norm.weight' has dtype %s; model weights must be BF16, F16 or F32"
                         % label)
        bad = base["model.norm.weight"].to(dtype)
        write_safetensors(os.path.join(folder, "model-00003-of-00003.safetensors"),
                          [("lm_head.weight", base["lm_head.weight"]), ("model.norm.weight", bad)])

    folder = hostile("offsets-past-end-of-file", "the file is truncated: 100 bytes missing")
    plan_names = sorted(n for n in base if n.startswith("model.layers.1.") or n.startswith("model.layers.2."))
    write_safetensors(os.path.join(folder, "model-00002-of-00003.safetensors"), [(n, base[n]) for n in plan_names], cut=100)

    folder = hostile("header-too-big", "header of 100000001 bytes exceeds the limit of 100000000")
    write_safetensors(os.path.join(folder, "model-00001-of-00003.safetensors"),
                      [("model.embed_tokens.weight", base["model.embed_tokens.weight"])], declared_length=100000001)

    folder = hostile("shard-is-a-fifo", "shard is not a regular file")
    shard = os.path.join(folder, "model-00002-of-00003.safetensors")
    os.remove(shard)
    os.mkfifo(shard)

    folder = hostile("shard-is-a-folder", "shard is not a regular file")
    shard = os.path.join(folder, "model-00002-of-00003.safetensors")
    os.remove(shard)
    os.makedirs(shard)

    folder = hostile("wrong-shape", "tensor 'model.norm.weight' has shape")
    write_safetensors(os.path.join(folder, "model-00003-of-00003.safetensors"),
                      [("lm_head.weight", base["lm_head.weight"]), ("model.norm.weight", base["model.norm.weight"][:10])])

    folder = hostile("rope-scaling-yarn", "rope_scaling.rope_type: yarn is not supported (only default and llama3)")
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(dict(CONFIG, rope_scaling={"rope_type": "yarn", "factor": 4.0}), f)

    llama2 = dict(CONFIG, vocab_size=32000, bos_token_id=1, eos_token_id=2)
    write_sharded(os.path.join(out, "llama2-vocab-bf16"), llama2, weights(llama2, torch.bfloat16, 13))

    with open(os.path.join(out, "cases.json"), "w") as f:
        json.dump(cases, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
