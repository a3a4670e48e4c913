"""The BPE model of a Hugging Face tokenizer.json (models/bpe in the tokenizers library): a word
becomes one symbol per character (or its <0xNN> bytes, or the unknown token), then pairs are
merged by rank as the library's Word::merge_all does — always the lowest rank, leftmost first,
from a priority queue — so the ids are the library's, also for merge lists whose ranks a
trained BPE would never produce."""

import heapq

from .tokenizer_fields import TokenizerFileError, TokenizerInputError, check, flag_field, need, optional, short

MAX_ID = 2 ** 31 - 1  # ids are u32 in the library; a model this size is no model
CACHE_WORDS = 10000  # the library's default word cache capacity
CACHE_WORD_CHARS = 256  # longer words are not kept (without a pre-tokenizer a whole text is one word)


def _word_key(a, b):
    return (a << 32) | b


class BpeModel:
    def __init__(self, spec, field="model"):
        check(spec, field, (dict,), "an object")
        dropout = optional(spec, "dropout", field, (int, float), "a number", 0.0)
        if dropout != 0.0:
            raise TokenizerFileError("%s.dropout: BPE dropout (%r) makes encoding random and is not supported"
                                     % (field, dropout))
        self.unk_token = optional(spec, "unk_token", field, (str,), "a string", None)
        self.fuse_unk = flag_field(spec, "fuse_unk", field, False)
        self.byte_fallback = flag_field(spec, "byte_fallback", field, False)
        self.ignore_merges = flag_field(spec, "ignore_merges", field, False)
        self.prefix = optional(spec, "continuing_subword_prefix", field, (str,), "a string", None)
        self.suffix = optional(spec, "end_of_word_suffix", field, (str,), "a string", None)
        self.vocab, self.tokens = _read_vocab(need(spec, "vocab", field, (dict,), "an object"), field + ".vocab")
        self.merges = self._read_merges(need(spec, "merges", field, (list,), "an array"), field + ".merges")
        self._cache = {}

    def _read_merges(self, merges, field):
        vocab = self.vocab
        prefix_len = len(self.prefix) if self.prefix else 0
        out = {}
        for rank, merge in enumerate(merges):
            if isinstance(merge, str):
                parts = merge.split(" ")
                if len(parts) != 2:
                    raise TokenizerFileError("%s[%d]: \"a b\" (two tokens and one space) expected, found %s"
                                             % (field, rank, short(merge)))
                a, b = parts
            elif isinstance(merge, list) and len(merge) == 2 and all(isinstance(p, str) for p in merge):
                a, b = merge
            else:
                raise TokenizerFileError("%s[%d]: a string \"a b\" or an array of two strings expected" % (field, rank))
            a_id = vocab.get(a)
            b_id = vocab.get(b)
            if a_id is None or b_id is None:
                raise TokenizerFileError("%s[%d]: %s is not in model.vocab" % (field, rank, short(a if a_id is None else b)))
            if prefix_len and b.startswith(self.prefix):
                merged = a + b[prefix_len:]
            else:
                merged = a + b
            new_id = vocab.get(merged)
            if new_id is None:
                raise TokenizerFileError("%s[%d]: the merged token %s is not in model.vocab" % (field, rank, short(merged)))
            # A pair listed twice keeps its later rank, as the library's map does.
            out[_word_key(a_id, b_id)] = (rank, new_id)
        return out

    def tokenize(self, word):
        """The ids of one pre-tokenized word."""
        if not word:
            return []
        if self.ignore_merges:
            whole = self.vocab.get(word)
            if whole is not None:
                return [whole]
        hit = self._cache.get(word)
        if hit is not None:
            return list(hit)
        ids = self._merge_word(word)
        if len(word) < CACHE_WORD_CHARS:
            if len(self._cache) >= CACHE_WORDS:
                self._cache.clear()
            self._cache[word] = tuple(ids)
        return ids

    def _symbols(self, word):
        """The word's first symbols (BPE::merge_word before merging)."""
        vocab = self.vocab
        symbols = []
        unk = None  # the pending unknown token id (fused runs add up to one)
        last = len(word) - 1
        for i, ch in enumerate(word):
            s = ch
            if i and self.prefix:
                s = self.prefix + s
            if i == last and self.suffix:
                s = s + self.suffix
            found = vocab.get(s)
            if found is not None:
                if unk is not None:
                    symbols.append(unk)
                    unk = None
                symbols.append(found)
                continue
            if self.byte_fallback:
                pieces = [vocab.get("<0x%02X>" % b) for b in s.encode("utf-8")]
                if None not in pieces:
                    symbols.extend(pieces)
                    continue
            if self.unk_token is not None:
                unk_id = vocab.get(self.unk_token)
                if unk_id is None:
                    raise TokenizerInputError("model.unk_token: %s is needed for %s but is not in model.vocab"
                                              % (short(self.unk_token), short(ch)))
                if unk is not None and not self.fuse_unk:
                    symbols.append(unk)
                unk = unk_id
            # Without byte fallback and unknown token the library drops the character.
        if unk is not None:
            symbols.append(unk)
        return symbols

    def _merge_word(self, word):
        ids = self._symbols(word)
        n = len(ids)
        if n < 2:
            return ids
        merges = self.merges
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        prev = list(range(-1, n - 1))
        alive = [True] * n
        queue = []
        for pos in range(n - 1):
            m = merges.get(_word_key(ids[pos], ids[pos + 1]))
            if m is not None:
                queue.append((m[0], pos, m[1]))
        heapq.heapify(queue)
        while queue:
            rank, pos, new_id = heapq.heappop(queue)
            if not alive[pos]:
                continue
            right = nxt[pos]
            if right == -1:
                continue
            # An entry is stale when the pair at pos has changed since it was queued.
            current = merges.get(_word_key(ids[pos], ids[right]))
            if current is None or current[1] != new_id:
                continue
            ids[pos] = new_id
            alive[right] = False
            after = nxt[right]
            nxt[pos] = after
            if after != -1:
                prev[after] = pos
            before = prev[pos]
            if before != -1:
                m = merges.get(_word_key(ids[before], new_id))
                if m is not None:
                    heapq.heappush(queue, (m[0], before, m[1]))
            if after != -1:
                m = merges.get(_word_key(new_id, ids[after]))
                if m is not None:
                    heapq.heappush(queue, (m[0], pos, m[1]))
        return [ids[i] for i in range(n) if alive[i]]


def _read_vocab(vocab, field):
    """token → id and id → token; ids distinct whole numbers in 0 … MAX_ID."""
    tokens = {}
    for token, token_id in vocab.items():
        if isinstance(token_id, bool) or not isinstance(token_id, int):
            raise TokenizerFileError("%s[%s]: an id (whole number) expected, found %s"
                                     % (field, short(token), type(token_id).__name__))
        if token_id < 0 or token_id > MAX_ID:
            raise TokenizerFileError("%s[%s]: id %d is out of range (0 … %d)" % (field, short(token), token_id, MAX_ID))
        other = tokens.get(token_id)
        if other is not None:
            raise TokenizerFileError("%s: id %d is given to both %s and %s" % (field, token_id, short(other), short(token)))
        tokens[token_id] = token
    return vocab, tokens

