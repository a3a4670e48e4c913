"""Training data, samples and a short run of the Neuron job with a real tokenizer.json (Llama 2
and Llama 3 of tests/data/tokenizers): sequences and loss masks as docs/tokenizer.md says, EOS
and padding from tokenizer_config.json, samples decoded as continuations of their prompt."""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import neuronjobtest as t  # noqa: E402

sys.path.insert(0, t.JOB_DIR)
from pilot_neuron_job.dataset import DataError, load_dataset  # noqa: E402
from pilot_neuron_job.hftokenizer import load_hf_tokenizer  # noqa: E402
from pilot_neuron_job.jobtokenizer import continuation_bytes, read_special_tokens, start_ids  # noqa: E402
from pilot_neuron_job.tokenizer import ByteTokenizer  # noqa: E402
from pilot_neuron_job.tokenizer_fields import TokenizerFileError  # noqa: E402

TOKENIZERS = os.path.join(t.SOURCE_DIR, "tests", "data", "tokenizers")
LLAMA2 = os.path.join(TOKENIZERS, "llama2", "tokenizer.json")
LLAMA3 = os.path.join(TOKENIZERS, "llama3", "tokenizer.json")
# Largest relative difference of a step's loss between the two backends, as in
# tst_neuronjob_equivalence (docs/neuron-job.md).
LOSS_TOLERANCE = 1e-5


def _loaded(path):
    return read_special_tokens(load_hf_tokenizer(path), path)


class SpecialTokens(unittest.TestCase):
    def test_llama2_takes_eos_and_pad_from_its_config(self):
        tok = _loaded(LLAMA2)
        self.assertEqual((tok.bos, tok.eos, tok.pad), (1, 2, 2))  # <s>, </s>, pad_token </s>

    def test_llama3_instruct_ends_with_eot_and_pads_with_it(self):
        tok = _loaded(LLAMA3)
        # eos_token <|eot_id|> = 128009; the config names no pad_token: padding is EOS.
        self.assertEqual((tok.bos, tok.eos, tok.pad), (128000, 128009, 128009))

    def test_a_config_without_eos_is_refused_by_name(self):
        with tempfile.TemporaryDirectory() as d:
            shutil.copy(LLAMA2, d)
            path = os.path.join(d, "tokenizer.json")
            with self.assertRaisesRegex(TokenizerFileError, "eos_token: needed"):
                _loaded(path)  # no tokenizer_config.json at all
            with open(os.path.join(d, "tokenizer_config.json"), "w") as f:
                json.dump({"bos_token": "<s>", "eos_token": {"content": "</nope>"}}, f)
            with self.assertRaisesRegex(TokenizerFileError, "eos_token: '</nope>' is not a token"):
                _loaded(path)
            with open(os.path.join(d, "tokenizer_config.json"), "w") as f:
                f.write("[1, 2]")
            with self.assertRaisesRegex(TokenizerFileError, "expected a JSON object"):
                _loaded(path)
            os.remove(os.path.join(d, "tokenizer_config.json"))
            os.mkdir(os.path.join(d, "tokenizer_config.json"))
            with self.assertRaisesRegex(TokenizerFileError, "tokenizer_config.json"):
                _loaded(path)  # a folder in its place


class Sequences(unittest.TestCase):
    def _data(self, folder, lines):
        path = os.path.join(folder, "data.jsonl")
        with open(path, "w") as f:
            for line in lines:
                f.write(json.dumps(line) + "\n")
        return path

    def test_prompt_and_completion_are_tokenised_as_wholes(self):
        for path in (LLAMA2, LLAMA3):
            tok = _loaded(path)
            with tempfile.TemporaryDirectory() as d:
                prompt, completion = "Das Datum 12.01.2009 lautet ISO:", " 2009-01-12"
                data = load_dataset(self._data(d, [{"prompt": prompt, "completion": completion}, {"text": "Größe ẞ"}]),
                                    None, tok, 512)
            first, second = data.examples
            whole = tok.encode(prompt + completion, add_special=True)
            self.assertEqual(first.ids, whole + [tok.eos], path)
            self.assertEqual(first.loss_from, len(tok.encode(prompt, add_special=True)), path)
            self.assertEqual(whole[0], tok.bos)
            self.assertEqual(second.ids, tok.encode("Größe ẞ", add_special=True) + [tok.eos])
            self.assertEqual(second.loss_from, 1)
            # What is learned decodes to the completion (and EOS).
            self.assertEqual(tok.decode(first.ids[first.loss_from:], skip_special=True).strip(), completion.strip())

    def test_the_byte_tokenizer_builds_what_it_always_built(self):
        with tempfile.TemporaryDirectory() as d:
            data = load_dataset(self._data(d, [{"prompt": "ab", "completion": "c"}]), None, ByteTokenizer(), 32)
        self.assertEqual(data.examples[0].ids, [256, 97, 98, 99, 257])
        self.assertEqual(data.examples[0].loss_from, 3)

    def test_a_prompt_that_fills_the_sequence_is_refused(self):
        tok = _loaded(LLAMA3)
        with tempfile.TemporaryDirectory() as d:
            path = self._data(d, [{"prompt": "word " * 40, "completion": "x"}])
            with self.assertRaisesRegex(DataError, "data.jsonl:1: the prompt fills the whole sequence length"):
                load_dataset(path, None, tok, 16)


class Samples(unittest.TestCase):
    def test_a_completion_keeps_the_space_it_begins_with(self):
        # Llama 2's decoder strips the space a text begins with: decoding " 4" alone gives "4".
        tok = _loaded(LLAMA2)
        prompt = start_ids(tok, "2 plus 2 =")
        whole = tok.encode("2 plus 2 = 4", add_special=True)
        self.assertEqual(whole[: len(prompt)], prompt)
        generated = whole[len(prompt):]
        self.assertEqual(tok.decode_bytes(generated), b"4")
        self.assertEqual(continuation_bytes(tok, prompt, generated), b" 4")

    def test_an_id_beyond_the_tokenizer_has_no_text(self):
        # A model with a padded vocabulary (32,064 rows for a 32,000-token tokenizer) can
        # generate an id the tokenizer does not know; the sample leaves it out, as pilot-trainer's.
        tok = _loaded(LLAMA2)
        prompt = start_ids(tok, "2 plus 2 =")
        four = tok.encode("2 plus 2 = 4", add_special=True)[len(prompt):]
        self.assertEqual(continuation_bytes(tok, prompt, [32050] + four), b" 4")

    def test_the_byte_tokenizer_continues_with_its_bytes(self):
        tok = ByteTokenizer()
        self.assertEqual(continuation_bytes(tok, start_ids(tok, "ab"), [0xC3]), b"\xc3")


class ShortRun(unittest.TestCase):
    def test_a_lora_run_on_the_llama2_tokenizer_completes_with_decoded_samples(self):
        with tempfile.TemporaryDirectory() as d:
            t.write_data(d, 32)
            job = t.tiny_job(4, method="lora")
            job["model"]["config"]["vocab_size"] = 32000
            job["model"]["config"]["hidden_size"] = 32
            job["model"]["config"]["intermediate_size"] = 64
            job["tokenizer"] = {"kind": "hf", "path": LLAMA2}
            job["eval"] = {"every_steps": 4, "samples": 2, "max_new_tokens": 3}
            job_path = t.write_job(d, job)
            run = os.path.join(d, "run")
            result = t.run_job(job_path, run)
            self.assertEqual(result.returncode, 0, result.stderr)
            events = [json.loads(line) for line in open(os.path.join(run, "metrics.jsonl"))]
            self.assertEqual(events[-1]["type"], "run_end")
            self.assertEqual(events[-1]["status"], "completed")
            steps = [e for e in events if e["type"] == "step"]
            self.assertEqual(len(steps), 4)
            samples = [e for e in events if e["type"] == "sample"]
            self.assertTrue(samples)
            for s in samples:
                self.assertIsInstance(s["output"], str)
                self.assertNotIn("<s>", s["output"])  # special tokens never reach a sample's text


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (a build with libtorch)")
class TrainingInBothBackends(unittest.TestCase):
    """One job with a real tokenizer.json, run by pilot-trainer and by the Neuron job on cpu/fp32:
    the same sequences, so the same token counts, losses within the equivalence tolerance of
    docs/neuron-job.md, and the same decoded samples at the same evaluations."""

    def run_both(self, tokenizer, method, vocab):
        with tempfile.TemporaryDirectory() as d:
            t.write_data(d, 48)
            job = t.tiny_job(6, method=method)
            job["model"]["config"].update(vocab_size=vocab, hidden_size=32, intermediate_size=64)
            job["tokenizer"] = {"kind": "hf", "path": tokenizer}
            job["eval"] = {"every_steps": 3, "samples": 3, "max_new_tokens": 4}
            path = t.write_job(d, job)
            cpp, py = os.path.join(d, "cpp"), os.path.join(d, "py")
            out = t.run_trainer(path, cpp)
            self.assertEqual(out.returncode, 0, out.stderr)
            out = t.run_job(path, py)
            self.assertEqual(out.returncode, 0, out.stderr)
            a, b = t.latest_steps(cpp), t.latest_steps(py)
            self.assertEqual(sorted(a), list(range(1, 7)))
            self.assertEqual(sorted(b), sorted(a))
            for s in a:
                self.assertEqual(a[s]["tokens"], b[s]["tokens"], "tokens of step %d" % s)
                worst = abs(a[s]["loss"] - b[s]["loss"]) / abs(a[s]["loss"])
                self.assertLessEqual(worst, LOSS_TOLERANCE, "step %d: relative loss difference %.3g" % (s, worst))

            def samples(run):
                return [(e["step"], e["id"], e["prompt"], e["output"]) for e in t.events(run, "sample")]

            self.assertEqual(len(samples(cpp)), 9)  # 3 prompts at steps 0, 3 and 6
            self.assertEqual(samples(cpp), samples(py))
            self.assertEqual([e["metrics"] for e in t.events(cpp, "eval")], [e["metrics"] for e in t.events(py, "eval")])
            return a

    def test_lora_on_the_llama2_tokenizer(self):
        steps = self.run_both(LLAMA2, "lora", 32000)
        # The job's tokens are Llama 2's, not bytes: "0 plus 0 = 0" is far fewer than its 12 bytes.
        self.assertLess(steps[1]["tokens"], 4 * 2 * 14)

    def test_full_fine_tuning_on_the_llama3_tokenizer(self):
        self.run_both(LLAMA3, "full", 128256)


def _demo_texts():
    """Every prompt, completion, prompt+completion and text of the demo's data, one JSON string
    per line."""
    lines = []
    for path in sorted(glob.glob(os.path.join(t.SOURCE_DIR, "resources", "demo", "data", "*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                o = json.loads(line)
                texts = [o[k] for k in ("prompt", "completion", "text") if k in o]
                if "prompt" in o:
                    texts.append(o["prompt"] + o["completion"])
                lines += [json.dumps(x) for x in texts]
    return "\n".join(lines) + "\n"


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (a build with libtorch)")
class BothBackends(unittest.TestCase):
    def test_the_demo_data_tokenises_alike_in_both_backends(self):
        text = _demo_texts()
        self.assertGreater(text.count("\n"), 10000)
        for path in (LLAMA2, LLAMA3):
            for special in ([], ["--special"]):
                args = ["tokenize", "--tokenizer", path] + special
                ours = subprocess.run([t.TRAINER] + args, input=text, capture_output=True, text=True, timeout=300)
                job = subprocess.run([t.PYTHON, "-m", "pilot_neuron_job"] + args, input=text, capture_output=True, text=True,
                                     timeout=300, env=t.job_env())
                self.assertEqual(ours.returncode, 0, ours.stderr)
                self.assertEqual(job.returncode, 0, job.stderr)
                self.assertEqual(ours.stdout.count("\n"), text.count("\n"))
                self.assertEqual(ours.stdout, job.stdout, (path, special))


if __name__ == "__main__":
    unittest.main()
