"""The manual pages the package installs say what the programs say: pilotctl's page has a
section for every command its --help lists, with every option of that command's --help, and
each page names its program. (They are made from the help at build time, packaging/
packagefiles.py; this fails when a command or option is missing from them.)

    tst_manpages.py PILOTCTL MAN_DIR"""

import gzip
import os
import re
import subprocess
import sys
import unittest

PILOTCTL, MAN_DIR = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "packaging"))
import packagefiles  # noqa: E402


def page(name):
    with gzip.open(os.path.join(MAN_DIR, name + ".1.gz"), "rt", encoding="utf-8") as f:
        return f.read()


def plain(roff):
    return roff.replace("\\-", "-").replace("\\e", "\\").replace("\\&", "")


def help_of(*args):
    env = dict(os.environ, LANG="C", LC_ALL="C", LANGUAGE="")
    return subprocess.run([PILOTCTL, *args, "--help"], env=env, capture_output=True, text=True, timeout=60).stdout


class ManualPages(unittest.TestCase):
    def test_every_command_and_option_of_pilotctl(self):
        text = plain(page("pilotctl"))
        commands = packagefiles.commands_of(help_of())
        self.assertGreater(len(commands), 10)
        for command in commands:
            self.assertIn("\n.SS %s\n" % command, text, command)
            section = text.split("\n.SS %s\n" % command, 1)[1].split("\n.SS ", 1)[0]
            for option in sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z-]+", help_of(command)))):
                self.assertIn(option, section, "%s %s" % (command, option))

    def test_each_page_names_its_program(self):
        for name in ("pilotctl", "migration-pilot", "pilot-trainer", "pilot-opscan"):
            if not os.path.exists(os.path.join(MAN_DIR, name + ".1.gz")):
                continue  # a build without that program
            text = page(name)
            self.assertTrue(text.startswith('.TH %s 1 "' % name.upper()), name)
            self.assertIn("\n.SH NAME\n%s \\- " % name.replace("-", "\\-"), text)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=2)
