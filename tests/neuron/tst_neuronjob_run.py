"""The Neuron backend's job run as the launcher runs it, on device cpu: the run folder it writes
is what the core reads (pilotctl runs summarize) and its checkpoints pass the checks pilot-trainer
applies; SIGTERM ends it with a checkpoint, run_end "aborted" and exit code 143; a run killed at
any moment and resumed reproduces the uninterrupted run's losses bit for bit; SIGTERM in the
middle of an evaluation stops it at once, reports nothing of it and leaves it owed in the
checkpoint (eval_pending), and the resumed run evaluates that step first; a second job on the
same run folder is refused with exit code 3."""

import json
import os
import random
import subprocess
import tempfile
import unittest

import neuronjobtest as t
from pilot_neuron_job import checkpoint
from pilot_neuron_job.jobfile import read_job_file
from pilot_neuron_job.jobidentity import identify_job, identity_hash


def identified_hash(path):
    job = read_job_file(path)
    identify_job(job)
    return job.hash


class RunFolder(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name
        t.write_data(self.folder)

    def tearDown(self):
        self._tmp.cleanup()

    def write(self, job, name="job.json"):
        return t.write_job(self.folder, job, name)

    def test_a_run_writes_what_the_core_reads(self):
        path = self.write(t.tiny_job(9, "lora"))
        run_dir = os.path.join(self.folder, "run")
        out = t.run_job(path, run_dir)
        self.assertEqual(out.returncode, 0, out.stderr)

        start = t.events(run_dir, "run_start")
        self.assertEqual(len(start), 1)
        for key in ("run_id", "backend", "device", "host", "pid", "dataset_version", "versions", "job_hash"):
            self.assertIn(key, start[0])
        self.assertEqual(start[0]["job_hash"], identified_hash(path))
        # What the hash is of, so the app can name the inputs two runs differ in.
        self.assertEqual(identity_hash(start[0]["job_identity"]), start[0]["job_hash"])
        self.assertRegex(start[0]["job_identity"]["data"]["sha256"]["train"], "^[0-9a-f]{64}$")
        self.assertTrue(start[0]["versions"]["job"].startswith("pilot_neuron_job "))
        self.assertEqual(start[0]["versions"]["threads"], 2)
        steps = t.latest_steps(run_dir)
        self.assertEqual(sorted(steps), list(range(1, 10)))
        for s in steps.values():
            for key in ("loss", "lr", "tokens", "grad_norm", "step_time_s", "data_time_s", "comm_time_s"):
                self.assertIn(key, s)
        self.assertEqual(steps[1]["lr"], 0.0)  # warm-up: update k uses the factor of k - 1
        self.assertEqual([e["step"] for e in t.events(run_dir, "eval")], [0, 9])
        self.assertEqual(len(t.events(run_dir, "sample")), 4)
        self.assertEqual(len(t.events(run_dir, "memory")), 2)
        end = t.events(run_dir, "run_end")
        self.assertEqual([(e["status"], e["exit_code"], e["last_step"]) for e in end], [("completed", 0, 9)])

        # Checkpoints every 3 steps, the two newest kept; each whole and intact.
        self.assertEqual(sorted(os.listdir(os.path.join(run_dir, "checkpoints"))), ["step-000006", "step-000009"])
        final = os.path.join(run_dir, "checkpoints", "step-000009")
        self.assertEqual(checkpoint.validate(final), ("", 9))
        with open(os.path.join(final, "COMPLETE")) as f:
            self.assertEqual(f.read(), "step 9\n")
        with open(os.path.join(final, "manifest.json")) as f:
            manifest = json.load(f)
        self.assertEqual([x["path"] for x in manifest["files"]],
                         ["adapter_config.json", "adapter_model.safetensors", "optimizer.safetensors", "trainer_state.json"])
        with open(os.path.join(run_dir, "run.lock")) as f:
            holder = json.loads(f.readline())
        self.assertTrue(holder["program"].startswith("pilot_neuron_job "))

        if t.have_pilotctl():
            summary = t.pilotctl_summary(run_dir)
            self.assertEqual(summary["status"], "completed")
            self.assertEqual((summary["steps"], summary["last_step"], summary["restarts"]), (9, 9, 0))
            self.assertEqual((summary["issues"], summary["unknown_types"]), (0, 0))
            self.assertEqual(summary["checkpoints_complete"], 3)
            self.assertEqual(summary["last_checkpoint_step"], 9)
            phases = {p["name"] for p in summary["phases"]}
            self.assertTrue({"environment", "first_step", "train", "validation", "checkpoint_write"} <= phases, phases)
        if t.have_trainer():
            # pilot-trainer's own check of a checkpoint (manifest, sizes, SHA-256, COMPLETE).
            exported = os.path.join(self.folder, "exported")
            out = subprocess.run([t.TRAINER, "export", "--checkpoint", final, "--out", exported], capture_output=True, text=True)
            self.assertEqual(out.returncode, 0, out.stderr)
            self.assertTrue(os.path.exists(os.path.join(exported, "adapter_model.safetensors")))
            # and it refuses a damaged one
            with open(os.path.join(run_dir, "checkpoints", "step-000006", "optimizer.safetensors"), "r+b") as f:
                f.seek(100)
                f.write(b"\xff")
            out = subprocess.run([t.TRAINER, "export", "--checkpoint", os.path.join(run_dir, "checkpoints", "step-000006"),
                                  "--out", exported], capture_output=True, text=True)
            self.assertEqual(out.returncode, 1)
            self.assertIn("SHA-256", out.stderr)

    def test_sigterm_writes_a_checkpoint_and_ends_aborted(self):
        job = t.tiny_job(100000, "full")
        job["checkpoint"] = {"every_steps": 0, "keep_last": 1}
        job["eval"]["every_steps"] = 0
        run_dir = os.path.join(self.folder, "run")
        process = t.start_job(self.write(job), run_dir)
        self.assertTrue(t.wait_for_event(run_dir, lambda e: e.get("type") == "step" and e["step"] >= 3, process))
        code = t.kill(process, t.signal.SIGTERM)
        self.assertEqual(code, 143, t.stderr_of(process))
        end = t.events(run_dir, "run_end")
        self.assertEqual(len(end), 1)
        self.assertEqual((end[0]["status"], end[0]["reason"], end[0]["exit_code"]), ("aborted", "SIGTERM", 143))
        last = end[0]["last_step"]
        self.assertGreaterEqual(last, 3)
        self.assertEqual(max(t.latest_steps(run_dir)), last)
        folder = os.path.join(run_dir, "checkpoints", checkpoint.folder_name(last))
        self.assertEqual(checkpoint.validate(folder), ("", last))
        self.assertEqual([e["step"] for e in t.events(run_dir, "checkpoint")], [last])
        if t.have_pilotctl():
            self.assertEqual(t.pilotctl_summary(run_dir)["status"], "aborted")

    def test_sigterm_during_an_evaluation_stops_it_and_resumes_exactly(self):
        # As pilot-trainer's tst_trainerabort: an evaluation of 300 long prompts takes seconds,
        # hundreds of training steps. One thread: no thread pool spinning against a busy machine.
        t.write_long_validation(self.folder, 300)
        job = t.long_evaluation_job(6, 3)
        job["threads"] = 1
        path = self.write(job)
        reference = os.path.join(self.folder, "uninterrupted")
        out = t.run_job(path, reference)
        self.assertEqual(out.returncode, 0, out.stderr)
        expected_evals = t.events(reference, "eval")
        self.assertEqual([e["step"] for e in expected_evals], [0, 3, 6])

        run_dir = os.path.join(self.folder, "run")
        process = t.start_job(path, run_dir)
        code, seconds = t.sigterm_during_evaluation(process, run_dir, 3)
        self.assertIsNotNone(code, "the evaluation after step 3 was never seen running: " + t.stderr_of(process))
        self.assertEqual(code, 143, t.stderr_of(process))
        print("exited %.2f s after SIGTERM" % seconds)
        self.assertLess(seconds, 5.0)
        end = t.events(run_dir, "run_end")
        self.assertEqual([(e["status"], e["reason"], e["last_step"]) for e in end], [("aborted", "SIGTERM", 3)])
        # Nothing of the cut-off evaluation: only the baseline's eval and samples.
        self.assertEqual([e["step"] for e in t.events(run_dir, "eval")], [0])
        self.assertEqual({e["step"] for e in t.events(run_dir, "sample")}, {0})
        owed = [e for e in t.events(run_dir, "log") if "evaluation at step 3 stopped by SIGTERM" in e["message"]]
        self.assertEqual([(e["level"], e["step"]) for e in owed], [("info", 3)])
        phases = [e["state"] for e in t.events(run_dir, "phase") if e["name"] == "validation"]
        self.assertEqual(phases, ["begin", "end", "begin", "end"])
        # The checkpoint of step 3, whole, with the evaluation owed.
        self.assertEqual([e["step"] for e in t.events(run_dir, "checkpoint")], [2, 3])
        folder = os.path.join(run_dir, "checkpoints", "step-000003")
        self.assertEqual(checkpoint.validate(folder), ("", 3))
        with open(os.path.join(folder, "trainer_state.json")) as f:
            self.assertIs(json.load(f)["eval_pending"], True)
        with open(os.path.join(run_dir, "checkpoints", "step-000002", "trainer_state.json")) as f:
            self.assertIs(json.load(f)["eval_pending"], False)

        # Resumed: the evaluation of step 3 first, then the rest, as if nothing had happened.
        out = t.run_job(path, run_dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        resumed = t.events(run_dir)
        second = resumed[[i for i, e in enumerate(resumed) if e["type"] == "run_start"][1]:]
        firsts = [e for e in second if e["type"] in ("eval", "step")]
        self.assertEqual((firsts[0]["type"], firsts[0]["step"]), ("eval", 3))
        evals = t.events(run_dir, "eval")
        self.assertEqual([e["step"] for e in evals], [0, 3, 6])  # step 3's reported once
        for got, want in zip(evals, expected_evals):
            self.assertEqual(got["val_loss"], want["val_loss"], "eval at step %d" % got["step"])
            self.assertEqual(got["metrics"], want["metrics"])
        self.assertEqual([(e["step"], e["id"], e["output"]) for e in t.events(run_dir, "sample")],
                         [(e["step"], e["id"], e["output"]) for e in t.events(reference, "sample")])
        self.assertEqual({s: e["loss"] for s, e in t.latest_steps(run_dir).items()},
                         {s: e["loss"] for s, e in t.latest_steps(reference).items()})
        with open(os.path.join(run_dir, "checkpoints", "step-000006", "trainer_state.json")) as f:
            self.assertIs(json.load(f)["eval_pending"], False)
        if t.have_pilotctl():
            summary = t.pilotctl_summary(run_dir)
            self.assertEqual((summary["status"], summary["restarts"], summary["issues"]), ("completed", 1, 0))

    def test_eval_pending_is_read_as_pilot_trainer_reads_it(self):
        job = t.tiny_job(4, "full")
        job["checkpoint"] = {"every_steps": 2, "keep_last": 2}
        job["eval"]["every_steps"] = 2
        path = self.write(job)
        run_dir = os.path.join(self.folder, "run")
        self.assertEqual(t.run_job(path, run_dir).returncode, 0)
        folder = os.path.join(run_dir, "checkpoints", "step-000002")

        def resume(name, change):
            t.rewrite_state(folder, change)
            out = t.run_job(self.write(dict(job, resume=folder), name + ".json"), os.path.join(self.folder, name))
            return out, os.path.join(self.folder, name)

        # Not true or false: refused, naming the field.
        out, _ = resume("bad", lambda s: s.update(eval_pending="yes"))
        self.assertEqual(out.returncode, 1)
        self.assertIn('trainer_state.json: eval_pending: expected true or false, found "yes"', out.stderr)
        # Absent (a checkpoint of an older version): nothing owed, training goes on at step 3.
        out, resumed = resume("older", lambda s: s.pop("eval_pending"))
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual([e["step"] for e in t.events(resumed, "eval")], [4])
        # True: step 2 is evaluated first.
        out, resumed = resume("owed", lambda s: s.update(eval_pending=True))
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual([e["step"] for e in t.events(resumed, "eval")], [2, 4])
        self.assertEqual(t.events(resumed, "eval")[0]["val_loss"], t.events(run_dir, "eval")[1]["val_loss"])

    def kill_and_resume(self, method):
        job = t.tiny_job(12, method)
        path = self.write(job, method + ".json")
        reference = os.path.join(self.folder, method + "-uninterrupted")
        self.assertEqual(t.run_job(path, reference).returncode, 0)
        expected = {s: e["loss"] for s, e in t.latest_steps(reference).items()}
        run_dir = os.path.join(self.folder, method + "-killed")
        rng = random.Random(method)
        for kill_after in (rng.randint(2, 5), rng.randint(6, 10)):
            process = t.start_job(path, run_dir)
            reached = t.wait_for_event(run_dir, lambda e: e.get("type") == "step" and e["step"] >= kill_after, process)
            if process.poll() is None:
                t.kill(process)
            else:
                self.assertEqual(t.finish(process), 0, t.stderr_of(process))
            self.assertTrue(reached or process.returncode == 0)
        # A checkpoint left half written by a crash is deleted, never loaded.
        os.makedirs(os.path.join(run_dir, "checkpoints", "step-000011.partial"), exist_ok=True)
        out = t.run_job(path, run_dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertFalse(os.path.exists(os.path.join(run_dir, "checkpoints", "step-000011.partial")))
        self.assertGreaterEqual(len(t.events(run_dir, "run_start")), 2)
        got = {s: e["loss"] for s, e in t.latest_steps(run_dir).items()}
        self.assertEqual(got, expected)  # bit for bit: JSON numbers with 17 digits round-trip exactly

    def test_kill_and_resume_is_bit_exact_lora_with_dropout(self):
        self.kill_and_resume("lora")

    def test_kill_and_resume_is_bit_exact_full(self):
        self.kill_and_resume("full")

    def test_a_damaged_checkpoint_is_passed_over_and_a_foreign_one_stops_the_run(self):
        path = self.write(t.tiny_job(6, "full"))
        run_dir = os.path.join(self.folder, "run")
        self.assertEqual(t.run_job(path, run_dir).returncode, 0)
        newest = os.path.join(run_dir, "checkpoints", "step-000006")
        with open(os.path.join(newest, "model.safetensors"), "r+b") as f:
            f.seek(200)
            f.write(b"\x01\x02")
        job = t.tiny_job(9, "full")  # max_steps is part of the schedule: another job
        out = t.run_job(self.write(job, "longer.json"), run_dir)
        self.assertEqual(out.returncode, 1)
        self.assertIn("job_hash", t.events(run_dir, "run_end")[-1]["reason"])
        # The same job again: the damaged step 6 is passed over (with a warning), step 3 resumed.
        self.assertEqual(t.run_job(path, run_dir).returncode, 0)
        logs = t.events(run_dir, "log")
        warnings = [e["message"] for e in logs if e["level"] == "warning"]
        self.assertTrue(any("step-000006: model.safetensors: SHA-256 does not match" in w for w in warnings), warnings)
        self.assertEqual(logs[-1]["message"], "resumed from " + os.path.join(run_dir, "checkpoints", "step-000003"))
        self.assertEqual(logs[-1]["step"], 3)
        self.assertEqual(t.events(run_dir, "run_end")[-1]["status"], "completed")

    def test_planted_links_are_refused_or_left_alone(self):
        """A metrics.jsonl or checkpoints/ planted as a link is refused with a message and
        nothing outside the run folder is written; a step-N folder linking outside, or a folder
        of someone else's under a step name, survives rotation."""
        job = t.tiny_job(6, "full")
        job["checkpoint"]["keep_last"] = 1  # checkpoints at steps 3 and 6: rotation removes step 3
        path = self.write(job)
        outside = os.path.join(self.folder, "outside")
        os.makedirs(os.path.join(outside, "step-000001"))
        with open(os.path.join(outside, "victim.txt"), "w") as f:
            f.write("keep me\n")
        with open(os.path.join(outside, "step-000001", "manifest.json"), "w") as f:
            f.write('{"format": "migration-pilot/checkpoint", "format_version": 1, "step": 1, "files": []}\n')
        with open(os.path.join(outside, "step-000001", "COMPLETE"), "w") as f:
            f.write("step 1\n")

        metrics_run = os.path.join(self.folder, "metrics-link")
        os.makedirs(metrics_run)
        os.symlink(os.path.join(outside, "victim.txt"), os.path.join(metrics_run, "metrics.jsonl"))
        out = t.run_job(path, metrics_run)
        self.assertNotEqual(out.returncode, 0)
        self.assertIn("symbolic link", out.stderr)
        with open(os.path.join(outside, "victim.txt")) as f:
            self.assertEqual(f.read(), "keep me\n")

        checkpoints_run = os.path.join(self.folder, "checkpoints-link")
        os.makedirs(checkpoints_run)
        os.symlink(outside, os.path.join(checkpoints_run, "checkpoints"))
        out = t.run_job(path, checkpoints_run)
        self.assertNotEqual(out.returncode, 0)
        self.assertIn("symbolic link", out.stderr + json.dumps(t.events(checkpoints_run, "run_end")))
        self.assertEqual(sorted(os.listdir(outside)), ["step-000001", "victim.txt"])
        self.assertTrue(os.path.isfile(os.path.join(outside, "step-000001", "COMPLETE")))

        rotate_run = os.path.join(self.folder, "rotate")
        os.makedirs(os.path.join(rotate_run, "checkpoints", "step-000002"))
        os.symlink(os.path.join(outside, "step-000001"), os.path.join(rotate_run, "checkpoints", "step-000001"))
        with open(os.path.join(rotate_run, "checkpoints", "step-000002", "notes.txt"), "w") as f:
            f.write("mine\n")
        self.assertEqual(t.run_job(path, rotate_run).returncode, 0)
        self.assertTrue(os.path.isfile(os.path.join(outside, "step-000001", "COMPLETE")))
        self.assertTrue(os.path.isfile(os.path.join(rotate_run, "checkpoints", "step-000002", "notes.txt")))
        self.assertFalse(os.path.exists(os.path.join(rotate_run, "checkpoints", "step-000003")))
        self.assertTrue(os.path.isfile(os.path.join(rotate_run, "checkpoints", "step-000006", "COMPLETE")))

    def test_a_second_job_on_the_same_folder_is_refused(self):
        job = t.tiny_job(100000, "full")
        job["checkpoint"] = {"every_steps": 0, "keep_last": 1}
        job["eval"]["every_steps"] = 0
        path = self.write(job)
        run_dir = os.path.join(self.folder, "run")
        first = t.start_job(path, run_dir)
        try:
            self.assertTrue(t.wait_for_event(run_dir, lambda e: e.get("type") == "step", first))
            second = t.run_job(path, run_dir)
            self.assertEqual(second.returncode, 3)
            self.assertIn("pid %d" % first.pid, second.stderr)
            self.assertEqual(len(t.events(run_dir, "run_start")), 1)
        finally:
            t.kill(first, t.signal.SIGTERM)


if __name__ == "__main__":
    unittest.main()
