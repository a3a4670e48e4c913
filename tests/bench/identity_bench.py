#!/usr/bin/python3
"""Benchmark: what naming a job by its content costs at a run's start.

A job names its model by the SHA-256 of every weight file (docs/job-interface.md, section 6);
the digest cache remembers the digest of each file of at least 16 MiB, so only a machine's
first start reads the weights. Timed here, as whole processes, on a model folder of one
weight file of SIZE_MIB (random bytes: the digest does not care what they are) and a tiny
data set:

- `pilot-trainer job-hash --job JOB` with an empty digest cache (the first start on a
  machine) and with the cache filled (every later start);
- the Neuron job's identity (`jobidentity.identify_job` under /usr/bin/python3, hashlib) with
  an empty cache;
- the peer: `sha256sum` (GNU coreutils) of the weight file, the plain cost of reading and
  hashing it once.

The file is in the page cache for every side (it was just written and is read once before the
rounds), so the figures are hashing, not disk. The sides alternate round by round; each
reports median, minimum and maximum.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))


def write_inputs(folder, size_mib):
    model = os.path.join(folder, "model")
    os.makedirs(model)
    with open(os.path.join(model, "config.json"), "w") as f:
        json.dump({"model_type": "llama", "vocab_size": 259, "hidden_size": 64, "intermediate_size": 128,
                   "num_hidden_layers": 2, "num_attention_heads": 4}, f)
    weights = os.path.join(model, "model.safetensors")
    with open(weights, "wb") as f:
        for _ in range(size_mib):
            f.write(os.urandom(1 << 20))
    for name in ("train.jsonl", "valid.jsonl"):
        with open(os.path.join(folder, name), "w") as f:
            f.write('{"text": "a"}\n')
    job = {"schema": "migration-pilot/job@1", "run_id": "bench", "name": "bench", "role": "reference",
           "backend": "libtorch", "device": "cpu", "model": {"arch": "llama", "path": "model", "config": None},
           "method": {"kind": "lora", "r": 4, "alpha": 8},
           "data": {"train": "train.jsonl", "validation": "valid.jsonl", "version": "bench-v1"},
           "train": {"seq_len": 32, "micro_batch": 2, "max_steps": 5, "seed": 1, "lr": 0.001}}
    path = os.path.join(folder, "job.json")
    with open(path, "w") as f:
        json.dump(job, f)
    return path, weights


def timed(argv, env):
    started = time.perf_counter()
    out = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=3600)
    seconds = time.perf_counter() - started
    if out.returncode != 0:
        sys.exit("%s failed: %s" % (argv[0], out.stderr))
    return seconds, out.stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build-dir", default=os.path.join(ROOT, "build", "release"))
    parser.add_argument("--size-mib", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    trainer = os.path.join(args.build_dir, "bin", "pilot-trainer")
    if not os.access(trainer, os.X_OK):
        sys.exit("identity_bench.py: %s not found (a build with libtorch)" % trainer)
    folder = tempfile.mkdtemp(prefix="identity-bench-")
    try:
        job, weights = write_inputs(folder, args.size_mib)
        subprocess.run(["sha256sum", weights], check=True, capture_output=True)  # into the page cache
        python = ("import sys; sys.path.insert(0, %r)\n"
                  "from pilot_neuron_job.jobfile import read_job_file\n"
                  "from pilot_neuron_job.jobidentity import identify_job\n"
                  "j = read_job_file(sys.argv[1]); identify_job(j); print(j.hash)\n"
                  % os.path.join(ROOT, "backends", "neuron", "job"))
        sides = {"pilot-trainer job-hash, empty cache": [], "pilot-trainer job-hash, cache filled": [],
                 "Neuron job identity, empty cache": [], "sha256sum (peer)": []}
        hashes = set()
        for _ in range(args.rounds):
            cache = tempfile.mkdtemp(prefix="cache-", dir=folder)
            env = dict(os.environ, XDG_CACHE_HOME=cache)
            seconds, out = timed([trainer, "job-hash", "--job", job], env)
            sides["pilot-trainer job-hash, empty cache"].append(seconds)
            hashes.add(out)
            seconds, out = timed([trainer, "job-hash", "--job", job], env)
            sides["pilot-trainer job-hash, cache filled"].append(seconds)
            hashes.add(out)
            python_cache = tempfile.mkdtemp(prefix="cache-", dir=folder)
            seconds, out = timed(["/usr/bin/python3", "-c", python, job], dict(os.environ, XDG_CACHE_HOME=python_cache))
            sides["Neuron job identity, empty cache"].append(seconds)
            hashes.add(out)
            seconds, _ = timed(["sha256sum", weights], dict(os.environ))
            sides["sha256sum (peer)"].append(seconds)
        if len(hashes) != 1:
            sys.exit("the sides disagree on the job hash: %s" % sorted(hashes))
        print("weight file: %d MiB; rounds: %d; load average before the last round: %s"
              % (args.size_mib, args.rounds, " ".join("%.2f" % x for x in os.getloadavg())))
        for name, values in sides.items():
            print("%-40s median %7.3f s   min %7.3f s   max %7.3f s   (%.0f MiB/s at the median)"
                  % (name, statistics.median(values), min(values), max(values), args.size_mib / statistics.median(values)))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
