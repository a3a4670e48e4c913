#!/usr/bin/python3
"""Writes a valid Migration Pilot project of about the given size, for timing the decision record.

The size is spread over what a long-lived project accumulates: long notes (many paragraphs),
long reasons and many evidence entries in the rows of the decision guide, and many changes to
locked acceptance limits with long reasons. --shape puts everything into one of them instead
(notes, reasons, changes), to see which part of a record costs what. The text is generated
from a fixed seed; it is filler, not a real project. --shape rows adds the team's own decision
rows instead (many short rows, as the Plan stage lists them).
"""
import argparse
import random

QUESTIONS = ["model_stability", "compiler_ownership", "amortisation", "gpu_reference", "architecture_changes",
             "custom_cuda_kernels", "unconfirmed_operators", "tensor_debugging_priority", "no_neuron_experience",
             "idea_to_result_pressure", "fixed_deadlines", "standard_lora_first"]
LIMITS = ["loss_deviation_abs", "loss_deviation_rel", "validation_metric_deviation", "restart_time_s",
          "time_to_first_checkpoint_s", "output_quality_min"]
WORDS = ("the pilot run compares loss per effective step against the reference while checkpoints upload to "
         "storage and the team reviews compiler logs before the next release window opens").split()


def sentence(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def project(size, shape, seed=7):
    rng = random.Random(seed)
    share = {"mixed": (0.4, 0.2, 0.4), "notes": (1, 0, 0), "reasons": (0, 1, 0), "changes": (0, 0, 1), "rows": (0, 0, 0)}[shape]
    budget_notes, budget_rows, budget_changes = (int(size * s) for s in share)
    out = ["schema: migration-pilot/project@1", f"title: Generated project of {size:,} bytes ({shape})",
           "authors: [Platform team, Cost owner]", "created: 2026-11-30", "decision:"]
    per_row = budget_rows // len(QUESTIONS)
    for i, q in enumerate(QUESTIONS):
        reason = sentence(rng, 12)
        while len(reason) < per_row // 2:
            reason += " " + sentence(rng, 12)
        evidence, used = [], 0
        while used < per_row // 2:
            entry = f"Review note {len(evidence) + 1}: " + sentence(rng, 8)
            evidence.append(entry)
            used += len(entry) + 10
        out += [f"  {q}:", f"    answer: {['yes', 'no', 'unknown'][i % 3]}", f"    reason: {quoted(reason)}",
                "    evidence:"] + [f"      - {quoted(e)}" for e in evidence or ["none"]]
    used, n = 0, 0
    while shape == "rows" and used < size - 2000:
        line = f"  team_row_{n:06d}: {{answer: {['yes', 'no', 'unknown'][n % 3]}, reason: {quoted(sentence(rng, 10))}}}"
        out.append(line)
        used += len(line) + 1
        n += 1
    out += ["profile:", "  model_type: Llama 3 8B", "  parameters: 8.03e9", "  seq_len: 2048", "  method: lora",
            "limits:", "  loss_deviation_abs: 0.05", "  loss_deviation_rel: 0.03", "  restart_time_s: 900",
            "  locked: {at: 2026-12-01T08:30:00Z, by: Jana Weber, reason: first pilot run started}", "  changes:"]
    used, n = 0, 0
    while used < budget_changes:
        reason = sentence(rng, 30)
        line = (f"    - {{at: 2026-12-{1 + n % 28:02d}T{n % 24:02d}:{n % 60:02d}:00Z, by: Engineer {n % 17}, "
                f"field: {LIMITS[n % len(LIMITS)]}, from: \"{900 + n}\", to: \"{901 + n}\", reason: {quoted(reason)}}}")
        out.append(line)
        used += len(line) + 1
        n += 1
    if n == 0:
        out.pop()
    out.append("notes: |")
    used = 0
    while used < budget_notes:
        paragraph = " ".join(sentence(rng, 14) for _ in range(6))
        out += [f"  {paragraph}", ""]
        used += len(paragraph) + 4
    text = "\n".join(out) + "\n"
    return text


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--bytes", type=int, required=True, help="approximate size of the project file")
    ap.add_argument("--shape", choices=["mixed", "notes", "reasons", "changes", "rows"], default="mixed")
    args = ap.parse_args()
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(project(args.bytes, args.shape))


if __name__ == "__main__":
    main()
