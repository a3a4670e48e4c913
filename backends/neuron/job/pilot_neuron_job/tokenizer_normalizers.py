"""The normalizers of tokenizer.json that the job reads: Sequence, Prepend and Replace (what
SentencePiece-style Llama tokenizers use). Any other is refused when the file is loaded, naming
it, since a normalizer read wrongly changes every id silently."""

from .tokenizer_fields import TokenizerFileError, check, component_type, need, text_field, unsupported
from .tokenizer_patterns import compile_pattern

# How much a normalizer (outside input) may grow a text: at most MAX_GROWTH times its length
# plus SLACK, counted from the text given to the whole normalizer (pilot-trainer's bound,
# src/tensor/tokenizernormalizer.h, there in UTF-8 bytes). A chain of Replace normalizers that
# each double the text would otherwise reach gigabytes from one character.
MAX_GROWTH = 16
SLACK = 4096


def _limit(length):
    return length * MAX_GROWTH + SLACK


def _too_large(field, length):
    return TokenizerFileError("%s: the normalizer grows a text of %d characters beyond %d characters; it is refused"
                              % (field, length, _limit(length)))


def build_normalizer(spec, field="normalizer"):
    """A function text → normalized text, or None for a null normalizer."""
    if spec is None:
        return None
    kind = component_type(spec, field, "normalizer")
    if kind == "Sequence":
        items = need(spec, "normalizers", field, (list,), "an array")
        steps = [build_normalizer(check(item, "%s.normalizers[%d]" % (field, i), (dict,), "an object"),
                                  "%s.normalizers[%d]" % (field, i)) for i, item in enumerate(items)]

        def sequence(text):
            original = len(text)
            for step in steps:
                text = step(text)
                if len(text) > _limit(original):
                    raise _too_large(field, original)
            return text

        return sequence
    if kind == "Prepend":
        prefix = text_field(spec, "prepend", field)

        def prepend(text):
            # The library prepends to non-empty text only.
            return prefix + text if text else text

        return prepend
    if kind == "Replace":
        pattern = compile_pattern(need(spec, "pattern", field, (dict,), "an object"), field + ".pattern")
        content = text_field(spec, "content", field)

        def replace(text):
            try:
                return pattern.replace(text, content, _limit(len(text)))
            except ValueError as e:
                if isinstance(e, TokenizerFileError):
                    raise
                raise _too_large(field, len(text)) from None

        return replace
    raise unsupported(field, "normalizer", kind)
