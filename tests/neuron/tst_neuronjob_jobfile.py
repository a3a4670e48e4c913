"""The Neuron backend job's reader of job.json against the shared corpus (tests/data/jobs):
every valid file accepted, every invalid one refused with exactly the fields its .expect
names — the verdicts of the core's reader and pilot-trainer's — and what the job refuses of a
valid job, by field, before it touches the run folder."""

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

import neuronjobtest as t

sys.path.insert(0, os.path.join(t.SOURCE_DIR, "tests", "common"))
import jobcorpus  # noqa: E402

from pilot_neuron_job.canonicaljson import canonical_json_text  # noqa: E402
from pilot_neuron_job.filedigests import DIGEST_CACHE_FROM_BYTES, digest_cache_path, file_sha256  # noqa: E402
from pilot_neuron_job.jobfile import JobError, job_hash_format1, read_job_file  # noqa: E402
from pilot_neuron_job.jobfile import job_hash_format2 as job_hash  # noqa: E402
from pilot_neuron_job.jobidentity import identify_job, identity_differences  # noqa: E402
from pilot_neuron_job.canonicaljson import canonical_json  # noqa: E402

CORPUS = os.path.join(t.SOURCE_DIR, "tests", "data", "jobs")


def reader_errors(path):
    """The reader's errors as "FIELD: message" (it puts "PATH: " in front)."""
    try:
        read_job_file(path)
        return []
    except JobError as e:
        return [p[len(path) + 2:] if p.startswith(path + ": ") else p for p in e.problems]


class CanonicalForm(unittest.TestCase):
    """The canonical form (RFC 8785) against the shared vectors the core and pilot-trainer are
    held to: one number whatever its spelling, members in UTF-16 order."""

    def test_shared_vectors(self):
        with open(os.path.join(t.SOURCE_DIR, "tests", "data", "canonical-json.json"), encoding="utf-8") as f:
            doc = json.load(f)
        self.assertGreaterEqual(len(doc["vectors"]), 8)
        for v in doc["vectors"]:
            self.assertEqual(canonical_json_text(v["json"]), v["canonical"], v["json"])
        for text in doc["refused"]:
            with self.assertRaises(ValueError, msg=text):
                canonical_json_text(text)


def identity_vectors():
    with open(os.path.join(t.SOURCE_DIR, "tests", "data", "job-identity.json"), encoding="utf-8") as f:
        return json.load(f)


def write_vector(folder, index):
    """The vectors' files in `folder` and job `index` as its job.json; returns the job file."""
    doc = identity_vectors()
    for name, content in doc["files"].items():
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(content)
    path = os.path.join(folder, "job.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(doc["jobs"][index]["job_text"])
    return path


def identified(path):
    job = read_job_file(path)
    identify_job(job)
    return job


class JobIdentity(unittest.TestCase):
    """The job identity of trainer_state format 3 against tests/data/job-identity.json, as
    pilot-trainer and the app are held to it; a moved job; the digest cache."""

    def setUp(self):
        self.cache = tempfile.TemporaryDirectory()
        self.saved = os.environ.get("XDG_CACHE_HOME")
        os.environ["XDG_CACHE_HOME"] = self.cache.name

    def tearDown(self):
        if self.saved is None:
            os.environ.pop("XDG_CACHE_HOME", None)
        else:
            os.environ["XDG_CACHE_HOME"] = self.saved
        self.cache.cleanup()

    def test_shared_vectors(self):
        jobs = identity_vectors()["jobs"]
        self.assertGreaterEqual(len(jobs), 2)
        for index, expected in enumerate(jobs):
            with tempfile.TemporaryDirectory() as folder:
                job = identified(write_vector(folder, index))
                self.assertEqual(canonical_json(job.identity), expected["canonical"], index)
                self.assertEqual(job.hash, expected["hash"], index)

    def test_a_moved_job_is_the_same_job_and_content_decides(self):
        with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
            here = identified(write_vector(a, 0))
            moved = write_vector(os.path.join(b, "deeper"), 0)
            with open(moved, encoding="utf-8") as f:
                job = json.load(f)
            job["data"]["train"] = os.path.join(b, "deeper", "data", "train.jsonl")
            with open(moved, "w", encoding="utf-8") as f:
                json.dump(job, f)
            there = identified(moved)
            self.assertNotEqual(there.hash_format2, here.hash_format2)  # format 2 hashed the path texts
            self.assertEqual(there.hash, here.hash)
            with open(os.path.join(b, "deeper", "model", "model-00001-of-00002.safetensors"), "a", encoding="utf-8") as f:
                f.write("!")
            changed = identified(moved)
            self.assertNotEqual(changed.hash, here.hash)
            self.assertEqual(identity_differences(here.identity, changed.identity)[0].split(" (")[0],
                             "model.weights.model-00001-of-00002.safetensors")

    def test_large_files_are_remembered(self):
        """Hashed once, then read from the cache (an entry planted there is believed); a rewrite
        with its modification time put back is hashed again; a damaged cache costs only time."""
        with tempfile.TemporaryDirectory() as folder:
            big = os.path.join(folder, "weights.safetensors")
            content = bytearray(DIGEST_CACHE_FROM_BYTES)
            content[7] = ord("x")
            with open(big, "wb") as f:
                f.write(content)
            truth = hashlib.sha256(content).hexdigest()
            self.assertEqual(file_sha256(big, "test"), truth)
            cache = digest_cache_path()
            self.assertTrue(cache.startswith(self.cache.name))
            with open(cache, encoding="utf-8") as f:
                text = f.read()
            self.assertTrue(text.startswith("# migration-pilot file digests 1\n") and truth in text and big in text, text)
            with open(cache, "w", encoding="utf-8") as f:
                f.write(text.replace(truth, "e" * 64))
            self.assertEqual(file_sha256(big, "test"), "e" * 64)
            st = os.stat(big)
            content[8] = ord("y")
            with open(big, "wb") as f:
                f.write(content)
            os.utime(big, ns=(st.st_atime_ns, st.st_mtime_ns))
            self.assertEqual(file_sha256(big, "test"), hashlib.sha256(content).hexdigest())
            with open(cache, "w", encoding="utf-8") as f:
                f.write("# migration-pilot file digests 1\nnot\ta\tline\n" + "\t" * 100 + "\n")
            self.assertEqual(file_sha256(big, "test"), hashlib.sha256(content).hexdigest())

    @unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (a build with libtorch)")
    def test_pilot_trainer_reads_what_the_job_remembered(self):
        """One cache for both: an entry the Neuron job wrote is what pilot-trainer's job-hash
        uses (shown by a planted digest, which only the cache can give)."""
        with tempfile.TemporaryDirectory() as folder:
            path = write_vector(folder, 0)
            shard = os.path.join(folder, "model", "model-00001-of-00002.safetensors")
            with open(shard, "wb") as f:
                f.write(bytes(DIGEST_CACHE_FROM_BYTES))
            real = identified(path)
            cache = digest_cache_path()
            with open(cache, encoding="utf-8") as f:
                text = f.read()
            planted = "d" * 64
            with open(cache, "w", encoding="utf-8") as f:
                f.write(text.replace(real.identity["model"]["weights"]["model-00001-of-00002.safetensors"], planted))
            believed = identified(path)
            self.assertEqual(believed.identity["model"]["weights"]["model-00001-of-00002.safetensors"], planted)
            out = subprocess.run([t.TRAINER, "job-hash", "--job", path], capture_output=True, text=True,
                                 timeout=120, env=dict(os.environ, XDG_CACHE_HOME=self.cache.name))
            self.assertEqual(out.returncode, 0, out.stderr)
            self.assertEqual(out.stdout.strip(), believed.hash)
            self.assertNotEqual(believed.hash, real.hash)


class JobHash(unittest.TestCase):
    """The job hash of trainer_state format 2 (docs/job-interface.md, section 6): what it left out,
    and its test vector. pilot-trainer's hash of the same files is compared in
    tst_neuronjob_equivalence."""

    def example_and_vector(self):
        with open(os.path.join(t.SOURCE_DIR, "docs", "job-interface.md"), encoding="utf-8") as f:
            doc = f.read()
        example = re.search(r"### Example\n.*?```json\n(.*?)```", doc, re.S)
        self.assertIsNotNone(example, "docs/job-interface.md no longer has the example job of section 3")
        vector = re.search(r"under format 2's rule the example of section 3 had the job hash\s+`([0-9a-f]{64})`.*?"
                           r"under format 1's rule it had\s+`([0-9a-f]{64})`", doc, re.S)
        self.assertIsNotNone(vector, "docs/job-interface.md no longer states the job hash's test vector")
        return json.loads(example.group(1)), vector.group(1), vector.group(2)

    def test_the_test_vector_of_job_interface_md(self):
        job, new, old = self.example_and_vector()
        self.assertEqual(new, "35a3c40b9433be15c8b71ee1afa83327d82f716ded8977485ea50709c29c7729")
        self.assertEqual(job_hash(job), new)
        self.assertEqual(job_hash_format1(job), old)
        # The vector's own recipe, apart from the job's JSON writer: this example has no number
        # that Python's json and nlohmann::json write differently.
        def plain(leave_out):
            decisive = {k: v for k, v in job.items() if k not in leave_out}
            text = json.dumps(decisive, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            return hashlib.sha256(text.encode("utf-8")).hexdigest()

        names = ("run_id", "name", "role", "resume", "eval", "checkpoint")
        self.assertEqual(plain(names + ("backend", "device", "threads")), new)
        self.assertEqual(plain(names), old)

    def test_where_the_job_runs_is_not_hashed_what_it_trains_is(self):
        job, new, old = self.example_and_vector()
        for key, value in (("backend", "neuron"), ("device", "neuron"), ("threads", 64), ("run_id", "x"),
                           ("eval", {"every_steps": 1})):
            other = dict(job, **{key: value})
            self.assertEqual(job_hash(other), new, key)
        self.assertNotEqual(job_hash_format1(dict(job, backend="neuron")), old)
        for key, value in (("precision", "bf16"), ("train", dict(job["train"], lr=0.002)), ("unknown_key", 1)):
            self.assertNotEqual(job_hash(dict(job, **{key: value})), new, key)


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

    def test_nesting_within_the_limit_is_read(self):
        # A model.config nested 1020 levels deep is within the 1024 that parsing allows: its
        # fields are checked (and copied) without running out of Python's stack.
        job = t.tiny_job(2)
        job["model"]["config"]["extra"] = "NESTED"
        text = json.dumps(job).replace('"NESTED"', '{"x": ' * 1020 + "{}" + "}" * 1020)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "job.json")
            with open(path, "w") as f:
                f.write(text)
            self.assertEqual(reader_errors(path), [])
            with open(path, "w") as f:
                f.write(text.replace('{"x": ' * 1020, '{"x": ' * 1030).replace("}" * 1020, "}" * 1030))
            errors = reader_errors(path)
        self.assertEqual(len(errors), 1)
        self.assertIn("too deeply nested", errors[0])

    def test_a_hugging_face_tokenizer_is_read_from_the_job(self):
        hf = read_job_file(os.path.join(CORPUS, "valid", "hf-tokenizer-with-path.json"))
        self.assertEqual(hf.tokenizer_kind, "hf")
        self.assertTrue(os.path.isabs(hf.tokenizer_path), hf.tokenizer_path)


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

    def test_a_missing_tokenizer_file_fails_the_run_naming_it(self):
        with tempfile.TemporaryDirectory() as folder:
            t.write_data(folder)
            job = t.tiny_job(3)
            job["tokenizer"] = {"kind": "hf", "path": "tokenizer.json"}
            path = t.write_job(folder, job)
            run = os.path.join(folder, "run")
            out = self.run_job_module("--job", path, "--run-dir", run)
            self.assertEqual(out.returncode, 1)
            self.assertIn("tokenizer.path: %s: cannot be read: No such file or directory" % os.path.join(folder, "tokenizer.json"),
                          out.stderr)
            with open(os.path.join(run, "metrics.jsonl")) as f:
                events = [json.loads(line) for line in f.read().splitlines()]
            # run_start without a job hash (what it trains is not known), then the failure.
            self.assertEqual([e["type"] for e in events], ["run_start", "run_end"])
            self.assertNotIn("job_hash", events[0])
            self.assertEqual(events[-1]["status"], "failed")

    def test_a_wrong_command_line_is_exit_code_2(self):
        self.assertEqual(self.run_job_module("--job").returncode, 2)
        self.assertEqual(self.run_job_module("--frobnicate", "x").returncode, 2)
        self.assertEqual(self.run_job_module().returncode, 2)
        self.assertEqual(self.run_job_module("--help").returncode, 0)


if __name__ == "__main__":
    unittest.main()
