"""Which torch-neuronx the job runs with, and what it refuses. There is no Neuron hardware and no
torch-neuronx here: the versions are reported by stand-in modules on PYTHONPATH — a folder
`torch_neuronx` whose __init__.py only sets __version__ — written by this test; they stand in
for the real library in version detection and refusal only. Also the refusals of devices and
settings this host cannot honour, each by its field, before the run folder is touched."""

import json
import os
import subprocess
import tempfile
import unittest

import neuronjobtest as t
from pilot_neuron_job import neuronx

# Real version strings, as published (docs/neuron-job.md, "TorchNeuron and the legacy library"):
LEGACY = "2.8.0.2.10.16998"  # the XLA-based library optimum-neuron pins
LEGACY_LAST = "2.9.0.2.15.32035"  # PyTorch NeuronX of Neuron 2.33, the last XLA-based (PyTorch 2.9)
NATIVE_213 = "2.13.3.1"  # TorchNeuron for PyTorch 2.13, Neuron 2.34
NATIVE_214 = "2.14.3.1"  # TorchNeuron for PyTorch 2.14, Neuron 2.34


def stand_in(folder, version):
    """A stand-in torch_neuronx package that reports `version` and does nothing else."""
    package = os.path.join(folder, "torch_neuronx")
    os.makedirs(package)
    with open(os.path.join(package, "__init__.py"), "w") as f:
        f.write("# Stand-in for torch-neuronx in the tests: reports a version, provides nothing.\n"
                "__version__ = %r\n" % version)
    return folder


class Versions(unittest.TestCase):
    def test_kinds(self):
        # Both native families, of Neuron 2.33 (x.3.0) and 2.34 (x.3.1), and a later one.
        for version in ("2.13.3.0", "2.14.3.0", NATIVE_213, NATIVE_214, "2.15.3.0"):
            self.assertEqual(neuronx.kind_of(version), "native", version)
        # The XLA-based library, from its first 1.13 to its last, PyTorch 2.9.
        for version in (LEGACY_LAST, LEGACY, "2.1.2.2.1.0", "1.13.1.1.16.0", None, "", "garbage"):
            self.assertEqual(neuronx.kind_of(version), "legacy", version)
        self.assertEqual(neuronx.parse_version("2.9.0"), (2, 9))

    def test_the_family_must_match_the_pytorch(self):
        native = neuronx.NeuronInfo("native", NATIVE_213)
        self.assertEqual(neuronx.refusal(native, "2.13.0+cpu"), "")
        said = neuronx.refusal(native, "2.14.0")
        self.assertIn("torch-neuronx 2.13.3.1 is the family for PyTorch 2.13, but this Python has PyTorch 2.14.0", said)
        self.assertIn("2.14.3.x with PyTorch 2.14", said)
        self.assertEqual(neuronx.refusal(neuronx.NeuronInfo("native", NATIVE_214), "2.14.0+cu130"), "")


class StandIns(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name
        t.write_data(self.folder)

    def tearDown(self):
        self._tmp.cleanup()

    def probe(self, pythonpath=None):
        out = subprocess.run([t.PYTHON, "-m", "pilot_neuron_job", "--probe"], env=t.job_env(pythonpath), capture_output=True,
                             text=True, timeout=120)
        self.assertEqual(out.returncode, 0, out.stderr)
        return json.loads(out.stdout)

    def refused(self, job, pythonpath=None, env=None):
        path = t.write_job(self.folder, job)
        run_dir = os.path.join(self.folder, "run")
        out = t.run_job(path, run_dir, pythonpath=pythonpath, env=env)
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertFalse(os.path.exists(run_dir), "a refused job must not touch its run folder")
        return out.stderr

    def neuron_job(self):
        job = t.tiny_job(2)
        job["device"] = "neuron"
        return job

    def test_the_legacy_library_is_refused_naming_both_versions(self):
        path = stand_in(os.path.join(self.folder, "legacy"), LEGACY_LAST)
        probe = self.probe(path)
        self.assertEqual((probe["neuron"], probe["torch_neuronx"]), ("legacy", LEGACY_LAST))
        self.assertNotIn("neuron", probe["devices"])
        stderr = self.refused(self.neuron_job(), path)
        self.assertIn("device: neuron needs TorchNeuron", stderr)
        self.assertIn("torch-neuronx 2.13.3.x with PyTorch 2.13 or 2.14.3.x with PyTorch 2.14", stderr)
        self.assertIn("found torch-neuronx " + LEGACY_LAST, stderr)
        # A cpu job beside the legacy library runs: it never uses it.
        job = t.tiny_job(2)
        job["eval"]["every_steps"] = 0
        out = t.run_job(t.write_job(self.folder, job, "cpu.json"), os.path.join(self.folder, "cpu-run"), pythonpath=path)
        self.assertEqual(out.returncode, 0, out.stderr)

    def test_a_native_version_without_a_device_is_refused(self):
        import torch

        # The family of this Python's PyTorch where one is published, else the 2.14 family,
        # which then does not match.
        ours = neuronx.parse_version(torch.__version__)
        version = {(2, 13): NATIVE_213, (2, 14): NATIVE_214}.get(ours, NATIVE_214)
        path = stand_in(os.path.join(self.folder, "native"), version)
        probe = self.probe(path)
        self.assertEqual((probe["neuron"], probe["torch_neuronx"]), ("native", version))
        self.assertNotIn("neuron", probe["devices"])  # the stand-in provides no device
        said = self.refused(self.neuron_job(), path)
        if ours in ((2, 13), (2, 14)):
            self.assertIn("no NeuronCore can be used", said)
        else:
            self.assertIn("is the family for PyTorch 2.14, but this Python has PyTorch " + torch.__version__, said)

    def test_without_torch_neuronx(self):
        self.assertEqual(self.probe()["neuron"], "absent")
        self.assertIn("torch_neuronx is not installed", self.refused(self.neuron_job()))

    def test_what_this_host_cannot_honour_is_refused_by_name(self):
        import torch

        if not torch.cuda.is_available():
            job = t.tiny_job(2)
            job["device"] = "cuda"
            self.assertIn("device: cuda was asked for", self.refused(job))
        self.assertIn("PILOT_NEURON_COMPILE: expected 0 or 1", self.refused(t.tiny_job(2), env={"PILOT_NEURON_COMPILE": "yes"}))
        if not hasattr(torch, "compile"):
            self.assertIn("torch.compile needs PyTorch 2", self.refused(t.tiny_job(2), env={"PILOT_NEURON_COMPILE": "1"}))


if __name__ == "__main__":
    unittest.main()
