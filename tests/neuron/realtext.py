"""Several MB of real text that no one here wrote, from the Debian packages on this machine:
German manual pages and German message catalogues, English licence and copyright texts, and
Python's standard library as code — every distinct non-empty line, in a fixed order. The judge of
our tokenizers (tst_neuronjob_tokenizerjudge) and the tokenizer benchmark against Hugging Face's
tokenizers (tests/bench/tokenizer_hf_bench.py) both read it."""

import glob
import gzip
import os
import struct

# Bytes of distinct lines taken from each source; the sources must hold at least half of it.
PER_SOURCE = 1_500_000


def _regular(paths):
    return [p for p in sorted(paths) if os.path.isfile(p) and not os.path.islink(p)]


def _mo_strings(path):
    """The translated strings of a gettext .mo file (GNU gettext's format: magic, revision,
    count, offsets of the original and the translated string tables)."""
    with open(path, "rb") as f:
        data = f.read()
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    count, _, translated = struct.unpack(order + "III", data[8:20])
    out = []
    for i in range(count):
        length, offset = struct.unpack(order + "II", data[translated + 8 * i:translated + 8 * i + 8])
        out.extend(data[offset:offset + length].split(b"\0"))
    return out


def _texts():
    """Source name → its files' contents as bytes, file by file."""
    german_man = (gzip.open(p).read() for p in _regular(glob.glob("/usr/share/man/de/**/*.gz", recursive=True)))
    german_mo = (b"\n".join(_mo_strings(p)) for p in _regular(glob.glob("/usr/share/locale/de/LC_MESSAGES/*.mo")))
    licences = (open(p, "rb").read() for p in _regular(glob.glob("/usr/share/common-licenses/*")
                                                        + glob.glob("/usr/share/doc/*/copyright")))
    code = (open(p, "rb").read() for p in _regular(glob.glob("/usr/lib/python3.11/*.py")))
    return {"German manual pages": german_man, "German message catalogues": german_mo,
            "licences and copyright texts": licences, "Python standard library": code}


def corpus():
    """Distinct non-empty UTF-8 lines, up to PER_SOURCE bytes from each source, in a fixed order;
    and what each source gave."""
    seen, lines, sizes = set(), [], {}
    for source, contents in _texts().items():
        taken = 0
        for content in contents:
            for raw in content.splitlines():
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError:
                    continue
                if not line.strip() or line in seen:
                    continue
                seen.add(line)
                lines.append(line)
                taken += len(raw)
                if taken >= PER_SOURCE:
                    break
            if taken >= PER_SOURCE:
                break
        sizes[source] = taken
    return lines, sizes
