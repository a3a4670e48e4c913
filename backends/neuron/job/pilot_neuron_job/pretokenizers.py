"""The pre-tokenizers of tokenizer.json that the job reads: Metaspace, Split, ByteLevel and
Sequence. A pre-tokenizer turns pieces of text into smaller pieces, each then encoded by the
model on its own. A piece is (text, at_origin): at_origin says the piece begins where the
input text (or the part of it between two added tokens) begins, which Metaspace's
prepend_scheme "first" asks."""

import regex

from .tokenizer_fields import (TokenizerFileError, char_field, check, component_type, flag_field, need, text_field,
                               unsupported)
from .tokenizer_patterns import BEHAVIOURS, Pattern, char_pattern, compile_pattern, split

# GPT-2's pre-tokenization (the library's ByteLevel with use_regex).
GPT2_PATTERN = Pattern(regex.compile(r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+",
                                     regex.V0), None)


def _byte_chars():
    """GPT-2's bytes_to_unicode: every byte as a printable character."""
    shown = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    chars = {}
    extra = 0
    for b in range(256):
        if b in shown:
            chars[b] = chr(b)
        else:
            chars[b] = chr(256 + extra)
            extra += 1
    return chars


BYTE_CHARS = _byte_chars()  # byte → character
CHAR_BYTES = {c: b for b, c in BYTE_CHARS.items()}  # character → byte
_LATIN1_TO_BYTE_CHARS = {b: c for b, c in BYTE_CHARS.items()}  # str.translate table over latin-1 text


def byte_level_text(text):
    """The UTF-8 bytes of `text`, one byte-level character each."""
    return text.encode("utf-8").decode("latin-1").translate(_LATIN1_TO_BYTE_CHARS)


def _split_pieces(pieces, pattern, behaviour, invert=False):
    out = []
    for text, at_origin in pieces:
        for start, end in split(text, pattern, behaviour, invert):
            out.append((text[start:end], at_origin and start == 0))
    return out


class SplitPreTokenizer:
    def __init__(self, spec, field):
        self.pattern = compile_pattern(need(spec, "pattern", field, (dict,), "an object"), field + ".pattern")
        self.behaviour = text_field(spec, "behavior", field)
        if self.behaviour not in BEHAVIOURS:
            raise TokenizerFileError("%s.behavior: one of %s expected, found %r" % (field, ", ".join(BEHAVIOURS), self.behaviour))
        self.invert = flag_field(spec, "invert", field, False)

    def apply(self, pieces):
        return _split_pieces(pieces, self.pattern, self.behaviour, self.invert)


class ByteLevelPreTokenizer:
    def __init__(self, spec, field):
        self.add_prefix_space = flag_field(spec, "add_prefix_space", field, True)
        self.use_regex = flag_field(spec, "use_regex", field, True)
        flag_field(spec, "trim_offsets", field, True)  # offsets only; read to check its type

    def apply(self, pieces):
        if self.add_prefix_space:
            # Every piece, not only the first: as the library does.
            pieces = [(t if t.startswith(" ") else " " + t, o) for t, o in pieces]
        if self.use_regex:
            pieces = _split_pieces(pieces, GPT2_PATTERN, "Isolated")
        return [(byte_level_text(t), o) for t, o in pieces]


class MetaspacePreTokenizer:
    SCHEMES = ("always", "first", "never")

    def __init__(self, spec, field):
        self.replacement = char_field(spec, "replacement", field, "▁")
        scheme = spec.get("prepend_scheme")
        if scheme is not None and scheme not in self.SCHEMES:
            raise TokenizerFileError("%s.prepend_scheme: one of always, first, never expected, found %r" % (field, scheme))
        add_prefix_space = flag_field(spec, "add_prefix_space", field, None)
        if add_prefix_space is False:
            # Files written before prepend_scheme existed say add_prefix_space: false.
            if scheme not in (None, "never"):
                raise TokenizerFileError("%s: add_prefix_space false contradicts prepend_scheme %s" % (field, scheme))
            scheme = "never"
        self.scheme = scheme or "always"
        self.split = flag_field(spec, "split", field, True)
        self._pattern = char_pattern(self.replacement)

    def apply(self, pieces):
        rep = self.replacement
        out = []
        for text, at_origin in pieces:
            text = text.replace(" ", rep)
            if not text.startswith(rep) and (self.scheme == "always" or (self.scheme == "first" and at_origin)):
                text = rep + text
            if text:
                out.append((text, at_origin))
        if self.split:
            out = _split_pieces(out, self._pattern, "MergedWithNext")
        return out


class SequencePreTokenizer:
    def __init__(self, spec, field):
        items = need(spec, "pretokenizers", field, (list,), "an array")
        self.steps = [build_pretokenizer(check(item, "%s.pretokenizers[%d]" % (field, i), (dict,), "an object"),
                                         "%s.pretokenizers[%d]" % (field, i)) for i, item in enumerate(items)]

    def apply(self, pieces):
        for step in self.steps:
            pieces = step.apply(pieces)
        return pieces


_KINDS = {"Split": SplitPreTokenizer, "ByteLevel": ByteLevelPreTokenizer, "Metaspace": MetaspacePreTokenizer,
          "Sequence": SequencePreTokenizer}


def build_pretokenizer(spec, field="pre_tokenizer"):
    """An object whose apply(pieces) returns the pieces pre-tokenized, or None for null."""
    if spec is None:
        return None
    kind = component_type(spec, field, "pre-tokenizer")
    if kind not in _KINDS:
        raise unsupported(field, "pre-tokenizer", kind)
    return _KINDS[kind](spec, field)
