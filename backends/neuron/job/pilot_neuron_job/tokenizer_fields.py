"""Reading the parts of a Hugging Face tokenizer.json: its errors, and typed access to its fields
that names the field (`model.merges[17]`) in every complaint. The file comes from outside, so
a wrong type, a missing field or an unknown component is a TokenizerFileError, never a
traceback."""


class TokenizerFileError(ValueError):
    """The tokenizer.json cannot be used; the message names the field."""


class TokenizerInputError(ValueError):
    """A text or an id list cannot be encoded or decoded with this tokenizer."""


def kind_of(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def short(text, limit=40):
    """A token or text for a message: quoted, escaped, and cut after `limit` characters."""
    shown = text if len(text) <= limit else text[:limit] + "…"
    return repr(shown)


def need(obj, key, field, kinds, what):
    """obj[key], which must be present and of `kinds`; `what` names those kinds in a message."""
    if key not in obj:
        raise TokenizerFileError("%s.%s: missing" % (field, key))
    return check(obj[key], "%s.%s" % (field, key), kinds, what)


def optional(obj, key, field, kinds, what, default):
    """obj[key] when it is present and not null, else `default`."""
    if obj.get(key) is None:
        return default
    return check(obj[key], "%s.%s" % (field, key), kinds, what)


def check(value, field, kinds, what):
    # bool is an int in Python; JSON keeps them apart.
    if isinstance(value, bool) and bool not in kinds:
        raise TokenizerFileError("%s: %s expected, found %s" % (field, what, kind_of(value)))
    if not isinstance(value, kinds):
        raise TokenizerFileError("%s: %s expected, found %s" % (field, what, kind_of(value)))
    return value


def text_field(obj, key, field, default=None):
    if default is None:
        return need(obj, key, field, (str,), "a string")
    return optional(obj, key, field, (str,), "a string", default)


def flag_field(obj, key, field, default):
    return optional(obj, key, field, (bool,), "true or false", default)


def char_field(obj, key, field, default=None):
    """A field that holds exactly one character (Rust's `char`)."""
    value = text_field(obj, key, field, default)
    if len(value) != 1:
        raise TokenizerFileError("%s.%s: one character expected, found %d" % (field, key, len(value)))
    return value


def count_field(obj, key, field, default):
    value = optional(obj, key, field, (int,), "a whole number", default)
    if value < 0:
        raise TokenizerFileError("%s.%s: a whole number of at least 0 expected, found %d" % (field, key, value))
    return value


def component_type(spec, field, kind):
    """The `type` of a component object (normalizer, pre-tokenizer, …)."""
    check(spec, field, (dict,), "an object")
    kind_name = spec.get("type")
    if not isinstance(kind_name, str):
        raise TokenizerFileError("%s: a %s without a type" % (field, kind))
    return kind_name


def unsupported(field, kind, type_name):
    return TokenizerFileError("%s: %s type %s is not supported" % (field, kind, type_name))
