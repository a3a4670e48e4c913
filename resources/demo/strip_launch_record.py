#!/usr/bin/env python3
"""Leaves out of a demo run's launch.json what only the machine that made it knows.

Kept: what ran (argv with the program by its name and paths relative to the run folder),
the backend, its versions, the target and the host's name, when it started, the job's SHA-256.
Left out: the process (pid, start tick, launch token: no process of a copy can be ours), the
run folder on the host, and PYTHONPATH (where this build keeps the Neuron job's package).
Usage: strip_launch_record.py RUN_DIR
"""
import json
import os
import sys


def relative(word, run_dir):
    if os.path.isabs(word) and (word == run_dir or word.startswith(run_dir + os.sep)):
        return os.path.relpath(word, run_dir)
    return word


def main():
    run_dir = os.path.realpath(sys.argv[1])
    path = os.path.join(run_dir, "launch.json")
    with open(path, encoding="utf-8") as f:
        record = json.load(f)
    argv = [relative(word, run_dir) for word in record["argv"]]
    argv[0] = os.path.basename(argv[0])
    record["argv"] = argv
    for key in ("pid", "pid_start_ticks", "launch_token", "host_run_dir"):
        record.pop(key, None)
    # Where this build put the Neuron job's package: another installation has its own.
    record.get("env", {}).pop("PYTHONPATH", None)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(record, f, indent=4, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    os.replace(tmp, path)


if __name__ == "__main__":
    main()
