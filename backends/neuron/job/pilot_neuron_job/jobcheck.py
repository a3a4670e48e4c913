"""Checks of a job beyond the types of its fields: an inline model.config and the memory the
job needs — pilot-trainer's trainjobcheck.cpp, with its messages."""

import math
import os

from . import jobbounds as jb
from .inputfile import MAX_SMALL_JSON_BYTES, InputFileError, read_regular_file
from .jobfields import describe, is_number, number_text
from .jsontext import loads_strict
from .llamaconfig import ConfigError, LlamaConfig


def _positive(r, path):
    found, v = r.present(path)
    if not found:
        return
    if not is_number(v):
        r.fail(path, "expected a number, found " + describe(v))
    elif not v > 0:
        r.fail(path, "must be positive, found " + number_text(float(v)))


def _check_architecture(r, config):
    p = "model.config."
    if "model_type" in config and config["model_type"] != "llama":
        r.fail(p + "model_type", "only llama is supported")
    if "hidden_act" in config and config["hidden_act"] != "silu":
        r.fail(p + "hidden_act", "only silu is supported")
    for key in ("attention_bias", "mlp_bias"):
        if key not in config:
            continue
        if not isinstance(config[key], bool):
            r.fail(p + key, "expected true or false, found " + describe(config[key]))
        elif config[key]:
            r.fail(p + key, "biases are not supported")
    if "rope_scaling" in config and config["rope_scaling"] is not None:
        r.fail(p + "rope_scaling", "only unscaled RoPE is supported")
    _positive(r, p + "rope_theta")
    _positive(r, p + "rms_norm_eps")
    rope = config.get("rope_parameters")
    if isinstance(rope, dict) and "rope_type" in rope and rope["rope_type"] != "default":
        r.fail(p + "rope_parameters.rope_type", "only default is supported")
    _positive(r, p + "rope_parameters.rope_theta")

    def whole(field, holder, key, minimum, maximum):
        value = holder[key]
        d = float(value) if is_number(value) else 0.0
        if not is_number(value) or d != math.floor(d) or abs(d) > jb.MAX_INTEGER:
            r.fail(field, "expected a whole number, found " + describe(value))
        elif d < minimum:
            r.fail(field, "must be at least %d, found %d" % (minimum, int(d)))
        elif d > maximum:
            r.fail(field, "must be at most %d, found %d" % (maximum, int(d)))
        else:
            holder[key] = int(d)

    if "max_position_embeddings" in config:
        whole(p + "max_position_embeddings", config, "max_position_embeddings", 1, int(jb.MAX_INTEGER))
    for key in ("bos_token_id", "eos_token_id", "pad_token_id"):
        if key not in config or config[key] is None:
            continue
        if key == "eos_token_id" and isinstance(config[key], list):
            for i in range(len(config[key])):
                whole("%s%s[%d]" % (p, key, i), config[key], i, 0, jb.MAX_VOCAB)
        else:
            whole(p + key, config, key, 0, jb.MAX_VOCAB)


def check_inline_config(r, config, byte_tokenizer):
    """Checks an inline model.config (modified in place: whole numbers become integers, as the
    model takes them). Returns the ModelShape, or None when something is wrong."""
    p = "model.config."
    before = len(r.problems)
    shape = jb.ModelShape()

    def dim(key, minimum, maximum, required, fallback):
        mark = len(r.problems)
        v = r.integer(p + key, fallback, minimum, maximum, required)
        if len(r.problems) == mark and key in config and config[key] is not None:
            config[key] = v
        return v

    shape.vocab = dim("vocab_size", 1, jb.MAX_VOCAB, True, 0)
    shape.hidden = dim("hidden_size", 1, jb.MAX_HIDDEN, True, 0)
    shape.intermediate = dim("intermediate_size", 1, jb.MAX_INTERMEDIATE, True, 0)
    shape.layers = dim("num_hidden_layers", 1, jb.MAX_LAYERS, True, 0)
    shape.heads = dim("num_attention_heads", 1, jb.MAX_HEADS, True, 0)
    shape.kv_heads = dim("num_key_value_heads", 1, jb.MAX_HEADS, False, shape.heads)
    head_dim_given = config.get("head_dim") is not None
    shape.head_dim = dim("head_dim", 2, jb.MAX_HIDDEN, False, 0)
    if "tie_word_embeddings" in config and not isinstance(config["tie_word_embeddings"], bool):
        r.fail(p + "tie_word_embeddings", "expected true or false, found " + describe(config["tie_word_embeddings"]))
    else:
        shape.tied_embeddings = bool(config.get("tie_word_embeddings", False))
    _check_architecture(r, config)
    if len(r.problems) != before:
        return None
    if byte_tokenizer and shape.vocab < jb.BYTE_VOCAB:
        r.fail(p + "vocab_size", "the byte tokenizer needs at least %d tokens, found %d" % (jb.BYTE_VOCAB, shape.vocab))
    if shape.heads % shape.kv_heads != 0:
        r.fail(p + "num_key_value_heads", "must divide num_attention_heads (%d), found %d" % (shape.heads, shape.kv_heads))
    if head_dim_given and shape.head_dim % 2 != 0:
        r.fail(p + "head_dim", "must be even for rotary embeddings, found %d" % shape.head_dim)
    if not head_dim_given and shape.hidden % shape.heads != 0:
        r.fail(p + "hidden_size", "must be a multiple of num_attention_heads (%d) unless head_dim is given, found %d"
               % (shape.heads, shape.hidden))
    if not head_dim_given:
        shape.head_dim = shape.hidden // shape.heads
    return shape if len(r.problems) == before else None


def check_config_builds(r, config):
    """The rest of an inline config as the model will read it (LlamaConfig.from_json)."""
    try:
        LlamaConfig.from_json(config)
    except ConfigError as e:
        text = str(e)
        field, _, message = text.partition(": ")
        r.fail("model.config." + field, message)


def read_folder_shape(folder):
    """The sizes of a model folder's config.json, or None when they cannot be read."""
    try:
        c = loads_strict(read_regular_file(os.path.join(folder, "config.json"), MAX_SMALL_JSON_BYTES, "model config")
                         .decode("utf-8"))

        def get(key, fallback):
            v = c.get(key)
            if v is None:
                return fallback
            if not is_number(v):
                raise ValueError(key)
            d = float(v)
            if d != math.floor(d) or d < 0 or d > jb.MAX_INTEGER:
                raise ValueError(key)
            return int(d)

        shape = jb.ModelShape()
        shape.vocab = get("vocab_size", 0)
        shape.hidden = get("hidden_size", 0)
        shape.intermediate = get("intermediate_size", 0)
        shape.layers = get("num_hidden_layers", 0)
        shape.heads = get("num_attention_heads", 0)
        shape.kv_heads = get("num_key_value_heads", shape.heads)
        shape.head_dim = get("head_dim", shape.hidden // shape.heads if shape.heads > 0 else 0)
        tied = c.get("tie_word_embeddings", False)
        if not isinstance(tied, bool):
            raise ValueError("tie_word_embeddings")
        shape.tied_embeddings = tied
        dtype = c.get("torch_dtype")
        shape.stored_bytes = jb.stored_bytes_of(dtype if isinstance(dtype, str) else "")
        ok = shape.vocab > 0 and shape.hidden > 0 and shape.layers > 0 and shape.heads > 0
        return shape if ok else None
    except (InputFileError, ValueError, TypeError, AttributeError, OverflowError, UnicodeDecodeError, RecursionError):
        return None


def check_memory(r, job, shape, model_field):
    need = jb.estimate_memory(shape, job.method == "lora", job.lora_r, job.target_modules, job.seq_len, job.micro_batch,
                              job.precision == "bf16")
    limit = jb.memory_limit(job.device)
    where = ("this machine has " + jb.format_bytes(limit) if job.device == "cpu"
             else "no single device has more than " + jb.format_bytes(limit))
    for field in jb.fields_over_limit(need, limit, job.method == "lora", model_field):
        r.fail(field, "training needs at least %s of memory (weights %s, gradients and optimizer state %s, activations of one "
                      "micro-batch %s); %s" % (jb.format_bytes(need["total"]), jb.format_bytes(need["weights"]),
                                               jb.format_bytes(need["training_state"]), jb.format_bytes(need["activations"]),
                                               where))
