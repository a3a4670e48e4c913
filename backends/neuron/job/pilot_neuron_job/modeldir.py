"""Hugging Face model folders (config.json + model.safetensors, or shards listed in
model.safetensors.index.json) and PEFT adapter folders, read and written as pilot_tensor does
(src/tensor/modeldir.cpp)."""

import os

import torch

from . import safetensors
from .inputfile import MAX_SMALL_JSON_BYTES, read_regular_file, require_regular_file
from .jsontext import dump, loads_strict
from .llamaconfig import ConfigError, LlamaConfig
from .model import LlamaForCausalLM


class ModelDirError(Exception):
    pass


def read_json(path, what):
    """A JSON file of the model folder (at most 16 MiB, a regular file) in which no key appears
    twice in one object."""
    try:
        return loads_strict(read_regular_file(path, MAX_SMALL_JSON_BYTES, what).decode("utf-8"), unique_keys=True)
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


def confined_file(folder, name, what):
    """A file of the model folder named by outside data (the index names the shards): a plain
    name, no separator, not "." or "..", and what it leads to — after following links — a
    regular file inside the folder. As pilot_tensor's confinedFile (src/tensor/modeldir.cpp)."""
    if not name or name in (".", "..") or "/" in name or "\0" in name:
        raise ModelDirError("%s '%s' is not a file name in the model folder" % (what, name))
    path = os.path.join(folder, name)
    if not os.path.lexists(path):
        raise ModelDirError("%s: %s is missing" % (path, what))
    if os.path.islink(path):
        root = os.path.realpath(folder)
        target = os.path.realpath(path)
        if os.path.commonpath([root, target]) != root:
            raise ModelDirError("%s: %s is a link that leads out of the model folder" % (path, what))
    if not os.path.isfile(path):
        raise ModelDirError("%s: %s is not a regular file" % (path, what))
    return path


def _require_weight_dtype(path, name, tensor):
    if tensor.dtype not in (torch.bfloat16, torch.float16, torch.float32):
        raise ModelDirError("%s: tensor '%s' has dtype %s; model weights must be BF16, F16 or F32"
                            % (path, name, safetensors.dtype_name(tensor.dtype)))


def load_model_tensors(folder):
    """All tensors of a model folder, one file or sharded, memory-mapped (safetensors.map_file),
    with pilot_tensor's checks of the index and the shards (src/tensor/modeldir.h)."""
    if os.path.lexists(os.path.join(folder, "model.safetensors")):
        single = confined_file(folder, "model.safetensors", "model file")
        tensors = safetensors.map_file(single)
        for name, t in tensors.items():
            _require_weight_dtype(single, name, t)
        return tensors
    if not os.path.lexists(os.path.join(folder, "model.safetensors.index.json")):
        raise ModelDirError("%s: neither model.safetensors nor model.safetensors.index.json" % folder)
    index = confined_file(folder, "model.safetensors.index.json", "shard index")
    j = read_json(index, "model index")
    weight_map = j.get("weight_map") if isinstance(j, dict) else None
    if not isinstance(weight_map, dict):
        raise ModelDirError(index + ": weight_map: expected an object")
    if not weight_map:
        raise ModelDirError(index + ": weight_map: lists no tensors")
    shards = {}
    for name, shard in weight_map.items():
        if not isinstance(shard, str):
            raise ModelDirError("%s: weight_map.%s: expected a file name" % (index, name))
        shards.setdefault(shard, []).append(name)
    # Every name checked before any file is opened; shards in the order of their names, as
    # pilot_tensor's std::map.
    paths = {shard: confined_file(folder, shard, "shard") for shard in sorted(shards)}
    tensors = {}
    for shard in sorted(shards):
        path = paths[shard]
        for name, t in safetensors.map_file(path).items():
            if name not in weight_map:
                raise ModelDirError("%s: tensor '%s' is not in the index" % (path, name))
            if weight_map[name] != shard:
                raise ModelDirError("%s: tensor '%s' is listed in the index for %s" % (path, name, weight_map[name]))
            _require_weight_dtype(path, name, t)
            tensors[name] = t
        for name in shards[shard]:
            if name not in tensors:
                raise ModelDirError("%s: tensor '%s' is listed for %s, which does not hold it" % (index, name, shard))
    return tensors


def load_config(folder):
    path = confined_file(folder, "config.json", "model config")
    try:
        return LlamaConfig.from_json(read_json(path, "model config"))
    except ConfigError as e:
        raise ModelDirError("%s: %s" % (path, e)) from None


def load_model_dir(folder, keep_file_dtype=False):
    """keep_file_dtype: matrices keep a BF16/F16 file type and stay mapped (frozen weights:
    LoRA, scoring); otherwise every weight is fp32 (full fine-tuning). LlamaForCausalLM.load_base."""
    model = LlamaForCausalLM(load_config(folder))
    model.load_base(load_model_tensors(folder), keep_file_dtype)
    return model


def save_model_dir(model, folder, weights=None):
    """config.json and model.safetensors: the model's weights, or `weights` (name, tensor) for
    them (the whole tensors of a sharded model)."""
    os.makedirs(folder, exist_ok=True)
    write_json(os.path.join(folder, "config.json"), model.config.to_json())
    safetensors.save(os.path.join(folder, "model.safetensors"), weights if weights is not None else model.base_state())


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
