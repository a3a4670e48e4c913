"""JSON text written the way pilot-trainer writes it (nlohmann::json's dump), so that what both
backends write reads the same and the job hash — a SHA-256 over the job's JSON text — is the
same number on both sides."""

import contextlib
import json
import math
import sys

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_UINT64_MAX = 2 ** 64 - 1
_INT64_MIN = -(2 ** 63)


def shortest_digits(value):
    """A finite double as (sign, digits, n): value = sign 0.digits * 10^n with the shortest
    digits that read back to the same double (Python's repr has them); digits is "" for zero.
    The number texts of nlohmann::json (float_text) and of the canonical form
    (canonicaljson.number_text) are both written from these."""
    text = repr(float(value))
    if text in ("inf", "-inf", "nan"):
        raise ValueError("JSON has no non-finite numbers")
    sign = ""
    if text.startswith("-"):
        sign, text = "-", text[1:]
    mantissa, _, exponent = text.partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0").rstrip("0")
    return sign, digits, (_decimal_point(whole, fraction, exponent) if digits else 0)


def float_text(value):
    """A finite double as nlohmann::json's dump prints it: the shortest digits that read back
    to the same double, in fixed notation while the decimal point lies within 15 digits of the
    first digit, else d.ddde+XX; whole numbers keep ".0"."""
    sign, digits, n = shortest_digits(value)
    if not digits:
        return sign + "0.0"
    k = len(digits)
    if k <= n <= 15:
        return sign + digits + "0" * (n - k) + ".0"
    if 0 < n <= 15:
        return sign + digits[:n] + "." + digits[n:]
    if -4 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    body = digits if k == 1 else digits[0] + "." + digits[1:]
    return sign + body + "e" + ("-" if e < 0 else "+") + ("%02d" % abs(e))


def _decimal_point(whole, fraction, exponent):
    """n such that the value is 0.d1d2d3... * 10^n for the repr pieces given."""
    e = int(exponent) if exponent else 0
    if whole.lstrip("0"):
        return len(whole.lstrip("0")) + e
    leading = len(fraction) - len(fraction.lstrip("0"))
    return -leading + e


def _number_text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        # nlohmann keeps 64-bit integers; anything wider it reads as a double.
        if _INT64_MIN <= value <= _UINT64_MAX:
            return str(value)
        return float_text(float(value))
    return float_text(value)


def string_text(text):
    """A JSON string as nlohmann::json escapes it (UTF-8 kept, control characters as \\u00xx);
    RFC 8785's canonical form escapes the same characters the same way."""
    out = ['"']
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def dump(value, indent=None, _level=0):
    """nlohmann::json::dump: object keys sorted (by their UTF-8 bytes, which is code point
    order), compact without `indent`, else `indent` spaces a level with ": " after keys."""
    if value is None:
        return "null"
    if isinstance(value, (bool, int, float)):
        return _number_text(value)
    if isinstance(value, str):
        return string_text(value)
    if isinstance(value, dict):
        if not value:
            return "{}"
        keys = sorted(value)
        if indent is None:
            return "{" + ",".join(string_text(k) + ":" + dump(value[k]) for k in keys) + "}"
        pad = " " * (indent * (_level + 1))
        items = [pad + string_text(k) + ": " + dump(value[k], indent, _level + 1) for k in keys]
        return "{\n" + ",\n".join(items) + "\n" + " " * (indent * _level) + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        if indent is None:
            return "[" + ",".join(dump(v) for v in value) + "]"
        pad = " " * (indent * (_level + 1))
        items = [pad + dump(v, indent, _level + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * (indent * _level) + "]"
    raise TypeError("cannot write %s as JSON" % type(value).__name__)


def metric_number(value):
    """A number of a metrics.jsonl line: 17 significant digits (bit-exact round trips), NaN and
    infinities as Python's json module writes them — as pilot-trainer's MetricsWriter does."""
    value = float(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return "%.17g" % value


def repeated_key(pairs):
    """The first key of an object_pairs_hook's pairs that appears a second time, or None."""
    seen = set()
    for key, _ in pairs:
        if key in seen:
            return key
        seen.add(key)
    return None


def loads_strict(text, unique_keys=False):
    """json.loads as nlohmann::json parses: no NaN or Infinity, no number beyond a double, no
    lone UTF-16 surrogate in a string escape. Raises ValueError with the reason. With
    unique_keys, a key that appears twice in one object is refused too (json.loads would keep
    the last silently)."""

    def unique(pairs):
        twice = repeated_key(pairs)
        if twice is not None:
            raise ValueError("'%s' appears twice in one object" % twice)
        return dict(pairs)

    def constant(name):
        raise ValueError("invalid literal %s" % name)

    def floating(s):
        v = float(s)
        if math.isinf(v):
            raise ValueError("number overflow parsing '%s'" % s)
        return v

    def integer(s):
        v = int(s)
        # nlohmann keeps 64-bit integers and reads wider ones as doubles.
        return v if _INT64_MIN <= v <= _UINT64_MAX else floating(s)

    value = json.loads(text, parse_constant=constant, parse_float=floating, parse_int=integer,
                       object_pairs_hook=unique if unique_keys else None)
    _check_surrogates(value)
    return value


def _check_surrogates(value):
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if any(0xD800 <= ord(c) <= 0xDFFF for c in v):
                raise ValueError("a string holds an unpaired UTF-16 surrogate")
        elif isinstance(v, dict):
            for k, item in v.items():
                stack.append(k)
                stack.append(item)
        elif isinstance(v, list):
            stack.extend(v)


@contextlib.contextmanager
def deep_recursion(levels):
    """Room on Python's stack for a document nested `levels` deep (each level takes a few
    frames in json and in dump); the depth itself is limited before parsing."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 4 * levels + 1000))
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)
