"""The job's PyTorch 2 paths on the CPU, for real: device detection through torch.accelerator (none
here, so the job's cpu path, said in run_start's versions) and torch.compile on the training
step, where on Neuron the backend would be "neuron" and here PyTorch's inductor stands in: the
`compile` phase is measured, pilotctl reads it into the run's time chain and the project's cost
chain (`pilotctl cost`), and the compiled run's
losses equal the eager run's within the tolerance docs/neuron-job.md gives.

Needs PyTorch 2 (ctest runs it with build/venv's Python, docs/python-environment.md)."""

import json
import os
import subprocess
import tempfile
import unittest

import torch

import neuronjobtest as t

# Inductor fuses and reorders the float32 arithmetic of the forward and backward passes, so its
# losses differ from eager ones in the last bits; over 12 steps of the tiny job they stayed
# within 1.2e-07 relative (measured 2026-12-04, PyTorch 2.14.0, 2 threads). docs/neuron-job.md.
LOSS_TOLERANCE_REL = 1e-5


@unittest.skipUnless(hasattr(torch, "compile"), "torch.compile needs PyTorch 2; this is PyTorch %s" % torch.__version__)
class CompiledOnCpu(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        folder = cls.tmp.name
        t.write_data(folder)
        job = t.tiny_job(12)
        # Generation runs a new shape for every token: no evaluation, so the compiled part is the
        # training step (and the checkpoints' forward-free writes).
        job["eval"] = {"every_steps": 0, "samples": 0, "max_new_tokens": 0}
        path = t.write_job(folder, job)
        cls.eager = os.path.join(folder, "eager")
        cls.compiled = os.path.join(folder, "compiled")
        cls.eager_run = t.run_job(path, cls.eager, timeout=600)
        # With TorchNeuron's settings the backend sets: recorded, not read by the job.
        settings = {"PILOT_NEURON_COMPILE": "1", "TORCH_NEURONX_NEFF_CACHE_DIR": "/fsx/neff-cache/team",
                    "TORCH_NEURONX_DEBUG_DIR": "/scratch/artifacts", "TORCH_NEURONX_LOG_LEVEL": "3"}
        cls.compiled_run = t.run_job(path, cls.compiled, timeout=900, env=settings)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_both_runs_complete(self):
        self.assertEqual(self.eager_run.returncode, 0, self.eager_run.stderr[-3000:])
        self.assertEqual(self.compiled_run.returncode, 0, self.compiled_run.stderr[-3000:])
        for run in (self.eager, self.compiled):
            self.assertEqual(t.events(run, "run_end")[-1]["status"], "completed")

    def test_provenance_says_how_the_device_was_found_and_what_compiled(self):
        eager = t.events(self.eager, "run_start")[0]["versions"]
        compiled = t.events(self.compiled, "run_start")[0]["versions"]
        # torch.accelerator finds no accelerator on this machine: the job's cpu path.
        self.assertEqual(eager["accelerator"], "none")
        self.assertEqual(t.events(self.eager, "run_start")[0]["device"], "cpu")
        self.assertEqual((eager["compile"], compiled["compile"]), ("eager", "torch.compile"))
        self.assertEqual(compiled["compile_setting"], "1")
        self.assertEqual((compiled["neuron_compile_cache"], compiled["artifacts"], compiled["torch_neuronx_log_level"]),
                         ("/fsx/neff-cache/team", "/scratch/artifacts", "3"))
        for key in ("neuron_compile_cache", "artifacts", "torch_neuronx_log_level"):
            self.assertNotIn(key, eager)

    def test_the_compile_phase_is_measured(self):
        def spans(run):
            return [e for e in t.events(run, "phase") if e.get("name") == "compile"]

        self.assertEqual(spans(self.eager), [])  # eager on the CPU compiles nothing
        compiled = spans(self.compiled)
        begins = [e for e in compiled if e["state"] == "begin"]
        ends = [e for e in compiled if e["state"] == "end"]
        self.assertGreater(len(begins), 0)
        self.assertEqual(len(begins), len(ends))
        seconds = sum(e["t"] for e in ends) - sum(e["t"] for e in begins)
        self.assertGreater(seconds, 0.0)
        # pilotctl reads the same spans as the run's compile phase (the phase the time chain of
        # the Cost stage shows).
        if t.have_pilotctl():
            phases = {p["name"]: p for p in t.pilotctl_summary(self.compiled)["phases"]}
            self.assertEqual(phases["compile"]["spans"], len(ends))
            self.assertAlmostEqual(phases["compile"]["seconds"], seconds, places=3)
            self.assertFalse(phases["compile"]["open"])

    @unittest.skipUnless(t.have_pilotctl(), "needs pilotctl")
    def test_the_compile_phase_reaches_the_cost_chain(self):
        # The compiled run as a project's pilot and the eager run as its reference: `pilotctl
        # cost` counts the measured compile seconds in the pilot's chain, none in the reference's.
        project = os.path.join(self.tmp.name, "project.yaml")
        with open(project, "w") as f:
            f.write("schema: migration-pilot/project@1\ntitle: compile\nruns:\n"
                    "  - {path: eager, role: reference, label: eager}\n  - {path: compiled, role: pilot, label: compiled}\n")
        out = subprocess.run([t.PILOTCTL, "cost", "--json", project], capture_output=True, text=True, timeout=120)
        self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
        cost = json.loads(out.stdout)
        ends = [e for e in t.events(self.compiled, "phase") if e.get("name") == "compile"]
        seconds = sum(e["t"] for e in ends if e["state"] == "end") - sum(e["t"] for e in ends if e["state"] == "begin")
        runs = {r["label"]: r for r in cost["runs"]}
        chain = runs["compiled"]["chain"]["phases"]["compile"]
        self.assertEqual(chain["source"], "measured", chain)
        self.assertAlmostEqual(chain["seconds"], seconds, places=3)
        self.assertAlmostEqual(cost["roles"]["pilot"]["phases_s"]["compile"], seconds, places=3)
        self.assertEqual(cost["roles"]["reference"]["phases_s"]["compile"], 0)
        print("compile phase in the pilot's cost chain: %.2f s (measured)" % chain["seconds"])

    def test_the_compiled_losses_are_the_eager_ones(self):
        eager = t.latest_steps(self.eager)
        compiled = t.latest_steps(self.compiled)
        self.assertEqual(sorted(eager), list(range(1, 13)))
        self.assertEqual(sorted(compiled), sorted(eager))
        worst = 0.0
        for step, e in eager.items():
            c = compiled[step]["loss"]
            worst = max(worst, abs(c - e["loss"]) / abs(e["loss"]))
        print("largest relative loss difference, torch.compile (inductor) against eager: %.3g" % worst)
        self.assertLessEqual(worst, LOSS_TOLERANCE_REL)


if __name__ == "__main__":
    unittest.main()
