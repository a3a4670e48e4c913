"""The Neuron backend job's model and checkpoints judged by Hugging Face's own code (transformers
and peft, from the Python environment of docs/python-environment.md; Debian 12 has neither):

1. a full fine-tuning checkpoint of the job loads with transformers' LlamaForCausalLM.
   from_pretrained and gives the job's logits, loss and gradients (relative to each weight's
   largest gradient);
2. a LoRA checkpoint of the job loads with peft's PeftModel.from_pretrained on the demo's base
   model and gives the job's logits;
3. `pilotctl export --merge-lora` of that checkpoint (pilot-trainer's merge) holds the weights of
   PEFT's own merge_and_unload().

The largest differences are printed."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import neuronjobtest as t  # noqa: E402
from pilot_neuron_job.modeldir import load_model_dir  # noqa: E402
from pilot_neuron_job import safetensors  # noqa: E402

DEMO_MODEL = os.path.join(t.SOURCE_DIR, "resources", "demo", "base-model")
TOLERANCE = 1e-4  # fp32 logits of the same weights through two implementations


def train(folder, method, model):
    job = t.tiny_job(3, method, dropout=0.0)
    job["train"]["lr"] = 0.01
    job["train"]["warmup_steps"] = 0
    job["eval"]["every_steps"] = 0
    if model:
        job["model"] = {"arch": "llama", "path": model, "config": None}
    path = t.write_job(folder, job, method + ".json")
    out = t.run_job(path, os.path.join(folder, method))
    if out.returncode != 0:
        raise AssertionError(out.stderr[-3000:])
    return os.path.join(folder, method, "checkpoints", "step-000003")


def have_judges():
    try:
        import peft  # noqa: F401
        import transformers  # noqa: F401
    except ImportError:
        return False
    return True


@unittest.skipUnless(have_judges(), "needs transformers and peft (packaging/bootstrap.sh venv)")
class HuggingFaceJudges(unittest.TestCase):
    def test_transformers_and_peft_load_our_checkpoints_with_our_logits(self):
        import peft
        import safetensors.torch as safetensors_torch
        import transformers

        with tempfile.TemporaryDirectory() as folder:
            t.write_data(folder)
            ids = torch.tensor([[256] + list(b"3 plus 4 = 7") + [257], [256] + list(b"12 plus 9 = 21")[:13]])
            worst = {}

            full = train(folder, "full", None)
            ours = load_model_dir(full).eval()
            theirs = transformers.LlamaForCausalLM.from_pretrained(full, torch_dtype=torch.float32).eval()
            with torch.no_grad():
                worst["full"] = (ours(ids) - theirs(ids).logits).abs().max().item()

            # Loss and every weight's gradient on the same tokens: ours by the next-token cross
            # entropy the job trains with, Transformers' by its own labels= loss.
            logits = ours(ids)
            loss = torch.nn.functional.cross_entropy(logits[:, :-1].reshape(-1, logits.size(-1)), ids[:, 1:].reshape(-1))
            loss.backward()
            their_loss = theirs(ids, labels=ids).loss
            their_loss.backward()
            worst["loss"] = abs(loss.item() - their_loss.item())
            their_grads = dict(theirs.named_parameters())
            worst["gradient"] = max((p.grad - their_grads[n].grad).abs().max().item() / max(their_grads[n].grad.abs().max().item(), 1e-12)
                                    for n, p in ours.named_parameters())

            lora = train(folder, "lora", DEMO_MODEL)
            ours = load_model_dir(DEMO_MODEL)
            with open(os.path.join(lora, "adapter_config.json")) as f:
                config = json.load(f)
            ours.add_lora(config["r"], config["lora_alpha"], 0.0, config["target_modules"])
            ours.load_adapter(safetensors.load(os.path.join(lora, "adapter_model.safetensors")))
            ours.eval()
            base = transformers.LlamaForCausalLM.from_pretrained(DEMO_MODEL, torch_dtype=torch.float32)
            theirs = peft.PeftModel.from_pretrained(base, lora).eval()
            self.assertGreater(ours.adapter_state()[1][1].abs().max().item(), 0, "the adapter did not train")
            with torch.no_grad():
                worst["lora"] = (ours(ids) - theirs(ids).logits).abs().max().item()

            # pilot-trainer's merged export of the job's LoRA checkpoint against PEFT's own
            # merge_and_unload() of the same adapter: every weight.
            if t.have_pilotctl():
                merged = os.path.join(folder, "merged")
                r = subprocess.run([t.PILOTCTL, "export", lora, "--out", merged, "--merge-lora"], capture_output=True, text=True,
                                   timeout=300)
                self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
                ours_merged = safetensors_torch.load_file(os.path.join(merged, "model.safetensors"))
                theirs_merged = theirs.merge_and_unload().state_dict()
                self.assertTrue(set(ours_merged) <= set(theirs_merged), sorted(set(ours_merged) - set(theirs_merged)))
                base_weights = safetensors_torch.load_file(os.path.join(DEMO_MODEL, "model.safetensors"))
                moved = [k for k in ours_merged if not torch.equal(ours_merged[k], base_weights[k])]
                # The merge moved the adapted weights and only those: the comparison is no base-to-base one.
                self.assertTrue(moved and all(k.endswith(("q_proj.weight", "v_proj.weight")) for k in moved), moved)
                worst["merged_weight"] = max((ours_merged[k].float() - theirs_merged[k].float()).abs().max().item()
                                             for k in ours_merged)

        print(json.dumps({"transformers": transformers.__version__, "peft": peft.__version__, "torch": torch.__version__,
                          "largest_difference": worst}))
        for kind, difference in worst.items():
            self.assertLessEqual(difference, TOLERANCE, kind)


if __name__ == "__main__":
    unittest.main()
