"""Hugging Face's own LlamaForCausalLM (and PEFT for a LoRA adapter) as the judge of logits the C++
model computed: loads the model folder with transformers' from_pretrained (every weight as
fp32, as the C++ model computes), an optional PEFT adapter folder with PeftModel.from_pretrained,
runs the token ids and compares with the logits given. The same interface as
hf_llama_reference.py (the independent implementation), run with the Python environment of
docs/python-environment.md.

usage: hf_transformers_judge.py MODEL_DIR IDS_JSON LOGITS_SAFETENSORS [--adapter DIR] [--tolerance T]
                                [--gradients GRADS_SAFETENSORS --loss LOSS]
  --gradients and --loss: the C++ model's next-token cross entropy on the ids and the gradient of
  every base weight (HF names); judged against Transformers' labels= loss and its gradients,
  each weight's relative to its largest gradient.
exit 0: within the tolerance (relative to the largest logit, at least 1), 1: not, 2: cannot judge
"""
import argparse
import json
import sys
import warnings

import torch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model_dir")
    ap.add_argument("ids_json")
    ap.add_argument("logits")
    ap.add_argument("--adapter")
    ap.add_argument("--tolerance", type=float, default=2e-5)
    ap.add_argument("--gradients")
    ap.add_argument("--loss", type=float)
    args = ap.parse_args()
    torch.set_num_threads(1)
    try:
        import safetensors.torch
        import transformers
    except ImportError as e:
        print("cannot judge: %s (packaging/bootstrap.sh venv makes the environment)" % e)
        return 2
    transformers.logging.set_verbosity_error()
    transformers.logging.disable_progress_bar()
    warnings.filterwarnings("ignore", category=FutureWarning)
    model = transformers.LlamaForCausalLM.from_pretrained(args.model_dir, torch_dtype=torch.float32)
    if args.adapter:
        import peft

        model = peft.PeftModel.from_pretrained(model, args.adapter)
    model.eval()
    with open(args.ids_json) as f:
        ids = torch.tensor(json.load(f), dtype=torch.int64)
    with torch.no_grad():
        expected = model(ids).logits.float()
    got = safetensors.torch.load_file(args.logits)["logits"].float()
    if got.shape != expected.shape:
        print(f"shape differs: C++ {tuple(got.shape)}, transformers {tuple(expected.shape)}")
        return 1
    scale = expected.abs().max().item()
    diff = (got - expected).abs().max().item()
    print(f"transformers {transformers.__version__}: max |logit| {scale:.4g}, max abs difference {diff:.3g}, "
          f"relative {diff / max(scale, 1e-12):.3g}")
    if diff > args.tolerance * max(scale, 1.0):
        return 1
    if not args.gradients:
        return 0
    loss = model(ids, labels=ids).loss
    loss.backward()
    theirs = dict(model.named_parameters())
    worst_name, worst = None, 0.0
    for name, grad in safetensors.torch.load_file(args.gradients).items():
        if name not in theirs or theirs[name].grad is None:
            print(f"no gradient of {name} in transformers' model")
            return 1
        expected_grad = theirs[name].grad.float()
        relative = (grad.float() - expected_grad).abs().max().item() / max(expected_grad.abs().max().item(), 1e-12)
        if relative > worst:
            worst_name, worst = name, relative
    loss_diff = abs(loss.item() - args.loss)
    print(f"loss {loss.item():.6g} (ours {args.loss:.6g}, difference {loss_diff:.3g}); largest relative gradient "
          f"difference {worst:.3g} ({worst_name})")
    return 0 if loss_diff <= args.tolerance * max(abs(loss.item()), 1.0) and worst <= 1e-4 else 1


if __name__ == "__main__":
    sys.exit(main())
