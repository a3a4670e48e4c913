#!/usr/bin/env python3
"""Benchmark: tokenisation throughput of our tokenizer.json implementation (C++, HfTokenizer)
against Hugging Face's Rust `tokenizers` (its Python binding, one thread), on real text: every
distinct line of the Debian texts of tests/neuron/realtext.py (several MB of German manual
pages and message catalogues, licence texts and Python code; no line twice, so a cache of whole
lines answers nothing), with the real Llama 3 and Llama 2 tokenizers of tests/data/tokenizers.

Measured per round, alternating which side goes first:
- in-process: bench-tokenize (tests/bench) against tokenizer_hf_peer.py, each timing its own
  loading of tokenizer.json and its encoding of all lines (tokens/s);
- whole process: `pilot-trainer tokenize` against the peer's process (Python start, import,
  loading, encoding, writing).
Both write one JSON list of ids a line; the benchmark requires the outputs to be identical.
Run it with the Python of build/venv (packaging/bootstrap.sh venv), which has `tokenizers`.
"""
import argparse
import json
import os
import platform
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data", "tokenizers")
sys.path.insert(0, os.path.join(HERE, "..", "neuron"))
from realtext import corpus  # noqa: E402
from tokenizer_bench import measure, table  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--markdown")
    args = ap.parse_args()
    try:
        import tokenizers  # noqa: F401
    except ImportError:
        print("Skipping the benchmark against Hugging Face tokenizers: this Python lacks it "
              "(run it with build/venv/bin/python; packaging/bootstrap.sh venv makes it)")
        return
    trainer = os.path.join(args.build_dir, "bin", "pilot-trainer")
    bench = os.path.join(args.build_dir, "bin", "bench-tokenize")
    lines, sizes = corpus()
    size = sum(len(line.encode("utf-8")) for line in lines)
    peer = [sys.executable, os.path.join(HERE, "tokenizer_hf_peer.py")]
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        text_path, empty_path = os.path.join(folder, "text.jsonl"), os.path.join(folder, "empty.jsonl")
        with open(text_path, "w", encoding="utf-8") as f:
            for line in lines:
                f.write(json.dumps(line, ensure_ascii=False) + "\n")
        open(empty_path, "w").close()
        for model in ("llama3", "llama2"):
            tok_json = os.path.join(DATA, model, "tokenizer.json")
            inproc, whole = measure(model, args.rounds, (bench, trainer), tok_json, (text_path, empty_path, folder),
                                    ("hf", "Rust", "Hugging Face tokenizers"),
                                    lambda out, t=tok_json: peer + [t, text_path, out])
            version = inproc["hf"][-1]["version"]
            rows.append((model, inproc["hf"][-1]["tokens"], inproc, whole))
    summary = [f"{len(lines):,} distinct lines, {size / 1e6:.2f} MB of real text ("
               + ", ".join(f"{k}: {v / 1e6:.2f} MB" for k, v in sizes.items()) + f"); {args.rounds} rounds, alternating; "
               f"{platform.machine()}, {os.cpu_count()} cores; Hugging Face tokenizers {version} (Python binding, one thread)."]
    ratios = []
    for model, tokens, inproc, whole in rows:
        enc = {side: statistics.median(x["encode_s"] for x in inproc[side]) for side in inproc}
        per_round = [h["encode_s"] / c["encode_s"] for c, h in zip(inproc["cpp"], inproc["hf"])]
        ratios.append(f"{model}, {tokens:,} tokens: encoding **{enc['hf'] / enc['cpp']:.2f}x** the speed of Hugging Face tokenizers "
                      f"({min(per_round):.2f}x to {max(per_round):.2f}x within a round); whole process "
                      f"**{statistics.median(whole['hf']) / statistics.median(whole['cpp']):.2f}x** (target: at least 1.5x both)")
    text = "\n".join(summary + ["", "Whole process: C++ is `pilot-trainer tokenize`, Rust the Python script around tokenizers.", ""]
                     + table(rows, "hf", "tokenizers (Rust)") + [""] + ["- " + r for r in ratios]
                     + ["- ids identical on every line, in every round, from all three programs."])
    print()
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
