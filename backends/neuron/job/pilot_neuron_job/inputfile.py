"""Files the job reads come from outside — a job file, data sets, model folders, checkpoints —
so only regular files are read (a FIFO or a device would block the job or never end), each with
a size limit, and every error names the file and what it was for. The limits are
pilot-trainer's (src/common/inputfile.h)."""

import errno
import os
import stat

MAX_JOB_BYTES = 4 << 20  # job.json (job interface, section 3)
MAX_SMALL_JSON_BYTES = 16 << 20  # config.json, trainer_state.json, manifests, indexes
MAX_DATA_BYTES = 4 << 30  # one training or validation JSONL file
MAX_SAFETENSORS_HEADER = 100_000_000
MAX_TOKENIZER_BYTES = 64 << 20  # a Hugging Face tokenizer.json (Llama 3's is 9 MB)


class InputFileError(Exception):
    pass


def kind_of(mode):
    """What a file that is not regular is, for messages (pilot-trainer's fileKind)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _check(path, st, max_bytes, what):
    if not stat.S_ISREG(st.st_mode):
        raise InputFileError("%s: the %s is %s; only regular files are read" % (path, what, kind_of(st.st_mode)))
    if st.st_size > max_bytes:
        raise InputFileError("%s: the %s has %d bytes, more than the %d allowed" % (path, what, st.st_size, max_bytes))


def require_regular_file(path, max_bytes, what):
    """Raises InputFileError unless `path` is a regular file (links followed) of at most
    `max_bytes`."""
    try:
        st = os.stat(path)
    except OSError as e:
        raise InputFileError("%s: cannot read the %s: %s" % (path, what, e.strerror)) from None
    _check(path, st, max_bytes, what)


def read_regular_file(path, max_bytes, what):
    """The bytes of `path`: checked before it is opened, opened without blocking and checked
    again, so that neither a FIFO nor a file swapped in between can make the read wait. A file
    that grows while it is read is read to its end, never past the limit."""
    require_regular_file(path, max_bytes, what)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY)
    except OSError as e:
        raise InputFileError("%s: cannot open the %s: %s" % (path, what, e.strerror)) from None
    try:
        _check(path, os.fstat(fd), max_bytes, what)
        chunks = []
        got = 0
        while True:
            try:
                chunk = os.read(fd, 1 << 20)
            except InterruptedError:
                continue
            except OSError as e:
                if e.errno == errno.EINTR:
                    continue
                raise InputFileError("%s: reading the %s failed: %s" % (path, what, e.strerror)) from None
            if not chunk:
                break
            got += len(chunk)
            if got > max_bytes:
                raise InputFileError("%s: the %s grew past the %d bytes allowed" % (path, what, max_bytes))
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)
