#!/usr/bin/env python3
"""How often does a failed run's judgement name the class its issue shows?

tests/data/failures/run-level/ holds excerpts of real logs of failed runs, each one contiguous
piece of one paste in a public issue, and expected.tsv the class a careful engineer gives the run
after reading the whole issue and the number of the line that shows it (file, class, line,
source, why). The files were set apart before
any rule was written from them and are not read for writing rules: this study only counts.

For each run it asks `pilotctl classify --json FILE` for the run's decisive line and its class
(docs/failure-classes.md, "A run's failure class"), and, beside it, what the rules say of the
expected decisive line alone. It prints both figures, and per run the verdicts (not the lines).

    python3 tests/studies/run_level.py [--pilotctl PATH] [--folder DIR]
"""
import argparse
import os
import sys
import tempfile

from studytools import PILOTCTL, ROOT, classify_json, tsv_rows

def run_class(result):
    """The class of the run's decisive line, or '-' when no line decides."""
    decisive = result.get('decisive')
    if decisive is None:
        return '-', None
    match = result['matches'][decisive]
    return match['class'], match['rule']


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--pilotctl', default=PILOTCTL)
    parser.add_argument('--folder', default=os.path.join(ROOT, 'tests', 'data', 'failures', 'run-level'))
    args = parser.parse_args()
    runs = list(tsv_rows(os.path.join(args.folder, 'expected.tsv')))
    if not runs:
        sys.exit('no runs in ' + args.folder)
    by_run = by_line = 0
    print('| run | expected | the run\'s judgement | the decisive line alone |')
    print('|---|---|---|---|')
    with tempfile.TemporaryDirectory() as tmp:
        for name, expected, number, *_ in runs:
            path = os.path.join(args.folder, name)
            got, rule = run_class(classify_json(args.pilotctl, path))
            with open(path, encoding='utf-8', errors='replace') as f:
                line = f.read().split('\n')[int(number) - 1]
            alone_path = os.path.join(tmp, 'line.log')
            with open(alone_path, 'w', encoding='utf-8') as f:
                f.write(line + '\n')
            alone, alone_rule = run_class(classify_json(args.pilotctl, alone_path))
            by_run += got == expected
            by_line += alone == expected
            print(f'| {name} | {expected} | {got} ({rule or "no line"}) | {alone} ({alone_rule or "no rule"}) |')
    n = len(runs)
    print(f'\nruns: {n}; the run\'s judgement names the expected class for {by_run} ({100 * by_run / n:.1f} %); '
          f'the decisive line alone gets it for {by_line} ({100 * by_line / n:.1f} %)')


if __name__ == '__main__':
    main()
