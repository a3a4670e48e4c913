"""trainer_state.json of a checkpoint (docs/job-interface.md, section 6): where training stands,
so that a resumed run continues exactly — written and checked as pilot-trainer does
(backends/libtorch/trainer/trainerstate.cpp). Checksums only prove that files are as written;
the state is checked for its values, too."""

import math

from .jobidentity import identity_differences, identity_hash
from .jsontext import loads_strict
from .optim import scheduled_lr

INT64_MAX = 2 ** 63 - 1
# trainer_state.json's format_version (the manifest has its own). Format 2 changed what job_hash
# covers (backend, device and threads left out); format 3 hashes the job's identity by content
# (jobidentity.py), no path text, and keeps the identity beside it as job_identity. States of
# formats 1 and 2 are still read, their job_hash compared under their own rule, since the
# meaning of a key never changes silently.
STATE_FORMAT_VERSION = 3
OLDEST_STATE_FORMAT_VERSION = 1


class StateError(Exception):
    """The state does not add up; the message names the field and what is wrong."""


class ForeignJobError(Exception):
    """The checkpoint was written by another job (job_hash differs): never skipped past, since
    starting over beside it would rotate the other job's checkpoints away. For a state of format
    3 the message names the inputs that differ; for formats 1 and 2, what their hash covered."""


def to_json(s):
    return {"format_version": STATE_FORMAT_VERSION, "global_step": s["global_step"], "tokens_seen": s["tokens_seen"],
            "schedule": {"kind": s["schedule_kind"], "peak_lr": float(s["peak_lr"]), "warmup_steps": s["warmup_steps"],
                         "total_steps": s["total_steps"], "next_lr": float(s["next_lr"])},
            "rng": {"cpu": s["rng_cpu"]},
            "data_cursor": {"epoch": s["cursor_epoch"], "position": s["cursor_position"], "samples_seen": s["samples_seen"]},
            "dataset_version": s["dataset_version"],
            "data_sha256": {"train": s["train_sha256"], "validation": s["validation_sha256"]},
            "job_hash": s["job_hash"], "job_identity": s["job_identity"], "method": s["method"], "base_model": s["base_model"],
            "eval_pending": bool(s.get("eval_pending", False))}


class _Checker:
    def __init__(self, root):
        self.root = root
        self.problems = []

    def fail(self, field, message):
        self.problems.append(field + ": " + message)

    def ok(self):
        return not self.problems

    def report(self):
        return "; ".join(self.problems)

    def at(self, path):
        node = self.root
        for key in path.split("."):
            if not isinstance(node, dict) or key not in node:
                self.fail(path, "missing")
                return None, False
            node = node[key]
        return node, True

    def integer(self, path, minimum, maximum):
        v, found = self.at(path)
        if not found:
            return minimum
        if not isinstance(v, int) or isinstance(v, bool):
            self.fail(path, "expected a whole number, found %s" % _json(v))
            return minimum
        i = min(v, INT64_MAX)
        if i < minimum or i > maximum:
            self.fail(path, "%d is outside [%d, %d]" % (i, minimum, maximum))
            return minimum
        return i

    def number(self, path):
        v, found = self.at(path)
        if not found:
            return 0.0
        if not (isinstance(v, (int, float)) and not isinstance(v, bool)) or not math.isfinite(float(v)):
            self.fail(path, "expected a finite number, found %s" % _json(v))
            return 0.0
        return float(v)

    def text(self, path):
        v, found = self.at(path)
        if not found:
            return ""
        if not isinstance(v, str):
            self.fail(path, "expected text, found %s" % _json(v))
            return ""
        return v


def _json(v):
    from .jsontext import dump

    try:
        return dump(v)
    except (TypeError, ValueError):
        return repr(v)


def _same_number(a, b):
    return a == b or abs(a - b) <= 1e-12 * max(abs(a), abs(b))


def _check_job_hash(c, root, version, job, s):
    """job_hash (and, in format 3, job_identity) read into `s` and checked against the job under
    the rule of the state's format: ForeignJobError when the checkpoint is another job's."""
    s["job_hash"] = c.text("job_hash")
    if c.ok() and version == 3:
        identity = root.get("job_identity")
        if not isinstance(identity, dict):
            c.fail("job_identity", "expected the object whose hash job_hash is")
        else:
            try:
                if identity_hash(identity) != s["job_hash"]:
                    c.fail("job_identity", "its hash is not job_hash: the state was edited")
            except (ValueError, TypeError) as e:
                c.fail("job_identity", str(e))
        s["job_identity"] = identity
        if c.ok() and s["job_hash"] != job.hash:
            raise ForeignJobError("job_hash: this checkpoint belongs to a different job; it differs from this job in "
                                  + "; ".join(identity_differences(identity, job.identity)))
    if c.ok() and version == 2 and s["job_hash"] != job.hash_format2:
        raise ForeignJobError("job_hash: this checkpoint was written by an older version (trainer_state.json format_version 2), "
                              "whose job hash covers the paths of the job's files: it belongs to another job, or to this one "
                              "with its files elsewhere (another machine or folder), which that hash cannot tell apart. Resume "
                              "it with the job file that wrote it and its files where they were; the checkpoints written from "
                              "then on (format 3) name the job by the content of its files and resume wherever they lie")
    # Format 1 hashed backend, device and threads too: its hash can be checked only against the
    # job under that rule. A match is this very job; anything else cannot be told apart from
    # another job, so it is refused as one, saying why a job that differs only in where it runs
    # is refused, too.
    if c.ok() and version == 1 and s["job_hash"] != job.hash_format1:
        raise ForeignJobError("job_hash: this checkpoint was written by an older version (trainer_state.json format_version 1), "
                              "whose job hash also covers backend, device and threads: it belongs to another job, or to this "
                              "one on another backend, device or thread count, which that hash cannot tell apart. Resume it "
                              "with the job that wrote it (same backend, device and threads); the checkpoints written from then "
                              "on resume on any backend")


def _check_schedule(c, job, s):
    """The learning-rate schedule read into `s` and checked against the job's, and next_lr
    against the rate the schedule gives after global_step."""
    s["schedule_kind"] = c.text("schedule.kind")
    s["peak_lr"] = c.number("schedule.peak_lr")
    s["warmup_steps"] = c.integer("schedule.warmup_steps", 0, INT64_MAX)
    s["total_steps"] = c.integer("schedule.total_steps", 1, INT64_MAX)
    s["next_lr"] = c.number("schedule.next_lr")
    if c.ok():
        if s["schedule_kind"] != job.schedule:
            c.fail("schedule.kind", '"%s", the job has "%s"' % (s["schedule_kind"], job.schedule))
        if s["peak_lr"] != job.lr:
            c.fail("schedule.peak_lr", "%f, the job has %f" % (s["peak_lr"], job.lr))
        if s["warmup_steps"] != job.warmup_steps:
            c.fail("schedule.warmup_steps", "%d, the job has %d" % (s["warmup_steps"], job.warmup_steps))
        if s["total_steps"] != job.max_steps:
            c.fail("schedule.total_steps", "%d, the job has %d" % (s["total_steps"], job.max_steps))
        expected = scheduled_lr(job.lr, job.schedule, s["global_step"] + 1, job.warmup_steps, job.max_steps)
        if s["next_lr"] < 0 or not _same_number(s["next_lr"], expected):
            c.fail("schedule.next_lr", "%f, the schedule gives %f after step %d" % (s["next_lr"], expected, s["global_step"]))


def _check_data_cursor(c, train_examples, samples, per_step, s):
    """The data cursor read into `s` and checked: `samples` examples seen (`per_step` a step),
    and the epoch and position where the next one lies."""
    s["samples_seen"] = c.integer("data_cursor.samples_seen", 0, INT64_MAX)
    s["cursor_epoch"] = c.integer("data_cursor.epoch", 0, INT64_MAX)
    s["cursor_position"] = c.integer("data_cursor.position", 0, train_examples - 1)
    if c.ok():
        n = train_examples
        if s["samples_seen"] != samples:
            c.fail("data_cursor.samples_seen", "%d, but %d steps of %d examples make %d"
                   % (s["samples_seen"], s["global_step"], per_step, samples))
        elif s["cursor_epoch"] != samples // n or s["cursor_position"] != samples % n:
            c.fail("data_cursor", "epoch %d position %d is not where example %d of a %d-example data set lies"
                   % (s["cursor_epoch"], s["cursor_position"], samples, n))


def _check_data_and_extras(c, root, job, train_sha256, validation_sha256, s):
    """The data's version and checksums read into `s` and checked against the job's files, then
    the optional base_model and eval_pending."""
    s["dataset_version"] = c.text("dataset_version")
    if c.ok() and s["dataset_version"] != job.data_version:
        c.fail("dataset_version", '"%s", the job has "%s"' % (s["dataset_version"], job.data_version))
    s["train_sha256"] = c.text("data_sha256.train")
    s["validation_sha256"] = c.text("data_sha256.validation")
    if c.ok() and s["train_sha256"] != train_sha256:
        c.fail("data_sha256.train", "the training file changed since this checkpoint (now %s)" % train_sha256)
    if c.ok() and s["validation_sha256"] != validation_sha256:
        c.fail("data_sha256.validation", "the validation file changed since this checkpoint (now %s)" % validation_sha256)
    base = root.get("base_model")
    s["base_model"] = base if isinstance(base, str) else ""
    # Optional: checkpoints written before it was known lack it (false). True: the evaluation
    # due at global_step was stopped by SIGTERM before it finished, and a resumed run owes it.
    s["eval_pending"] = False
    if "eval_pending" in root:
        pending = root["eval_pending"]
        if isinstance(pending, bool):
            s["eval_pending"] = pending
        else:
            c.fail("eval_pending", "expected true or false, found %s" % _json(pending))


def parse_trainer_state(text, job, train_examples, train_sha256, validation_sha256, checkpoint_step, rng_state_bytes):
    """The state as a dict, after every check: types, ranges, and that the counters agree with
    each other and with the job. Raises StateError naming every problem, ForeignJobError when
    the checkpoint is another job's."""
    try:
        root = loads_strict(text)
    except (ValueError, RecursionError) as e:
        raise StateError("not valid JSON: %s" % e) from None
    if not isinstance(root, dict):
        raise StateError("expected a JSON object")
    c = _Checker(root)
    s = {}
    version = c.integer("format_version", OLDEST_STATE_FORMAT_VERSION, STATE_FORMAT_VERSION)
    if not c.ok():
        raise StateError(c.report())
    _check_job_hash(c, root, version, job, s)
    s["method"] = c.text("method")
    if c.ok() and s["method"] != job.method:
        c.fail("method", "the checkpoint holds %s training, the job asks for %s" % (s["method"], job.method))

    s["global_step"] = c.integer("global_step", 0, job.max_steps)
    if c.ok() and checkpoint_step is not None and checkpoint_step >= 0 and s["global_step"] != checkpoint_step:
        c.fail("global_step", "%d differs from the checkpoint's step %d" % (s["global_step"], checkpoint_step))
    per_step = job.grad_accum * job.micro_batch
    samples = s["global_step"] * per_step
    s["tokens_seen"] = c.integer("tokens_seen", 0, INT64_MAX)
    if c.ok() and (s["tokens_seen"] < 2 * samples or s["tokens_seen"] > samples * job.seq_len):
        c.fail("tokens_seen", "%d cannot come from %d examples of 2 to %d tokens" % (s["tokens_seen"], samples, job.seq_len))

    _check_schedule(c, job, s)

    s["rng_cpu"] = c.text("rng.cpu")
    if c.ok() and (len(s["rng_cpu"]) != 2 * rng_state_bytes or any(ch not in "0123456789abcdef" for ch in s["rng_cpu"])):
        c.fail("rng.cpu", "expected %d lower-case hex digits (the CPU generator's state)" % (2 * rng_state_bytes))

    _check_data_cursor(c, train_examples, samples, per_step, s)
    _check_data_and_extras(c, root, job, train_sha256, validation_sha256, s)
    if not c.ok():
        raise StateError(c.report())
    return s
