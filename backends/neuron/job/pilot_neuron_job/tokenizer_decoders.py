"""The decoders of tokenizer.json that the job reads: ByteLevel, Replace, ByteFallback, Fuse,
Strip, Metaspace and Sequence. Each works as the library's decode_chain does, on the list of
token strings, and the text is the list joined; the details (one U+FFFD per byte of a bad
<0xNN> run, Strip per token, Metaspace dropping every replacement of the first token) are the
library's, since the reference decodes are."""

import re

from .pretokenizers import CHAR_BYTES, MetaspacePreTokenizer
from .tokenizer_fields import check, char_field, component_type, count_field, need, text_field, unsupported
from .tokenizer_patterns import bounded_replace, compile_pattern, grown_limit, refuse_growth

_BYTE_TOKEN = re.compile(r"<0x([0-9A-Fa-f]{2})>\Z")


def _byte_level(tokens):
    data = bytearray()
    for token in tokens:
        try:
            data += bytes(CHAR_BYTES[c] for c in token)
        except KeyError:
            # A token with a character outside the byte alphabet (an added token) is its UTF-8.
            data += token.encode("utf-8")
    return [data.decode("utf-8", "replace")]


def _byte_fallback(tokens):
    out = []
    pending = bytearray()

    def flush():
        try:
            out.append(pending.decode("utf-8"))
        except UnicodeDecodeError:
            out.extend("\ufffd" for _ in pending)
        pending.clear()

    for token in tokens:
        m = _BYTE_TOKEN.match(token)
        if m:
            pending.append(int(m.group(1), 16))
            continue
        if pending:
            flush()
        out.append(token)
    if pending:
        flush()
    return out


def _strip(content, start, stop):
    def strip(tokens):
        out = []
        for token in tokens:
            begin = 0
            while begin < min(start, len(token)) and token[begin] == content:
                begin += 1
            end = len(token)
            while len(token) - end < stop and end > begin and token[end - 1] == content:
                end -= 1
            out.append(token[begin:end])
        return out

    return strip


def _metaspace(replacement, scheme):
    def decode(tokens):
        return [t.replace(replacement, "" if i == 0 and scheme != "never" else " ") for i, t in enumerate(tokens)]

    return decode


def build_decoder(spec, field="decoder"):
    """A function token strings → token strings (join them for the text), or None for null."""
    if spec is None:
        return None
    kind = component_type(spec, field, "decoder")
    if kind == "Sequence":
        items = need(spec, "decoders", field, (list,), "an array")
        steps = [build_decoder(check(item, "%s.decoders[%d]" % (field, i), (dict,), "an object"),
                               "%s.decoders[%d]" % (field, i)) for i, item in enumerate(items)]

        def sequence(tokens):
            # A chain of decoders may grow the text no more than a normalizer may.
            original = sum(len(t) for t in tokens)
            for step in steps:
                tokens = step(tokens)
                if sum(len(t) for t in tokens) > grown_limit(original):
                    raise refuse_growth(field, original)
            return tokens

        return sequence
    if kind == "ByteLevel":
        return _byte_level
    if kind == "ByteFallback":
        return _byte_fallback
    if kind == "Fuse":
        return lambda tokens: ["".join(tokens)]
    if kind == "Replace":
        pattern = compile_pattern(need(spec, "pattern", field, (dict,), "an object"), field + ".pattern")
        content = text_field(spec, "content", field)
        return lambda tokens: [bounded_replace(pattern, t, content, field) for t in tokens]
    if kind == "Strip":
        return _strip(char_field(spec, "content", field), count_field(spec, "start", field, 0),
                      count_field(spec, "stop", field, 0))
    if kind == "Metaspace":
        meta = MetaspacePreTokenizer(spec, field)
        return _metaspace(meta.replacement, meta.scheme)
    raise unsupported(field, "decoder", kind)
