#!/usr/bin/python3
"""Benchmark: the failure classifier over a 1 GiB log, as a user waits for `pilotctl classify`.

The log is made of the eleven public training logs of tests/data/failures/ordinary, repeated,
with a real failure line of tests/data/failures/written-from.tsv after every 20,000 of them
(so the matches are known and checked). In the same run, alternating round by round:

- the whole log: `pilotctl classify --json LOG` with the built-in rules, with a rules file
  that adds one of catastrophic shape, `^(\\S+\\s*)+!$`, which must not make the run hang (its
  rule is stopped and said), and with the built-in rules less their `frames:` list (what
  following Python tracebacks costs on lines that hold none);
- on the first 128 MiB, whole process: the same `pilotctl classify` against GNU grep -P (PCRE2
  with JIT, the same engine) given all the built-in rules' patterns as one alternation and
  counting the lines that match — a tool that reads the same file for the same patterns;
- on the same 128 MiB, in-process: bench-classify's indexed reading against trying every rule's
  regular expression on every line (how the classifier matched before its rules were indexed).

Prints median and spread (min, max, IQR) and the ratios of the medians; --markdown writes the
tables for docs/benchmarks.md.
"""
import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
FAILURES = os.path.join(ROOT, "tests", "data", "failures")
EVERY = 20_000


def spread(values):
    q = statistics.quantiles(values, n=4) if len(values) >= 2 else [values[0]] * 3
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "iqr": q[2] - q[0]}


def row(s):
    return f"{s['median']:.3f} | {s['min']:.3f}–{s['max']:.3f} | {s['iqr']:.3f}"


def failure_lines():
    """Real failure lines (a class other than '-') of written-from.tsv, without rank prefixes."""
    out = []
    with open(os.path.join(FAILURES, "written-from.tsv"), encoding="utf-8") as f:
        for raw in f:
            parts = raw.rstrip("\n").split("\t")
            if raw.startswith("#") or len(parts) < 4 or parts[1] in ("-", "info"):
                continue
            if re.match(r"^(\s*\d+: |\[)", parts[3]):
                continue
            out.append(parts[3])
    return out


def make_log(path, size):
    """Writes the log (once); returns the number of failure lines put in it."""
    ordinary = []
    folder = os.path.join(FAILURES, "ordinary")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".log"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                ordinary += [line.rstrip("\n") for line in f]
    failures = failure_lines()
    count_path = path + ".failures"
    if os.path.exists(path) and os.path.exists(count_path) and os.path.getsize(path) >= size:
        with open(count_path) as f:
            return int(f.read())
    print(f"writing {path} ...", flush=True)
    written = placed = 0
    with open(path, "w", encoding="utf-8") as f:
        i = 0
        while written < size:
            block = []
            for _ in range(EVERY):
                block.append(ordinary[i % len(ordinary)])
                i += 1
            block.append(failures[placed % len(failures)])
            placed += 1
            text = "\n".join(block) + "\n"
            f.write(text)
            written += len(text.encode("utf-8"))
    with open(count_path, "w") as f:
        f.write(str(placed))
    return placed


def head(path, part, size):
    if not os.path.exists(part) or os.path.getsize(part) < size * 0.99:
        with open(path, "rb") as src, open(part, "wb") as dst:
            data = src.read(size)
            dst.write(data[: data.rfind(b"\n") + 1])
    return part


def warm(path):
    with open(path, "rb") as f:  # the page cache holds the file for every side
        while f.read(1 << 24):
            pass


def builtin_patterns(pilotctl):
    """The built-in rules' patterns (case folded where a rule says so) as one PCRE alternation."""
    rules = os.path.join(ROOT, "resources", "rules", "failure-classes.yaml")
    parts = []
    with open(rules, encoding="utf-8") as f:
        text = f.read()

    def scalar(written):
        return written[1:-1].replace("''", "'") if written.startswith("'") else json.loads(written)

    # The fragments the patterns use as {{name}} (docs/failure-classes.md) become named groups
    # the alternation calls, (?&name): written out in every rule, the alternation is too large
    # for grep. A group keeps the case rule of the place it is defined, so each is defined twice.
    head = text.split("\nrules:\n", 1)[0]
    text = text.split("\nframes:\n", 1)[0]  # frame rules match a traceback's frames, not its lines
    fragments = {m.group(1): scalar(m.group(2)) for m in re.finditer(r"\n  ([a-z][a-z0-9_]*): ('.*'|\".*\")", head)}
    define = "".join(f"(?<{name}>{body})(?<{name}_i>(?i:{body}))" for name, body in fragments.items())
    for block in text.split("\n  - id: ")[1:]:
        pattern = scalar(re.search(r"\n    pattern: (.*)\n", block).group(1))
        sensitive = re.search(r"\n    case_sensitive: (\w+)", block).group(1) == "true"
        call = "(?&{})" if sensitive else "(?&{}_i)"
        pattern = re.sub(r"\{\{([a-z][a-z0-9_]*)\}\}", lambda m: call.format(m.group(1)), pattern)
        parts.append(f"(?:{pattern})" if sensitive else f"(?i:{pattern})")
    return (f"(?(DEFINE){define})" if define else "") + "(?:" + "|".join(parts) + ")", rules


def timed(command):
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    return time.perf_counter() - start, done


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build", "release"))
    ap.add_argument("--size-mib", type=int, default=1024)
    ap.add_argument("--part-mib", type=int, default=128)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--markdown", help="also write the result tables to this file")
    args = ap.parse_args()

    pilotctl = os.path.join(args.build_dir, "bin", "pilotctl")
    bench = os.path.join(args.build_dir, "bin", "bench-classify")
    folder = os.path.join(args.build_dir, "bench")
    os.makedirs(folder, exist_ok=True)
    log = os.path.join(folder, f"classify-{args.size_mib}m.log")
    placed = make_log(log, args.size_mib << 20)
    part = head(log, os.path.join(folder, f"classify-{args.part_mib}m.log"), args.part_mib << 20)
    pattern, rules_path = builtin_patterns(pilotctl)
    hostile = os.path.join(folder, "classify-hostile-rules.yaml")
    no_frames = os.path.join(folder, "classify-no-frames-rules.yaml")
    with open(rules_path, encoding="utf-8") as f:
        line_rules, frames = f.read().rstrip("\n").split("\nframes:\n", 1)
    with open(hostile, "w", encoding="utf-8") as out:
        out.write(line_rules + "\n\n  - id: team.catastrophic\n    class: data_pipeline\n    subclass: x\n"
                  "    severity: error\n    pattern: '^(\\S+\\s*)+!$'\n    case_sensitive: true\n    source: bench\n"
                  "    advice: {de: x, en: x}\n\nframes:\n" + frames + "\n")
    with open(no_frames, "w", encoding="utf-8") as out:
        out.write(line_rules + "\n")

    times = {k: [] for k in ("pilotctl", "part", "grep", "hostile", "noframes", "indexed", "every")}
    found = {}
    for i in range(args.rounds):
        def ours():
            warm(log)
            wall, done = timed([pilotctl, "classify", "--json", log])
            if done.returncode != 0:
                sys.exit(done.stderr)
            result = json.loads(done.stdout)
            found["pilotctl"] = len(result["matches"])
            found["lines"] = result["lines"]
            times["pilotctl"].append(wall)
            wall, done = timed([pilotctl, "classify", "--json", "--rules", hostile, log])
            result = json.loads(done.stdout)
            found["hostile problems"] = result["rule_problems"]
            times["hostile"].append(wall)
            wall, done = timed([pilotctl, "classify", "--json", "--rules", no_frames, log])
            found["noframes"] = len(json.loads(done.stdout)["matches"])
            times["noframes"].append(wall)
            warm(part)
            wall, done = timed([pilotctl, "classify", "--json", part])
            found["part"] = len(json.loads(done.stdout)["matches"])
            times["part"].append(wall)
            for mode, key in (("indexed", "indexed"), ("every-rule", "every")):
                warm(part)
                _, done = timed([bench, part, mode])
                r = json.loads(done.stdout.strip().splitlines()[-1])
                found[key] = r["matched"]
                times[key].append(r["seconds"])

        def grep():
            warm(part)
            wall, done = timed(["grep", "-c", "-P", pattern, part])
            if done.returncode > 1:
                sys.exit(f"grep -P failed: {done.stderr.strip()}")
            found["grep"] = int(done.stdout.strip() or 0)
            times["grep"].append(wall)

        for fn in ((ours, grep) if i % 2 == 0 else (grep, ours)):
            fn()
        print(f"  round {i + 1}/{args.rounds}: whole log: pilotctl {times['pilotctl'][-1]:.2f} s, hostile rules "
              f"{times['hostile'][-1]:.2f} s, without frame rules {times['noframes'][-1]:.2f} s; {args.part_mib} MiB: pilotctl {times['part'][-1]:.2f} s, grep -P "
              f"{times['grep'][-1]:.2f} s, in-process indexed {times['indexed'][-1]:.3f} s, every rule "
              f"{times['every'][-1]:.3f} s", flush=True)

    if found["pilotctl"] < placed:
        sys.exit(f"expected at least {placed} failure lines: pilotctl found {found['pilotctl']}")
    if found["noframes"] != found["pilotctl"]:
        sys.exit(f"frame rules changed the matches of a log without tracebacks: {found['noframes']} / {found['pilotctl']}")
    if found["part"] != found["grep"] or found["indexed"] != found["every"]:
        sys.exit(f"the sides disagree: pilotctl {found['part']}, grep {found['grep']}; indexed {found['indexed']}, "
                 f"every rule {found['every']}")
    s = {k: spread(v) for k, v in times.items()}
    size = os.path.getsize(log)
    rows = [
        f"{args.rounds} rounds, alternating; machine: {platform.machine()}, {os.cpu_count()} cores; "
        f"{subprocess.run(['grep', '-V'], capture_output=True, text=True).stdout.splitlines()[0]}.",
        "",
        f"**The whole log: {size / 2**30:.2f} GiB, {found['lines']:,} lines** (public training logs repeated, "
        f"{placed:,} real failure lines among them; pilotctl found {found['pilotctl']:,} matched lines):",
        "",
        "| measured | median (s) | min–max (s) | IQR (s) |",
        "|---|---|---|---|",
        f"| `pilotctl classify --json`, built-in rules | {row(s['pilotctl'])} |",
        f"| `pilotctl classify --json --rules` with a catastrophic rule added | {row(s['hostile'])} |",
        f"| `pilotctl classify --json --rules`, the built-in rules less their frames list | {row(s['noframes'])} |",
        "",
        f"{size / 2**20 / s['pilotctl']['median']:.0f} MiB/s. The catastrophic rule was stopped and said: "
        f"\"{'; '.join(found['hostile problems'])[:160]}\"",
        "",
        f"**The first {args.part_mib} MiB** ({found['part']:,} matched lines by every side):",
        "",
        "| measured | median (s) | min–max (s) | IQR (s) |",
        "|---|---|---|---|",
        f"| whole process: `pilotctl classify --json` | {row(s['part'])} |",
        f"| whole process: `grep -c -P`, the built-in patterns as one alternation | {row(s['grep'])} |",
        f"| in-process: indexed, only the rules whose texts a line holds | {row(s['indexed'])} |",
        f"| in-process: every rule's expression on every line | {row(s['every'])} |",
        "",
        f"Ratios of medians: grep -P / pilotctl **{s['grep']['median'] / s['part']['median']:.0f}x**; every rule / "
        f"indexed **{s['every']['median'] / s['indexed']['median']:.0f}x**.",
    ]
    text = "\n".join(rows)
    print()
    print(text)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
