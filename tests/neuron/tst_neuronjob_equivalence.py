"""One job, two backends, one curve: the same job.json run by pilot-trainer (libtorch backend)
and by the Neuron backend's Python job on cpu/fp32 gives the same initial weights, per-step
losses within the documented tolerance (docs/neuron-job.md), equal token counts and the same
greedy samples at the same evaluations; a checkpoint written by either backend resumes in the
other and the run continues without a jump — also between jobs that differ only in backend,
device and threads, as the demo project's reference and pilot jobs do, since the job hash
leaves those out (docs/job-interface.md, section 6). Both backends compute the same job hash of
every valid file of the job-file corpus and write it into run_start. An evaluation stopped by
SIGTERM in either backend is owed in its checkpoint (eval_pending) and done first by the other
backend when it resumes, with the events pilot-trainer writes. Needs pilot-trainer (skipped in
a build without libtorch)."""

import filecmp
import glob
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import unittest

import neuronjobtest as t
from pilot_neuron_job import checkpoint
from pilot_neuron_job.jobfile import read_job_file
from pilot_neuron_job.jobidentity import identify_job

# Largest relative difference of a step's loss between the two backends (docs/neuron-job.md):
# both compute in fp32 with the same ATen; pilot-trainer's fused CPU kernels round differently
# from the plain tensor operations of the Python job. Measured: about 1e-7 over 50 steps.
LOSS_TOLERANCE = 1e-5


def relative(a, b):
    return abs(a - b) / max(abs(a), 1e-30)


DEMO_JOBS = os.path.join(t.SOURCE_DIR, "resources", "demo", "jobs")
# What the job hash leaves out besides backend, device and threads.
NAMES_AND_BOOKKEEPING = ("run_id", "name", "role", "resume", "eval", "checkpoint")


def trainer_job_hash(path):
    out = subprocess.run([t.TRAINER, "job-hash", "--job", path], capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise AssertionError("pilot-trainer job-hash %s: exit code %d: %s" % (path, out.returncode, out.stderr))
    return out.stdout.strip()


def demo_job(name, steps):
    """A job of the demo project (resources/demo/jobs) at its own size — base model, data,
    LoRA, batch and sequence length — shortened to `steps` updates without evaluations; its
    paths made absolute, so that it can be written anywhere."""
    with open(os.path.join(DEMO_JOBS, name), encoding="utf-8") as f:
        job = json.load(f)
    job["model"]["path"] = os.path.normpath(os.path.join(DEMO_JOBS, job["model"]["path"]))
    for key in ("train", "validation"):
        job["data"][key] = os.path.normpath(os.path.join(DEMO_JOBS, job["data"][key]))
    job["train"].update(max_steps=steps, warmup_steps=3)
    job["eval"] = {"every_steps": 0, "samples": 0, "max_new_tokens": 0}
    job["checkpoint"] = {"every_steps": 0, "keep_last": 2}
    return job


def plain_hash(job, leave_out):
    """The job hash's recipe apart from both implementations (valid for jobs whose numbers
    Python's json writes as nlohmann::json does, as the tests' own jobs)."""
    decisive = {k: v for k, v in job.items() if k not in leave_out}
    text = json.dumps(decisive, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def python_job_hash(path):
    job = read_job_file(path)
    identify_job(job)
    return job.hash


def give_inputs(path):
    """Files wherever the job at `path` names an input inside `root` (its folder's parent): data,
    a model folder, an init checkpoint's manifest, a tokenizer. False when it names one
    elsewhere (an absolute path of another machine)."""
    root = os.path.dirname(os.path.dirname(path))
    job = read_job_file(path)
    inputs = [job.train_data, job.validation_data, job.model_path, job.init_checkpoint, job.tokenizer_path]
    if any(p and os.path.commonpath([root, p]) != root for p in inputs):
        return False
    for p, content in ((job.train_data, '{"text": "a"}\n'), (job.validation_data, '{"text": "b"}\n'),
                       (job.tokenizer_path, "{}\n")):
        if p:
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "w", encoding="utf-8") as f:
                f.write(content)
    for folder, files in ((job.model_path, {"config.json": '{"_name_or_path": "x"}', "model.safetensors": "weights"}),
                          (job.init_checkpoint, {"manifest.json": "{}"})):
        if folder:
            os.makedirs(folder, exist_ok=True)
            for name, content in files.items():
                with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                    f.write(content)
    return True


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (PILOT_TRAINER), which needs libtorch")
class JobHash(unittest.TestCase):
    def test_both_backends_identify_every_valid_job_alike(self):
        """Each valid job of the corpus, as its file spells it, with files where it names its
        inputs: one identity hash from both. Jobs naming absolute paths are left out."""
        files = sorted(glob.glob(os.path.join(t.SOURCE_DIR, "tests", "data", "jobs", "valid", "*.json")))
        self.assertGreater(len(files), 20)
        compared = 0
        for source in files:
            with self.subTest(os.path.relpath(source, t.SOURCE_DIR)), tempfile.TemporaryDirectory() as folder:
                path = os.path.join(folder, "jobs", "here", "job.json")
                os.makedirs(os.path.dirname(path))
                shutil.copyfile(source, path)
                if not give_inputs(path):
                    continue
                python = python_job_hash(path)
                self.assertRegex(python, "^[0-9a-f]{64}$")
                self.assertEqual(trainer_job_hash(path), python)
                compared += 1
        self.assertGreater(compared, 20)

    def test_the_demo_reference_and_pilot_jobs_are_one_training(self):
        def hashed(name):
            return trainer_job_hash(os.path.join(DEMO_JOBS, name))

        self.assertEqual(hashed("lora-dates.json"), hashed("pilot-neuron.json"))
        self.assertEqual(python_job_hash(os.path.join(DEMO_JOBS, "pilot-neuron.json")), hashed("lora-dates.json"))
        self.assertNotEqual(hashed("lora-dates.json"), hashed("base-model.json"))

    def test_the_hash_follows_the_training_not_the_host(self):
        with tempfile.TemporaryDirectory() as folder:
            t.write_data(folder)
            base = t.tiny_job(6)
            job_hash = trainer_job_hash(t.write_job(folder, base, "base.json"))
            self.assertEqual(job_hash, python_job_hash(os.path.join(folder, "base.json")))
            for key, value in (("backend", "libtorch"), ("threads", 5)):
                path = t.write_job(folder, dict(base, **{key: value}), "same.json")
                self.assertEqual((trainer_job_hash(path), python_job_hash(path)), (job_hash, job_hash), key)
            for key, value in (("precision", "bf16"), ("train", dict(base["train"], lr=0.002))):
                path = t.write_job(folder, dict(base, **{key: value}), "other.json")
                self.assertNotEqual(trainer_job_hash(path), job_hash, key)
                self.assertNotEqual(python_job_hash(path), job_hash, key)


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (PILOT_TRAINER), which needs libtorch")
class CrossBackend(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name
        t.write_data(self.folder, 128)

    def tearDown(self):
        self._tmp.cleanup()

    def job(self, method, steps=12, **train):
        job = t.tiny_job(steps, method, dropout=0.1)
        job["eval"] = {"every_steps": 6, "samples": 3, "max_new_tokens": 5}
        job["checkpoint"] = {"every_steps": 6, "keep_last": 2}
        job["train"].update(train)
        return job

    def run_both(self, job, name):
        path = t.write_job(self.folder, job, name + ".json")
        cpp, py = os.path.join(self.folder, name + "-cpp"), os.path.join(self.folder, name + "-py")
        out = t.run_trainer(path, cpp)
        self.assertEqual(out.returncode, 0, out.stderr)
        out = t.run_job(path, py)
        self.assertEqual(out.returncode, 0, out.stderr)
        return path, cpp, py

    def assert_same_curve(self, reference, other, steps):
        a, b = t.latest_steps(reference), t.latest_steps(other)
        self.assertEqual(sorted(a), list(range(1, steps + 1)))
        self.assertEqual(sorted(b), sorted(a))
        worst = max(relative(a[s]["loss"], b[s]["loss"]) for s in a)
        self.assertLessEqual(worst, LOSS_TOLERANCE, "largest relative loss difference %.3g" % worst)
        for s in a:
            self.assertEqual(a[s]["tokens"], b[s]["tokens"], "tokens after step %d" % s)
            self.assertEqual(a[s]["lr"], b[s]["lr"], "learning rate of step %d" % s)
        return worst

    def assert_same_samples(self, reference, other):
        def samples(run):
            return [(e["step"], e["id"], e["prompt"], e["output"]) for e in t.events(run, "sample")]

        self.assertEqual(samples(reference), samples(other))
        self.assertEqual([e["step"] for e in t.events(reference, "eval")], [e["step"] for e in t.events(other, "eval")])
        for x, y in zip(t.events(reference, "eval"), t.events(other, "eval")):
            self.assertLessEqual(relative(x["val_loss"], y["val_loss"]), LOSS_TOLERANCE)
            self.assertEqual(x["metrics"], y["metrics"])

    def check_method(self, method):
        path, cpp, py = self.run_both(self.job(method), method)
        self.assert_same_curve(cpp, py, 12)
        self.assert_same_samples(cpp, py)
        self.assertEqual(len(t.events(py, "sample")), 9)  # 3 prompts at steps 0, 6 and 12
        # Each backend continues from the other's checkpoint of step 6 as if it had written it.
        for writer, reader, name in ((cpp, "py", "cpp-to-py"), (py, "cpp", "py-to-cpp")):
            job = self.job(method)
            job["resume"] = os.path.join(writer, "checkpoints", "step-000006")
            resumed_path = t.write_job(self.folder, job, name + ".json")
            run_dir = os.path.join(self.folder, name)
            out = t.run_job(resumed_path, run_dir) if reader == "py" else t.run_trainer(resumed_path, run_dir)
            self.assertEqual(out.returncode, 0, out.stderr)
            logs = [e["message"] for e in t.events(run_dir, "log")]
            self.assertIn("resumed from " + job["resume"], logs)
            steps = t.latest_steps(run_dir)
            self.assertEqual(sorted(steps), list(range(7, 13)))
            reference = t.latest_steps(writer)
            worst = max(relative(reference[s]["loss"], steps[s]["loss"]) for s in steps)
            self.assertLessEqual(worst, LOSS_TOLERANCE, "%s: largest relative loss difference %.3g" % (name, worst))
            self.assertEqual([steps[s]["tokens"] for s in steps], [reference[s]["tokens"] for s in steps])

    def test_lora_with_dropout(self):
        self.check_method("lora")

    def test_full_fine_tuning(self):
        self.check_method("full")

    def test_the_seeded_start_is_the_same(self):
        # With a learning rate of 0 the checkpoint after one update holds the initial weights:
        # the seeded Hugging Face initialisation, and PEFT's adapters drawn after seed + 1.
        for method, weights in (("full", "model.safetensors"), ("lora", "adapter_model.safetensors")):
            job = self.job(method, steps=1, lr=0.0)
            job["eval"]["every_steps"] = 0
            _, cpp, py = self.run_both(job, "start-" + method)
            a = os.path.join(cpp, "checkpoints", "step-000001")
            b = os.path.join(py, "checkpoints", "step-000001")
            self.assertTrue(filecmp.cmp(os.path.join(a, weights), os.path.join(b, weights), shallow=False), method)
            config = "config.json" if method == "full" else "adapter_config.json"
            self.assertTrue(filecmp.cmp(os.path.join(a, config), os.path.join(b, config), shallow=False), method)


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (PILOT_TRAINER), which needs libtorch")
class WhereTheJobRuns(unittest.TestCase):
    """The demo project's reference job (libtorch, cpu, 2 threads) and pilot job (neuron, run here
    on cpu with 1 thread) differ only in where and how they run: one training. Each resumes from
    the other's aborted run and continues the reference's uninterrupted curve; a job that differs
    in what it trains is refused by both."""

    STEPS = 16

    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name

    def tearDown(self):
        self._tmp.cleanup()

    def jobs(self, steps=STEPS):
        def hashed(job):
            return {k: v for k, v in job.items() if k not in NAMES_AND_BOOKKEEPING}

        def differ(a, b):
            a, b = hashed(a), hashed(b)
            return sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))

        reference = demo_job("lora-dates.json", steps)
        pilot = demo_job("pilot-neuron.json", steps)
        self.assertEqual(differ(reference, pilot), ["backend", "device"])
        # No Neuron device here: the pilot runs on the CPU, with another thread count.
        pilot.update(device="cpu", threads=1)
        self.assertEqual((reference["backend"], reference["device"], reference["threads"]), ("libtorch", "cpu", 2))
        self.assertEqual(differ(reference, pilot), ["backend", "threads"])
        return reference, pilot

    def abort_partway(self, start, job_path, run_dir, after):
        """Starts a run, stops it with SIGTERM once step `after` is done: its abort checkpoint."""
        process = start(job_path, run_dir)
        reached = t.wait_for_event(run_dir, lambda e: e.get("type") == "step" and e["step"] >= after, process)
        if not reached:
            self.fail("the run did not reach step %d: %s" % (after, t.stderr_of(process)))
        code = t.kill(process, t.signal.SIGTERM)
        self.assertEqual(code, 143, t.stderr_of(process))
        last = t.events(run_dir, "run_end")[-1]["last_step"]
        self.assertLess(last, self.STEPS, "the run ended before it was stopped")
        folder = os.path.join(run_dir, "checkpoints", checkpoint.folder_name(last))
        self.assertEqual(checkpoint.validate(folder), ("", last))
        return folder, last

    def test_reference_and_pilot_resume_each_other(self):
        reference, pilot = self.jobs()
        paths = {"libtorch": t.write_job(self.folder, reference, "reference.json"),
                 "neuron": t.write_job(self.folder, pilot, "pilot.json")}
        job_hash = trainer_job_hash(paths["libtorch"])
        self.assertEqual(trainer_job_hash(paths["neuron"]), job_hash)
        self.assertEqual(python_job_hash(paths["neuron"]), job_hash)
        uninterrupted = os.path.join(self.folder, "uninterrupted")
        out = t.run_trainer(paths["libtorch"], uninterrupted)
        self.assertEqual(out.returncode, 0, out.stderr)
        expected = t.latest_steps(uninterrupted)
        self.assertEqual(sorted(expected), list(range(1, self.STEPS + 1)))

        runners = {"libtorch": (t.start_trainer, t.run_trainer), "neuron": (t.start_job, t.run_job)}
        jobs = {"libtorch": reference, "neuron": pilot}
        for writer, reader in (("libtorch", "neuron"), ("neuron", "libtorch")):
            with self.subTest(writer + " to " + reader):
                aborted = os.path.join(self.folder, writer + "-aborted")
                folder, last = self.abort_partway(runners[writer][0], paths[writer], aborted, 4)
                with open(os.path.join(folder, "trainer_state.json"), encoding="utf-8") as f:
                    state = json.load(f)
                self.assertEqual((state["format_version"], state["job_hash"]), (3, job_hash))
                self.assertEqual(state["job_identity"]["data"]["version"], reference["data"]["version"])
                # Every attempt says what it trains in its run_start: the same on both backends.
                self.assertEqual([(e["backend"], e["job_hash"]) for e in t.events(aborted, "run_start")], [(writer, job_hash)])
                job = dict(jobs[reader], resume=folder)
                resumed = os.path.join(self.folder, writer + "-to-" + reader)
                out = runners[reader][1](t.write_job(self.folder, job, reader + "-resuming.json"), resumed)
                self.assertEqual(out.returncode, 0, out.stderr)
                self.assertIn("resumed from " + folder, [e["message"] for e in t.events(resumed, "log")])
                self.assertEqual([(e["backend"], e["job_hash"]) for e in t.events(resumed, "run_start")], [(reader, job_hash)])
                # The aborted run and its continuation make one curve: the uninterrupted one.
                steps = dict(t.latest_steps(aborted))
                continued = t.latest_steps(resumed)
                self.assertEqual(sorted(continued), list(range(last + 1, self.STEPS + 1)))
                steps.update(continued)
                self.assertEqual(sorted(steps), sorted(expected))
                worst = max(relative(expected[s]["loss"], steps[s]["loss"]) for s in expected)
                self.assertLessEqual(worst, LOSS_TOLERANCE, "largest relative loss difference %.3g" % worst)
                for s in expected:
                    self.assertEqual(steps[s]["tokens"], expected[s]["tokens"], "tokens after step %d" % s)
                    self.assertEqual(steps[s]["lr"], expected[s]["lr"], "learning rate of step %d" % s)

    def test_another_training_is_refused_by_both(self):
        reference, pilot = self.jobs(steps=2)
        runners = {"libtorch": t.run_trainer, "neuron": t.run_job}
        jobs = {"libtorch": reference, "neuron": pilot}
        for writer, reader in (("libtorch", "neuron"), ("neuron", "libtorch")):
            run_dir = os.path.join(self.folder, writer)
            out = runners[writer](t.write_job(self.folder, jobs[writer], writer + ".json"), run_dir)
            self.assertEqual(out.returncode, 0, out.stderr)
            folder = os.path.join(run_dir, "checkpoints", checkpoint.folder_name(2))
            for key, value in (("precision", "bf16"), ("train", dict(jobs[reader]["train"], lr=0.002))):
                with self.subTest(writer=writer, reader=reader, key=key):
                    job = dict(jobs[reader], resume=folder, **{key: value})
                    resumed = os.path.join(self.folder, "%s-to-%s-%s" % (writer, reader, key))
                    out = runners[reader](t.write_job(self.folder, job, "other.json"), resumed)
                    self.assertEqual(out.returncode, 1, out.stderr)
                    self.assertIn("job_hash: this checkpoint belongs to a different job", out.stderr)
                    # Named where the two differ, with the checkpoint's value first.
                    self.assertIn({"precision": 'precision (checkpoint "fp32", job "bf16")',
                                   "train": "train.lr (checkpoint %s, job 0.002)" % jobs[writer]["train"]["lr"]}[key], out.stderr)
                    self.assertEqual(t.events(resumed, "step"), [])


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (PILOT_TRAINER), which needs libtorch")
class OwedEvaluation(unittest.TestCase):
    """SIGTERM in the middle of an evaluation, in either backend: nothing of it reported, the same
    log event, the checkpoint with eval_pending; the other backend, resuming from it, evaluates
    that step first, once, and reports what the uninterrupted run reported there."""

    STEPS = 6
    EVAL_EVERY = 3

    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name
        t.write_data(self.folder)
        t.write_long_validation(self.folder, 300)

    def tearDown(self):
        self._tmp.cleanup()

    def test_either_backend_evaluates_first_what_the_other_owed(self):
        job = t.long_evaluation_job(self.STEPS, self.EVAL_EVERY, "lora")
        job["threads"] = 1
        path = t.write_job(self.folder, job)
        uninterrupted = os.path.join(self.folder, "uninterrupted")
        out = t.run_trainer(path, uninterrupted)
        self.assertEqual(out.returncode, 0, out.stderr)
        expected = {e["step"]: e for e in t.events(uninterrupted, "eval")}
        self.assertEqual(sorted(expected), [0, 3, 6])
        expected_samples = [(e["step"], e["id"], e["output"]) for e in t.events(uninterrupted, "sample")]

        starts = {"libtorch": t.start_trainer, "neuron": t.start_job}
        runs = {"libtorch": t.run_trainer, "neuron": t.run_job}
        owed_logs = {}
        for writer, reader in (("libtorch", "neuron"), ("neuron", "libtorch")):
            with self.subTest(writer + " to " + reader):
                aborted = os.path.join(self.folder, writer + "-aborted")
                process = starts[writer](path, aborted)
                code, _ = t.sigterm_during_evaluation(process, aborted, self.EVAL_EVERY)
                self.assertIsNotNone(code, "the evaluation after step 3 was never seen running: " + t.stderr_of(process))
                self.assertEqual(code, 143, t.stderr_of(process))
                self.assertEqual([e["step"] for e in t.events(aborted, "eval")], [0])
                self.assertEqual({e["step"] for e in t.events(aborted, "sample")}, {0})
                owed_logs[writer] = [(e["level"], e["message"], e.get("step")) for e in t.events(aborted, "log")
                                     if "stopped by SIGTERM" in e["message"]]
                self.assertEqual(len(owed_logs[writer]), 1, owed_logs[writer])
                folder = os.path.join(aborted, "checkpoints", checkpoint.folder_name(self.EVAL_EVERY))
                self.assertEqual(checkpoint.validate(folder), ("", self.EVAL_EVERY))
                with open(os.path.join(folder, "trainer_state.json"), encoding="utf-8") as f:
                    self.assertIs(json.load(f)["eval_pending"], True)

                resumed = os.path.join(self.folder, writer + "-to-" + reader)
                out = runs[reader](t.write_job(self.folder, dict(job, resume=folder), reader + "-resuming.json"), resumed)
                self.assertEqual(out.returncode, 0, out.stderr)
                firsts = [e for e in t.events(resumed) if e["type"] in ("eval", "step")]
                self.assertEqual((firsts[0]["type"], firsts[0]["step"]), ("eval", self.EVAL_EVERY))
                evals = t.events(resumed, "eval")
                self.assertEqual([e["step"] for e in evals], [3, 6])
                for e in evals:
                    self.assertLessEqual(relative(expected[e["step"]]["val_loss"], e["val_loss"]), LOSS_TOLERANCE)
                    self.assertEqual(e["metrics"], expected[e["step"]]["metrics"])
                    self.assertEqual(e["examples"], expected[e["step"]]["examples"])
                self.assertEqual([(e["step"], e["id"], e["output"]) for e in t.events(resumed, "sample")],
                                 [x for x in expected_samples if x[0] >= self.EVAL_EVERY])
                self.assertEqual(sorted(t.latest_steps(resumed)), [4, 5, 6])
                with open(os.path.join(resumed, "checkpoints", checkpoint.folder_name(self.STEPS), "trainer_state.json")) as f:
                    self.assertIs(json.load(f)["eval_pending"], False)
        # The same words for the owed evaluation from both.
        self.assertEqual(owed_logs["libtorch"], owed_logs["neuron"])


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (PILOT_TRAINER), which needs libtorch")
class OlderStateFormats(unittest.TestCase):
    """Checkpoints of older versions resume in the job that wrote them, on both backends, and
    the runs write format 3 from then on. Format 1's job_hash covered backend, device and
    threads too, so a job that differs from it only in where it runs is refused; format 2's
    covered the path texts, so the same files named by other paths are refused — each with a
    message that says why."""

    def older_checkpoint(self, folder, job, format_version, old_hash):
        writer = os.path.join(folder, "writer")
        out = t.run_trainer(t.write_job(folder, job, "writer.json"), writer)
        self.assertEqual(out.returncode, 0, out.stderr)
        old = os.path.join(writer, "checkpoints", checkpoint.folder_name(3))

        def older(state):
            state.update(format_version=format_version, job_hash=old_hash)
            state.pop("job_identity", None)
            if format_version == 1:
                state.pop("eval_pending", None)

        t.rewrite_state(old, older)
        self.assertEqual(checkpoint.validate(old), ("", 3))
        return old, t.latest_steps(writer)

    def check(self, format_version, old_hash, other, message):
        with tempfile.TemporaryDirectory() as folder:
            t.write_data(folder)
            job = t.tiny_job(6, "lora")
            job["checkpoint"] = {"every_steps": 3, "keep_last": 2}
            job["eval"]["every_steps"] = 0
            old, expected = self.older_checkpoint(folder, job, format_version, old_hash(job))
            for name, run in (("libtorch", t.run_trainer), ("neuron", t.run_job)):
                with self.subTest(name):
                    run_dir = os.path.join(folder, name + "-same-job")
                    out = run(t.write_job(folder, dict(job, resume=old), "same.json"), run_dir)
                    self.assertEqual(out.returncode, 0, out.stderr)
                    steps = t.latest_steps(run_dir)
                    self.assertEqual(sorted(steps), [4, 5, 6])
                    worst = max(relative(expected[s]["loss"], steps[s]["loss"]) for s in steps)
                    self.assertLessEqual(worst, LOSS_TOLERANCE)
                    with open(os.path.join(run_dir, "checkpoints", checkpoint.folder_name(6), "trainer_state.json")) as f:
                        self.assertEqual(json.load(f)["format_version"], 3)

                    run_dir = os.path.join(folder, name + "-other")
                    out = run(t.write_job(folder, other(folder, dict(job, resume=old)), "other.json"), run_dir)
                    self.assertEqual(out.returncode, 1, out.stderr)
                    self.assertIn(message, out.stderr)
                    self.assertEqual(t.events(run_dir, "step"), [])

    def test_a_format_1_checkpoint(self):
        self.check(1, lambda job: plain_hash(job, NAMES_AND_BOOKKEEPING), lambda folder, job: dict(job, threads=1),
                   "job_hash: this checkpoint was written by an older version (trainer_state.json format_version 1), "
                   "whose job hash also covers backend, device and threads")

    def test_a_format_2_checkpoint(self):
        def elsewhere(folder, job):
            moved = os.path.join(folder, "moved")
            os.makedirs(moved, exist_ok=True)
            for name in ("train.jsonl", "valid.jsonl"):
                shutil.copyfile(os.path.join(folder, name), os.path.join(moved, name))
            return dict(job, data=dict(job["data"], train="moved/train.jsonl", validation="moved/valid.jsonl"))

        self.check(2, lambda job: plain_hash(job, NAMES_AND_BOOKKEEPING + ("backend", "device", "threads")), elsewhere,
                   "job_hash: this checkpoint was written by an older version (trainer_state.json format_version 2), "
                   "whose job hash covers the paths of the job's files")


if __name__ == "__main__":
    unittest.main()
