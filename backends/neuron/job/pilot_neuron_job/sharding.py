"""Sharded full fine-tuning (docs/neuron-job.md, "Sharded full fine-tuning"): PyTorch's FSDP2
(`torch.distributed.fsdp.fully_shard`) splits every weight, its gradient and its AdamW moments
over the run's processes, so each device holds about 1/N of them — what TorchNeuron offers for
models that do not fit one device (ZeRO stage 3 in the memory calculator's terms).

The run stays the training of one process: the processes take the same contiguous blocks of
micro-batches as without sharding (distributed.py), FSDP2 sums the gradients over them (its
divide factor set to 1; the loss is already scaled by 1/grad_accum as one process scales it),
the norm that clipping uses is the sum of every shard's squares, and AdamW runs on each shard.
Checkpoints are whole: every weight and moment is gathered and rank 0 writes the files one
process writes, so a sharded run resumes on one process (and in pilot-trainer) and the other
way round.

Sharding is a start parameter of the host, as torch.compile is: PILOT_NEURON_SHARDING=fsdp,
set by the launcher from the project's runtime.neuron.sharding. It stays out of job.json and
its hash, since the training it asks for is the same."""

import os

import torch

SHARDING_ENV = "PILOT_NEURON_SHARDING"
SHARDING_VALUES = ("", "none", "fsdp")


class ShardingSettingError(Exception):
    pass


def sharding_wanted():
    value = os.environ.get(SHARDING_ENV, "")
    if value not in SHARDING_VALUES:
        raise ShardingSettingError("%s: expected none or fsdp, found %r" % (SHARDING_ENV, value[:40]))
    return value == "fsdp"


def _fully_shard():
    """FSDP2's fully_shard, or None where this PyTorch has none (public from PyTorch 2.6)."""
    try:
        from torch.distributed.fsdp import fully_shard

        return fully_shard
    except Exception:  # ImportError; PyTorch 1.13's fsdp package cannot even be imported under Python 3.11
        return None


def fsdp_available():
    """Whether this PyTorch can shard with FSDP2 (the probe reports it)."""
    return torch.distributed.is_available() and _fully_shard() is not None


def check_setting(method, processes):
    """Raises ShardingSettingError when the setting is wrong or cannot be honoured for this job
    and number of processes; checked before the run folder is touched."""
    if not sharding_wanted():
        return
    if method != "full":
        raise ShardingSettingError("%s=fsdp shards full fine-tuning; a LoRA job trains small adapters and needs none "
                                   "(leave runtime.neuron.sharding unset)" % SHARDING_ENV)
    if processes < 2:
        raise ShardingSettingError("%s=fsdp: sharding needs several processes (runtime.neuron.processes 2 or more); "
                                   "this run has one" % SHARDING_ENV)
    if not fsdp_available():
        raise ShardingSettingError("%s=fsdp needs PyTorch 2.6 or later (FSDP2's fully_shard); this is PyTorch %s"
                                   % (SHARDING_ENV, torch.__version__))


def is_sharded(t):
    return type(t).__name__ == "DTensor" and hasattr(t, "full_tensor")


def local(t):
    """The part of `t` this process holds (t itself when it is not sharded)."""
    return t.to_local() if is_sharded(t) else t


def whole(t):
    """All of `t` on the CPU. For a sharded tensor every process must call it (a collective)."""
    return (t.full_tensor() if is_sharded(t) else t).detach().cpu()


def shard_model(model, device_type, world_size):
    """Shards every decoder layer and then the rest (embedding, final norm, lm_head) over the
    default process group; returns the sharded modules. The gradients are summed over the
    processes, not averaged."""
    from torch.distributed.device_mesh import DeviceMesh

    fully_shard = _fully_shard()
    # The mesh of the run's own process group: no second group to create and tear down.
    mesh = DeviceMesh.from_group(torch.distributed.group.WORLD, device_type)
    units = []
    for layer in model.model.layers:
        fully_shard(layer, mesh=mesh, reshard_after_forward=True)
        units.append(layer)
    fully_shard(model, mesh=mesh, reshard_after_forward=True)
    units.append(model)
    for unit in units:
        unit.set_gradient_divide_factor(1.0)
        # Plain SUM collectives (scaled after, by 1): Gloo has no pre-multiplied sum.
        unit.set_force_sum_reduction_for_comms(True)
    return units


def whole_copy(model, device):
    """A plain model with every weight of the sharded `model` whole, on `device` (a collective:
    every process calls it). Evaluation runs on it: FSDP2's own gathering for forward passes
    without gradients gave stale weights now and then on this CPU (docs/neuron-job.md)."""
    from .model import LlamaForCausalLM

    weights = {n: whole(p) for n, p in model.base_state()}
    copy = LlamaForCausalLM(model.config)
    copy.load_base(weights)
    return copy.to(device)


def shard_like(full, parameter):
    """`full` split over the processes as `parameter` is."""
    from torch.distributed.tensor import distribute_tensor

    return distribute_tensor(full.to(parameter.device_mesh.device_type), parameter.device_mesh, parameter.placements)


def sync_gradients(units, on):
    """Whether the next backward sums the gradients over the processes (the last micro-batch
    of a process's block) or only adds them to what it holds."""
    for unit in units:
        unit.set_requires_gradient_sync(on, recurse=False)


def local_bytes(tensors):
    """Bytes of the tensors (weights, moments) this process holds."""
    return sum(local(t).numel() * local(t).element_size() for t in tensors)
