#!/usr/bin/env python3
"""The shared job-file corpus (tests/data/jobs, format in tests/data/README.md) for readers of
job.json outside C++: the same rules as tests/common/jobcorpus.h.

    python3 jobcorpus.py CORPUS_DIR COMMAND [ARG ...]

runs `COMMAND ARG ... FILE` on every job file of the corpus: exit code 0 means accepted, any
other refused, with one error a line on stderr as `FILE: FIELD: message`, or
`FILE:LINE:COLUMN: message` for an error about the file as a whole (the form of `pilotctl
validate` and pilot-trainer). A reader written in Python imports cases() and verdict() and
feeds them its own errors ("FIELD: message" strings) instead.
"""

import os
import re
import subprocess
import sys

DOCUMENT = "(document)"
_PATH = re.compile(r"^([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+|\[[0-9]+\])*): ")


def field_of(error):
    """The key path an error names, or DOCUMENT when it starts with none."""
    m = _PATH.match(error)
    return m.group(1) if m else DOCUMENT


def _read_expect(path):
    expected = []
    why = []
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if not line:
                continue
            if line.startswith("#"):
                why.append(line[1:].strip())
                continue
            field, colon, fragment = line.partition(":")
            if not colon or not field:
                raise ValueError(f'{path}: "{line}" is not FIELD: FRAGMENT')
            expected.append((field, fragment.strip()))
    if not expected:
        raise ValueError(f"{path} names no error")
    return expected, " ".join(why)


def cases(corpus):
    """Every case, valid ones first, each folder sorted by name: dicts with name, file, valid,
    why and expected (a list of (field, fragment)). Raises ValueError on a malformed corpus."""
    out = []
    for kind in ("valid", "invalid"):
        folder = os.path.join(corpus, kind)
        names = sorted(os.listdir(folder))
        jobs = [n for n in names if n.endswith(".json")]
        if not jobs:
            raise ValueError(f"no job files in {folder}")
        for n in names:
            if n.endswith(".expect") and (kind == "valid" or n[: -len(".expect")] + ".json" not in jobs):
                raise ValueError(f"{os.path.join(folder, n)} has no job file of its own in invalid/")
        for n in jobs:
            base = n[: -len(".json")]
            case = {"name": f"{kind}/{base}", "file": os.path.join(folder, n), "valid": kind == "valid",
                    "why": "", "expected": []}
            if kind == "invalid":
                case["expected"], case["why"] = _read_expect(os.path.join(folder, base + ".expect"))
            out.append(case)
    return out


def verdict(case, errors):
    """'' when a reader's errors ("FIELD: message" strings) meet the case: none for a valid
    file; for an invalid one exactly the expected fields, each with an error containing its
    fragment. Otherwise what is wrong."""
    if case["valid"]:
        return "" if not errors else "a valid job was refused: " + " | ".join(errors)
    if not errors:
        return f"an invalid job was accepted ({case['why']})"
    named = {field_of(e) for e in errors}
    problems = [f'no error names {field} with "{fragment}"' for field, fragment in case["expected"]
                if not any(field_of(e) == field and fragment in e for e in errors)]
    problems += [f"an error names {field}, which the case does not expect"
                 for field in sorted(named - {field for field, _ in case["expected"]})]
    return "" if not problems else "; ".join(sorted(problems)) + "; the reader said: " + " | ".join(errors)


def _errors_of_command(command, path):
    run = subprocess.run(command + [path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
    if run.returncode == 0:
        return []
    errors = []
    located = re.compile(re.escape(path) + r":\d+:\d+: ")
    for line in run.stderr.decode("utf-8", "replace").splitlines():
        if not line.strip():
            continue
        m = located.match(line)
        if m:
            errors.append(line[m.end():])  # about the file as a whole: no key path
        elif line.startswith(path + ": "):
            errors.append(line[len(path) + 2:])
        else:
            errors.append(line)
    return errors or [f"(refused with exit code {run.returncode} and no error)"]


def _self_check():
    # The runner itself can fail: another field, one more field, or acceptance of an invalid file.
    case = {"valid": False, "why": "", "expected": [("train.lr", "must lie between")]}
    assert verdict(case, ["train.lr: must lie between 0 and 10, found 20"]) == ""
    assert verdict(case, []) != ""
    assert verdict(case, ["train.seed: must lie between 0 and 10, found 20"]) != ""
    assert verdict(case, ["train.lr: must lie between 0 and 10, found 20", "role: expected one of"]) != ""
    assert verdict(dict(case, valid=True), ["JSON syntax error: x"]) != ""
    assert field_of("JSON syntax error: x") == DOCUMENT
    assert field_of("method.target_modules[1]: expected text") == "method.target_modules[1]"


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    _self_check()
    corpus, command = argv[1], argv[2:]
    failed = 0
    all_cases = cases(corpus)
    for case in all_cases:
        problem = verdict(case, _errors_of_command(command, case["file"]))
        if problem:
            failed += 1
            print(f"FAIL {case['name']}: {problem}")
    print(f"{len(all_cases) - failed} of {len(all_cases)} cases met by {' '.join(command)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
