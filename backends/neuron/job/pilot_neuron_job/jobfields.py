"""Typed access to job.json that collects every problem, each naming its field ("train.lr: …"),
instead of stopping at the first: the rules and messages of pilot_core's JsonFields and
pilot-trainer's JobFields (backends/libtorch/trainer/jobfields.h)."""

import math
import os

from . import jobbounds
from .jsontext import float_text, string_text


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def number_json(v):
    return str(v) if isinstance(v, int) else float_text(v)


def describe(v):
    """"null", "true", "the number 5", "the text \\"abc\\"", "a list", "an object"."""
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if is_number(v):
        return "the number " + number_json(v)
    if isinstance(v, str):
        return "the text " + string_text(v.encode("utf-8")[:40].decode("utf-8", "replace"))
    if isinstance(v, list):
        return "a list"
    return "an object"


def number_text(d):
    """A number as messages print it (up to 15 significant digits)."""
    return "%.15g" % d


class JobFields:
    def __init__(self, root, base_dir):
        self._root = root
        self._base = base_dir
        self.problems = []
        self._bad_parents = set()

    def fail(self, path, message):
        self.problems.append(path + ": " + message)

    def failed(self, prefix):
        return any(p.startswith(prefix) for p in self.problems)

    _ABSENT = object()

    def at(self, path, required, nullable=False):
        """The node at a dotted path; None when absent, or when null and `nullable`. Elsewhere
        null is returned as a value (JobFields.NULL), for the caller to refuse as of the wrong
        type. A parent that is not an object, or a required parent that is missing, is reported
        once."""
        node = self._root
        keys = path.split(".")
        for depth, key in enumerate(keys):
            last = depth == len(keys) - 1
            if not isinstance(node, dict):
                parent = ".".join(keys[:depth])
                if parent not in self._bad_parents:
                    self._bad_parents.add(parent)
                    self.fail(parent, "expected an object, found " + describe(node))
                return self._ABSENT
            if key not in node:
                if required and not last:
                    parent = ".".join(keys[:depth + 1])
                    if parent not in self._bad_parents:
                        self._bad_parents.add(parent)
                        self.fail(parent, "missing")
                elif required:
                    self.fail(path, "missing")
                return self._ABSENT
            node = node[key]
            if node is None and nullable and last:
                return self._ABSENT
        return node

    def present(self, path, required=False, nullable=False):
        v = self.at(path, required, nullable)
        return v is not self._ABSENT, v

    def text(self, path, fallback, required=False, allowed=()):
        found, v = self.present(path, required)
        if not found:
            return fallback
        if not isinstance(v, str) or (required and v == ""):
            self.fail(path, "expected text, found " + describe(v))
            return fallback
        if allowed and v not in allowed:
            self.fail(path, 'expected one of %s, found "%s"' % (", ".join(allowed), v))
            return fallback
        return v

    def integer(self, path, fallback, minimum, maximum, required=False):
        found, v = self.present(path, required)
        if not found:
            return fallback
        d = float(v) if is_number(v) else 0.0
        if not is_number(v) or d != math.floor(d) or abs(d) > jobbounds.MAX_INTEGER:
            self.fail(path, "expected a whole number, found " + describe(v))
            return fallback
        i = int(d) if isinstance(v, float) else v
        if i < minimum:
            self.fail(path, "must be at least %d, found %d" % (minimum, i))
            return fallback
        if i > maximum:
            self.fail(path, "must be at most %d, found %d" % (maximum, i))
            return fallback
        return i

    def number(self, path, fallback, minimum, maximum, required=False):
        found, v = self.present(path, required)
        if not found:
            return fallback
        if not is_number(v):
            self.fail(path, "expected a number, found " + describe(v))
            return fallback
        d = float(v)
        if not (minimum <= d <= maximum):
            self.fail(path, "must lie between %s and %s, found %s" % (number_text(minimum), number_text(maximum), number_text(d)))
            return fallback
        return d

    def nullable_text(self, path):
        """A text/null field: null or absent give "", an empty text is refused."""
        found, v = self.present(path, False, True)
        if not found:
            return ""
        if not isinstance(v, str) or v == "":
            self.fail(path, "expected text, found " + describe(v))
            return ""
        return v

    def file(self, path, required):
        return self.resolve(self.text(path, "", required))

    def nullable_file(self, path):
        return self.resolve(self.nullable_text(path))

    def resolve(self, p):
        """A path, resolved against the job's folder unless absolute (lexically, as
        std::filesystem's lexically_normal does)."""
        if not p or os.path.isabs(p):
            return p
        return os.path.normpath(os.path.join(self._base, p))
