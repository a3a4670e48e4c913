#!/usr/bin/python3
"""Benchmark: tokenisation throughput of `pilot-trainer tokenize` against Hugging Face's
JavaScript tokenizers (@huggingface/tokenizers 0.2.0 on Node, the library the reference ids of
tests/data/tokenizers were made with), on the same long text, for the Llama 3 and Llama 2
tokenizer.json files.

The text: the 47 reference strings of tests/data/tokenizers (German and English prose,
numbers, code, emoji, CJK, control characters, ...) repeated to about 2 MB, one JSON string a
line. Both sides encode every line without special tokens and write one JSON list of ids a
line; the benchmark requires the two outputs to be identical, line by line.

Measured per round, alternating which side goes first:
- in-process: bench-tokenize (tests/bench, HfTokenizer) against tokenizer_peer.mjs, each
  timing its own loading of tokenizer.json and its encoding of all lines (tokens/s);
- whole process: `pilot-trainer tokenize` (start, which loads libtorch's libraries, loading
  tokenizer.json, reading stdin, encoding, writing stdout) against the Node peer process.
npm installs the package once into BUILD_DIR/tokenizer-bench-node.
"""
import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data", "tokenizers")
PACKAGE = "@huggingface/tokenizers@0.2.0"


def timed(cmd, stdin_path, stdout_path):
    with open(stdin_path, "rb") as i, open(stdout_path, "wb") as o:
        start = time.perf_counter()
        p = subprocess.run(cmd, stdin=i, stdout=o, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
    if p.returncode != 0:
        sys.exit(f"{cmd[0]} failed: {p.stderr.decode(errors='replace')}")
    return elapsed


def spread(values):
    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return statistics.median(values), min(values), max(values), q[2] - q[0]


def measure(model, rounds, programs, tok_json, paths, peer, peer_cmd):
    """Alternating rounds of both sides on one tokenizer. Ours: `bench-tokenize` in-process and
    `pilot-trainer tokenize` whole; the peer: the command `peer_cmd(out)`, timed whole, which writes
    its ids to `out` and its in-process figures to stdout. Every round requires the ids of all three to be identical.
    `programs`: (bench-tokenize, pilot-trainer); `paths`: (text, empty file, scratch folder);
    `peer`: (key, short name, full name). Returns (in-process stats by side, whole seconds by side)."""
    bench, trainer = programs
    text_path, empty_path, folder = paths
    key, short, name = peer
    out = {k: os.path.join(folder, f"{k}.jsonl") for k in ("bench", "trainer", key)}
    stats = os.path.join(folder, "stats.json")
    inproc = {"cpp": [], key: []}
    whole = {"cpp": [], key: []}
    for r in range(rounds):
        for side in (("cpp", key) if r % 2 == 0 else (key, "cpp")):
            if side == "cpp":
                timed([bench, tok_json, text_path, out["bench"]], empty_path, stats)
                inproc["cpp"].append(json.load(open(stats)))
                whole["cpp"].append(timed([trainer, "tokenize", "--tokenizer", tok_json], text_path, out["trainer"]))
            else:
                whole[key].append(timed(peer_cmd(out[key]), empty_path, stats))
                inproc[key].append(json.load(open(stats)))
        reference = open(out[key], "rb").read()
        for k in ("bench", "trainer"):
            if open(out[k], "rb").read() != reference:
                sys.exit(f"{model}: {k} and {name} disagree on the ids of the benchmark text")
        print(f"round {r + 1} {model}: encoding C++ {inproc['cpp'][-1]['encode_s']:.3f} s, {short} {inproc[key][-1]['encode_s']:.3f} s; "
              f"whole process C++ {whole['cpp'][-1]:.3f} s, {short} {whole[key][-1]:.3f} s; ids identical", flush=True)
    return inproc, whole


def table(rows, peer, peer_label):
    """The Markdown table of both sides per tokenizer: load, encoding (median, range, IQR,
    tokens/s) and whole process. `rows`: (model, tokens, in-process results by side, whole-process
    seconds by side); `peer`: the key of the other side, `peer_label` its name in the table."""
    lines = ["| tokenizer | implementation | load: median (s) | encoding: median (s) | min–max (s) | IQR (s) | tokens/s (median) "
             "| whole process: median (s) | min–max (s) |", "|---|---|---|---|---|---|---|---|---|"]
    for model, tokens, inproc, whole in rows:
        for side, label in (("cpp", "HfTokenizer (C++)"), (peer, peer_label)):
            m, lo, hi, iqr = spread([x["encode_s"] for x in inproc[side]])
            wm, wlo, whi, _ = spread(whole[side])
            lines.append(f"| {model} | {label} | {statistics.median(x['load_s'] for x in inproc[side]):.3f} | {m:.3f} | {lo:.3f}–{hi:.3f} "
                         f"| {iqr:.3f} | {tokens / m:,.0f} | {wm:.3f} | {wlo:.3f}–{whi:.3f} |")
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(HERE, "..", "..", "build", "release"))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--megabytes", type=float, default=2.0)
    ap.add_argument("--markdown")
    args = ap.parse_args()
    trainer = os.path.join(args.build_dir, "bin", "pilot-trainer")
    bench = os.path.join(args.build_dir, "bin", "bench-tokenize")
    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm:
        print("Skipping the tokenizer benchmark: it needs node and npm (Debian packages nodejs and npm)")
        return
    prefix = os.path.abspath(os.path.join(args.build_dir, "tokenizer-bench-node"))
    if not os.path.exists(os.path.join(prefix, "node_modules", "@huggingface", "tokenizers", "package.json")):
        subprocess.run([npm, "install", "--prefix", prefix, "--no-audit", "--no-fund", PACKAGE], check=True)
    with open(os.path.join(prefix, "node_modules", "@huggingface", "tokenizers", "package.json")) as f:
        js_version = json.load(f)["version"]
    node_version = subprocess.run([node, "--version"], capture_output=True, text=True, check=True).stdout.strip()

    texts = []
    for model in ("llama3", "llama2"):
        with open(os.path.join(DATA, f"vectors-{model}.jsonl"), encoding="utf-8") as f:
            texts += [json.loads(line)["text"] for line in f if line.strip()]
    texts = [t for t in dict.fromkeys(texts) if t]
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        text_path, empty_path = os.path.join(folder, "text.jsonl"), os.path.join(folder, "empty.jsonl")
        size = 0
        with open(text_path, "w", encoding="utf-8") as f:
            while size < args.megabytes * 1e6:
                for t in texts:
                    f.write(json.dumps(t, ensure_ascii=False) + "\n")
                    size += len(t.encode())
        open(empty_path, "w").close()
        lines = sum(1 for _ in open(text_path, encoding="utf-8"))
        summary = [f"{lines:,} lines, {size / 1e6:.2f} MB of text; {args.rounds} rounds, alternating; "
                   f"{platform.machine()}, {os.cpu_count()} cores; Node {node_version}, @huggingface/tokenizers {js_version}."]
        for model in ("llama3", "llama2"):
            tok_dir = os.path.join(DATA, model)
            tok_json = os.path.join(tok_dir, "tokenizer.json")
            script = os.path.join(HERE, "tokenizer_peer.mjs")
            inproc, whole = measure(model, args.rounds, (bench, trainer), tok_json, (text_path, empty_path, folder),
                                    ("js", "JS", "tokenizers.js"),
                                    lambda out, d=tok_dir: [node, script, prefix, d, text_path, out])
            rows.append((model, inproc["js"][-1]["tokens"], inproc, whole))
    ratios = []
    for model, tokens, inproc, whole in rows:
        enc = {side: statistics.median(x["encode_s"] for x in inproc[side]) for side in inproc}
        per_round = [j["encode_s"] / c["encode_s"] for c, j in zip(inproc["cpp"], inproc["js"])]
        ratios.append(f"{model}, {tokens:,} tokens: encoding **{enc['js'] / enc['cpp']:.1f}x** the speed of tokenizers.js "
                      f"({min(per_round):.1f}x to {max(per_round):.1f}x within a round); whole process "
                      f"(`pilot-trainer tokenize` against the Node script) {statistics.median(whole['js']) / statistics.median(whole['cpp']):.2f}x")
    text = "\n".join(summary + ["", "Whole process: C++ is `pilot-trainer tokenize`, JS the Node script.", ""]
                     + table(rows, "js", "tokenizers.js (Node)") + [""]
                     + ["- " + r for r in ratios] + ["- ids identical on every line, in every round, from all three programs."])
    print()
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
