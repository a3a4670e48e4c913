"""The Neuron backend job's reader of job.json against the shared corpus (tests/data/jobs):
every valid file accepted, every invalid one refused with exactly the fields its .expect
names — the verdicts of the core's reader and pilot-trainer's — and what the job refuses of a
valid job, by field, before it touches the run folder."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

import neuronjobtest as t

sys.path.insert(0, os.path.join(t.SOURCE_DIR, "tests", "common"))
import jobcorpus  # noqa: E402

from pilot_neuron_job.jobfile import JobError, job_cannot_run, read_job_file  # noqa: E402

CORPUS = os.path.join(t.SOURCE_DIR, "tests", "data", "jobs")


def reader_errors(path):
    """The reader's errors as "FIELD: message" (it puts "PATH: " in front)."""
    try:
        read_job_file(path)
        return []
    except JobError as e:
        return [p[len(path) + 2:] if p.startswith(path + ": ") else p for p in e.problems]


class JobFileCorpus(unittest.TestCase):
    def test_every_case_of_the_corpus(self):
        cases = jobcorpus.cases(CORPUS)
        self.assertGreater(len(cases), 200)
        failures = []
        for case in cases:
            problem = jobcorpus.verdict(case, reader_errors(case["file"]))
            if problem:
                failures.append("%s: %s" % (case["name"], problem))
        self.assertEqual(failures, [], "\n".join(failures))

    def test_the_verdict_can_fail(self):
        # The runner itself tells a wrong field from the right one.
        case = next(c for c in jobcorpus.cases(CORPUS) if c["name"] == "invalid/lr-above-10")
        self.assertEqual(jobcorpus.verdict(case, reader_errors(case["file"])), "")
        self.assertNotEqual(jobcorpus.verdict(case, ["train.seed: must lie between 0 and 10, found 20"]), "")

    def test_deep_nesting_is_refused_before_parsing(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "job.json")
            with open(path, "w") as f:
                f.write('{"schema": "migration-pilot/job@1", "x": ' + "[" * 1000000 + "]" * 1000000 + "}\n")
            errors = reader_errors(path)
        self.assertEqual(len(errors), 1)
        self.assertEqual(jobcorpus.field_of(errors[0]), jobcorpus.DOCUMENT)
        self.assertIn("too deeply nested", errors[0])

    def test_what_this_job_cannot_run_is_refused_by_field(self):
        hf = read_job_file(os.path.join(CORPUS, "valid", "hf-tokenizer-with-path.json"))
        refused = job_cannot_run(hf)
        self.assertEqual(len(refused), 1)
        self.assertEqual(jobcorpus.field_of(refused[0]), "tokenizer.kind")
        for name in ("base", "fallback-on-neuron-constant", "pilot-on-cuda-bf16-linear"):
            self.assertEqual(job_cannot_run(read_job_file(os.path.join(CORPUS, "valid", name + ".json"))), [], name)


class CommandLine(unittest.TestCase):
    def run_job_module(self, *args, pythonpath=None):
        return subprocess.run([t.PYTHON, "-m", "pilot_neuron_job", *args], env=t.job_env(pythonpath), capture_output=True,
                              text=True, timeout=120)

    def test_version_is_one_line(self):
        out = self.run_job_module("--version")
        self.assertEqual(out.returncode, 0, out.stderr)
        lines = out.stdout.splitlines()
        self.assertEqual(len(lines), 1)
        self.assertRegex(lines[0], r"^pilot_neuron_job \d+\.\d+\.\d+ \(torch .+\)$")

    def test_probe_prints_the_host_as_one_json_object(self):
        out = self.run_job_module("--probe")
        self.assertEqual(out.returncode, 0, out.stderr)
        probe = json.loads(out.stdout)
        for key in ("python", "torch", "torch_neuronx", "neuron", "devices", "bf16"):
            self.assertIn(key, probe)
        self.assertIn(probe["neuron"], ("absent", "native", "legacy"))
        self.assertEqual(probe["devices"][0], "cpu")
        self.assertIsInstance(probe["bf16"]["cpu"], bool)

    def test_a_bad_job_names_its_fields_and_touches_nothing(self):
        with tempfile.TemporaryDirectory() as folder:
            job = t.tiny_job(3)
            job["train"]["lr"] = 20
            job["role"] = "boss"
            path = t.write_job(folder, job)
            run_dir = os.path.join(folder, "run")
            out = self.run_job_module("--job", path, "--run-dir", run_dir)
            self.assertEqual(out.returncode, 2)
            self.assertIn("%s: train.lr: must lie between 0 and 10, found 20" % path, out.stderr)
            self.assertIn("%s: role: expected one of reference, pilot, fallback" % path, out.stderr)
            self.assertFalse(os.path.exists(run_dir))

    def test_a_hugging_face_tokenizer_is_refused_by_field(self):
        with tempfile.TemporaryDirectory() as folder:
            job = t.tiny_job(3)
            job["tokenizer"] = {"kind": "hf", "path": "tokenizer.json"}
            path = t.write_job(folder, job)
            out = self.run_job_module("--job", path, "--run-dir", os.path.join(folder, "run"))
            self.assertEqual(out.returncode, 2)
            self.assertIn("%s: tokenizer.kind: " % path, out.stderr)
            self.assertFalse(os.path.exists(os.path.join(folder, "run")))

    def test_a_wrong_command_line_is_exit_code_2(self):
        self.assertEqual(self.run_job_module("--job").returncode, 2)
        self.assertEqual(self.run_job_module("--frobnicate", "x").returncode, 2)
        self.assertEqual(self.run_job_module().returncode, 2)
        self.assertEqual(self.run_job_module("--help").returncode, 0)


if __name__ == "__main__":
    unittest.main()
