"""Which torch-neuronx this Python has, told apart by the published version scheme (Neuron
release notes, component index of Neuron 2.33.0, 2026-10-19; docs/neuron-job.md):

- TorchNeuron, the native PyTorch backend (device `neuron`, eager mode and torch.compile), comes
  in one family per PyTorch version: torch-neuronx 2.13.3.x for PyTorch 2.13 and 2.14.3.x for
  PyTorch 2.14 ("install the torch-neuronx package family that matches the PyTorch version").
  TorchNeuron takes over from PyTorch 2.10 on, so every torch-neuronx from 2.10 on is native.
- The XLA-based library (PyTorch NeuronX) puts the PyTorch version first and the Neuron release
  after it, e.g. 2.9.0.2.15.32035 (PyTorch 2.9, the last XLA-based one) or 2.8.0.2.10.16998. Its
  training path reached end of support; this job refuses to train on it (docs/neuron-job.md)."""

import importlib
import importlib.metadata
import importlib.util
import re

NATIVE_FROM = (2, 10)
NEEDED = ("TorchNeuron, the native PyTorch backend of Neuron: torch-neuronx 2.13.3.x with PyTorch 2.13 "
          "or 2.14.3.x with PyTorch 2.14")


class NeuronInfo:
    """kind: "absent", "native" or "legacy"; version: the version text or None; module: the
    imported module (native only); error: why it could not be imported, or ""."""

    def __init__(self, kind, version=None, module=None, error=""):
        self.kind = kind
        self.version = version
        self.module = module
        self.error = error


def parse_version(text):
    """(major, minor) of "2.14.3.0" or "2.8.0.2.10.16998"; None when it does not start so."""
    m = re.match(r"^\s*(\d+)\.(\d+)", text or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


def kind_of(version):
    parsed = parse_version(version)
    return "native" if parsed is not None and parsed >= NATIVE_FROM else "legacy"


def detect():
    """Finds torch_neuronx on the path. Its version comes from the module itself
    (`__version__`), else from the installed distribution's metadata. Only a native library is
    kept imported for use; a legacy one is imported only to read its version."""
    if importlib.util.find_spec("torch_neuronx") is None:
        return NeuronInfo("absent")
    module = None
    error = ""
    try:
        module = importlib.import_module("torch_neuronx")
    except Exception as e:  # an install that fails to import is reported, not fatal to the probe
        error = "%s: %s" % (type(e).__name__, e)
    version = getattr(module, "__version__", None) if module is not None else None
    if not isinstance(version, str):
        version = None
        for name in ("torch-neuronx", "torch_neuronx"):
            try:
                version = importlib.metadata.version(name)
                break
            except importlib.metadata.PackageNotFoundError:
                continue
    kind = kind_of(version)
    return NeuronInfo(kind, version, module if kind == "native" and not error else None, error)


def refusal(info, torch_version=None):
    """Why a `neuron` job cannot run with `info` (and the PyTorch of `torch_version`), naming the
    version found and the ones needed; empty when it can."""
    if info.kind == "absent":
        return "device: neuron needs %s; torch_neuronx is not installed for this Python" % NEEDED
    if info.kind == "legacy":
        found = info.version or "a version that could not be read"
        return ("device: neuron needs %s; found torch-neuronx %s, the legacy XLA-based library, whose training path "
                "reached end of support (import its logs in the Compare stage instead)" % (NEEDED, found))
    family, torch = parse_version(info.version), parse_version(torch_version)
    if torch is not None and family != torch:
        return ("device: neuron: torch-neuronx %s is the family for PyTorch %d.%d, but this Python has PyTorch %s; install "
                "the torch-neuronx family that matches the PyTorch version (%s)" % (info.version, family[0], family[1],
                                                                                     torch_version, NEEDED))
    if info.error:
        return "device: neuron: torch-neuronx %s is installed but cannot be imported: %s" % (info.version, info.error)
    return ""
