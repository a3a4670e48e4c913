"""Hugging Face model folders in the Neuron backend's job: the folders of
tests/tensor/make_model_folders.py (tiny, Llama-3-shaped, bf16 and fp16, sharded, tied, with
Llama 3.1's rope_scaling, and hostile variants) get the verdicts pilot_tensor gives them
(tests/tensor/tst_llama.cpp reads the same folders and expects the same messages); the weights
are memory-mapped, bit for bit those of the files, and a frozen bf16 base stays bf16; the
forward pass agrees with the independent reference (tests/tensor/hf_llama_reference.py), LoRA
gradients on a bf16 base with those on its fp32 copy; and a LoRA job on the sharded bf16 model
gives pilot-trainer's losses (when pilot-trainer is built)."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

import torch

import neuronjobtest as t
from pilot_neuron_job import modeldir
from pilot_neuron_job.model import llama3_frequencies

sys.path.insert(0, os.path.join(t.SOURCE_DIR, "tests", "tensor"))
import hf_llama_reference as reference  # noqa: E402

# The reference computes in fp32 from the same (bf16) values; the model's products convert
# the weights per use, so only the order of fp32 sums differs.
FP32_TOLERANCE = 2e-5
# bf16 compute (autocast) against the fp32 reference: bf16 keeps 8 bits of mantissa.
BF16_TOLERANCE = 5e-2
LOSS_TOLERANCE = 1e-5


class ModelFolders(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls._tmp = tempfile.TemporaryDirectory()
        cls.root = cls._tmp.name
        subprocess.run([t.PYTHON, os.path.join(t.SOURCE_DIR, "tests", "tensor", "make_model_folders.py"), cls.root],
                       check=True, timeout=300)
        with open(os.path.join(cls.root, "cases.json")) as f:
            cls.cases = json.load(f)

    @classmethod
    def tearDownClass(cls):
        cls._tmp.cleanup()

    def folder(self, name):
        return os.path.join(self.root, name)

    def test_every_folder_gets_its_verdict(self):
        self.assertGreaterEqual(len([c for c in self.cases if not c["ok"]]), 15)
        for keep in (True, False):
            for case in self.cases:
                with self.subTest(folder=case["folder"], keep_file_dtype=keep):
                    if case["ok"]:
                        model = modeldir.load_model_dir(self.folder(case["folder"]), keep)
                        for name, p in model.named_parameters():
                            if keep and p.dim() == 2:  # matrices keep the file's type
                                self.assertIn(p.dtype, (torch.bfloat16, torch.float16), name)
                            else:
                                self.assertEqual(p.dtype, torch.float32, name)
                    else:
                        with self.assertRaises(Exception) as raised:
                            modeldir.load_model_dir(self.folder(case["folder"]), keep)
                        self.assertIn(case["message"], str(raised.exception))

    def test_sharded_bf16_weights_load_bit_for_bit_and_mapped(self):
        folder = self.folder("ok-sharded-bf16")
        loaded = modeldir.load_model_tensors(folder)
        with open(os.path.join(folder, "model.safetensors.index.json")) as f:
            weight_map = json.load(f)["weight_map"]
        expected = {}
        for shard in set(weight_map.values()):
            expected.update(reference.load_safetensors(os.path.join(folder, shard)))
        self.assertEqual(sorted(loaded), sorted(expected))
        for name, tensor in expected.items():
            self.assertEqual(loaded[name].dtype, torch.bfloat16, name)
            self.assertTrue(torch.equal(loaded[name], tensor), name)
        # A frozen base takes the mapped tensors as its parameters: no copy.
        model = modeldir.LlamaForCausalLM(modeldir.load_config(folder))
        model.load_base(loaded, keep_file_dtype=True)
        q = model.model.layers[1].self_attn.q_proj.weight
        self.assertEqual(q.dtype, torch.bfloat16)
        self.assertEqual(q.data_ptr(), loaded["model.layers.1.self_attn.q_proj.weight"].data_ptr())
        self.assertEqual(model.model.norm.weight.dtype, torch.float32)
        # Writing to a mapped weight changes this process's copy only, never the file.
        with torch.no_grad():
            q.add_(1.0)
        again = modeldir.load_model_tensors(folder)
        self.assertTrue(torch.equal(again["model.layers.1.self_attn.q_proj.weight"],
                                    expected["model.layers.1.self_attn.q_proj.weight"]))

    def logits_and_reference(self, folder, model):
        with open(os.path.join(folder, "config.json")) as f:
            cfg = json.load(f)
        ids = torch.randint(0, cfg["vocab_size"], (2, 19), generator=torch.Generator().manual_seed(5))
        with torch.no_grad():
            expected = reference.forward(cfg, reference.load_model_weights(folder), ids)
        return ids, expected

    def test_forward_agrees_with_the_reference(self):
        for name in ("ok-sharded-bf16", "ok-sharded-f16-norms-f32", "ok-single-tied-bf16", "ok-links-inside"):
            with self.subTest(folder=name):
                folder = self.folder(name)
                model = modeldir.load_model_dir(folder, keep_file_dtype=True)
                ids, expected = self.logits_and_reference(folder, model)
                scale = expected.abs().max().item()
                with torch.no_grad():
                    got = model(ids)
                    self.assertLessEqual((got - expected).abs().max().item(), FP32_TOLERANCE * scale)
                    # The same weights converted to fp32 at load compute the same logits.
                    full = modeldir.load_model_dir(folder, keep_file_dtype=False)
                    self.assertLessEqual((full(ids) - got).abs().max().item(), FP32_TOLERANCE * scale)
                    with torch.autocast("cpu", dtype=torch.bfloat16):
                        low = model(ids)
                    self.assertLessEqual((low - expected).abs().max().item(), BF16_TOLERANCE * scale)

    def test_the_reference_notices_a_different_rope_scaling(self):
        # The comparison can fail: the same weights without the scaling give other logits.
        folder = self.folder("ok-sharded-bf16")
        model = modeldir.load_model_dir(folder, keep_file_dtype=True)
        model.config.rope_scaling = None
        ids, expected = self.logits_and_reference(folder, model)
        with torch.no_grad():
            got = model(ids)
        self.assertGreater((got - expected).abs().max().item(), 100 * FP32_TOLERANCE * expected.abs().max().item())

    def test_llama3_frequencies_follow_the_formula(self):
        cfg = {"rope_theta": 500000.0, "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0,
                                                        "high_freq_factor": 4.0, "original_max_position_embeddings": 8192}}
        for head_dim in (8, 64, 128):
            plain = 1.0 / (500000.0 ** (torch.arange(0, head_dim, 2, dtype=torch.int64).float() / head_dim))
            expected = reference.rope_frequencies(cfg, head_dim)
            got = llama3_frequencies(plain, 8.0, 1.0, 4.0, 8192)
            self.assertTrue(torch.allclose(got, expected, rtol=1e-6, atol=0), head_dim)
            # All three bands occur at Llama 3.1's head size: kept, divided, in between.
            if head_dim == 128:
                self.assertTrue(torch.equal(got[:10], plain[:10]))
                self.assertTrue(torch.allclose(got[-10:], plain[-10:] / 8.0, rtol=1e-6))
                between = (got != plain) & ~torch.isclose(got, plain / 8.0, rtol=1e-6)
                self.assertGreater(int(between.sum()), 0)

    def test_lora_on_a_bf16_base_trains_as_on_its_fp32_copy(self):
        folder = self.folder("ok-sharded-bf16")
        grads = []
        for keep in (True, False):
            model = modeldir.load_model_dir(folder, keep_file_dtype=keep)
            torch.manual_seed(3)
            model.add_lora(4, 8.0, 0.0, ["q_proj", "v_proj", "down_proj"])
            with torch.no_grad():
                for name, p in model.named_parameters():
                    if "lora_B" in name:
                        p.normal_(0, 0.05, generator=torch.Generator().manual_seed(len(name)))
            ids = torch.randint(0, 300, (2, 17), generator=torch.Generator().manual_seed(9))
            logits = model(ids[:, :-1])
            loss = torch.nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))
            loss.backward()
            grads.append({n: p.grad.clone() for n, p in model.named_parameters() if p.requires_grad})
            if keep:
                self.assertEqual(model.model.layers[0].mlp.down_proj.weight.dtype, torch.bfloat16)
                self.assertTrue(all(p.dtype == torch.float32 for n, p in model.named_parameters() if p.requires_grad))
        self.assertEqual(sorted(grads[0]), sorted(grads[1]))
        for name in grads[0]:
            self.assertTrue(torch.allclose(grads[0][name], grads[1][name], rtol=1e-4, atol=1e-6), name)


@unittest.skipUnless(t.have_trainer(), "needs pilot-trainer (PILOT_TRAINER), which needs libtorch")
class BothBackendsOnABf16ShardedModel(unittest.TestCase):
    def test_lora_losses_agree(self):
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run([t.PYTHON, os.path.join(t.SOURCE_DIR, "tests", "tensor", "make_model_folders.py"),
                            os.path.join(folder, "models")], check=True, timeout=300)
            t.write_data(folder, 64)
            job = t.tiny_job(4, "lora", dropout=0.0)
            # Named relatively, as a project names it: both checkpoints name it beside themselves.
            job["model"] = {"arch": "llama", "path": os.path.join("models", "ok-sharded-bf16"), "config": None}
            job["eval"] = {"every_steps": 4, "samples": 2, "max_new_tokens": 4}
            job["checkpoint"] = {"every_steps": 4, "keep_last": 1}
            path = t.write_job(folder, job)
            cpp, py = os.path.join(folder, "cpp"), os.path.join(folder, "py")
            out = t.run_trainer(path, cpp)
            self.assertEqual(out.returncode, 0, out.stderr)
            out = t.run_job(path, py)
            self.assertEqual(out.returncode, 0, out.stderr)
            a, b = t.latest_steps(cpp), t.latest_steps(py)
            self.assertEqual(sorted(a), [1, 2, 3, 4])
            self.assertEqual(sorted(b), sorted(a))
            worst = max(abs(a[s]["loss"] - b[s]["loss"]) / abs(a[s]["loss"]) for s in a)
            self.assertLessEqual(worst, LOSS_TOLERANCE, "largest relative loss difference %.3g" % worst)
            print("LoRA on the sharded bf16 model, largest relative loss difference between the backends: %.3g" % worst)
            for x, y in zip(t.events(cpp, "eval"), t.events(py, "eval")):
                self.assertLessEqual(abs(x["val_loss"] - y["val_loss"]) / x["val_loss"], LOSS_TOLERANCE)
            for run in (cpp, py):
                last = os.path.join(run, "checkpoints", "step-000004")
                with open(os.path.join(last, "adapter_config.json"), encoding="utf-8") as f:
                    named = json.load(f)["base_model_name_or_path"]
                with open(os.path.join(last, "trainer_state.json"), encoding="utf-8") as f:
                    self.assertEqual(json.load(f)["base_model"], named)
                self.assertEqual(named, "../../../models/ok-sharded-bf16", run)
                self.assertTrue(os.path.samefile(os.path.join(last, named), os.path.join(folder, "models", "ok-sharded-bf16")))


if __name__ == "__main__":
    unittest.main()
