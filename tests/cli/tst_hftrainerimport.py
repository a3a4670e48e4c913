"""Transformers' own Trainer writes the checkpoints pilotctl reads: a tiny LlamaForCausalLM trained
for 6 steps (a checkpoint every 2, an evaluation every 3) writes real `trainer_state.json` and
`checkpoint-N/` folders; `pilotctl import` reads the run from them and `pilotctl checkpoints
verify` accepts them — and refuses them after a byte flip where the flip can be seen: in the
safetensors header or a truncated weight file. Trainer writes no digests, so a flipped byte
inside a weight's data cannot be seen by any reader; docs/pilotctl.md says so.

Needs the Python environment of docs/python-environment.md; PILOTCTL names the program."""

import json
import os
import struct
import subprocess
import sys
import tempfile
import unittest

PILOTCTL = os.environ.get("PILOTCTL", "")


def train(out):
    import torch
    import transformers
    from transformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

    transformers.logging.set_verbosity_error()
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
                         num_key_value_heads=2, max_position_embeddings=64)

    class Data(torch.utils.data.Dataset):
        def __len__(self):
            return 64

        def __getitem__(self, i):
            ids = torch.tensor([(i + k) % 64 for k in range(16)])
            return {"input_ids": ids, "labels": ids.clone()}

    args = TrainingArguments(output_dir=out, max_steps=6, per_device_train_batch_size=4, per_device_eval_batch_size=4,
                             learning_rate=1e-3, logging_steps=1, save_steps=2, eval_strategy="steps", eval_steps=3,
                             report_to=[], use_cpu=True, disable_tqdm=True, seed=0)
    Trainer(model=LlamaForCausalLM(config), args=args, train_dataset=Data(), eval_dataset=Data()).train()
    return transformers.__version__


def pilotctl(*args):
    return subprocess.run([PILOTCTL] + list(args), capture_output=True, text=True, timeout=120)


@unittest.skipUnless(PILOTCTL, "PILOTCTL names no pilotctl")
class TrainerCheckpoints(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.out = os.path.join(cls.tmp.name, "trainer")
        cls.version = train(cls.out)
        print("transformers %s wrote %s" % (cls.version, sorted(os.listdir(cls.out))))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_import_reads_the_run(self):
        with open(os.path.join(self.out, "checkpoint-6", "trainer_state.json")) as f:
            state = json.load(f)
        losses = {e["step"]: e["loss"] for e in state["log_history"] if "loss" in e}
        imported = os.path.join(self.tmp.name, "imported")
        r = pilotctl("import", os.path.join(self.out, "checkpoint-6"), "--out", imported)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        r = pilotctl("runs", "summarize", "--json", imported)
        self.assertEqual(r.returncode, 0, r.stderr)
        summary = json.loads(r.stdout)
        self.assertEqual(summary["last_step"], 6)
        self.assertEqual(summary["evals"], 2)
        self.assertAlmostEqual(summary["last_loss"], losses[6], places=6)

    def test_verify_accepts_every_checkpoint(self):
        r = pilotctl("checkpoints", "verify", "--json", self.out)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        text = r.stdout
        for step in (2, 4, 6):
            self.assertIn("checkpoint-%d" % step, text)
        self.assertNotIn("refused", text)

    def test_verify_refuses_a_flip_it_can_see(self):
        flipped = os.path.join(self.tmp.name, "flipped")
        subprocess.run(["cp", "-r", self.out, flipped], check=True)
        weights = os.path.join(flipped, "checkpoint-4", "model.safetensors")
        with open(weights, "r+b") as f:
            header = struct.unpack("<Q", f.read(8))[0]
            f.seek(8 + header // 2)
            byte = f.read(1)
            f.seek(8 + header // 2)
            f.write(bytes([byte[0] ^ 0x01]))
        truncated = os.path.join(flipped, "checkpoint-6", "model.safetensors")
        os.truncate(truncated, os.path.getsize(truncated) - 1)
        r = pilotctl("checkpoints", "verify", flipped)
        lines = r.stdout.splitlines()
        verdict = {line.split()[0]: line for line in lines if line.startswith("checkpoint-")}
        self.assertIn("accepted", verdict["checkpoint-2"], r.stdout)
        self.assertIn("refused", verdict["checkpoint-4"], r.stdout)
        self.assertIn("refused", verdict["checkpoint-6"], r.stdout)
        self.assertIn("the file is truncated", r.stdout)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
