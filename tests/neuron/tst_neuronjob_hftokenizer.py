"""The job's own Hugging Face tokenizer (hftokenizer.py and its parts) against the reference ids
of two real Llama tokenizers (tests/data/tokenizers: 47 texts each, ids from the Hugging Face
tokenizers pipeline, checked against SentencePiece and tiktoken rules), the library's own
examples for the parts those files do not use, hostile tokenizer.json files, the self-check
that guards the optional `tokenizers` library, and the `tokenize` command."""

import importlib.util
import json
import os
import subprocess
import tempfile
import time
import unittest

import neuronjobtest as t
from pilot_neuron_job.hftokenizer import HfTokenizer, load_hf_tokenizer
from pilot_neuron_job.inputfile import MAX_TOKENIZER_BYTES
from pilot_neuron_job.pretokenizers import build_pretokenizer
from pilot_neuron_job.tokenizer import ByteTokenizer
from pilot_neuron_job.tokenizer_decoders import build_decoder
from pilot_neuron_job.tokenizer_fields import TokenizerFileError, TokenizerInputError
from pilot_neuron_job.tokenizer_patterns import compile_pattern, split
from pilot_neuron_job.tokenizer_selfcheck import CHECK_TEXTS, choose_encoder, first_difference

DATA = os.path.join(t.SOURCE_DIR, "tests", "data", "tokenizers")
FILES = {name: os.path.join(DATA, name, "tokenizer.json") for name in ("llama2", "llama3")}
_loaded = {}


def tokenizer(name):
    if name not in _loaded:
        _loaded[name] = load_hf_tokenizer(FILES[name])
    return _loaded[name]


def vectors(name):
    with open(os.path.join(DATA, "vectors-%s.jsonl" % name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def tiny(**changes):
    """A small valid tokenizer.json document: characters a, b, c, their merges, <unk>, <s>."""
    doc = {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [{"id": 0, "content": "<unk>", "single_word": False, "lstrip": False, "rstrip": False,
                          "normalized": False, "special": True},
                         {"id": 1, "content": "<s>", "single_word": False, "lstrip": False, "rstrip": False,
                          "normalized": False, "special": True}],
        "normalizer": None, "pre_tokenizer": None, "decoder": None,
        "post_processor": {"type": "TemplateProcessing",
                           "single": [{"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
                           "pair": [], "special_tokens": {"<s>": {"id": "<s>", "ids": [1], "tokens": ["<s>"]}}},
        "model": {"type": "BPE", "dropout": None, "unk_token": "<unk>", "continuing_subword_prefix": None,
                  "end_of_word_suffix": None, "fuse_unk": True, "byte_fallback": False, "ignore_merges": False,
                  "vocab": {"<unk>": 0, "<s>": 1, "a": 2, "b": 3, "c": 4, "ab": 5, "bc": 6, "abc": 7},
                  "merges": ["a b", "ab c"]},
    }
    for path, value in changes.items():
        node = doc
        keys = path.split(".")
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = value
    return doc


class ReferenceVectors(unittest.TestCase):
    def check_file(self, name):
        tok = tokenizer(name)
        cases = vectors(name)
        self.assertEqual(len(cases), 47)
        for n, v in enumerate(cases):
            with self.subTest(file=name, vector=n, text=v["text"][:40]):
                self.assertEqual(tok.encode(v["text"]), v["ids"])
                self.assertEqual(tok.encode(v["text"], add_special=True), v["ids_with_special"])
                self.assertEqual(tok.decode(v["ids"]), v["decoded"])
                self.assertEqual(tok.decode(v["ids_with_special"], skip_special=False), v["decoded_with_special"])
                self.assertEqual(tok.tokens(v["ids"]), v["tokens"])
                # Without special tokens the decode of ids with them is the plain text's.
                self.assertEqual(tok.decode(v["ids_with_special"]), v["decoded"])

    def test_llama2(self):
        self.check_file("llama2")

    def test_llama3(self):
        self.check_file("llama3")

    def test_interface_of_the_byte_tokenizer(self):
        l2, l3 = tokenizer("llama2"), tokenizer("llama3")
        self.assertEqual((l2.vocab_size, l2.bos), (32000, 1))
        self.assertEqual((l3.vocab_size, l3.bos), (128256, 128000))
        self.assertEqual(l3.decode_bytes(l3.encode("Größe", True)), "Größe".encode("utf-8"))
        self.assertEqual(ByteTokenizer.encode("hé"), [104, 195, 169])
        self.assertEqual(ByteTokenizer.encode("hé", add_special=True), [256, 104, 195, 169])
        self.assertEqual(ByteTokenizer.decode([256, 104, 195, 169, 257]), "hé")
        self.assertEqual(ByteTokenizer.decode([195]), "\ufffd")

    def test_load_time_of_llama3(self):
        start = time.monotonic()
        load_hf_tokenizer(FILES["llama3"])
        print("\nllama3 tokenizer.json (9 MB) loaded in %.2f s" % (time.monotonic() - start))


class LibraryExamples(unittest.TestCase):
    """The parts the two files do not use, with the examples of the library's own tests."""

    def test_split_behaviours(self):
        dash = compile_pattern({"String": "-"}, "p")
        text = "The-final--countdown"
        expect = {"Removed": ["The", "final", "countdown"],
                  "Isolated": ["The", "-", "final", "-", "-", "countdown"],
                  "MergedWithPrevious": ["The-", "final-", "-", "countdown"],
                  "MergedWithNext": ["The", "-final", "-", "-countdown"],
                  "Contiguous": ["The", "-", "final", "--", "countdown"]}
        for behaviour, pieces in expect.items():
            with self.subTest(behaviour=behaviour):
                self.assertEqual([text[s:e] for s, e in split(text, dash, behaviour)], pieces)
        # invert: the pattern names what to keep.
        words = compile_pattern({"Regex": r"\w+"}, "p")
        self.assertEqual([text[s:e] for s, e in split(text, words, "Removed", invert=True)], ["The", "final", "countdown"])

    def test_metaspace(self):
        meta = build_pretokenizer({"type": "Metaspace", "replacement": "▁", "prepend_scheme": "always", "split": True})
        self.assertEqual([p for p, _ in meta.apply([("Hey friend!", True)])], ["▁Hey", "▁friend!"])
        self.assertEqual([p for p, _ in meta.apply([("Hey   friend!", True)])], ["▁Hey", "▁", "▁", "▁friend!"])
        first = build_pretokenizer({"type": "Metaspace", "replacement": "▁", "prepend_scheme": "first", "split": False})
        self.assertEqual(first.apply([("a b", True)]), [("▁a▁b", True)])
        self.assertEqual(first.apply([("a b", False)]), [("a▁b", False)])
        legacy = build_pretokenizer({"type": "Metaspace", "replacement": "▁", "add_prefix_space": False})
        self.assertEqual([p for p, _ in legacy.apply([("Hey friend", True)])], ["Hey", "▁friend"])
        decode = build_decoder({"type": "Metaspace", "replacement": "▁", "prepend_scheme": "always", "split": True})
        self.assertEqual(decode(["▁Hey", "▁friend!"]), ["Hey", " friend!"])
        never = build_decoder({"type": "Metaspace", "replacement": "▁", "prepend_scheme": "never"})
        self.assertEqual(never(["▁Hey"]), [" Hey"])

    def test_byte_level_with_the_gpt2_regex(self):
        plain = build_pretokenizer({"type": "ByteLevel", "add_prefix_space": False, "use_regex": True})
        self.assertEqual([p for p, _ in plain.apply([("Hello my friend, how is your day going?", True)])],
                         ["Hello", "Ġmy", "Ġfriend", ",", "Ġhow", "Ġis", "Ġyour", "Ġday", "Ġgoing", "?"])
        prefixed = build_pretokenizer({"type": "ByteLevel", "add_prefix_space": True, "use_regex": True})
        self.assertEqual([p for p, _ in prefixed.apply([("Hello   there\n", True)])], ["ĠHello", "ĠĠ", "Ġthere", "Ċ"])
        decode = build_decoder({"type": "ByteLevel"})
        self.assertEqual(decode(["ĠHello", "Ġthere", "<|x|>", "Ã"]), [" Hello there<|x|>\ufffd"])

    def test_decoders(self):
        fallback = build_decoder({"type": "ByteFallback"})
        self.assertEqual(fallback(["My", "<0xE5>", "<0x8f>", "<0xab>", "a"]), ["My", "叫", "a"])
        # A run of bytes that is no UTF-8 is one U+FFFD per byte.
        self.assertEqual(fallback(["<0xE5>", "<0x8f>", "a"]), ["\ufffd", "\ufffd", "a"])
        strip = build_decoder({"type": "Strip", "content": " ", "start": 1, "stop": 1})
        self.assertEqual(strip(["  a  ", " b", "c"]), [" a ", "b", "c"])
        self.assertEqual(build_decoder({"type": "Fuse"})(["a", "b"]), ["ab"])
        replace = build_decoder({"type": "Replace", "pattern": {"String": "▁"}, "content": " "})
        self.assertEqual(replace(["▁a▁b"]), [" a b"])

    def test_added_tokens_options(self):
        mask = {"id": 8, "content": "<mask>", "single_word": True, "lstrip": False, "rstrip": False,
                "normalized": False, "special": False}
        tok = HfTokenizer(tiny(added_tokens=tiny()["added_tokens"] + [mask]))
        pieces = [(p, i) for p, i, _ in tok.added.split("<mask> My name <mask> A<mask> <mask>ony <mask>")]
        self.assertEqual(pieces, [("<mask>", 8), (" My name ", None), ("<mask>", 8), (" A<mask> <mask>ony ", None),
                                  ("<mask>", 8)])
        mask.update(lstrip=True, rstrip=True)
        tok = HfTokenizer(tiny(added_tokens=tiny()["added_tokens"] + [mask]))
        pieces = [(p, i) for p, i, _ in tok.added.split("Hi <mask> there\t<mask>\t<mask>\u2000")]
        self.assertEqual(pieces, [("Hi", None), (" <mask> ", 8), ("there", None), ("\t<mask>\t", 8), ("<mask>\u2000", 8)])
        # normalized: true matches the token's normalized text in the normalized text; with the
        # Llama 2 normalizer that is "▁a▁b" (the library normalizes the token as a text of its own).
        norm = {"type": "Sequence", "normalizers": [{"type": "Prepend", "prepend": "▁"},
                                                    {"type": "Replace", "pattern": {"String": " "}, "content": "▁"}]}
        word = {"id": 8, "content": "a b", "single_word": False, "lstrip": False, "rstrip": False, "normalized": True,
                "special": False}
        tok = HfTokenizer(tiny(normalizer=norm, added_tokens=tiny()["added_tokens"] + [word]))
        self.assertEqual([(p, i) for p, i, _ in tok.added.split("c a b")], [("▁c", None), ("▁a▁b", 8)])
        self.assertEqual([(p, i) for p, i, _ in tok.added.split("ca b")], [("▁ca▁b", None)])
        # The longest token at the leftmost place wins; special tokens are found in the text.
        longer = dict(word, id=8, content="<s><s>", normalized=False, special=True)
        tok = HfTokenizer(tiny(added_tokens=tiny()["added_tokens"] + [longer]))
        self.assertEqual(tok.encode("a<s><s><s>b"), [2, 8, 1, 3])
        self.assertEqual(tok.decode([2, 8, 1, 3]), "a b")
        self.assertEqual(tok.decode([2, 8, 1, 3], skip_special=False), "a <s><s> <s> b")

    def test_bpe_options(self):
        tok = HfTokenizer(tiny())
        self.assertEqual(tok.encode("abc"), [7])
        self.assertEqual(tok.encode("abc", True), [1, 7])
        self.assertEqual(tok.encode("cab"), [4, 5])
        # Unknown characters: fused into one <unk>, or one each.
        self.assertEqual(tok.encode("axyb"), [2, 0, 3])
        self.assertEqual(HfTokenizer(tiny(**{"model.fuse_unk": False})).encode("axyb"), [2, 0, 0, 3])
        # Byte fallback before <unk>: é is <0xC3> <0xA9>.
        vocab = dict(tiny()["model"]["vocab"], **{"<0xC3>": 8, "<0xA9>": 9})
        tok = HfTokenizer(tiny(**{"model.vocab": vocab, "model.byte_fallback": True}))
        self.assertEqual(tok.encode("aéx"), [2, 8, 9, 0])
        # ignore_merges: a word of the vocabulary is taken whole, whatever the merges say.
        tok = HfTokenizer(tiny(**{"model.merges": [["b", "c"]]}))
        self.assertEqual(tok.encode("abc"), [2, 6])
        tok = HfTokenizer(tiny(**{"model.merges": [["b", "c"]], "model.ignore_merges": True}))
        self.assertEqual(tok.encode("abc"), [7])
        # Ranks decide, not the order of the pairs in the word.
        tok = HfTokenizer(tiny(**{"model.merges": ["b c", "a b"]}))
        self.assertEqual(tok.encode("abc"), [2, 6])


class HostileFiles(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.dir = self._tmp.name

    def tearDown(self):
        self._tmp.cleanup()

    def refused(self, content, *expected):
        path = os.path.join(self.dir, "tokenizer.json")
        with open(path, "wb") as f:
            f.write(content if isinstance(content, bytes) else json.dumps(content).encode("utf-8"))
        with self.assertRaises(TokenizerFileError) as caught:
            load_hf_tokenizer(path)
        message = str(caught.exception)
        self.assertTrue(message.startswith(path + ": "), message)
        for part in expected:
            self.assertIn(part, message)
        return message

    def load(self, doc):
        path = os.path.join(self.dir, "tokenizer.json")
        with open(path, "w") as f:
            json.dump(doc, f)
        return load_hf_tokenizer(path)

    def test_catastrophic_patterns_are_refused_naming_the_field(self):
        """Patterns of catastrophic shape on long texts end with an error naming the field
        (pilot-trainer's tst_hftokenizer has the same cases); a hang is ended by the test's
        time limit, and fails."""
        runs = ("a" * 28 + "b") * 200 + "c"
        for pattern, text in (("(a|aa)+b", "a" * 200 + "cb"), ("(a+)+b", "a" * 5000 + "cb"), ("(a|a)*c", runs)):
            tok = self.load(tiny(pre_tokenizer={"type": "Split", "pattern": {"Regex": pattern}, "behavior": "Isolated",
                                                "invert": False}))
            with self.assertRaises(TokenizerFileError) as caught:
                tok.encode(text)
            self.assertIn("pre_tokenizer.pattern: the regular expression took longer than its time budget",
                          str(caught.exception))

    def test_normalizers_that_grow_without_end_are_refused(self):
        doubling = [{"type": "Replace", "pattern": {"String": "a"}, "content": "aa"}] * 40
        tok = self.load(tiny(normalizer={"type": "Sequence", "normalizers": doubling}))
        with self.assertRaises(TokenizerFileError) as caught:
            tok.encode("ab")
        self.assertIn("normalizer: grows a text of 2 characters beyond 4128 characters", str(caught.exception))
        tok = self.load(tiny(normalizer={"type": "Replace", "pattern": {"String": "a"}, "content": "a" * 1000}))
        with self.assertRaises(TokenizerFileError) as caught:
            tok.encode("a" * 100)
        self.assertIn("normalizer: grows a text of 100 characters", str(caught.exception))
        # A chain of decoders is bounded the same way.
        tok = self.load(tiny(decoder={"type": "Sequence", "decoders": [
            {"type": "Replace", "pattern": {"String": "a"}, "content": "aa"}] * 40}))
        with self.assertRaises(TokenizerFileError) as caught:
            tok.decode([2])
        self.assertIn("decoder: grows a text of 1 characters beyond 4112 characters", str(caught.exception))
        # Growth within the bound is fine.
        tok = self.load(tiny(normalizer={"type": "Replace", "pattern": {"String": "c"}, "content": "bc"}))
        self.assertEqual(tok.encode("ac"), [7])  # "abc" after it

    def test_the_tiny_file_is_valid(self):
        path = os.path.join(self.dir, "tokenizer.json")
        with open(path, "w") as f:
            json.dump(tiny(), f)
        self.assertEqual(load_hf_tokenizer(path).encode("abc"), [7])

    def test_merges(self):
        doc = tiny()
        del doc["model"]["merges"]
        self.refused(doc, "model.merges: missing")
        self.refused(tiny(**{"model.merges": ["a b", "ab zz"]}), "model.merges[1]: 'zz' is not in model.vocab")
        self.refused(tiny(**{"model.merges": ["a b", ["b", "q"]]}), "model.merges[1]: 'q' is not in model.vocab")
        self.refused(tiny(**{"model.merges": ["a c"]}), "model.merges[0]: the merged token 'ac' is not in model.vocab")
        self.refused(tiny(**{"model.merges": ["a b c"]}), "model.merges[0]: \"a b\"")
        self.refused(tiny(**{"model.merges": ["a b", 7]}), "model.merges[1]: a string")
        self.refused(tiny(**{"model.merges": "a b"}), "model.merges: an array expected, found a string")

    def test_vocabulary_ids(self):
        vocab = tiny()["model"]["vocab"]
        self.refused(tiny(**{"model.vocab": dict(vocab, d=-1)}), "model.vocab['d']: id -1 is out of range")
        self.refused(tiny(**{"model.vocab": dict(vocab, d=2 ** 40)}), "model.vocab['d']: id %d is out of range" % 2 ** 40)
        self.refused(tiny(**{"model.vocab": dict(vocab, d="9")}), "model.vocab['d']: an id (whole number) expected")
        self.refused(tiny(**{"model.vocab": dict(vocab, d=True)}), "model.vocab['d']: an id (whole number) expected")
        self.refused(tiny(**{"model.vocab": dict(vocab, d=4)}), "model.vocab: id 4 is given to both 'c' and 'd'")
        # A token named twice: Python's json would keep the last one silently.
        text = json.dumps(tiny()).replace('"a": 2,', '"a": 2, "a": 9,')
        self.refused(text.encode("utf-8"), "model.vocab: the key 'a' appears twice")

    def test_added_tokens(self):
        added = tiny()["added_tokens"]
        self.refused(tiny(added_tokens=[dict(added[0], id=5)] + added[1:]),
                     "added_tokens[0].id: '<unk>' has id 5 here, but 0 in this tokenizer")
        extra = dict(added[1], content="<new>", id=12)
        self.refused(tiny(added_tokens=added + [extra]), "added_tokens[2].id: '<new>' has id 12 here, but 8")
        self.refused(tiny(added_tokens=added + [dict(added[1])]), "added_tokens[2].content: '<s>' is listed twice")
        self.refused(tiny(added_tokens=added + [dict(extra, content="")]), "added_tokens[2].content: an added token cannot be empty")
        self.refused(tiny(added_tokens=added + [dict(extra, id=-3)]), "added_tokens[2].id: -3 is out of range")
        self.refused(tiny(added_tokens=added + [dict(extra, lstrip="yes")]), "added_tokens[2].lstrip: true or false expected")

    def test_unsupported_components_are_named(self):
        self.refused(tiny(normalizer={"type": "NFKD"}), "normalizer: normalizer type NFKD is not supported")
        self.refused(tiny(normalizer={"type": "Sequence", "normalizers": [{"type": "Prepend", "prepend": "▁"}, {"type": "NFKD"}]}),
                     "normalizer.normalizers[1]: normalizer type NFKD is not supported")
        self.refused(tiny(pre_tokenizer={"type": "Whitespace"}), "pre_tokenizer: pre-tokenizer type Whitespace is not supported")
        self.refused(tiny(decoder={"type": "WordPiece", "prefix": "##"}), "decoder: decoder type WordPiece is not supported")
        self.refused(tiny(post_processor={"type": "BertProcessing"}), "post_processor: post-processor type BertProcessing is not supported")
        self.refused(tiny(**{"model.type": "WordPiece"}), "model: model type WordPiece is not supported")
        self.refused(tiny(**{"model.dropout": 0.1}), "model.dropout: BPE dropout")
        self.refused(tiny(normalizer={"prepend": "x"}), "normalizer: a normalizer without a type")
        self.refused(tiny(pre_tokenizer={"type": "Sequence", "pretokenizers": [None]}),
                     "pre_tokenizer.pretokenizers[0]: an object expected, found null")
        self.refused(tiny(decoder={"type": "Sequence", "decoders": [{"type": "Fuse"}, "Strip"]}),
                     "decoder.decoders[1]: an object expected, found a string")

    def test_bad_patterns_and_templates(self):
        self.refused(tiny(pre_tokenizer={"type": "Split", "pattern": {"Regex": "(unclosed"}, "behavior": "Isolated", "invert": False}),
                     "pre_tokenizer.pattern.Regex: not a usable regular expression")
        self.refused(tiny(pre_tokenizer={"type": "Split", "pattern": {"Regex": "a"}, "behavior": "Sideways", "invert": False}),
                     "pre_tokenizer.behavior: one of Removed")
        self.refused(tiny(normalizer={"type": "Replace", "pattern": {"String": ""}, "content": "x"}),
                     "normalizer.pattern.String: an empty pattern is not supported")
        template = tiny()["post_processor"]
        self.refused(tiny(post_processor=dict(template, single=[{"SpecialToken": {"id": "</s>", "type_id": 0}},
                                                                {"Sequence": {"id": "A", "type_id": 0}}])),
                     "post_processor.single[0].SpecialToken.id: '</s>' is not in post_processor.special_tokens")
        self.refused(tiny(post_processor=dict(template, special_tokens={"<s>": {"id": "<s>", "ids": [99], "tokens": ["<s>"]}})),
                     "post_processor.special_tokens['<s>'].ids[0]: 99 is not an id of this tokenizer")

    def test_bad_files(self):
        self.refused(b'{"model": \xff}', "not UTF-8 text (byte 10")
        self.refused(b'{"model": ', "not valid JSON")
        self.refused(b'[1, 2]', "an object expected at the top level")
        self.refused(b'{"version": "1.0"}', "model: missing")
        self.refused(json.dumps(tiny(**{"model.vocab": dict(tiny()["model"]["vocab"], **{"\ud800": 8})})).encode(),
                     "model.vocab.", "unpaired UTF-16 surrogate")
        self.refused(b'{"model": {"type": "BPE", "vocab": {}, "merges": [], "dropout": NaN}}', "not valid JSON")
        with self.assertRaises(TokenizerFileError) as caught:
            load_hf_tokenizer(self.dir)
        self.assertIn("is a folder; only regular files are read", str(caught.exception))

    def test_a_file_over_the_limit_is_refused_by_its_size(self):
        path = os.path.join(self.dir, "tokenizer.json")
        with open(path, "wb") as f:
            f.truncate(100 * 1000 * 1000)  # sparse: nothing to read, only its size says 100 MB
        with self.assertRaises(TokenizerFileError) as caught:
            load_hf_tokenizer(path)
        self.assertIn("has 100000000 bytes, more than the %d allowed" % MAX_TOKENIZER_BYTES, str(caught.exception))

    def test_bad_input_to_encode_and_decode(self):
        tok = HfTokenizer(tiny())
        with self.assertRaisesRegex(TokenizerInputError, "id 99 is not in the vocabulary"):
            tok.decode([2, 99])
        with self.assertRaisesRegex(TokenizerInputError, "id -1 is not in the vocabulary"):
            tok.decode([-1])
        with self.assertRaisesRegex(TokenizerInputError, "True is not a token id"):
            tok.decode([True])
        with self.assertRaisesRegex(TokenizerInputError, "unpaired UTF-16 surrogate"):
            tok.encode("a\ud800")
        with self.assertRaisesRegex(TokenizerInputError, "a text expected"):
            tok.encode(b"abc")
        vocab = dict(tiny()["model"]["vocab"])
        del vocab["<unk>"]
        vocab["z"] = 0
        missing_unk = HfTokenizer(tiny(**{"model.vocab": vocab}, added_tokens=[]))
        with self.assertRaisesRegex(TokenizerInputError, "model.unk_token: '<unk>' is needed"):
            missing_unk.encode("aq")


class SelfCheck(unittest.TestCase):
    def test_the_same_encoder_agrees_with_itself(self):
        for name in FILES:
            self.assertIsNone(first_difference(tokenizer(name).encode, load_hf_tokenizer(FILES[name]).encode))

    def test_a_different_encoder_is_caught(self):
        own = tokenizer("llama3")
        # The byte tokenizer agrees nowhere but on the empty text without special tokens.
        diff = first_difference(own.encode, ByteTokenizer.encode)
        self.assertEqual(diff, ("", True, [128000], [256]))
        # Llama 2 and Llama 3 differ already on the empty text with BOS.
        self.assertEqual(first_difference(tokenizer("llama2").encode, own.encode)[:2], ("", True))
        # An encoder that fails is a difference, not a crash.
        def broken(text, add_special):
            raise RuntimeError("boom")
        self.assertEqual(first_difference(own.encode, broken), ("", False, [], "error: boom"))
        # Every built-in text is checked: one that differs only on the last text is found.
        def off_at_the_end(text, add_special):
            ids = own.encode(text, add_special)
            return ids + [1] if text == CHECK_TEXTS[-1] else ids
        self.assertEqual(first_difference(own.encode, off_at_the_end)[0], CHECK_TEXTS[-1])

    def test_choice_of_encoder_on_this_host(self):
        own = tokenizer("llama3")
        said = []
        chosen = choose_encoder(own, FILES["llama3"], said.append)
        self.assertEqual(len(said), 1)
        if importlib.util.find_spec("tokenizers") is None:
            self.assertEqual(chosen, own.encode)
            self.assertIn("tokenizers library not installed; using the job's own tokenizer", said[0])
        else:
            self.assertTrue("agrees" in said[0] or "disagrees" in said[0], said[0])


class TokenizeCommand(unittest.TestCase):
    def run_command(self, args, stdin):
        env = dict(os.environ, PYTHONPATH=t.JOB_DIR)
        return subprocess.run([t.PYTHON, "-m", "pilot_neuron_job", "tokenize"] + args, input=stdin, env=env,
                              capture_output=True, timeout=300)

    def test_encode_and_decode_every_vector(self):
        for name in FILES:
            cases = vectors(name)
            lines = "".join(json.dumps(v["text"]) + "\n" for v in cases).encode("utf-8")
            for special, key in ((False, "ids"), (True, "ids_with_special")):
                out = self.run_command(["--tokenizer", FILES[name]] + (["--special"] if special else []), lines)
                self.assertEqual(out.returncode, 0, out.stderr)
                got = [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]
                self.assertEqual(got, [v[key] for v in cases])
            ids = "".join(json.dumps(v["ids_with_special"]) + "\n" for v in cases).encode("utf-8")
            for special, key in ((False, "decoded"), (True, "decoded_with_special")):
                out = self.run_command(["--tokenizer", FILES[name], "--decode"] + (["--special"] if special else []), ids)
                self.assertEqual(out.returncode, 0, out.stderr)
                got = [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]
                self.assertEqual(got, [v[key] for v in cases])

    def test_the_first_bad_line_stops_it(self):
        llama2 = FILES["llama2"]
        out = self.run_command(["--tokenizer", llama2], b'"Hello world"\n""\n["not a string"]\n"never read"\n')
        self.assertEqual(out.returncode, 2)
        self.assertEqual(out.stdout, b"[15043,3186]\n[]\n")
        self.assertEqual(out.stderr.decode(), "pilot_neuron_job: tokenize: line 3: a JSON string expected, found an array\n")
        for stdin, message in ((b'"a"\n\n', "line 2: not JSON"), (b'"a\xff"\n', "line 1: not UTF-8 (byte 2)"),
                               (b'"\\ud800"\n', "line 1: not JSON: a string holds an unpaired UTF-16 surrogate")):
            out = self.run_command(["--tokenizer", llama2], stdin)
            self.assertEqual(out.returncode, 2)
            self.assertIn(message, out.stderr.decode())
        for stdin, message in ((b"[1, 32000]\n", "line 1: id 32000 is not in the vocabulary"),
                               (b'[1, "2"]\n', "line 1: '2' is not a token id"),
                               (b'"text"\n', "line 1: a JSON array of token ids expected, found a string")):
            out = self.run_command(["--tokenizer", llama2, "--decode"], stdin)
            self.assertEqual(out.returncode, 2)
            self.assertIn(message, out.stderr.decode())

    def test_bad_command_lines(self):
        out = self.run_command([], b"")
        self.assertEqual(out.returncode, 2)
        self.assertIn("--tokenizer is needed", out.stderr.decode())
        out = self.run_command(["--tokenizer", os.path.join(DATA, "README.md")], b"")
        self.assertEqual(out.returncode, 2)
        self.assertIn("README.md: not valid JSON", out.stderr.decode())
        out = self.run_command(["--tokenizer", FILES["llama2"], "--fast"], b"")
        self.assertEqual(out.returncode, 2)
        self.assertIn("unknown option '--fast'", out.stderr.decode())
        out = self.run_command(["--help"], b"")
        self.assertEqual(out.returncode, 0)
        self.assertIn("tokenize --tokenizer TOKENIZER.json", out.stdout.decode())


if __name__ == "__main__":
    unittest.main()
