"""Sharded full fine-tuning (PILOT_NEURON_SHARDING=fsdp, PyTorch FSDP2's fully_shard) under
torchrun with Gloo on device cpu: two and four processes train as one process of the same
job.json does — step losses and validation losses within TOLERANCE, equal tokens, evaluations,
samples and checkpoint tensors — while each holds about 1/N of the weights and moments; a
sharded run's checkpoint resumes on one process and in pilot-trainer, a one-process checkpoint
resumes sharded, and a SIGTERM stops every rank at one step with a whole checkpoint. The
setting is refused, before anything is written, for LoRA, for one process and under a PyTorch
without fully_shard (Debian's 1.13, where this file runs too)."""

import os
import signal
import tempfile
import unittest

import neuronjobtest as t
from pilot_neuron_job.sharding import fsdp_available as has_fully_shard

SHARDED = {"PILOT_NEURON_SHARDING": "fsdp"}


def sharded_job(steps, processes=2):
    job = t.tiny_job(steps, "full")
    job["threads"] = 1  # one thread per rank: the processes share the host's cores
    job["train"]["micro_batch"] = 2
    job["train"]["grad_accum"] = max(4, processes)
    job["eval"] = {"every_steps": 3, "samples": 2, "max_new_tokens": 4}
    return job


class Sharded(t.SameTrainingChecks, unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name
        t.write_data(self.folder)

    def tearDown(self):
        self._tmp.cleanup()

    def run_one(self, path, name):
        run_dir = os.path.join(self.folder, name)
        out = t.run_job(path, run_dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        return run_dir

    def run_sharded(self, processes, path, name):
        run_dir = os.path.join(self.folder, name)
        out = self.torchrun(processes, path, run_dir, SHARDED)
        self.assertEqual(out.returncode, 0, out.stderr)
        return run_dir

    @unittest.skipUnless(has_fully_shard(), "this PyTorch has no FSDP2 (fully_shard): the refusal is tested below")
    def test_sharded_processes_train_as_one(self):
        measured = []
        for processes in (2, 4):
            label = "%d sharded processes" % processes
            path = t.write_job(self.folder, sharded_job(6, processes), "job-%d.json" % processes)
            one = self.run_one(path, "one-%d" % processes)
            several = self.run_sharded(processes, path, "sharded-%d" % processes)
            measured.append((label, self.assert_same_training(one, several, label)))
            self.assertEqual(len(t.events(several, "eval")), 3, label)  # steps 0, 3 and 6
            self.assert_same_checkpoint(one, several, 6, "full", label)
            self.assertEqual(sorted(os.listdir(several)), sorted(os.listdir(one)), label)  # rank 0 alone wrote
            versions = t.events(several, "run_start")[0]["versions"]
            self.assertEqual((versions["processes"], versions["process_group"], versions["sharding"]), (processes, "gloo", "fsdp"))
            # What one device holds: its shard of the weights and moments (a shard is padded to
            # equal rows, hence the few rows more than an exact split).
            whole, part = t.events(one, "memory")[0], t.events(several, "memory")[0]
            for key in ("params_bytes", "optimizer_bytes"):
                self.assertGreaterEqual(part[key], whole[key] // processes, "%s %s" % (label, key))
                self.assertLess(part[key], whole[key] // processes * 1.05, "%s %s" % (label, key))
        for label, worst in measured:
            print("largest relative loss difference, one process against %s: %.3g (tolerance %g)" % (label, worst, self.TOLERANCE))

    @unittest.skipUnless(has_fully_shard(), "this PyTorch has no FSDP2 (fully_shard): the refusal is tested below")
    def test_checkpoints_move_between_sharded_and_one_process(self):
        path = t.write_job(self.folder, sharded_job(6), "job.json")
        one = self.run_one(path, "one")
        several = self.run_sharded(2, path, "sharded")
        expected = t.latest_steps(one)

        def continues(run_dir, label, tolerance):
            steps = t.latest_steps(run_dir)
            self.assertEqual(sorted(steps), [4, 5, 6], label)
            worst = max(abs(steps[s]["loss"] - expected[s]["loss"]) / abs(expected[s]["loss"]) for s in steps)
            self.assertLessEqual(worst, tolerance, label)
            for s in steps:
                self.assertEqual(steps[s]["tokens"], expected[s]["tokens"], "%s step %d" % (label, s))
            print("%s: largest relative loss difference %.3g (tolerance %g)" % (label, worst, tolerance))

        # The sharded run's checkpoint at step 3, on one process: the rest of the one-process run.
        job = dict(sharded_job(6), resume=os.path.join(several, "checkpoints", "step-000003"))
        resumed = self.run_one(t.write_job(self.folder, job, "from-sharded.json"), "sharded-to-one")
        continues(resumed, "sharded checkpoint resumed on one process", self.TOLERANCE)
        self.assert_same_checkpoint(one, resumed, 6, "full", "sharded checkpoint resumed on one process")

        # One process's checkpoint, sharded over two.
        job = dict(sharded_job(6), resume=os.path.join(one, "checkpoints", "step-000003"))
        resumed = self.run_sharded(2, t.write_job(self.folder, job, "from-one.json"), "one-to-sharded")
        continues(resumed, "one-process checkpoint resumed sharded", self.TOLERANCE)

        if t.have_trainer():
            # pilot-trainer takes the same job (another backend is not part of what it trains)
            # from the sharded run's checkpoint; the backends agree within 1e-5
            # (tst_neuronjob_equivalence).
            job = dict(sharded_job(6), backend="libtorch", resume=os.path.join(several, "checkpoints", "step-000003"))
            run_dir = os.path.join(self.folder, "sharded-to-trainer")
            out = t.run_trainer(t.write_job(self.folder, job, "trainer.json"), run_dir)
            self.assertEqual(out.returncode, 0, out.stderr)
            continues(run_dir, "sharded checkpoint resumed in pilot-trainer", 1e-5)

    @unittest.skipUnless(has_fully_shard(), "this PyTorch has no FSDP2 (fully_shard): the refusal is tested below")
    def test_sigterm_stops_every_rank_with_a_whole_checkpoint(self):
        job = sharded_job(200)
        job["eval"] = {"every_steps": 0, "samples": 0, "max_new_tokens": 0}
        path = t.write_job(self.folder, job)
        several = os.path.join(self.folder, "sharded")
        process = self.start_torchrun(2, path, several, SHARDED)
        if not t.wait_for_event(several, lambda e: e.get("type") == "step" and e["step"] >= 2, process):
            self.fail(t.stderr_of(process))
        os.killpg(process.pid, signal.SIGTERM)  # torchrun and both ranks, as the launcher's abort
        t.finish(process)
        ends = t.events(several, "run_end")
        self.assertEqual([(e["status"], e["exit_code"]) for e in ends], [("aborted", 143)], process.stderr_text)
        last = ends[0]["last_step"]
        self.assertEqual(t.events(several, "checkpoint")[-1]["step"], last)
        # The checkpoint is whole: one process takes it and trains the next step.
        resumed_job = dict(job, resume=os.path.join(several, "checkpoints", "step-%06d" % last))
        process = t.start_job(t.write_job(self.folder, resumed_job, "resume.json"), os.path.join(self.folder, "one"))
        ok = t.wait_for_event(os.path.join(self.folder, "one"), lambda e: e.get("type") == "step" and e["step"] == last + 1, process)
        t.kill(process, signal.SIGTERM)
        self.assertTrue(ok, t.stderr_of(process))

    def test_sharding_is_refused_where_it_cannot_run(self):
        run_dir = os.path.join(self.folder, "run")
        lora = t.tiny_job(2, "lora")
        out = t.run_job(t.write_job(self.folder, lora, "lora.json"), run_dir, env=SHARDED)
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn("PILOT_NEURON_SHARDING=fsdp shards full fine-tuning", out.stderr)
        full = t.write_job(self.folder, t.tiny_job(2, "full"), "full.json")
        out = t.run_job(full, run_dir, env=SHARDED)
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn("sharding needs several processes", out.stderr)
        out = t.run_job(full, run_dir, env={"PILOT_NEURON_SHARDING": "zero3"})
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn("PILOT_NEURON_SHARDING: expected none or fsdp, found 'zero3'", out.stderr)
        if not has_fully_shard():
            # One process of two as torchrun would start it, under a PyTorch without FSDP2.
            env = dict(SHARDED, WORLD_SIZE="2", RANK="0", LOCAL_RANK="0", MASTER_ADDR="127.0.0.1", MASTER_PORT="1")
            out = t.run_job(full, run_dir, env=env)
            self.assertEqual(out.returncode, 2, out.stderr)
            self.assertRegex(out.stderr, r"PILOT_NEURON_SHARDING=fsdp needs PyTorch 2\.6 or later \(FSDP2's fully_shard\); "
                                         r"this is PyTorch 1\.")
        self.assertFalse(os.path.exists(run_dir))


if __name__ == "__main__":
    unittest.main()
