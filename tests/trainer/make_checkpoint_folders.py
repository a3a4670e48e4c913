#!/usr/bin/python3
"""Writes checkpoint folders of the layouts other tools write — Hugging Face model folders
(single and sharded), a PEFT LoRA adapter, a Hugging Face Trainer checkpoint-N, a NeuronX
Distributed checkpoint tag and optimum-neuron's checkpoint-N with that tag in shards/ — each valid and in hostile variants, for the checkpoint verifier's
tests (tests/trainer/tst_checkpointverify.cpp). The safetensors files come from
tests/tensor/make_model_folders.py (written by hand, independent of any reader); the pickles
(optimizer.pt, rng_state.pth, NxD rank files) are real torch.save files.

usage: make_checkpoint_folders.py OUT_DIR
"""
import json
import os
import shutil
import struct
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tensor"))
import make_model_folders as mm  # noqa: E402

CONFIG = dict(mm.CONFIG, tie_word_embeddings=True)


def single_model(folder, config=CONFIG, seed=13):
    os.makedirs(folder)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    w = mm.weights(config, torch.bfloat16, seed)
    mm.write_safetensors(os.path.join(folder, "model.safetensors"), sorted(w.items()))
    return w


def adapter(folder, base_folder, rank=4, config_rank=4):
    os.makedirs(folder)
    g = torch.Generator().manual_seed(5)
    h, d = CONFIG["hidden_size"], CONFIG["head_dim"]
    outs = {"q_proj": CONFIG["num_attention_heads"] * d, "v_proj": CONFIG["num_key_value_heads"] * d}
    tensors = []
    for layer in range(CONFIG["num_hidden_layers"]):
        for module, out in outs.items():
            p = "base_model.model.model.layers.%d.self_attn.%s." % (layer, module)
            tensors.append((p + "lora_A.weight", torch.randn(rank, h, generator=g)))
            tensors.append((p + "lora_B.weight", torch.zeros(out, rank)))
    mm.write_safetensors(os.path.join(folder, "adapter_model.safetensors"), sorted(tensors))
    with open(os.path.join(folder, "adapter_config.json"), "w") as f:
        json.dump({"peft_type": "LORA", "task_type": "CAUSAL_LM", "r": config_rank, "lora_alpha": 8, "lora_dropout": 0.0,
                   "target_modules": ["q_proj", "v_proj"], "bias": "none",
                   "base_model_name_or_path": os.path.abspath(base_folder)}, f, indent=2)


def trainer_checkpoint(folder, step=6, state=True, rng=True):
    single_model(folder)
    torch.save({"state": {}, "param_groups": [{"lr": 0.001}]}, os.path.join(folder, "optimizer.pt"))
    torch.save({"last_epoch": step, "_last_lr": [0.001]}, os.path.join(folder, "scheduler.pt"))
    torch.save({"lr": 0.001}, os.path.join(folder, "training_args.bin"))
    if rng:
        torch.save({"python": None, "numpy": None, "cpu": torch.get_rng_state()}, os.path.join(folder, "rng_state.pth"))
    if state:
        with open(os.path.join(folder, "trainer_state.json"), "w") as f:
            json.dump({"global_step": step, "epoch": 0.75, "max_steps": 8, "log_history": [
                {"step": 5, "loss": 2.5, "learning_rate": 0.001, "epoch": 0.625},
                {"step": step, "loss": 2.4, "learning_rate": 0.0008, "epoch": 0.75}]}, f, indent=2)


def nxd_tag(folder, done=True):
    os.makedirs(os.path.join(folder, "model"))
    os.makedirs(os.path.join(folder, "optim"))
    with open(os.path.join(folder, "checkpoint"), "w") as f:
        f.write("1")
    for tp in range(2):
        name = "dp_rank_00_tp_rank_%02d_pp_rank_00.pt" % tp
        torch.save({"weight": torch.ones(4, 4) * tp}, os.path.join(folder, "model", name))
        torch.save({"exp_avg": torch.zeros(4, 4)}, os.path.join(folder, "optim", name))
    torch.save({"last_epoch": 6}, os.path.join(folder, "scheduler.pt"))
    torch.save({"data_position": 48}, os.path.join(folder, "user_content.pt"))
    if done:
        with open(os.path.join(folder, "done"), "w") as f:
            f.write("1")


def optimum_neuron_checkpoint(folder, done=True):
    """NeuronTrainer's checkpoint-N with model parallelism: the NxD tag in shards/ (model and
    optimizer), config.json, scheduler.pt and trainer_state.json beside it."""
    os.makedirs(folder)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(CONFIG, f, indent=2)
    torch.save({"lr": 0.001}, os.path.join(folder, "training_args.bin"))
    nxd_tag(os.path.join(folder, "shards"), done=done)
    os.remove(os.path.join(folder, "shards", "scheduler.pt"))
    os.remove(os.path.join(folder, "shards", "user_content.pt"))
    os.remove(os.path.join(folder, "shards", "checkpoint"))
    with open(os.path.join(folder, "shards", "mp_metadata_pp_rank_0.json"), "w") as f:
        json.dump({"sharded_metadata": {}}, f)
    torch.save({"last_epoch": 6}, os.path.join(folder, "scheduler.pt"))
    with open(os.path.join(folder, "trainer_state.json"), "w") as f:
        json.dump({"global_step": 6, "epoch": 0.75, "log_history": [{"step": 6, "loss": 2.4, "learning_rate": 0.0008}]}, f)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    j = lambda *p: os.path.join(out, *p)  # noqa: E731

    single_model(j("hf-single"))
    base = mm.weights(mm.CONFIG, torch.bfloat16, 11)
    mm.write_sharded(j("hf-sharded"), mm.CONFIG, base)

    mm.write_sharded(j("hf-missing-shard"), mm.CONFIG, base)
    os.remove(j("hf-missing-shard", "model-00002-of-00003.safetensors"))

    # The header length says more than the file holds.
    w = single_model(j("hf-header-beyond-file"))
    size = os.path.getsize(j("hf-header-beyond-file", "model.safetensors"))
    mm.write_safetensors(j("hf-header-beyond-file", "model.safetensors"), sorted(w.items()), declared_length=size * 2)

    # model.norm.weight's data lies inside lm_head.weight's: the file is whole, the offsets overlap.
    mm.write_sharded(j("hf-overlap"), mm.CONFIG, base)
    head, norm = base["lm_head.weight"], base["model.norm.weight"]
    raw = mm.tensor_bytes(head)
    header = {"lm_head.weight": {"dtype": "BF16", "shape": list(head.shape), "data_offsets": [0, len(raw)]},
              "model.norm.weight": {"dtype": "BF16", "shape": list(norm.shape), "data_offsets": [0, norm.numel() * 2]}}
    text = json.dumps(header, separators=(",", ":"))
    text += " " * ((8 - len(text) % 8) % 8)
    with open(j("hf-overlap", "model-00003-of-00003.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text.encode() + raw)

    # config.json promises four key/value heads, the weights have two.
    single_model(j("hf-wrong-shape"))
    with open(j("hf-wrong-shape", "config.json"), "w") as f:
        json.dump(dict(CONFIG, num_key_value_heads=4), f)

    # Configs that claim what the weights cannot meet: far more layers than the weights hold
    # (nothing may be allocated per claimed layer), and dimensions of 2^53.
    for name, claim in (("hf-claims-1e9-layers", dict(num_hidden_layers=10**9)),
                        ("hf-claims-2e9-layers", dict(num_hidden_layers=2 * 10**9)),
                        ("hf-claims-2p53-dims", dict(vocab_size=2**53, hidden_size=2**53, head_dim=16))):
        single_model(j(name))
        with open(j(name, "config.json"), "w") as f:
            json.dump(dict(CONFIG, **claim), f)

    # One tensor named twice in the header (the second entry's data follows the first's).
    w = single_model(j("hf-duplicate-name"))
    norm = w["model.norm.weight"]
    raw = mm.tensor_bytes(norm)
    entry = '{"dtype":"BF16","shape":[%d],"data_offsets":[%%d,%%d]}' % norm.numel()
    text = '{"model.norm.weight":' + entry % (0, len(raw)) + ',"model.norm.weight":' + entry % (len(raw), 2 * len(raw)) + '}'
    text += " " * ((8 - len(text) % 8) % 8)
    with open(j("hf-duplicate-name", "model.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text.encode() + raw + raw)

    adapter(j("peft"), j("hf-single"))
    adapter(j("peft-wrong-rank"), j("hf-single"), rank=4, config_rank=8)

    # A Trainer's output_dir: the final model beside its checkpoints.
    single_model(j("trainer"))
    trainer_checkpoint(j("trainer", "checkpoint-6"))
    trainer_checkpoint(j("trainer-no-state", "checkpoint-6"), state=False)
    trainer_checkpoint(j("trainer-no-rng", "checkpoint-6"), rng=False)

    nxd_tag(j("nxd", "step_6"))
    with open(j("nxd", "newest"), "w") as f:
        f.write("step_6")
    nxd_tag(j("nxd-no-done", "step_6"), done=False)
    optimum_neuron_checkpoint(j("optimum-neuron", "checkpoint-6"))
    optimum_neuron_checkpoint(j("optimum-neuron-no-done", "checkpoint-6"), done=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
