"""`compile` phases (docs/job-interface.md, section 5) where compilation happens and can be
measured: on a compiling device (TorchNeuron compiles each operator's graph for every new input
shape on its first execution, then takes it from the compile cache) and under torch.compile
(the warm-up of every new shape). A span covers the first execution of a shape — compilation
and that one execution — so it is an upper bound of the compile time; on `cpu` and `cuda` in
eager mode nothing compiles and no span is reported.

torch.compile is used when the launcher sets PILOT_NEURON_COMPILE=1 (docs/neuron-job.md):
a start parameter of the host, not of the job, so it stays out of job.json and its hash."""

import os

import torch

COMPILE_ENV = "PILOT_NEURON_COMPILE"


class CompileSettingError(Exception):
    pass


def compile_wanted():
    value = os.environ.get(COMPILE_ENV, "")
    if value not in ("", "0", "1"):
        raise CompileSettingError("%s: expected 0 or 1, found %r" % (COMPILE_ENV, value))
    return value == "1"


def check_setting():
    """Raises CompileSettingError when the setting is wrong or cannot be honoured here;
    checked before the run folder is touched."""
    if compile_wanted() and not hasattr(torch, "compile"):
        raise CompileSettingError("%s=1: torch.compile needs PyTorch 2 or later; this is PyTorch %s"
                                  % (COMPILE_ENV, torch.__version__))


def compiled_forward(model, device):
    """The callable that runs the model: torch.compile'd (backend "neuron" on Neuron, PyTorch's
    default elsewhere; static shapes) when asked for, else the model itself."""
    check_setting()
    if not compile_wanted():
        return model, None
    backend = "neuron" if device.type == "neuron" else "inductor"
    return torch.compile(model, backend=backend, dynamic=False), backend


class CompileTracker:
    """Opens a `compile` span around the first execution of every new (kind, shape)."""

    def __init__(self, phase, log, device, compiled):
        self._phase = phase
        self._log = log
        self._device = device
        self.active = device.type == "neuron" or compiled
        self._seen = set()

    def first(self, kind, shape):
        """True (and a span opened) when `kind` runs with `shape` for the first time."""
        key = (kind, tuple(shape))
        if not self.active or key in self._seen:
            return False
        self._seen.add(key)
        self._log("info", "compile: first execution of %s with shape %s" % (kind, list(shape)))
        self._phase("compile", True)
        return True

    def end(self):
        self._device.synchronize()
        self._phase("compile", False)
