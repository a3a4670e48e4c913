"""Training and validation data (docs/job-interface.md section 4, docs/tokenizer.md) and the
order of the training examples (docs/data-order.md) — as pilot-trainer's dataset.cpp, so that
both backends see the same batches in the same order."""

import hashlib

import torch

from .inputfile import MAX_DATA_BYTES, read_regular_file
from .jobtokenizer import start_ids
from .jsontext import loads_strict
from .tokenizer_fields import TokenizerInputError

_MASK = (1 << 64) - 1


class DataError(Exception):
    pass


class Example:
    """The tokens of prompt and completion (with BOS where the tokenizer adds it) and EOS, cut to
    the sequence length; `loss_from` is the first position whose token is predicted with loss
    (the completion and EOS; every token after the first for text)."""

    __slots__ = ("ids", "loss_from", "prompt", "completion")

    def __init__(self, ids, loss_from, prompt, completion):
        self.ids = ids
        self.loss_from = loss_from
        self.prompt = prompt
        self.completion = completion


class Dataset:
    def __init__(self, examples, sha256):
        self.examples = examples
        self.sha256 = sha256


def load_dataset(path, expected_sha256, tokenizer, seq_len):
    """Reads a JSONL file of {"prompt", "completion"} or {"text"} lines; errors name file and
    line. When `expected_sha256` is given the file must have it."""
    content = read_regular_file(path, MAX_DATA_BYTES, "data file")
    sha = hashlib.sha256(content).hexdigest()
    if expected_sha256 and expected_sha256 != sha:
        raise DataError("%s: SHA-256 is %s, the job expects %s (the data set changed)" % (path, sha, expected_sha256))
    examples = []
    for number, line in enumerate(content.split(b"\n"), start=1):
        if not line.strip(b" \t\r"):
            continue
        where = "%s:%d: " % (path, number)
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            raise DataError(where + "not UTF-8") from None
        try:
            obj = loads_strict(text)
        except (ValueError, RecursionError):
            raise DataError(where + "not a JSON object") from None

        def field(key):
            if not isinstance(obj, dict) or not isinstance(obj.get(key), str):
                raise DataError(where + key + ": expected text")
            return obj[key]

        # As TRL-style trainers do: the prompt and the prompt with its completion are tokenised
        # as wholes (a token may span the seam), and the loss starts after as many tokens as the
        # prompt alone has. Position 0 has nothing to predict it from.
        try:
            if isinstance(obj, dict) and "prompt" in obj:
                prompt = field("prompt")
                completion = field("completion")
                loss_from = max(1, len(start_ids(tokenizer, prompt)))
                ids = start_ids(tokenizer, prompt + completion)
            elif isinstance(obj, dict) and "text" in obj:
                prompt = ""
                completion = field("text")
                loss_from = 1
                ids = start_ids(tokenizer, completion)
            else:
                raise DataError(where + 'expected {"prompt", "completion"} or {"text"}')
        except TokenizerInputError as e:
            raise DataError(where + str(e)) from None
        ids.append(tokenizer.eos)
        ids = ids[:seq_len]
        if loss_from >= len(ids):
            raise DataError(where + "the prompt fills the whole sequence length; nothing is left to learn")
        examples.append(Example(ids, loss_from, prompt, completion))
    if not examples:
        raise DataError(path + ": no examples")
    return Dataset(examples, sha)


def _fnv1a(text):
    h = 0xCBF29CE484222325
    for b in text.encode("utf-8"):
        h = ((h ^ b) * 0x100000001B3) & _MASK
    return h


def epoch_order(n, seed, data_version, epoch):
    """The permutation of epoch `epoch`: Fisher–Yates driven by SplitMix64 (docs/data-order.md)."""
    order = list(range(n))
    state = (seed ^ _fnv1a(data_version) ^ ((epoch * 0xD1B54A32D192ED03) & _MASK)) & _MASK
    for i in range(n, 1, -1):
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        j = z % i
        order[i - 1], order[j] = order[j], order[i - 1]
    return order


class Batch:
    """ids [B, T] padded with PAD, targets [B, T] shifted by one with -100 where there is no
    loss, and the tokens of the examples (padding excluded)."""

    def __init__(self, ids, targets, tokens):
        self.ids = ids
        self.targets = targets
        self.tokens = tokens


def make_batch(examples, pad, width=None):
    """Pads to the longest example, or to `width` when given (a fixed shape for devices that
    compile one graph per shape; causal attention makes trailing padding change nothing)."""
    longest = max(len(e.ids) for e in examples)
    cols = max(longest, width or 0)
    ids = torch.full((len(examples), cols), pad, dtype=torch.int64)
    targets = torch.full((len(examples), cols), -100, dtype=torch.int64)
    tokens = 0
    for r, e in enumerate(examples):
        ids[r, : len(e.ids)] = torch.tensor(e.ids, dtype=torch.int64)
        if e.loss_from < len(e.ids):
            # Position t predicts token t + 1.
            targets[r, e.loss_from - 1: len(e.ids) - 1] = torch.tensor(e.ids[e.loss_from:], dtype=torch.int64)
        tokens += len(e.ids)
    return Batch(ids, targets, tokens)


class BatchSource:
    def __init__(self, data, seed, data_version, width=None):
        self._data = data
        self._seed = seed
        self._version = data_version
        self._width = width
        self._cached_epoch = None
        self._order = None

    def cursor(self, sample):
        """(epoch, position) of sample `sample`, counted over the whole run."""
        n = len(self._data.examples)
        return sample // n, sample % n

    def _order_of(self, epoch):
        if epoch != self._cached_epoch:
            self._order = epoch_order(len(self._data.examples), self._seed, self._version, epoch)
            self._cached_epoch = epoch
        return self._order

    def micro_batch(self, micro, size, pad):
        """Micro-batch `micro` (0-based, over the whole run) of `size` examples."""
        examples = []
        for i in range(size):
            epoch, position = self.cursor(micro * size + i)
            examples.append(self._data.examples[self._order_of(epoch)[position]])
        return make_batch(examples, pad, self._width)
