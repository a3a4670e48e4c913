"""The fields of a Hugging Face LlamaConfig (config.json) the model honours — pilot_tensor's
LlamaConfig (src/tensor/llamaconfig.cpp) with its checks and messages. Anything that would
change the computation and that the model lacks (another kind of rope scaling, biases, another
activation) is refused instead of ignored."""

import math

from .jobfields import is_number


class ConfigError(Exception):
    """Names the field: "num_key_value_heads: must divide num_attention_heads"."""


def _integer(j, key, fallback, minimum, required):
    if j.get(key) is None:
        if required:
            raise ConfigError(key + ": missing")
        return fallback
    v = j[key]
    if not isinstance(v, int) or isinstance(v, bool):
        raise ConfigError(key + ": expected a whole number")
    if v < minimum:
        raise ConfigError("%s: must be at least %d" % (key, minimum))
    return v


def _number(j, key, fallback):
    if j.get(key) is None:
        return fallback
    if not is_number(j[key]):
        raise ConfigError(key + ": expected a number")
    return float(j[key])


def _token_id(j, key):
    v = j.get(key)
    if v is None:
        return -1
    if isinstance(v, list):  # several EOS ids (Llama 3): the first ends generation here
        return int(v[0]) if v else -1
    return _integer(j, key, -1, 0, False)


def _rope_scaling(j, key):
    """rope_scaling (Transformers v4) or rope_parameters (v5): None when unscaled, else the
    llama3 parameters (factor, low_freq_factor, high_freq_factor, original_max_position_embeddings);
    every other type is refused by name. As pilot_tensor's ropeScalingFrom."""
    if not isinstance(j, dict):
        raise ConfigError(key + ": expected an object or null")
    type_key = "rope_type" if "rope_type" in j else "type"
    if type_key not in j:
        raise ConfigError(key + ".rope_type: missing")
    if not isinstance(j[type_key], str):
        raise ConfigError("%s.%s: expected a text" % (key, type_key))
    kind = j[type_key]
    if kind == "default":
        return None
    if kind != "llama3":
        raise ConfigError("%s.%s: %s is not supported (only default and llama3)" % (key, type_key, kind))

    def positive(name):
        if j.get(name) is None:
            raise ConfigError("%s.%s: missing" % (key, name))
        if not is_number(j[name]):
            raise ConfigError("%s.%s: expected a number" % (key, name))
        v = float(j[name])
        if not (v > 0) or math.isinf(v):
            raise ConfigError("%s.%s: must be a number above 0" % (key, name))
        return v

    factor = positive("factor")
    low = positive("low_freq_factor")
    high = positive("high_freq_factor")
    if high <= low:
        raise ConfigError(key + ".high_freq_factor: must be greater than low_freq_factor")
    try:
        original = _integer(j, "original_max_position_embeddings", 0, 1, True)
    except ConfigError as e:
        raise ConfigError("%s.%s" % (key, e)) from None
    return (factor, low, high, original)


class LlamaConfig:
    def __init__(self):
        self.vocab_size = 259
        self.hidden_size = 256
        self.intermediate_size = 768
        self.num_layers = 4
        self.num_heads = 8
        self.num_kv_heads = 4
        self.head_dim = 32
        self.max_positions = 2048
        self.rms_norm_eps = 1e-6
        self.rope_theta = 10000.0
        self.rope_scaling = None  # llama3: (factor, low_freq_factor, high_freq_factor, original_max_position_embeddings)
        self.tie_word_embeddings = False
        self.bos_token_id = -1
        self.eos_token_id = -1
        self.pad_token_id = -1

    @staticmethod
    def from_json(j):
        if not isinstance(j, dict):
            raise ConfigError("config: expected a JSON object")
        if "model_type" in j and j["model_type"] != "llama":
            raise ConfigError("model_type: only llama is supported")
        if "hidden_act" in j and j["hidden_act"] != "silu":
            raise ConfigError("hidden_act: only silu is supported")
        for flag in ("attention_bias", "mlp_bias"):
            if j.get(flag) is True:
                raise ConfigError(flag + ": biases are not supported")
        c = LlamaConfig()
        if j.get("rope_scaling") is not None:
            c.rope_scaling = _rope_scaling(j["rope_scaling"], "rope_scaling")
        c.vocab_size = _integer(j, "vocab_size", 0, 1, True)
        c.hidden_size = _integer(j, "hidden_size", 0, 1, True)
        c.intermediate_size = _integer(j, "intermediate_size", 0, 1, True)
        c.num_layers = _integer(j, "num_hidden_layers", 0, 1, True)
        c.num_heads = _integer(j, "num_attention_heads", 0, 1, True)
        c.num_kv_heads = _integer(j, "num_key_value_heads", c.num_heads, 1, False)
        if c.num_heads % c.num_kv_heads != 0:
            raise ConfigError("num_key_value_heads: must divide num_attention_heads")
        if c.hidden_size % c.num_heads != 0 and "head_dim" not in j:
            raise ConfigError("hidden_size: must be a multiple of num_attention_heads (or give head_dim)")
        c.head_dim = _integer(j, "head_dim", c.hidden_size // c.num_heads, 2, False)
        if c.head_dim % 2 != 0:
            raise ConfigError("head_dim: must be even for rotary embeddings")
        c.max_positions = _integer(j, "max_position_embeddings", 2048, 1, False)
        c.rms_norm_eps = _number(j, "rms_norm_eps", 1e-6)
        # Transformers v4 writes rope_theta at the top; v5 inside rope_parameters.
        c.rope_theta = _number(j, "rope_theta", 10000.0)
        rope = j.get("rope_parameters")
        if isinstance(rope, dict):
            if "rope_type" in rope or "type" in rope:
                c.rope_scaling = _rope_scaling(rope, "rope_parameters")
            c.rope_theta = _number(rope, "rope_theta", c.rope_theta)
        if c.rope_theta <= 0:
            raise ConfigError("rope_theta: must be positive")
        if "tie_word_embeddings" in j:
            if not isinstance(j["tie_word_embeddings"], bool):
                raise ConfigError("tie_word_embeddings: expected true or false")
            c.tie_word_embeddings = j["tie_word_embeddings"]
        c.bos_token_id = _token_id(j, "bos_token_id")
        c.eos_token_id = _token_id(j, "eos_token_id")
        c.pad_token_id = _token_id(j, "pad_token_id")
        return c

    def to_json(self):
        """config.json as Transformers writes it for LlamaForCausalLM (as pilot-trainer does)."""
        j = {"architectures": ["LlamaForCausalLM"], "model_type": "llama", "vocab_size": self.vocab_size,
             "hidden_size": self.hidden_size, "intermediate_size": self.intermediate_size,
             "num_hidden_layers": self.num_layers, "num_attention_heads": self.num_heads,
             "num_key_value_heads": self.num_kv_heads, "head_dim": self.head_dim, "hidden_act": "silu",
             "max_position_embeddings": self.max_positions, "rms_norm_eps": self.rms_norm_eps,
             "rope_theta": self.rope_theta, "rope_scaling": None, "attention_bias": False, "mlp_bias": False,
             "tie_word_embeddings": self.tie_word_embeddings, "torch_dtype": "float32"}
        if self.rope_scaling is not None:
            factor, low, high, original = self.rope_scaling
            j["rope_scaling"] = {"rope_type": "llama3", "factor": factor, "low_freq_factor": low,
                                 "high_freq_factor": high, "original_max_position_embeddings": original}
        for key, value in (("bos_token_id", self.bos_token_id), ("eos_token_id", self.eos_token_id),
                           ("pad_token_id", self.pad_token_id)):
            if value >= 0:
                j[key] = value
        return j
