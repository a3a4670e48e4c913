"""`python3 -m pilot_neuron_job tokenize`: texts to ids and back with a Hugging Face
tokenizer.json, one JSON value a line, as `pilot-trainer tokenize` does — so the two backends'
tokenizers can be compared on any data:

  tokenize --tokenizer FILE [--special]            each line a JSON string → a JSON array of ids
  tokenize --tokenizer FILE --decode [--special]   each line a JSON array of ids → a JSON string

--special encodes with the template's special tokens (BOS) and decodes keeping special tokens.
The first bad line stops the command with exit code 2 and a message naming its number; the
lines before it have been answered."""

import sys

from .hftokenizer import load_hf_tokenizer
from .jsontext import loads_strict, string_text
from .tokenizer_fields import TokenizerFileError, TokenizerInputError, kind_of

MAX_LINE_BYTES = 64 << 20
EXIT_OK, EXIT_BAD = 0, 2

USAGE = """Usage:
  python3 -m pilot_neuron_job tokenize --tokenizer TOKENIZER.json [--special] [--decode]
      Read one JSON string a line from standard input and write its token ids as one JSON array
      a line; with --decode read JSON arrays of ids and write JSON strings. --special adds the
      tokenizer's special tokens (BOS) when encoding and keeps them when decoding.
"""


def _options(argv):
    opts = {"--special": False, "--decode": False, "--help": False}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in opts:
            opts[a] = True
            i += 1
        elif a == "--tokenizer":
            if i + 1 >= len(argv):
                raise ValueError("--tokenizer needs a value")
            opts[a] = argv[i + 1]
            i += 2
        else:
            raise ValueError("unknown option '%s'" % a if a.startswith("--") else "unexpected argument '%s'" % a)
    return opts


def _answer(tokenizer, value, decode, special):
    if decode:
        if not isinstance(value, list):
            raise TokenizerInputError("a JSON array of token ids expected, found %s" % kind_of(value))
        return string_text(tokenizer.decode(value, skip_special=not special))
    if not isinstance(value, str):
        raise TokenizerInputError("a JSON string expected, found %s" % kind_of(value))
    return "[" + ",".join(str(i) for i in tokenizer.encode(value, special)) + "]"


def main(argv, stdin=None, stdout=None, stderr=None, program="pilot_neuron_job"):
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr

    def fail(message):
        stdout.flush()
        stderr.write("%s: tokenize: %s\n" % (program, message))
        return EXIT_BAD

    try:
        opts = _options(argv)
    except ValueError as e:
        fail(str(e))
        stderr.write("\n" + USAGE)
        return EXIT_BAD
    if opts["--help"]:
        stdout.write(USAGE)
        return EXIT_OK
    if "--tokenizer" not in opts:
        fail("--tokenizer is needed")
        stderr.write("\n" + USAGE)
        return EXIT_BAD
    try:
        tokenizer = load_hf_tokenizer(opts["--tokenizer"])
    except TokenizerFileError as e:
        return fail(str(e))
    number = 0
    while True:
        raw = stdin.readline(MAX_LINE_BYTES + 1)
        if not raw:
            break
        number += 1
        if len(raw) > MAX_LINE_BYTES:
            return fail("line %d: longer than %d bytes" % (number, MAX_LINE_BYTES))
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            return fail("line %d: not UTF-8 (byte %d)" % (number, e.start))
        try:
            value = loads_strict(line)
        except (ValueError, RecursionError) as e:
            # json's own position counts within this line only; the line number is ours.
            return fail("line %d: not JSON: %s" % (number, getattr(e, "msg", None) or e))
        try:
            stdout.write(_answer(tokenizer, value, opts["--decode"], opts["--special"]) + "\n")
        except TokenizerInputError as e:
            return fail("line %d: %s" % (number, e))
    stdout.flush()
    return EXIT_OK
