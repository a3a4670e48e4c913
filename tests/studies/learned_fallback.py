#!/usr/bin/env python3
"""Would a classifier learned from the written-from lines help where no rule matches?

For each of the last five fresh rounds of gathered lines (docs/failure-classes.md, "Tenth
revision"), this replays what happened when the round arrived: the rules as they stood before
anything was written from the round (taken from the repository's history) classify the round's
written-from lines, and a naive Bayes classifier over the lines' words, trained on every
labelled line known at that time (earlier rounds, and the tools' catalogue once it existed), is
asked about the lines no rule matched (gated, like the rules by words, by a word of trouble).
It prints how many lines get their gathered class with the rules alone and with the fallback.

The held-apart files are not read. Needs a built pilotctl (default build/release/bin/pilotctl)
and the repository's git history.

    python3 tests/studies/learned_fallback.py [--pilotctl PATH]
"""
import argparse
import collections
import glob
import math
import os
import re
import subprocess
import sys
import tempfile

from studytools import PILOTCTL, ROOT, classify_json, tsv_rows

DATA = os.path.join(ROOT, 'tests', 'data', 'failures')
RULES = 'resources/rules/failure-classes.yaml'

# round id prefix, the commit whose rules stood before the round, whether the catalogue existed
ROUNDS = [
    ('R5-', 'b6e478f', False),
    ('R6-', 'b6e478f', False),
    ('R7-', 'a454a57', False),
    ('R8-', 'fb47b65', True),
    ('R9-', '864f265', True),
]
ROUND_ID = re.compile(r'R(\d+)-')
WORD = re.compile(r'[a-z][a-z0-9]*')


def later_round(line_id, prefix):
    """Whether the line was gathered in the round `prefix` or after it."""
    m = ROUND_ID.match(line_id)
    return bool(m) and int(m.group(1)) >= int(ROUND_ID.match(prefix).group(1))


def written_from():
    return [(r[0], r[1], r[3]) for r in tsv_rows(os.path.join(DATA, 'written-from.tsv'))]


def catalogue():
    out = []
    for path in sorted(glob.glob(os.path.join(DATA, 'catalogue', '*.tsv'))):
        for r in tsv_rows(path):
            out.append(('catalogue', r[1], re.sub(r'\{[^}]*\}', ' ', r[0]).replace('\\n', ' ')))
    return out


def words(text):
    return {w for w in WORD.findall(text.lower()) if 2 <= len(w) <= 30 and not re.fullmatch(r'[0-9a-f]{8,}', w)}


class NaiveBayes:
    """Bernoulli-style naive Bayes over the words a line contains, uniform class prior."""

    def __init__(self, labelled, alpha=1.0):
        self.count = collections.defaultdict(collections.Counter)
        self.lines = collections.Counter()
        for _, cls, text in labelled:
            self.lines[cls] += 1
            self.count[cls].update(words(text))
        self.known = set().union(*self.count.values())
        self.alpha = alpha

    def predict(self, text, margin):
        present = [w for w in words(text) if w in self.known]
        score = {cls: sum(math.log((self.count[cls][w] + self.alpha) / (n + 2 * self.alpha)) for w in present)
                 for cls, n in self.lines.items()}
        ranked = sorted(score.items(), key=lambda kv: -kv[1])
        return ranked[0][0] if ranked[0][1] - ranked[1][1] >= margin else '-'


def rules_at(commit, directory):
    path = os.path.join(directory, commit + '.yaml')
    with open(path, 'wb') as f:
        f.write(subprocess.run(['git', '-C', ROOT, 'show', commit + ':' + RULES], check=True, capture_output=True).stdout)
    return path


def classify(pilotctl, rules, texts, directory):
    log = os.path.join(directory, 'lines.log')
    with open(log, 'w', encoding='utf-8') as f:
        f.write(''.join(t + '\n' for t in texts))
    return {m['line']: m['class'] for m in classify_json(pilotctl, log, rules)['matches']}


def trouble_pattern():
    # The rules' own words of trouble (the `trouble` fragment of the built-in rules), read with
    # a YAML-free scan so the study needs nothing beyond the standard library.
    with open(os.path.join(ROOT, RULES), encoding='utf-8') as f:
        for line in f:
            m = re.match(r"\s+trouble: '(.*)'\s*$", line)
            if m:
                return re.compile(m.group(1).replace("''", "'"), re.I)
    sys.exit('no trouble fragment in ' + RULES)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--pilotctl', default=PILOTCTL)
    args = parser.parse_args()
    lines, tools, trouble = written_from(), catalogue(), trouble_pattern()
    margins = (0.0, 2.0, 4.0, 8.0)
    total = collections.Counter()
    print('| round | lines | rules alone | ' + ' | '.join(f'fallback, margin {m:g}' for m in margins) + ' |')
    print('|---|---|---|' + '---|' * len(margins))
    with tempfile.TemporaryDirectory() as tmp:
        for prefix, commit, with_catalogue in ROUNDS:
            test = [x for x in lines if x[0].startswith(prefix)]
            known = [x for x in lines if not later_round(x[0], prefix)] + (tools if with_catalogue else [])
            model = NaiveBayes(known)
            got = classify(args.pilotctl, rules_at(commit, tmp), [t for _, _, t in test], tmp)
            right = sum(got.get(i, '-') == cls for i, (_, cls, _) in enumerate(test, 1))
            row = [prefix + '…', str(len(test)), str(right)]
            total['lines'] += len(test)
            total['rules'] += right
            for margin in margins:
                ok = 0
                for i, (_, cls, text) in enumerate(test, 1):
                    guess = got.get(i)
                    if guess is None:
                        guess = model.predict(text, margin) if trouble.search(text) else '-'
                    ok += guess == cls
                row.append(str(ok))
                total[margin] += ok
            print('| ' + ' | '.join(row) + ' |')
    print('| all | %d | %d | %s |' % (total['lines'], total['rules'], ' | '.join(str(total[m]) for m in margins)))


if __name__ == '__main__':
    main()
