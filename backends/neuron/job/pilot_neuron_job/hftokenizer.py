"""A Hugging Face tokenizer.json read and applied by the job itself, with the ids of the Hugging
Face tokenizers library (docs/neuron-job.md, "Tokenizers"): the BPE model with its normalizers,
pre-tokenizers, added tokens, post-processors and decoders that Llama-family tokenizers use.
Any other component is refused when the file is loaded, naming it; a file that breaks its own
rules (a merge of an unknown token, two tokens with one id, …) is refused naming the field.

HfTokenizer has the byte tokenizer's interface (tokenizer.py): vocab_size, bos, eos, pad,
encode(text), decode_bytes(ids), and encode(text, add_special), decode(ids, skip_special)."""

import json
import re

from .added_tokens import AddedVocabulary
from .bpe import BpeModel
from .inputfile import MAX_TOKENIZER_BYTES, InputFileError, read_regular_file
from .jsontext import repeated_key
from .pretokenizers import build_pretokenizer
from .tokenizer_decoders import build_decoder
from .tokenizer_fields import TokenizerFileError, TokenizerInputError, check, kind_of, unsupported
from .tokenizer_normalizers import build_normalizer
from .tokenizer_processors import build_processor

# A \uD800-\uDFFF escape somewhere in the text: only then are the strings searched for a lone one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class _Duplicated(dict):
    """A JSON object that named a key twice (Python's json keeps the last silently)."""

    duplicate = None


def _parse(data):
    """The document of tokenizer.json's bytes; TokenizerFileError names what is wrong."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise TokenizerFileError("not UTF-8 text (byte %d: %s)" % (e.start, e.reason)) from None
    duplicates = []

    def pairs(items):
        obj = dict(items)
        if len(obj) != len(items):
            obj = _Duplicated(obj)
            obj.duplicate = repeated_key(items)
            duplicates.append(obj)
        return obj

    def constant(name):
        raise ValueError("invalid literal %s" % name)

    try:
        document = json.loads(text, object_pairs_hook=pairs, parse_constant=constant)
    except RecursionError:
        raise TokenizerFileError("not valid JSON: nested too deeply") from None
    except ValueError as e:
        raise TokenizerFileError("not valid JSON: %s" % e) from None
    if duplicates:
        path = _path_of(document, lambda v: isinstance(v, _Duplicated))
        raise TokenizerFileError("%s: the key %r appears twice" % (path, duplicates[0].duplicate))
    if _SURROGATE_ESCAPE.search(text):
        path = _path_of(document, lambda v: isinstance(v, str) and any(0xD800 <= ord(c) <= 0xDFFF for c in v), keys=True)
        if path is not None:
            raise TokenizerFileError("%s: a string holds an unpaired UTF-16 surrogate" % path)
    return document


def _path_of(document, wanted, keys=False):
    """The JSON path (model.vocab['x'], added_tokens[3]) of the first value that is `wanted`."""
    stack = [(document, "tokenizer.json" if not isinstance(document, dict) else "")]
    while stack:
        value, path = stack.pop()
        if wanted(value):
            return path or "(top level)"
        if isinstance(value, dict):
            for k, v in value.items():
                where = "%s.%s" % (path, k) if path else k
                if keys and wanted(k):
                    return where
                stack.append((v, where))
        elif isinstance(value, list):
            stack.extend((v, "%s[%d]" % (path, i)) for i, v in enumerate(value))
    return None


def _model(spec):
    check(spec, "model", (dict,), "an object")
    kind = spec.get("type")
    # Files of old library versions have no type; their BPE is the one with merges.
    if kind == "BPE" or (kind is None and "merges" in spec):
        return BpeModel(spec)
    if kind is None:
        raise TokenizerFileError("model: a model without a type")
    raise unsupported("model", "model", kind)


class HfTokenizer:
    def __init__(self, document):
        if not isinstance(document, dict):
            raise TokenizerFileError("an object expected at the top level, found %s" % kind_of(document))
        if "model" not in document:
            raise TokenizerFileError("model: missing")
        self.model = _model(document["model"])
        self.normalizer = build_normalizer(document.get("normalizer"))
        self.pre_tokenizer = build_pretokenizer(document.get("pre_tokenizer"))
        self.decoder = build_decoder(document.get("decoder"))
        added = document.get("added_tokens")
        self.added = AddedVocabulary([] if added is None else added, "added_tokens", self.model, self.normalizer)
        self.processors = build_processor(document.get("post_processor"), "post_processor", self.has_id)
        self.vocab_size = max(max(self.model.tokens, default=-1), max(self.added.by_id, default=-1)) + 1
        # The text's first special token of the template, where there is one (<s>, <|begin_of_text|>).
        # EOS and padding are not in tokenizer.json but in tokenizer_config.json, which is not read.
        befores = [t.before for t in self.processors if t.before]
        self.bos = befores[0][0] if befores else None
        self.eos = None
        self.pad = None

    def has_id(self, token_id):
        return token_id in self.added.by_id or token_id in self.model.tokens

    def token_to_id(self, token):
        """The id of the token text `token` (an added token first, then the model's vocabulary),
        or None."""
        added = self.added.by_content.get(token)
        if added is not None:
            return added.id
        return self.model.vocab.get(token)

    def id_to_token(self, token_id):
        if isinstance(token_id, bool) or not isinstance(token_id, int):
            raise TokenizerInputError("%r is not a token id" % (token_id,))
        added = self.added.by_id.get(token_id)
        if added is not None:
            return added.content
        token = self.model.tokens.get(token_id)
        if token is None:
            raise TokenizerInputError("id %d is not in the vocabulary (%d ids)" % (token_id, self.vocab_size))
        return token

    def encode(self, text, add_special=False):
        """The ids of `text`; with add_special, with the template's special tokens (BOS)."""
        if not isinstance(text, str):
            raise TokenizerInputError("a text expected, found %s" % type(text).__name__)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise TokenizerInputError("the text holds an unpaired UTF-16 surrogate") from None
        ids = []
        model, pre = self.model, self.pre_tokenizer
        for piece, token_id, at_origin in self.added.split(text):
            if token_id is not None:
                ids.append(token_id)
                continue
            words = pre.apply([(piece, at_origin)]) if pre else [(piece, at_origin)]
            for word, _ in words:
                ids.extend(model.tokenize(word))
        if add_special:
            for template in self.processors:
                ids = template.process(ids)
        return ids

    def tokens(self, ids):
        return [self.id_to_token(i) for i in ids]

    def decode(self, ids, skip_special=True):
        """The text of `ids`; special tokens are left out with skip_special. An id the tokenizer
        does not know is an error (the library would drop it silently)."""
        tokens = self.tokens(ids)
        if skip_special:
            tokens = [t for t in tokens if t not in self.added.special]
        if self.decoder is None:
            return " ".join(tokens)
        return "".join(self.decoder(tokens))

    def decode_bytes(self, ids):
        """The UTF-8 bytes of decode(ids) without special tokens (the byte tokenizer's interface)."""
        return self.decode(ids, True).encode("utf-8")


def load_hf_tokenizer(path):
    """The tokenizer of the tokenizer.json at `path` (a regular file of at most 64 MiB).
    Raises TokenizerFileError naming the file and the field."""
    try:
        data = read_regular_file(path, MAX_TOKENIZER_BYTES, "tokenizer.json")
    except InputFileError as e:
        raise TokenizerFileError(str(e)) from None
    try:
        return HfTokenizer(_parse(data))
    except TokenizerFileError as e:
        raise TokenizerFileError("%s: %s" % (path, e)) from None
    except RecursionError:
        raise TokenizerFileError("%s: components nested too deeply" % path) from None
