"""The canonical JSON text of RFC 8785 (JSON Canonicalization Scheme), as the core and
pilot-trainer write it (src/common/canonicaljson.h): members sorted by UTF-16 code units,
numbers as ECMAScript writes them, strings escaped minimally, no white space. Tested against
the shared vectors of tests/data/canonical-json.json."""

import json

from .jsontext import deep_recursion, shortest_digits, string_text

_EXACT_LIMIT = 2 ** 53
_MAX_DEPTH = 1024


def number_text(value):
    """A number as ECMAScript's Number::toString writes it (RFC 8785 section 3.2.2.3): the
    shortest digits that read back to the same double (Python's repr has them), "0" for both
    zeros, plain digits from 1e-6 to below 1e21, else d.ddde+x. An integer beyond 2^53 and a
    non-finite number raise ValueError: no double holds them exactly."""
    if isinstance(value, bool):
        raise TypeError("a boolean is no number")
    if isinstance(value, int):
        if abs(value) > _EXACT_LIMIT:
            raise ValueError("an integer beyond 2^53 has no exact double")
        return str(value)
    sign, digits, n = shortest_digits(value)
    if not digits:
        return "0"
    k = len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    body = digits if k == 1 else digits[0] + "." + digits[1:]
    return sign + body + "e" + ("-" if e < 0 else "+") + str(abs(e))


def _write(value, out):
    if value is None:
        out.append("null")
    elif value is True or value is False:
        out.append("true" if value else "false")
    elif isinstance(value, str):
        out.append(string_text(value))
    elif isinstance(value, (int, float)):
        out.append(number_text(value))
    elif isinstance(value, dict):
        out.append("{")
        names = sorted(value, key=lambda name: name.encode("utf-16-be", "surrogatepass"))
        for i, name in enumerate(names):
            if i:
                out.append(",")
            out.append(string_text(name))
            out.append(":")
            _write(value[name], out)
        out.append("}")
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(",")
            _write(item, out)
        out.append("]")
    else:
        raise TypeError("not a JSON value: %s" % type(value).__name__)


def canonical_json(value):
    """The canonical text of a parsed JSON value (dicts, lists, str, int, float, bool, None)."""
    out = []
    with deep_recursion(_MAX_DEPTH):
        _write(value, out)
    return "".join(out)


def canonical_json_text(text):
    """The canonical text of a JSON text: the last of a name given twice wins, as in every
    reader of the project; a number beyond the double range is refused (ValueError)."""

    def refuse(constant):
        raise ValueError("not a finite number: %s" % constant)

    return canonical_json(json.loads(text, parse_constant=refuse))
