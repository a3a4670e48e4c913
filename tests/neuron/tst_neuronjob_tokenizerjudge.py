"""Hugging Face's `tokenizers` (the Rust library, through its Python binding) as the judge of both
of our tokenizer.json implementations — pilot-trainer's (C++) and the Neuron job's (Python) —
on several MB of real text that no one here wrote, taken from the Debian packages on this
machine: German manual pages and German message catalogues, English licence and copyright
texts, and Python's standard library as code. Every distinct line, with the real Llama 2 and
Llama 3 tokenizers of tests/data/tokenizers, with and without special tokens: every line's ids
equal. Needs the Python environment of docs/python-environment.md."""

import hashlib
import json
import os
import subprocess
import unittest

import neuronjobtest as t
from realtext import PER_SOURCE, corpus

TOKENIZERS = os.path.join(t.SOURCE_DIR, "tests", "data", "tokenizers")
def run_tokenizer(command, lines):
    """Each line as a JSON string on standard input; each output line's ids."""
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    out = subprocess.run(command, input=text.encode("utf-8"), capture_output=True, timeout=600)
    if out.returncode != 0:
        raise AssertionError("%s failed: %s" % (command[0], out.stderr.decode("utf-8", "replace")[-2000:]))
    return [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]


class TokenizersJudgeBoth(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.lines, cls.sizes = corpus()
        digest = hashlib.sha256("\n".join(cls.lines).encode("utf-8")).hexdigest()
        print("corpus: %d distinct lines, %d bytes (%s), SHA-256 %s"
              % (len(cls.lines), sum(cls.sizes.values()), ", ".join("%s %d" % kv for kv in cls.sizes.items()), digest[:16]))

    def test_the_corpus_is_real_and_large(self):
        for source, size in self.sizes.items():
            self.assertGreaterEqual(size, PER_SOURCE // 2, "%s gave only %d bytes: are its Debian packages' files "
                                    "installed (no path-exclude in /etc/dpkg/dpkg.cfg.d)?" % (source, size))

    def check(self, name, special):
        try:
            import tokenizers
        except ImportError:
            self.skipTest("needs tokenizers (packaging/bootstrap.sh venv)")
        path = os.path.join(TOKENIZERS, name, "tokenizer.json")
        judge = tokenizers.Tokenizer.from_file(path)
        # The Llama 2 file carries `truncation` (max_length 512), which the library applies by
        # itself; Transformers' fast tokenizers switch it off unless a call asks for it, and our
        # jobs cut sequences at train.seq_len instead: judged without it.
        judge.no_truncation()
        expected = [e.ids for e in judge.encode_batch(self.lines, add_special_tokens=special)]
        flag = ["--special"] if special else []
        ours = {"the Neuron job": run_tokenizer([t.PYTHON, "-m", "pilot_neuron_job", "tokenize", "--tokenizer", path] + flag,
                                                self.lines)}
        if t.have_trainer():
            ours["pilot-trainer"] = run_tokenizer([t.TRAINER, "tokenize", "--tokenizer", path] + flag, self.lines)
        for who, got in ours.items():
            self.assertEqual(len(got), len(expected), who)
            differing = [i for i, (a, b) in enumerate(zip(got, expected)) if a != b]
            self.assertEqual(differing, [], "%s, %s%s: %d of %d lines differ, the first %r: ours %s, tokenizers %s"
                             % (who, name, " with special tokens" if special else "", len(differing), len(self.lines),
                                self.lines[differing[0]] if differing else "", got[differing[0]] if differing else "",
                                expected[differing[0]] if differing else ""))

    def test_llama2(self):
        self.check("llama2", False)

    def test_llama2_with_special_tokens(self):
        self.check("llama2", True)

    def test_llama3(self):
        self.check("llama3", False)

    def test_llama3_with_special_tokens(self):
        self.check("llama3", True)


if __name__ == "__main__":
    unittest.main()
