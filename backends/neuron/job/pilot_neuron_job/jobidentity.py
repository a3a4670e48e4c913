"""What a job trains, by content: the job identity of trainer_state format 3 (docs/job-interface.md,
section 6), as pilot-trainer's jobIdentity (backends/libtorch/trainer/jobidentity.cpp) builds it —
the job without names, bookkeeping and where it runs, every path replaced by what lies there.
No torch here: the identity is computed before anything is loaded."""

import copy
import hashlib
import os

from .canonicaljson import canonical_json
from .filedigests import file_sha256
from .inputfile import MAX_SMALL_JSON_BYTES, InputFileError, read_regular_file
from .jobbounds import MAX_JSON_DEPTH
from .jsontext import deep_recursion, loads_strict

# Names and bookkeeping, and where and how the job runs: none of them decides what it trains.
NOT_IDENTITY = ("run_id", "name", "role", "resume", "eval", "checkpoint", "backend", "device", "threads")


class IdentityError(Exception):
    """An input of the job cannot be read; the text names the field and the file."""


def _digest(path, field):
    try:
        return file_sha256(path, "cannot be read")
    except OSError as e:
        raise IdentityError("%s: %s" % (field, e.strerror or e)) from None


def _json_object(path, field):
    try:
        value = loads_strict(read_regular_file(path, MAX_SMALL_JSON_BYTES, "JSON file").decode("utf-8"))
    except InputFileError as e:
        raise IdentityError("%s: %s" % (field, e)) from None
    except (ValueError, UnicodeDecodeError) as e:
        raise IdentityError("%s: %s: not JSON: %s" % (field, path, e)) from None
    if not isinstance(value, dict):
        raise IdentityError("%s: %s: expected a JSON object" % (field, path))
    return value


def _weight_digests(folder):
    """{file name: SHA-256} of the weights the model loads: model.safetensors, else every shard
    model.safetensors.index.json names."""
    if os.path.lexists(os.path.join(folder, "model.safetensors")):
        names = {"model.safetensors"}
    else:
        index = os.path.join(folder, "model.safetensors.index.json")
        weight_map = _json_object(index, "model.path").get("weight_map")
        if not isinstance(weight_map, dict) or not weight_map:
            raise IdentityError("model.path: %s: weight_map: expected an object naming the shards" % index)
        names = set()
        for tensor, name in weight_map.items():
            if not isinstance(name, str):
                raise IdentityError("model.path: %s: weight_map.%s: expected a file name" % (index, tensor))
            if not name or name in (".", "..") or "/" in name or "\0" in name:
                raise IdentityError('model.path: %s: weight_map names "%s", which is not a file of the folder' % (index, name))
            names.add(name)
    return {name: _digest(os.path.join(folder, name), "model.path") for name in sorted(names)}


def job_identity(document, job):
    """The identity of `document` (the job as read) whose paths `job` (a TrainJob) holds
    resolved. Raises IdentityError naming the field and the file when one cannot be read."""
    with deep_recursion(MAX_JSON_DEPTH):  # a job may nest 1024 levels deep
        identity = {k: copy.deepcopy(v) for k, v in document.items() if k not in NOT_IDENTITY}
    data = identity["data"]
    data.pop("train", None)
    data.pop("validation", None)
    data["sha256"] = {"train": _digest(job.train_data, "data.train"),
                      "validation": _digest(job.validation_data, "data.validation")}
    model = identity["model"]
    model.pop("path", None)
    if job.model_path:
        config = _json_object(os.path.join(job.model_path, "config.json"), "model.path")
        config.pop("_name_or_path", None)  # where the model was saved from: a path, not what it is
        model["config"] = config
        model["weights"] = _weight_digests(job.model_path)
    else:
        model["weights"] = None
    model["init_checkpoint"] = (_digest(os.path.join(job.init_checkpoint, "manifest.json"), "model.init_checkpoint")
                                if job.init_checkpoint else None)
    tokenizer = identity.get("tokenizer")
    if isinstance(tokenizer, dict):
        tokenizer.pop("path", None)
        tokenizer["sha256"] = _digest(job.tokenizer_path, "tokenizer.path") if job.tokenizer_path else None
    return identity


def identity_hash(identity):
    """The job hash of trainer_state format 3: SHA-256 of the identity's canonical text."""
    return hashlib.sha256(canonical_json(identity).encode("utf-8")).hexdigest()


def identify_job(job):
    """Sets job.identity and job.hash."""
    job.identity = job_identity(job.document, job)
    job.hash = identity_hash(job.identity)


def _shown(value):
    if value is _ABSENT:
        return "absent"
    text = canonical_json(value)
    return text if len(text) <= 80 else text[:77] + "..."


_ABSENT = object()


def identity_differences(checkpoint, job, limit=6):
    """The dotted keys at which two identities differ, each with both values, at most `limit`:
    "data.sha256.train (checkpoint 3f…, job 9c…)"."""
    out = []

    def walk(path, a, b):
        if len(out) >= limit:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b)):
                walk(path + "." + key if path else key, a.get(key, _ABSENT), b.get(key, _ABSENT))
            return
        if a is not _ABSENT and b is not _ABSENT and canonical_json(a) == canonical_json(b):
            return
        out.append("%s (checkpoint %s, job %s)" % (path, _shown(a), _shown(b)))

    with deep_recursion(MAX_JSON_DEPTH):
        walk("", checkpoint, job)
    return out
