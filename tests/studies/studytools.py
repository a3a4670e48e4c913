"""What the studies in this folder share: the repository's root, its tab-separated data files,
and pilotctl's judgement of a log."""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PILOTCTL = os.path.join(ROOT, 'build', 'release', 'bin', 'pilotctl')


def tsv_rows(path):
    """The fields of each line of a tab-separated file, comments (`#`) and empty lines left out."""
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line and not line.startswith('#'):
                yield line.split('\t')


def classify_json(pilotctl, path, rules=None):
    """`pilotctl classify --json` of the log at `path`, with a rules file when given."""
    args = [pilotctl, 'classify', '--json'] + (['--rules', rules] if rules else []) + [path]
    return json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)
