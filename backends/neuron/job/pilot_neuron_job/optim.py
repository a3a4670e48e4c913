"""AdamW, the learning-rate schedules and gradient clipping as pilot-trainer computes them
(backends/libtorch/trainer/adamw.cpp): torch.optim.AdamW of PyTorch 1.13, single-tensor path —
weight decay first (p *= 1 - lr * wd), moments by mul/add (not lerp), denominator
sqrt(v) / sqrt(1 - beta2^t) + eps, step lr / (1 - beta1^t) — with its state as plain named
tensors for optimizer.safetensors. Sharded (sharding.py), each process updates its shards of
the weights and moments."""

import math

import torch

from .sharding import local, local_bytes, shard_like


class AdamW:
    def __init__(self, named_parameters, beta1, beta2, eps, weight_decay):
        self.params = list(named_parameters)
        self.beta1, self.beta2, self.eps, self.weight_decay = beta1, beta2, eps, weight_decay
        self.exp_avg = [torch.zeros_like(p, memory_format=torch.preserve_format) for _, p in self.params]
        self.exp_avg_sq = [torch.zeros_like(p, memory_format=torch.preserve_format) for _, p in self.params]
        self.steps = 0

    @torch.no_grad()
    def step(self, lr):
        self.steps += 1
        bias1 = 1.0 - math.pow(self.beta1, float(self.steps))
        bias2 = 1.0 - math.pow(self.beta2, float(self.steps))
        step_size = lr / bias1
        bias2_sqrt = math.sqrt(bias2)
        for i, (_, whole_p) in enumerate(self.params):
            if whole_p.grad is None:
                continue
            # Element by element: a shard is updated as its part of the whole tensor would be.
            p, g, m, v = local(whole_p), local(whole_p.grad), local(self.exp_avg[i]), local(self.exp_avg_sq[i])
            p.mul_(1.0 - lr * self.weight_decay)
            m.mul_(self.beta1).add_(g, alpha=1.0 - self.beta1)
            v.mul_(self.beta2).addcmul_(g, g, value=1.0 - self.beta2)
            denom = (v.sqrt() / bias2_sqrt).add_(self.eps)
            p.addcdiv_(m, denom, value=-step_size)

    @torch.no_grad()
    def shard(self, named_parameters):
        """Takes the sharded parameters (the same names, in the same order) in place of the
        whole ones, with every moment split as its parameter is."""
        params = list(named_parameters)
        if [n for n, _ in params] != [n for n, _ in self.params]:
            raise ValueError("optimizer: the sharded model's parameters differ from the model's")
        self.exp_avg = [shard_like(m, p) for m, (_, p) in zip(self.exp_avg, params)]
        self.exp_avg_sq = [shard_like(v, p) for v, (_, p) in zip(self.exp_avg_sq, params)]
        self.params = params

    def zero_grad(self):
        for _, p in self.params:
            p.grad = None  # as set_to_none=True

    def state(self):
        """exp_avg.<name>, exp_avg_sq.<name> and the step count (I64 scalar)."""
        out = []
        for i, (name, _) in enumerate(self.params):
            out.append(("exp_avg." + name, self.exp_avg[i]))
            out.append(("exp_avg_sq." + name, self.exp_avg_sq[i]))
        out.append(("step", torch.tensor(self.steps, dtype=torch.int64)))
        return out

    @torch.no_grad()
    def load(self, state):
        def fetch(key, like):
            if key not in state:
                raise ValueError("optimizer state: '%s' is missing" % key)
            if tuple(state[key].shape) != tuple(like.shape):
                raise ValueError("optimizer state: '%s' has the wrong shape" % key)
            return state[key]

        for i, (name, _) in enumerate(self.params):
            self.exp_avg[i].copy_(fetch("exp_avg." + name, self.exp_avg[i]))
            self.exp_avg_sq[i].copy_(fetch("exp_avg_sq." + name, self.exp_avg_sq[i]))
        if "step" not in state:
            raise ValueError("optimizer state: 'step' is missing")
        self.steps = int(state["step"].item())
        if len(state) != 2 * len(self.params) + 1:
            raise ValueError("optimizer state: holds tensors for parameters this model does not train")

    def state_bytes(self):
        """Bytes of the moments this process holds."""
        return local_bytes(self.exp_avg + self.exp_avg_sq)


def scheduled_lr(peak, schedule, step, warmup, total):
    """The rate of update `step` (1-based): linear warm-up, then cosine, linear or constant
    (Transformers' schedules); update k uses the factor of k - 1, as LambdaLR does."""
    k = step - 1
    if k < warmup:
        return peak * float(k) / float(max(1, warmup))
    if schedule == "constant":
        return peak
    if schedule == "linear":
        return peak * max(0.0, float(total - k) / float(max(1, total - warmup)))
    progress = float(k - warmup) / float(max(1, total - warmup))
    return peak * max(0.0, 0.5 * (1.0 + math.cos(math.pi * progress)))


@torch.no_grad()
def clip_grad_norm(parameters, max_norm, sum_over_processes=None):
    """Scales all gradients so their global L2 norm is at most `max_norm` (as
    clip_grad_norm_); returns the norm before clipping. `max_norm` 0: no clipping.
    Sharded gradients: `sum_over_processes` adds the squares of every process's shards."""
    if sum_over_processes is not None:
        squares = sum(float(local(p.grad).double().pow(2).sum()) for p in parameters if p.grad is not None)
        total = torch.tensor(math.sqrt(sum_over_processes([squares])[0]), dtype=torch.float32)
    else:
        norms = [p.grad.norm(2) for p in parameters if p.grad is not None]
        if not norms:
            return 0.0
        total = torch.stack(norms).norm(2)
    norm = total.item()
    if max_norm > 0:
        coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
        for p in parameters:
            if p.grad is not None:
                local(p.grad).mul_(coef.to(local(p.grad).device))
    return norm
