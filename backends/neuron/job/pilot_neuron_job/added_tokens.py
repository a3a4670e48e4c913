"""The added tokens of tokenizer.json (special tokens such as <s> or <|begin_of_text|>, and
others): found in the text before the model sees it, as the library's AddedVocabulary does —
first the tokens with normalized false in the raw text, then those with normalized true in
each normalized remainder, leftmost-longest, honouring single_word, lstrip and rstrip."""

import regex

from .bpe import MAX_ID
from .tokenizer_fields import TokenizerFileError, check, flag_field, need, short

# The library's helpers (Rust regex, Unicode \w and \s).
_ENDS_WITH_WORD = regex.compile(r"\w\Z")
_WORD_CHAR = regex.compile(r"\w")  # matched at a position: a word starts there
_SPACES_AT_END = regex.compile(r"\s*\Z")
_SPACES = regex.compile(r"\s*")  # matched at a position: the spaces that start there


class AddedToken:
    __slots__ = ("id", "content", "single_word", "lstrip", "rstrip", "normalized", "special")


class AddedVocabulary:
    def __init__(self, entries, field, model, normalizer):
        """`entries` is the file's added_tokens array; ids are checked against the ones the library
        gives them (a token of the model's vocabulary keeps its id there, any other takes the next
        free id in order), so that the file and the library cannot disagree."""
        check(entries, field, (list,), "an array")
        self.by_id = {}
        self.by_content = {}
        self.special = set()
        vocab = model.vocab
        plain, normalized = [], []
        for i, entry in enumerate(entries):
            where = "%s[%d]" % (field, i)
            check(entry, where, (dict,), "an object")
            t = AddedToken()
            t.id = need(entry, "id", where, (int,), "a whole number")
            t.content = need(entry, "content", where, (str,), "a string")
            t.special = flag_field(entry, "special", where, False)
            t.single_word = flag_field(entry, "single_word", where, False)
            t.lstrip = flag_field(entry, "lstrip", where, False)
            t.rstrip = flag_field(entry, "rstrip", where, False)
            t.normalized = flag_field(entry, "normalized", where, not t.special)
            if not t.content:
                raise TokenizerFileError("%s.content: an added token cannot be empty" % where)
            if t.content in self.by_content:
                raise TokenizerFileError("%s.content: %s is listed twice" % (where, short(t.content)))
            if t.id < 0 or t.id > MAX_ID:
                raise TokenizerFileError("%s.id: %d is out of range (0 … %d)" % (where, t.id, MAX_ID))
            expected = vocab.get(t.content)
            if expected is None:
                highest = max(self.by_id) if self.by_id else None
                expected = len(vocab) if highest is None or highest < len(vocab) else highest + 1
                if expected in model.tokens:
                    raise TokenizerFileError("%s.id: %s would take id %d, which model.vocab gives to %s"
                                             % (where, short(t.content), expected, short(model.tokens[expected])))
            if t.id != expected:
                raise TokenizerFileError("%s.id: %s has id %d here, but %d in this tokenizer"
                                         % (where, short(t.content), t.id, expected))
            if t.id in self.by_id:
                raise TokenizerFileError("%s.id: id %d is given to both %s and %s"
                                         % (where, t.id, short(self.by_id[t.id].content), short(t.content)))
            self.by_id[t.id] = t
            self.by_content[t.content] = t
            if t.special:
                self.special.add(t.content)
            (normalized if t.normalized else plain).append(t)
        self._plain = self._matcher(plain, None)
        self._normalized = self._matcher(normalized, normalizer)
        self._normalizer = normalizer

    @staticmethod
    def _matcher(tokens, normalizer):
        """A regex that finds the tokens leftmost-longest (alternatives longest first), and the
        token of each matched text."""
        if not tokens:
            return None
        table = {}
        for t in tokens:
            key = normalizer(t.content) if normalizer else t.content
            if key and key not in table:
                table[key] = t
        if not table:
            return None
        alternatives = sorted(table, key=len, reverse=True)
        return regex.compile("|".join(regex.escape(a) for a in alternatives)), table

    def _find(self, text, matcher):
        """AddedVocabulary::find_matches: [(piece, token or None)] covering `text`."""
        if matcher is None:
            return [(text, None)] if text else []
        compiled, table = matcher
        out = []
        done = 0
        for m in compiled.finditer(text):
            start, stop = m.span()
            t = table[m.group()]
            if t.single_word:
                alone_before = start == 0 or not _ENDS_WITH_WORD.search(text, 0, start)
                alone_after = stop == len(text) or not _WORD_CHAR.match(text, stop)
                if not (alone_before and alone_after):
                    continue
            if t.lstrip:
                start = max(_SPACES_AT_END.search(text, 0, start).start(), done)
            if t.rstrip:
                stop = _SPACES.match(text, stop).end()
            if done < start:
                out.append((text[done:start], None))
            out.append((text[start:stop], t))
            done = stop
        if done < len(text):
            out.append((text[done:], None))
        return out

    def split(self, text):
        """[(piece, id or None, at_origin)]: the normalized pieces of `text` between its added
        tokens, and the added tokens' ids."""
        out = []
        for piece, token in self._find(text, self._plain):
            if token is not None:
                out.append((piece, token.id, False))
                continue
            at_origin = not out
            if self._normalizer:
                piece = self._normalizer(piece)
            for sub, sub_token in self._find(piece, self._normalized):
                if sub_token is not None:
                    out.append((sub, sub_token.id, False))
                else:
                    out.append((sub, None, at_origin and not out))
        return out
