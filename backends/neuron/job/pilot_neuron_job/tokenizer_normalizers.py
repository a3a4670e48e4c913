"""The normalizers of tokenizer.json that the job reads: Sequence, Prepend and Replace (what
SentencePiece-style Llama tokenizers use). Any other is refused when the file is loaded, naming
it, since a normalizer read wrongly changes every id silently."""

from .tokenizer_fields import check, component_type, need, text_field, unsupported
from .tokenizer_patterns import bounded_replace, compile_pattern, grown_limit, refuse_growth


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
                if len(text) > grown_limit(original):
                    raise refuse_growth(field, original)
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
        return lambda text: bounded_replace(pattern, text, content, field)
    raise unsupported(field, "normalizer", kind)
