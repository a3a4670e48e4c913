"""Hugging Face's LlamaForCausalLM with PEFT LoRA, as pilot_tensor builds it (src/tensor/
llama.cpp, lora.cpp): the same computation, the same parameter names ("model.layers.0.
self_attn.q_proj.weight", "lm_head.weight", PEFT's "…q_proj.lora_A.weight") and the same order
of parameters, so that a seeded initialisation draws the same numbers and checkpoints of either
backend load in the other. Written in plain tensor operations (pilot-trainer's formulation for
bf16 and CUDA), which run on any PyTorch device."""

import math

import torch
import torch.nn.functional as F
from torch import nn

PEFT_PREFIX = "base_model.model."
PROJECTIONS = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")


class RmsNorm(nn.Module):
    """Statistics in fp32, the weight applied after casting back (HF Llama)."""

    def __init__(self, size, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(size))
        self.eps = eps

    def forward(self, x):
        h = x.to(torch.float32)
        variance = h.pow(2).mean(-1, keepdim=True)
        return self.weight * (h * torch.rsqrt(variance + self.eps)).to(x.dtype)


def _is_half(t):
    return t.dtype in (torch.bfloat16, torch.float16)


def _autocast_on(x):
    kind = x.device.type
    try:
        return torch.is_autocast_enabled(kind)  # PyTorch 2.4 and later
    except TypeError:
        return torch.is_autocast_cpu_enabled() if kind == "cpu" else torch.is_autocast_enabled()


class _CastLinear(torch.autograd.Function):
    """x W^T with a frozen half-precision W converted for the product in the forward pass and
    again for the gradient of x in the backward pass: only W itself is kept between them."""

    @staticmethod
    def forward(ctx, x, weight):
        ctx.weight = weight
        return F.linear(x, weight.to(x.dtype))

    @staticmethod
    def backward(ctx, grad):
        return torch.matmul(grad, ctx.weight.to(grad.dtype)), None


def base_linear(x, weight):
    """x W^T for a frozen base weight, as pilot_tensor's baseLinear (src/tensor/lora.h): F.linear
    where W has x's type or autocast decides the types; a BF16/F16 W under an fp32 x is used in
    fp32 without being kept in fp32."""
    if weight.dtype == x.dtype or _autocast_on(x):
        return F.linear(x, weight)
    if weight.requires_grad and torch.is_grad_enabled():
        raise ValueError("a weight of another type than its input cannot train")
    return _CastLinear.apply(x, weight)


def llama3_frequencies(inv_freq, factor, low_freq_factor, high_freq_factor, original_max_positions):
    """Llama 3.1's scaled rotary frequencies (Transformers' _compute_llama3_parameters) in fp32:
    long wavelengths divided by the factor, short ones kept, those between interpolated."""
    low_freq_wavelen = original_max_positions / low_freq_factor
    high_freq_wavelen = original_max_positions / high_freq_factor
    wavelen = 2 * math.pi / inv_freq
    scaled = torch.where(wavelen > low_freq_wavelen, inv_freq / factor, inv_freq)
    smooth = (original_max_positions / wavelen - low_freq_factor) / (high_freq_factor - low_freq_factor)
    smoothed = (1 - smooth) * scaled / factor + smooth * scaled
    medium = ~(wavelen < high_freq_wavelen) * ~(wavelen > low_freq_wavelen)
    return torch.where(medium, smoothed, scaled)


class Projection(nn.Module):
    """A bias-free linear map (HF's nn.Linear(bias=False)) that can carry a LoRA adapter:
    y = W x + (alpha / r) * B(A(dropout(x))), A drawn like a fresh nn.Linear, B zero."""

    def __init__(self, inp, out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out, inp))
        self.lora_A = None
        self.lora_B = None
        self.scaling = 0.0
        self.dropout = 0.0
        self.recorder = None  # a list that collects this adapter's dropout calls (record_dropout)

    def add_lora(self, r, alpha, dropout):
        out, inp = self.weight.shape
        # Both adapters are built like nn.Linear — each draws its Kaiming-uniform start from the
        # global generator, as libtorch's Linear does — and B is then zeroed (PEFT).
        self.lora_A = nn.Linear(inp, r, bias=False).to(self.weight.device)
        self.lora_B = nn.Linear(r, out, bias=False).to(self.weight.device)
        with torch.no_grad():
            self.lora_B.weight.zero_()
        self.scaling = alpha / r
        self.dropout = dropout

    @property
    def has_lora(self):
        return self.lora_A is not None

    def lora_delta(self, x):
        if self.recorder is not None and self.dropout > 0:
            self.recorder.append((self.dropout, x.dtype, x.device, x.shape[-1]))
        dropped = F.dropout(x, self.dropout, self.training) if self.dropout > 0 else x
        return self.lora_B(self.lora_A(dropped)) * self.scaling

    def forward(self, x):
        y = base_linear(x, self.weight)
        if self.lora_A is not None:
            y = y + self.lora_delta(x)
        return y


class StackedWeights:
    """Frozen projections that read the same input (q/k/v, gate/up) in one product with their
    weights stacked; the stack is kept until a weight changes in place. Weights that train are
    stacked anew on every call, so their gradients flow."""

    def __init__(self):
        self._stacked = None
        self._key = None

    def get(self, weights):
        if torch.is_grad_enabled() and any(w.requires_grad for w in weights):
            return torch.cat(weights, 0)
        key = tuple((id(w), w._version, w.device, w.data_ptr()) for w in weights)
        if self._stacked is None or key != self._key:
            with torch.no_grad():
                self._stacked = torch.cat(weights, 0)
            self._key = key
        return self._stacked


def _apply_rotary(x, cos, sin_signed):
    # HF's x * cos + rotate_half(x) * sin, with the sign moved into the table: rolling by half
    # a head is cat(x2, x1).
    return torch.addcmul(x * cos, torch.roll(x, x.shape[-1] // 2, -1), sin_signed)


class Attention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim = c.num_heads, c.num_kv_heads, c.head_dim
        self.q_proj = Projection(c.hidden_size, c.num_heads * c.head_dim)
        self.k_proj = Projection(c.hidden_size, c.num_kv_heads * c.head_dim)
        self.v_proj = Projection(c.hidden_size, c.num_kv_heads * c.head_dim)
        self.o_proj = Projection(c.num_heads * c.head_dim, c.hidden_size)
        self._qkv = StackedWeights()

    def forward(self, x, tables):
        batch, length = x.shape[0], x.shape[1]
        q_size = self.heads * self.head_dim
        kv_size = self.kv_heads * self.head_dim
        weights = [self.q_proj.weight, self.k_proj.weight, self.v_proj.weight]
        if _is_half(weights[0]):
            # A half-precision base as loaded is not stacked: the stack would be a second copy.
            q, k, v = (base_linear(x, w) for w in weights)
        else:
            q, k, v = F.linear(x, self._qkv.get(weights)).split([q_size, kv_size, kv_size], -1)
        if self.q_proj.has_lora:
            q = q + self.q_proj.lora_delta(x)
        if self.k_proj.has_lora:
            k = k + self.k_proj.lora_delta(x)
        if self.v_proj.has_lora:
            v = v + self.v_proj.lora_delta(x)
        cos = tables[0].to(x.dtype)
        sin = tables[1].to(x.dtype)
        q = _apply_rotary(q.view(batch, length, self.heads, self.head_dim).transpose(1, 2), cos, sin)
        k = _apply_rotary(k.view(batch, length, self.kv_heads, self.head_dim).transpose(1, 2), cos, sin)
        v = v.view(batch, length, self.kv_heads, self.head_dim).transpose(1, 2)
        # Grouped-query attention without copying K and V per query head: the query heads of one
        # KV head are stacked along the rows, so each KV head meets its group in one product.
        groups = self.heads // self.kv_heads
        qg = q.reshape(batch * self.kv_heads, groups * length, self.head_dim)
        kt = k.reshape(batch * self.kv_heads, length, self.head_dim).transpose(1, 2)
        mask = tables[2] if groups == 1 else tables[2].repeat(groups, 1)
        scale = 1.0 / math.sqrt(self.head_dim)
        scores = torch.baddbmm(mask.to(q.dtype), qg, kt, beta=1.0, alpha=scale)
        probs = torch.softmax(scores, -1, dtype=torch.float32).to(q.dtype)
        out = (torch.bmm(probs, v.reshape(batch * self.kv_heads, length, self.head_dim))
               .view(batch, self.heads, length, self.head_dim).transpose(1, 2).reshape(batch, length, q_size))
        return self.o_proj(out)


class Mlp(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.gate_proj = Projection(c.hidden_size, c.intermediate_size)
        self.up_proj = Projection(c.hidden_size, c.intermediate_size)
        self.down_proj = Projection(c.intermediate_size, c.hidden_size)
        self._gate_up = StackedWeights()

    def forward(self, x):
        size = self.gate_proj.weight.shape[0]
        weights = [self.gate_proj.weight, self.up_proj.weight]
        if _is_half(weights[0]):
            gate, up = (base_linear(x, w) for w in weights)
        else:
            gate, up = F.linear(x, self._gate_up.get(weights)).split(size, -1)
        if self.gate_proj.has_lora:
            gate = gate + self.gate_proj.lora_delta(x)
        if self.up_proj.has_lora:
            up = up + self.up_proj.lora_delta(x)
        return self.down_proj(F.silu(gate) * up)


class DecoderLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        # Registered in pilot_tensor's order (norm, attention, norm, MLP), which decides the
        # order in which a seeded initialisation draws.
        self.input_layernorm = RmsNorm(c.hidden_size, c.rms_norm_eps)
        self.self_attn = Attention(c)
        self.post_attention_layernorm = RmsNorm(c.hidden_size, c.rms_norm_eps)
        self.mlp = Mlp(c)

    def forward(self, x, tables):
        h = x + self.self_attn(self.input_layernorm(x), tables)
        return h + self.mlp(self.post_attention_layernorm(h))


class Embedding(nn.Module):
    def __init__(self, count, size):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(count, size))

    def forward(self, ids):
        return F.embedding(ids, self.weight)


class LlamaModel(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.embed_tokens = Embedding(c.vocab_size, c.hidden_size)
        self.layers = nn.ModuleList([DecoderLayer(c) for _ in range(c.num_layers)])
        self.norm = RmsNorm(c.hidden_size, c.rms_norm_eps)

    def forward(self, ids, tables):
        h = self.embed_tokens(ids)
        if _is_half(h):
            h = h.to(torch.float32)  # a half-precision base: the residual stream stays fp32
        for layer in self.layers:
            h = layer(h, tables)
        return self.norm(h)


class LlamaForCausalLM(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.model = LlamaModel(config)
        self.lm_head = None if config.tie_word_embeddings else Projection(config.hidden_size, config.vocab_size)
        self.lora = None  # (r, alpha, dropout, target modules) once adapters are added
        self._tables = None

    def _rotary_tables(self, length, device):
        """cos, sin with the first half negated, and the causal mask, for the longest length
        seen (at least 128) and sliced for shorter ones — computed as HF does, in fp32."""
        if self._tables is None or self._tables[0].shape[0] < length or self._tables[0].device != device:
            size = max(length, 128)
            dim = self.config.head_dim
            exponent = torch.arange(0, dim, 2, dtype=torch.int64).to(torch.float32) / dim
            inv_freq = 1.0 / torch.pow(torch.tensor(self.config.rope_theta, dtype=torch.float32), exponent)
            if self.config.rope_scaling is not None:
                inv_freq = llama3_frequencies(inv_freq, *self.config.rope_scaling)
            freqs = torch.outer(torch.arange(size, dtype=torch.float32), inv_freq)
            emb = torch.cat([freqs, freqs], -1)
            sin = emb.sin()
            sin_signed = torch.cat([-sin[:, : dim // 2], sin[:, dim // 2:]], -1)
            mask = torch.full((size, size), float("-inf"), dtype=torch.float32).triu(1)
            self._tables = (emb.cos().to(device), sin_signed.to(device), mask.to(device))
        cos, sin, mask = self._tables
        return cos[:length], sin[:length], mask[:length, :length]

    def forward(self, ids):
        h = self.model(ids, self._rotary_tables(ids.shape[1], ids.device))
        logits = self.lm_head(h) if self.lm_head is not None else base_linear(h, self.model.embed_tokens.weight)
        return logits.to(torch.float32)

    def initialise_weights(self, std, generator):
        """HF's initialisation for a model trained from scratch: normal(0, std), norms 1 —
        drawn in parameter order from `generator`, as pilot_tensor does."""
        with torch.no_grad():
            for name, p in self.named_parameters():
                if "norm" in name:
                    p.fill_(1.0)
                else:
                    p.normal_(0.0, std, generator=generator)

    def add_lora(self, r, alpha, dropout, targets):
        """Adds adapters to the target projections and freezes every other parameter."""
        for p in self.parameters():
            p.requires_grad_(False)
        for layer in self.model.layers:
            for name in PROJECTIONS:
                if name in targets:
                    owner = layer.self_attn if name in ("q_proj", "k_proj", "v_proj", "o_proj") else layer.mlp
                    getattr(owner, name).add_lora(r, alpha, dropout)
        self.lora = (r, alpha, dropout, list(targets))

    def record_dropout(self, run_forward):
        """The adapters' dropout calls of one forward, in the order it makes them: (p, dtype,
        device, width) each. `run_forward` runs one forward (in eval mode it draws nothing)."""
        projections = [m for m in self.modules() if isinstance(m, Projection) and m.has_lora and m.dropout > 0]
        calls = []
        for m in projections:
            m.recorder = calls
        try:
            run_forward()
        finally:
            for m in projections:
                m.recorder = None
        return calls

    @staticmethod
    def replay_dropout(calls, batch, length):
        """Draws the dropout masks a training forward of a (batch, length) micro-batch draws, in
        the same order and from the same generators, without computing anything else: a process
        that leaves a micro-batch to another one keeps its generators where one process would
        have them. Dropout's masks depend on the shape, dtype and device of the input only."""
        for p, dtype, device, width in calls:
            F.dropout(torch.empty((batch, length, width), dtype=dtype, device=device), p, True)

    def base_state(self):
        """Base weights under HF names (a tied lm_head left out, as HF saves it)."""
        return [(n, p) for n, p in self.named_parameters() if ".lora_" not in n]

    def adapter_state(self):
        """Adapter weights under PEFT names."""
        return [(PEFT_PREFIX + n, p) for n, p in self.named_parameters() if ".lora_" in n]

    def load_base(self, tensors, keep_file_dtype=False):
        """Takes the weights in as the parameters' data, without a copy where the type stays:
        keep_file_dtype keeps BF16/F16 matrices (projections, embedding, lm_head) as they are
        (a memory-mapped file stays mapped) and converts the norms to fp32; otherwise every
        weight becomes fp32. Names and shapes are all checked before anything changes."""
        filtered = dict(tensors)
        if self.config.tie_word_embeddings:
            filtered.pop("lm_head.weight", None)  # some exporters write it; it is the embedding
        targets = self.base_state()
        _check_names(targets, filtered, "model weights")
        with torch.no_grad():
            for name, parameter in targets:
                t = filtered[name]
                keep = keep_file_dtype and t.dim() == 2 and _is_half(t)
                parameter.data = t.to(parameter.device, t.dtype if keep else torch.float32).contiguous()

    def load_adapter(self, tensors):
        _load_into(self.adapter_state(), tensors, "adapter weights")


def _check_names(targets, tensors, what):
    """Every target present with its shape, nothing extra."""
    used = set()
    for name, parameter in targets:
        if name not in tensors:
            raise ValueError("%s: tensor '%s' is missing" % (what, name))
        t = tensors[name]
        if tuple(t.shape) != tuple(parameter.shape):
            raise ValueError("%s: tensor '%s' has shape %s, the model needs %s"
                             % (what, name, list(t.shape), list(parameter.shape)))
        used.add(name)
    for name in tensors:
        if name not in used:
            raise ValueError("%s: unexpected tensor '%s'" % (what, name))


def _load_into(targets, tensors, what):
    """Copies every target in by name; a missing, misshapen or extra tensor is an error."""
    _check_names(targets, tensors, what)
    with torch.no_grad():
        for name, parameter in targets:
            parameter.copy_(tensors[name])
