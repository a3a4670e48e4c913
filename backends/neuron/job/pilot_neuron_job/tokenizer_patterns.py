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


# A pattern is outside input: one search of a text has a time budget of BASE_BUDGET_S plus
# BUDGET_PER_CHAR_S per character (pilot-trainer's, src/tensor/tokenizerregex.h). A pattern of
# catastrophic shape, (a|aa)+b on a long run of a's, is refused when it runs out, naming its field.
BASE_BUDGET_S = 2.0
BUDGET_PER_CHAR_S = 2e-6


# How much a normalizer or decoder (outside input) may grow a text: at most MAX_GROWTH times its
# length plus SLACK, counted from the text given to the whole normalizer or decoder
# (pilot-trainer's bound, src/tensor/tokenizernormalizer.h, there in UTF-8 bytes). A chain of
# Replace steps that each double the text would otherwise reach gigabytes from one character.
MAX_GROWTH = 16
SLACK = 4096


def grown_limit(length):
    return length * MAX_GROWTH + SLACK


def refuse_growth(field, length):
    return TokenizerFileError("%s: grows a text of %d characters beyond %d characters; it is refused"
                              % (field, length, grown_limit(length)))


def bounded_replace(pattern, text, content, field):
    """`text` with every match replaced by `content`, refused before it is built when the result
    would be longer than grown_limit allows."""
    try:
        return pattern.replace(text, content, grown_limit(len(text)))
    except ValueError as e:
        if isinstance(e, TokenizerFileError):
            raise
        raise refuse_growth(field, len(text)) from None


class Pattern:
    """A compiled pattern: finditer(text) yields (start, end) of each match, left to right."""

    def __init__(self, compiled, literal, field=""):
        self._compiled = compiled
        self.literal = literal  # the string of a {"String": …} pattern, else None
        self.field = field

    def _budget(self, text):
        return BASE_BUDGET_S + BUDGET_PER_CHAR_S * len(text)

    def _refused(self, text):
        return TokenizerFileError("%s: the regular expression took longer than its time budget (%d ms) on a text of %d "
                                  "characters; it is refused" % (self.field, self._budget(text) * 1000, len(text)))

    def spans(self, text):
        try:
            return [m.span() for m in self._compiled.finditer(text, timeout=self._budget(text))]
        except TimeoutError:
            raise self._refused(text) from None

    def replace(self, text, content, limit=None):
        """Every match replaced by `content` (NormalizedString::replace, Replace decoder). With
        `limit`, a result longer than that many characters raises ValueError before it is built."""
        found = self.spans(text)
        if limit is not None and len(text) + sum(len(content) - (e - s) for s, e in found) > limit:
            raise ValueError("the result would be longer than %d characters" % limit)
        out = []
        last = 0
        for start, end in found:
            out.append(text[last:start])
            out.append(content)
            last = end
        out.append(text[last:])
        return "".join(out)


def compile_pattern(spec, field):
    check(spec, field, (dict,), "an object with String or Regex")
    if len(spec) != 1 or not ("String" in spec or "Regex" in spec):
        raise TokenizerFileError("%s: an object with exactly one of String or Regex expected" % field)
    if "String" in spec:
        literal = check(spec["String"], field + ".String", (str,), "a string")
        if not literal:
            # The library would match an empty regex between every two characters.
            raise TokenizerFileError("%s.String: an empty pattern is not supported" % field)
        return Pattern(regex.compile(regex.escape(literal)), literal, field)
    source = check(spec["Regex"], field + ".Regex", (str,), "a string")
    try:
        return Pattern(regex.compile(source, regex.V0), None, field)
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
