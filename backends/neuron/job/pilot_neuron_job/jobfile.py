"""job.json of the shared job interface v1 (docs/job-interface.md, section 3), read with the
rules and messages of the core's reader and pilot-trainer's (backends/libtorch/trainer/
trainjob.cpp): every problem at once, each naming its field ("train.lr: …"); the shared
corpus tests/data/jobs holds all readers to one verdict."""

import copy
import hashlib
import os

from . import jobbounds as jb
from .inputfile import MAX_JOB_BYTES, InputFileError, read_regular_file
from .jobcheck import check_config_builds, check_inline_config, check_memory, read_folder_shape
from .jobfields import JobFields, describe, is_number, number_text
from .jsontext import deep_recursion, dump, loads_strict

SCHEMA = "migration-pilot/job@1"


class JobError(Exception):
    """Everything wrong with a job file, each problem as "field: message"."""

    def __init__(self, problems):
        self.problems = list(problems) if isinstance(problems, (list, tuple)) else [problems]
        super().__init__("\n".join(self.problems))


class TrainJob:
    """A job as the worker needs it; paths are absolute (resolved against the job's folder)."""

    def __init__(self):
        self.run_id = self.name = self.role = self.backend = ""
        self.device = "cpu"
        self.precision = "fp32"
        self.threads = 0
        self.model_path = ""
        self.model_config = None
        self.init_checkpoint = ""
        self.tokenizer_kind = "bytes"
        self.tokenizer_path = ""
        self.method = "lora"
        self.lora_r = 8
        self.lora_alpha = 16.0
        self.lora_dropout = 0.0
        self.target_modules = ["q_proj", "v_proj"]
        self.train_data = self.validation_data = self.train_sha256 = self.validation_sha256 = self.data_version = ""
        self.seq_len = 128
        self.micro_batch = 16
        self.grad_accum = 1
        self.max_steps = 300
        self.seed = 1234
        self.warmup_steps = 0
        self.lr = 1e-3
        self.schedule = "cosine"
        self.beta1, self.beta2, self.eps, self.weight_decay, self.grad_clip = 0.9, 0.999, 1e-8, 0.0, 1.0
        self.eval_every, self.eval_samples, self.max_new_tokens = 50, 16, 32
        self.checkpoint_every, self.keep_last = 50, 3
        self.resume = "auto"
        self.document = {}  # the job as read, for its identity (jobidentity.py)
        # What the job trains by content and its hash (trainer_state format 3, run_start): set
        # by jobidentity.identify_job, which reads the job's files.
        self.identity = None
        self.hash = ""
        self.hash_format2 = ""
        self.hash_format1 = ""


def _too_deep(text, limit):
    """The offset of the first bracket that nests the document deeper than `limit`, or -1;
    checked before parsing, as pilot-trainer does."""
    depth = 0
    in_string = escaped = False
    for i, c in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "[{":
            depth += 1
            if depth > limit:
                return i
        elif c in "]}" and depth > 0:
            depth -= 1
    return -1


# trainer_state format 2 left out names and bookkeeping, and where and how the job runs.
_NOT_HASHED = ("run_id", "name", "role", "resume", "eval", "checkpoint", "backend", "device", "threads")
# trainer_state format 1 hashed backend, device and threads too.
_NOT_HASHED_FORMAT_1 = ("run_id", "name", "role", "resume", "eval", "checkpoint")


def _hash_without(document, keys):
    decisive = {k: v for k, v in document.items() if k not in keys}
    with deep_recursion(jb.MAX_JSON_DEPTH):
        text = dump(decisive)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def job_hash_format2(document):
    """The job hash of trainer_state format 2 (docs/job-interface.md, section 6): SHA-256 of the
    job's JSON text without run_id, name, role, resume, eval, checkpoint, backend, device and
    threads — the text pilot-trainer hashed (nlohmann::json's compact dump), path texts
    included. Only to recognise the checkpoints of older versions."""
    return _hash_without(document, _NOT_HASHED)


def job_hash_format1(document):
    """The hash as trainer_state format 1 computed it (backend, device and threads hashed too):
    only to recognise the checkpoints of older versions."""
    return _hash_without(document, _NOT_HASHED_FORMAT_1)


def _read_run_fields(r, j):
    """The run's names and where it runs: run_id, name, role, backend, device, precision and
    threads (after the schema, which refuses a job of another interface at once)."""
    schema = r.text("schema", "", True)
    if schema and schema != SCHEMA:
        raise JobError('schema: expected "%s", found "%s"' % (SCHEMA, schema))
    j.run_id = r.text("run_id", "", True)
    j.name = r.text("name", "", True)
    j.role = r.text("role", "", True, ("reference", "pilot", "fallback"))
    j.backend = r.text("backend", "", True)
    j.device = r.text("device", "cpu", True, ("cpu", "cuda", "neuron"))
    j.precision = r.text("precision", "fp32", False, ("fp32", "bf16"))
    found, t = r.present("threads")
    if found and is_number(t) and float(t) > jb.MAX_THREADS and float(t) == int(float(t)):
        r.fail("threads", "must be at most %d, found %s (threads beyond the cores only slow training down)"
               % (jb.MAX_THREADS, number_text(float(t))))
    else:
        j.threads = r.integer("threads", 0, 0, jb.MAX_THREADS)


def _read_target_modules(r, j):
    """method.target_modules, when given: a non-empty list of Llama's module names; the job
    keeps its default when any is refused."""
    found, t = r.present("method.target_modules")
    if found:
        if not isinstance(t, list):
            r.fail("method.target_modules", "expected a list of texts, found " + describe(t))
        elif not t:
            r.fail("method.target_modules", "must not be empty")
        else:
            modules = []
            for i, m in enumerate(t):
                if not isinstance(m, str) or not m:
                    r.fail("method.target_modules[%d]" % i, "expected text, found " + describe(m))
                    modules = []
                    break
                if m not in jb.LLAMA_MODULES:
                    r.fail("method.target_modules", 'unknown module "%s" (Llama has q/k/v/o_proj, gate/up/down_proj)' % m)
                    modules = []
                    break
                modules.append(m)
            if modules:
                j.target_modules = modules


def _read_method_fields(r, j):
    """The method: full training, or LoRA with its rank, alpha, dropout and target modules."""
    j.method = r.text("method.kind", "", True, ("lora", "full"))
    if j.method == "lora":
        j.lora_r = r.integer("method.r", 8, 1, jb.MAX_INT32, True)
        j.lora_alpha = r.number("method.alpha", 16, 1e-9, 1e9, True)
        j.lora_dropout = r.number("method.dropout", 0.0, 0.0, 0.99)
        _read_target_modules(r, j)


def _read_data_fields(r, j):
    """The data files, their optional SHA-256 checksums and the data's version."""
    j.train_data = r.file("data.train", True)
    j.validation_data = r.file("data.validation", True)
    for which in ("train", "validation"):
        field = "data.sha256." + which
        sha = r.nullable_text(field)
        if sha and not (len(sha) == 64 and all(c in "0123456789abcdef" for c in sha)):
            r.fail(field, "expected 64 lower-case hex digits")
        if which == "train":
            j.train_sha256 = sha
        else:
            j.validation_sha256 = sha
    j.data_version = r.text("data.version", "", True)


def _read_train_fields(r, j):
    """The training settings: sizes, steps, seed, learning-rate schedule, optimizer and clipping."""
    big = int(jb.MAX_INTEGER)
    j.seq_len = r.integer("train.seq_len", 0, 2, jb.MAX_INT32, True)
    j.micro_batch = r.integer("train.micro_batch", 0, 1, jb.MAX_INT32, True)
    j.grad_accum = r.integer("train.grad_accum", 1, 1, jb.MAX_INT32)
    j.max_steps = r.integer("train.max_steps", 0, 1, big, True)
    j.seed = r.integer("train.seed", 0, 0, big, True)
    j.lr = r.number("train.lr", 0, 0.0, 10.0, True)
    j.warmup_steps = r.integer("train.warmup_steps", 0, 0, big)
    j.schedule = r.text("train.schedule", "cosine", False, ("cosine", "linear", "constant"))
    r.text("train.optimizer.kind", "adamw", False, ("adamw",))
    found, b = r.present("train.optimizer.betas")
    if found:
        good = (isinstance(b, list) and len(b) == 2 and is_number(b[0]) and is_number(b[1])
                and 0 <= b[0] < 1 and 0 <= b[1] < 1)
        if not good:
            r.fail("train.optimizer.betas", "expected two numbers in [0, 1), e.g. [0.9, 0.999]")
        else:
            j.beta1, j.beta2 = float(b[0]), float(b[1])
    j.eps = r.number("train.optimizer.eps", 1e-8, 1e-30, 1.0)
    j.weight_decay = r.number("train.optimizer.weight_decay", 0.0, 0.0, 10.0)
    j.grad_clip = r.number("train.grad_clip", 1.0, 0.0, 1e9)


def _read_eval_checkpoint_resume(r, j):
    """Evaluation, checkpoints and resume: "auto", "none" or a checkpoint folder."""
    big = int(jb.MAX_INTEGER)
    j.eval_every = r.integer("eval.every_steps", 50, 0, big)
    j.eval_samples = r.integer("eval.samples", 16, 0, jb.MAX_INT32)
    j.max_new_tokens = r.integer("eval.max_new_tokens", 32, 0, jb.MAX_INT32)
    j.checkpoint_every = r.integer("checkpoint.every_steps", 50, 0, big)
    j.keep_last = r.integer("checkpoint.keep_last", 3, 1, jb.MAX_INT32)
    j.resume = r.text("resume", "auto")
    if j.resume == "":
        r.fail("resume", "expected auto, none or a checkpoint folder")
    elif j.resume not in ("auto", "none"):
        j.resume = r.file("resume", True)


def parse_train_job(document, base_dir):
    if not isinstance(document, dict):
        raise JobError("expected a JSON object at the top")
    r = JobFields(document, base_dir)
    j = TrainJob()
    _read_run_fields(r, j)

    # The model's fields stay here: copying and checking an inline config recurse over its
    # nesting, which Python's recursion limit bounds from this frame.
    r.text("model.arch", "", True, ("llama",))
    j.model_path = r.nullable_file("model.path")
    found, config = r.present("model.config", False, True)
    if found:
        if not isinstance(config, dict):
            r.fail("model.config", "expected an object or null, found " + describe(config))
        else:
            j.model_config = copy.deepcopy(config)
    if not r.failed("model"):
        if j.model_path and j.model_config is not None:
            r.fail("model.path", "give either a model folder (path) or an inline config, not both")
        elif not j.model_path and j.model_config is None:
            r.fail("model.path", "either a model folder (path) or an inline config is needed")
    j.init_checkpoint = r.nullable_file("model.init_checkpoint")
    j.tokenizer_kind = r.text("tokenizer.kind", "bytes", False, ("bytes", "hf"))
    j.tokenizer_path = r.nullable_file("tokenizer.path")
    if j.tokenizer_kind == "hf" and not j.tokenizer_path and not r.failed("tokenizer.path"):
        r.fail("tokenizer.path", "a Hugging Face tokenizer needs the path of its tokenizer.json")
    shape = None
    if j.model_config is not None and not j.model_path:
        shape = check_inline_config(r, j.model_config, j.tokenizer_kind == "bytes")

    _read_method_fields(r, j)
    _read_data_fields(r, j)
    _read_train_fields(r, j)
    _read_eval_checkpoint_resume(r, j)

    if shape is not None:
        check_config_builds(r, j.model_config)
    # Memory last: it is only meaningful for an otherwise valid job.
    if not r.problems:
        if j.model_path:
            shape = read_folder_shape(j.model_path)
        if shape is not None:
            check_memory(r, j, shape, "model.config" if not j.model_path else "model.path")
    if r.problems:
        raise JobError(r.problems)
    j.document = document
    j.hash_format2 = job_hash_format2(document)
    j.hash_format1 = job_hash_format1(document)
    return j


def read_job_file(path):
    """Reads and validates job.json against the job interface alone (a regular UTF-8 file of
    at most 4 MiB without NUL bytes, nested at most 1024 levels). Raises JobError with every
    problem, each as "PATH: field: message"."""
    try:
        data = read_regular_file(path, MAX_JOB_BYTES, "job file")
    except InputFileError as e:
        raise JobError(str(e)) from None
    nul = data.find(b"\0")
    if nul >= 0:
        raise JobError("%s: byte %d: binary data (a NUL byte): this is not a text file" % (path, nul))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise JobError("%s: byte %d: invalid UTF-8 byte 0x%02x: the file must be UTF-8 text"
                       % (path, e.start, data[e.start])) from None
    deep = _too_deep(text, jb.MAX_JSON_DEPTH)
    if deep >= 0:
        raise JobError("%s: byte %d: JSON syntax error: too deeply nested document (more than %d levels of objects and lists)"
                       % (path, len(text[:deep].encode("utf-8")), jb.MAX_JSON_DEPTH))
    if text.startswith("\ufeff"):  # a byte order mark, which nlohmann's parser skips
        text = text[1:]
    try:
        with deep_recursion(jb.MAX_JSON_DEPTH):
            document = loads_strict(text)
    except ValueError as e:
        raise JobError("%s: JSON syntax error: %s" % (path, e)) from None
    try:
        # Checking the fields copies and reads nested values (model.config) as deep as parsing did.
        with deep_recursion(jb.MAX_JSON_DEPTH):
            return parse_train_job(document, os.path.dirname(os.path.abspath(path)))
    except JobError as e:
        raise JobError(["%s: %s" % (path, p) for p in e.problems]) from None
