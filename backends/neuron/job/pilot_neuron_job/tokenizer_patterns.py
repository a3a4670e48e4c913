"""The patterns of tokenizer.json ({"String": s} or {"Regex": r}) and how Hugging Face tokenizers
finds and splits on them (tokenizer/pattern.rs, NormalizedString::split). Offsets here are
character offsets of Python strings; the library's are byte offsets of the same UTF-8 text, so
the pieces are the same.

Regex patterns are Oniguruma patterns in the library; the `regex` module reads the ones real
tokenizers use (Unicode classes \\p{L} and \\p{N}, scoped flags, lookahead) with the same
meaning, where Python's `re` lacks the Unicode classes."""

import regex

from .tokenizer_fields import TokenizerFileError, check

BEHAVIOURS = ("Removed", "Isolated", "MergedWithPrevious", "MergedWithNext", "Contiguous")


class Pattern:
    """A compiled pattern: finditer(text) yields (start, end) of each match, left to right."""

    def __init__(self, compiled, literal):
        self._compiled = compiled
        self.literal = literal  # the string of a {"String": …} pattern, else None

    def spans(self, text):
        return [m.span() for m in self._compiled.finditer(text)]

    def replace(self, text, content):
        """Every match replaced by `content` (NormalizedString::replace, Replace decoder)."""
        if self.literal is not None:
            return text.replace(self.literal, content)
        return self._compiled.sub(lambda _m: content, text)


def compile_pattern(spec, field):
    check(spec, field, (dict,), "an object with String or Regex")
    if len(spec) != 1 or not ("String" in spec or "Regex" in spec):
        raise TokenizerFileError("%s: an object with exactly one of String or Regex expected" % field)
    if "String" in spec:
        literal = check(spec["String"], field + ".String", (str,), "a string")
        if not literal:
            # The library would match an empty regex between every two characters.
            raise TokenizerFileError("%s.String: an empty pattern is not supported" % field)
        return Pattern(regex.compile(regex.escape(literal)), literal)
    source = check(spec["Regex"], field + ".Regex", (str,), "a string")
    try:
        return Pattern(regex.compile(source, regex.V0), None)
    except (regex.error, ValueError, OverflowError, RecursionError) as e:
        raise TokenizerFileError("%s.Regex: not a usable regular expression: %s" % (field, e)) from None


def char_pattern(char):
    """The pattern of a single character (Metaspace splits on its replacement)."""
    return Pattern(regex.compile(regex.escape(char)), char)


def matches(spans, length):
    """pattern.rs find_matches: the whole text as (start, end, is_match) pieces in order."""
    if length == 0:
        return [(0, 0, False)]
    out = []
    prev = 0
    for start, end in spans:
        if prev != start:
            out.append((prev, start, False))
        out.append((start, end, True))
        prev = end
    if prev != length:
        out.append((prev, length, False))
    return out


def split(text, pattern, behaviour, invert=False):
    """NormalizedString::split: the pieces of `text` around the pattern's matches, kept as the
    behaviour says; empty pieces are dropped (PreTokenizedString::split drops them)."""
    found = matches(pattern.spans(text), len(text))
    if invert:
        found = [(s, e, not m) for s, e, m in found]
    if behaviour == "Isolated":
        kept = [(s, e) for s, e, _ in found]
    elif behaviour == "Removed":
        kept = [(s, e) for s, e, m in found if not m]
    elif behaviour == "Contiguous":
        kept = []
        previous = False
        for s, e, m in found:
            if m == previous and kept:
                kept[-1] = (kept[-1][0], e)
            else:
                kept.append((s, e))
            previous = m
    elif behaviour == "MergedWithPrevious":
        kept = []
        previous = False
        for s, e, m in found:
            if m and not previous and kept:
                kept[-1] = (kept[-1][0], e)
            else:
                kept.append((s, e))
            previous = m
    else:  # MergedWithNext
        kept = []
        previous = False
        for s, e, m in reversed(found):
            if m and not previous and kept:
                kept[-1] = (s, kept[-1][1])
            else:
                kept.append((s, e))
            previous = m
        kept.reverse()
    return [(s, e) for s, e in kept if e > s]
