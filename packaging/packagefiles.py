#!/usr/bin/env python3
"""Files of the Debian package made at build time, reproducibly (no time stamps in gzip).

  packagefiles.py manpage PROGRAM NAME SUMMARY DATE VERSION OUT.1.gz
      A section-1 manual page from the program's own --help (in the C locale), so the page
      says what the program says. For pilotctl, every command's `--help` becomes a subsection:
      the commands are those its --help lists under "Commands:".
  packagefiles.py gzip IN OUT.gz
      IN compressed as `gzip -9n` does.
"""

import gzip
import os
import re
import subprocess
import sys


def run_help(argv):
    env = dict(os.environ, LANG="C", LC_ALL="C", LANGUAGE="", QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60)
    text = out.stdout if out.stdout.strip() else out.stderr
    if not text.strip():
        raise SystemExit("%s printed no help (exit %d)" % (" ".join(argv), out.returncode))
    # A program that names itself by its path ("Usage: /build/bin/migration-pilot …") is named by
    # its name: the page is installed, and the build's folder means nothing on a user's machine.
    return text.replace(os.path.abspath(argv[0]), os.path.basename(argv[0])).replace(argv[0], os.path.basename(argv[0]))


def roff(text):
    """Verbatim text for a .nf block: backslashes, and lines that troff would read as requests."""
    lines = []
    for line in text.rstrip("\n").split("\n"):
        line = line.replace("\\", "\\e").replace("-", "\\-")
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def commands_of(help_text):
    """The command names listed under "Commands:" (indented, a name, then its description)."""
    names, inside = [], False
    for line in help_text.split("\n"):
        if line.strip() == "Commands:":
            inside = True
            continue
        if inside:
            m = re.match(r"^  ([a-z][a-z-]*)\s{2,}\S", line)
            if m:
                names.append(m.group(1))
            elif line.strip() and not line.startswith("   "):
                break
    return names


def manpage(program, name, summary, date, version):
    main_help = run_help([program, "--help"])
    page = [
        '.TH %s 1 "%s" "Migration Pilot %s" "User Commands"' % (name.upper(), date, version),
        ".SH NAME",
        "%s \\- %s" % (name.replace("-", "\\-"), summary),
        ".SH DESCRIPTION",
        ".nf",
        roff(main_help),
        ".fi",
    ]
    commands = commands_of(main_help)
    if commands:
        page.append(".SH COMMANDS")
        for command in commands:
            page += [".SS %s" % command.replace("-", "\\-"), ".nf", roff(run_help([program, command, "--help"])), ".fi"]
    page += [".SH SEE ALSO", "The documentation in /usr/share/doc/migration\\-pilot and the program's own \\-\\-help."]
    return "\n".join(page) + "\n"


def write_gzip(data, out):
    tmp = out + ".tmp"
    with open(tmp, "wb") as raw:
        # mtime 0 and no file name: the same bytes on every build (gzip -9n).
        with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as f:
            f.write(data)
    os.replace(tmp, out)


def main(argv):
    if len(argv) == 8 and argv[1] == "manpage":
        _, _, program, name, summary, date, version, out = argv
        write_gzip(manpage(program, name, summary, date, version).encode("utf-8"), out)
        return 0
    if len(argv) == 4 and argv[1] == "gzip":
        with open(argv[2], "rb") as f:
            write_gzip(f.read(), argv[3])
        return 0
    sys.stderr.write(__doc__)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
