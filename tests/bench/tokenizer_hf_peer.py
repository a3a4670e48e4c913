"""The Rust peer of tokenizer_hf_bench.py: Hugging Face's `tokenizers` (its Python binding, one
thread: TOKENIZERS_PARALLELISM=false) encodes every line of a JSONL file of strings, without
special tokens and without the file's own truncation (as Transformers' fast tokenizers encode
unless asked), and writes one JSON list of ids a line, as `pilot-trainer tokenize` does.

  python tokenizer_hf_peer.py TOKENIZER.json INPUT.jsonl OUTPUT.jsonl

Prints {"load_s": ..., "encode_s": ..., "tokens": ..., "version": ...} (in-process timers)."""

import json
import os
import sys
import time

os.environ["TOKENIZERS_PARALLELISM"] = "false"  # read when the library starts its thread pool

import tokenizers  # noqa: E402


def main():
    tokenizer_json, source, target = sys.argv[1:4]
    start = time.perf_counter()
    tokenizer = tokenizers.Tokenizer.from_file(tokenizer_json)
    tokenizer.no_truncation()
    tokenizer.no_padding()
    load_s = time.perf_counter() - start
    with open(source, encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    start = time.perf_counter()
    encoded = tokenizer.encode_batch(lines, add_special_tokens=False)
    encode_s = time.perf_counter() - start
    tokens = 0
    with open(target, "w", encoding="utf-8") as f:
        for e in encoded:
            tokens += len(e.ids)
            f.write(json.dumps(e.ids, separators=(",", ":")) + "\n")
    print(json.dumps({"load_s": load_s, "encode_s": encode_s, "tokens": tokens, "version": tokenizers.__version__}))


if __name__ == "__main__":
    main()
