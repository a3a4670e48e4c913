#!/usr/bin/env python3
"""No function in src/ and backends/ runs over 80 lines unless a comment right above it says
why it must stay whole ("Stays whole: <reason>").

C++ functions are found the way the sources are formatted (.clang-format): a definition's body
opens with "{" alone in the first column and closes with "}" alone there; class bodies are left
out. Python functions come from the syntax tree.

Usage: functionlength.py <source root>
"""

import ast
import os
import re
import sys

LIMIT = 80
MARKER = re.compile(r"(//|#)\s*Stays whole:\s*\S.{10,}")
ROOTS = ("src", "backends")
SKIPPED_DIRS = {"build", "__pycache__", ".venv", "venv"}


def comment_above(lines, first):
    """The comment block directly above line index `first` (a signature's first line)."""
    block = []
    i = first - 1
    while i >= 0 and lines[i].lstrip().startswith(("//", "#")):
        block.insert(0, lines[i].strip())
        i -= 1
    return " ".join(block)


def cpp_functions(path, text):
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i] != "{":
            i += 1
            continue
        # The signature: back to the line that starts in the first column (a constructor's
        # initialiser list and continued parameters are indented or start with "," or ":").
        first = i - 1
        while first > 0 and (lines[first] == "" or lines[first][0] in " \t,:"):
            first -= 1
        signature = " ".join(l.strip() for l in lines[first:i])
        end = i + 1
        while end < len(lines) and lines[end] != "}" and not lines[end].startswith("};"):
            end += 1
        if not re.match(r"(template\s*<.*>\s*)?(class|struct|union|enum|namespace|extern)\b", signature):
            head = signature.split("(", 1)[0].split()
            name = head[-1].lstrip("*&") if head else signature[:40]
            yield name, first + 1, end - i + 1, comment_above(lines, first)
        i = end + 1


def python_functions(path, text):
    lines = text.split("\n")
    for node in ast.walk(ast.parse(text, path)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno] + [d.lineno for d in node.decorator_list]) - 1
            yield node.name, node.lineno, node.end_lineno - node.lineno + 1, comment_above(lines, first)


def main():
    root = sys.argv[1]
    problems = []
    count = 0
    for top in ROOTS:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
            for name in sorted(files):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, root)
                if name.endswith((".cpp", ".h")):
                    finder = cpp_functions
                elif name.endswith(".py"):
                    finder = python_functions
                else:
                    continue
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                for function, line, length, comment in finder(path, text):
                    count += 1
                    if length > LIMIT and not MARKER.search(comment):
                        problems.append(f"{relative}:{line}: {function} has {length} lines: split it, or say above it "
                                        f"why it stays whole (\"Stays whole: …\")")
    if count < 1000:  # the scan found the sources
        problems.append(f"only {count} functions found under {root}")
    for p in problems:
        print(p)
    print(f"{count} functions read, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
