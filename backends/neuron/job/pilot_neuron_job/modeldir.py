"""Hugging Face model folders (config.json + model.safetensors, or shards listed in
model.safetensors.index.json) and PEFT adapter folders, read and written as pilot_tensor does
(src/tensor/modeldir.cpp)."""

import os

from . import safetensors
from .inputfile import MAX_SMALL_JSON_BYTES, read_regular_file, require_regular_file
from .jsontext import dump, loads_strict
from .llamaconfig import ConfigError, LlamaConfig
from .model import LlamaForCausalLM


class ModelDirError(Exception):
    pass


def read_json(path, what):
    try:
        return loads_strict(read_regular_file(path, MAX_SMALL_JSON_BYTES, what).decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as e:
        raise ModelDirError("%s: %s" % (path, e)) from None


def write_json(path, value):
    """Writes `value` as pilot_tensor writes it (two-space indent, keys sorted) and fsyncs."""
    data = (dump(value, indent=2) + "\n").encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)


def check_model_folder(folder):
    """Every file the model loader opens must be a regular file, so a FIFO cannot stall the
    start (pilot-trainer's checkModelFolder)."""
    if not os.path.isdir(folder):
        raise ModelDirError("model.path: %s is not a folder" % folder)
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if name.endswith(".safetensors"):
            require_regular_file(path, 1 << 62, "model file")
        elif name.endswith(".json"):
            require_regular_file(path, MAX_SMALL_JSON_BYTES, "model file")


def load_model_tensors(folder):
    single = os.path.join(folder, "model.safetensors")
    if os.path.exists(single):
        return safetensors.load(single)
    index = os.path.join(folder, "model.safetensors.index.json")
    if not os.path.exists(index):
        raise ModelDirError("%s: neither model.safetensors nor model.safetensors.index.json" % folder)
    j = read_json(index, "model index")
    weight_map = j.get("weight_map") if isinstance(j, dict) else None
    if not isinstance(weight_map, dict):
        raise ModelDirError(index + ": weight_map: expected an object")
    shards = set()
    for name, shard in weight_map.items():
        if not isinstance(shard, str):
            raise ModelDirError("%s: weight_map.%s: expected a file name" % (index, name))
        if "/" in shard or shard == "..":
            raise ModelDirError("%s: shard '%s' is not a file in the folder" % (index, shard))
        shards.add(shard)
    tensors = {}
    for shard in sorted(shards):
        for name, t in safetensors.load(os.path.join(folder, shard)).items():
            if weight_map.get(name) != shard:
                raise ModelDirError("%s: tensor '%s' is not listed for this shard in the index" % (shard, name))
            tensors[name] = t
    if len(tensors) != len(weight_map):
        raise ModelDirError("%s: the shards hold %d of %d listed tensors" % (index, len(tensors), len(weight_map)))
    return tensors


def load_config(folder):
    path = os.path.join(folder, "config.json")
    try:
        return LlamaConfig.from_json(read_json(path, "model config"))
    except ConfigError as e:
        raise ModelDirError("%s: %s" % (path, e)) from None


def load_model_dir(folder):
    model = LlamaForCausalLM(load_config(folder))
    model.load_base(load_model_tensors(folder))
    return model


def save_model_dir(model, folder):
    os.makedirs(folder, exist_ok=True)
    write_json(os.path.join(folder, "config.json"), model.config.to_json())
    safetensors.save(os.path.join(folder, "model.safetensors"), model.base_state())


def save_adapter_dir(model, folder, base_model):
    """adapter_config.json with the keys PEFT writes for a LoRA adapter of a causal LM, and
    adapter_model.safetensors."""
    os.makedirs(folder, exist_ok=True)
    r, alpha, dropout, targets = model.lora
    config = {"peft_type": "LORA", "task_type": "CAUSAL_LM", "base_model_name_or_path": base_model, "revision": None,
              "inference_mode": True, "r": r, "lora_alpha": float(alpha), "lora_dropout": float(dropout),
              "target_modules": targets, "fan_in_fan_out": False, "bias": "none", "use_rslora": False, "use_dora": False,
              "modules_to_save": None, "init_lora_weights": True, "layers_to_transform": None, "layers_pattern": None,
              "rank_pattern": {}, "alpha_pattern": {}}
    write_json(os.path.join(folder, "adapter_config.json"), config)
    safetensors.save(os.path.join(folder, "adapter_model.safetensors"), model.adapter_state())
