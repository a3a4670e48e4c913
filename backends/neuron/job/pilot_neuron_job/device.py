"""The device a job runs on, what it can do (bf16 autocast), and the probe a backend plugin runs
on a target before it launches a job there."""

import contextlib
import os
import platform

import torch

from . import VERSION, neuronx
from .compilephases import compile_wanted
from .sharding import fsdp_available


class DeviceError(Exception):
    """The job's device or precision cannot be used here; the message names the field."""


def autocast_available(device_type):
    """Whether this PyTorch has bf16 autocast for `device_type`."""
    check = getattr(getattr(torch, "amp", None), "is_autocast_available", None)
    if check is None:
        check = getattr(getattr(getattr(torch, "amp", None), "autocast_mode", None), "is_autocast_available", None)
    if check is not None:
        try:
            return bool(check(device_type))
        except Exception:
            return False
    # PyTorch before 2.4: autocast exists for cpu (bf16) and cuda.
    if device_type == "cpu":
        return hasattr(torch, "autocast")
    if device_type == "cuda":
        return torch.cuda.is_available() and torch.cuda.is_bf16_supported()
    return False


def _accelerator():
    """torch.accelerator's current device where this PyTorch has it (2.6 and later)."""
    acc = getattr(torch, "accelerator", None)
    if acc is None:
        return None
    try:
        return acc.current_accelerator() if acc.is_available() else None
    except Exception:
        return None


def accelerator_text():
    """What torch.accelerator reports, for provenance: the current accelerator's device type,
    "none" where it finds none (the job then runs on the device its job names, such as cpu), or
    that this PyTorch has no torch.accelerator (before 2.6)."""
    if getattr(torch, "accelerator", None) is None:
        return "no torch.accelerator in PyTorch %s" % torch.__version__
    current = _accelerator()
    return current.type if current is not None else "none"


def neuron_usable(info):
    """A `neuron` device this process can allocate on, or None."""
    if info.kind != "native" or info.module is None:
        return None
    current = _accelerator()
    if current is not None:
        return current if current.type == "neuron" else None
    try:
        device = torch.device("neuron")
        torch.empty(1, device=device)
        return device
    except Exception:
        return None


def probe():
    """The probe's JSON object (docs/neuron-job.md): versions, devices, bf16 per device."""
    info = neuronx.detect()
    devices = ["cpu"]
    bf16 = {"cpu": autocast_available("cpu")}
    if torch.cuda.is_available():
        devices.append("cuda")
        bf16["cuda"] = autocast_available("cuda")
    if neuron_usable(info) is not None:
        devices.append("neuron")
        bf16["neuron"] = autocast_available("neuron")
    out = {"python": platform.python_version(), "torch": torch.__version__, "torch_neuronx": info.version,
           "neuron": info.kind, "devices": devices, "bf16": bf16, "accelerator": accelerator_text(), "job": VERSION,
           "fsdp": fsdp_available()}
    if info.error:
        out["neuron_error"] = info.error
    return out


class Device:
    """The device of a job, with its autocast and synchronisation."""

    def __init__(self, torch_device, bf16, neuron_info=None, compiled=False):
        self.torch = torch_device
        self.type = torch_device.type
        self.bf16 = bf16
        self.neuron_info = neuron_info
        self.compiled = compiled

    def autocast(self):
        if not self.bf16:
            return contextlib.nullcontext()
        return torch.autocast(device_type=self.type, dtype=torch.bfloat16)

    def synchronize(self):
        if self.type == "cuda":
            torch.cuda.synchronize()
        elif self.type != "cpu":
            acc = getattr(torch, "accelerator", None)
            if acc is not None and hasattr(acc, "synchronize"):
                acc.synchronize()

    @property
    def static_shapes(self):
        """A compiling device, and torch.compile, build one graph per input shape: batches and
        generation are padded to fixed widths there (the results are the same: padding trails
        every sequence, and causal attention never looks ahead)."""
        return self.type == "neuron" or self.compiled


def select(job):
    """The Device of a job, or DeviceError naming `device` or `precision`."""
    info = None
    if job.device == "cpu":
        torch_device = torch.device("cpu")
    elif job.device == "cuda":
        if not torch.cuda.is_available():
            raise DeviceError("device: cuda was asked for, but this PyTorch (%s) sees no CUDA device" % torch.__version__)
        torch_device = torch.device("cuda")
    else:
        info = neuronx.detect()
        problem = neuronx.refusal(info, torch.__version__)
        if problem:
            raise DeviceError(problem)
        torch_device = neuron_usable(info)
        if torch_device is None:
            raise DeviceError("device: neuron: torch-neuronx %s is installed, but no NeuronCore can be used by this process "
                              "(NEURON_RT_VISIBLE_CORES=%s)" % (info.version, os.environ.get("NEURON_RT_VISIBLE_CORES", "unset")))
    bf16 = job.precision == "bf16"
    if bf16 and not autocast_available(torch_device.type):
        raise DeviceError("precision: bf16 autocast is not available on device %s in PyTorch %s"
                          % (torch_device.type, torch.__version__))
    return Device(torch_device, bf16, info, compile_wanted())
