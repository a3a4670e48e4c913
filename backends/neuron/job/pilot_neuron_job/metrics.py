"""metrics.jsonl (docs/job-interface.md, section 5), appended as pilot-trainer's MetricsWriter
does: one JSON object a line, each written with one write(2); numbers with 17 significant
digits, NaN and infinities as Python's json writes them; a line cut short by an earlier writer
(a full disk, a killed process) gets a newline first, so the new event is read intact."""

import errno
import os
import stat
import threading
import time

from .jsontext import metric_number, string_text


class MetricsError(Exception):
    pass


def now():
    return time.time()


def _text(value):
    # Invalid UTF-8 (a model can emit any byte) is replaced, never raised.
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return string_text(value)


def append(fd, data):
    """Appends whole lines to the open file `fd`, with a newline first when the file does not
    end in one. Raises OSError when not everything was written."""
    size = os.fstat(fd).st_size
    if size > 0:
        try:
            last = os.pread(fd, 1, size - 1)
        except OSError:
            last = b"\n"
        if last and last != b"\n":
            data = b"\n" + data
    view = memoryview(data)
    while view:
        try:
            written = os.write(fd, view)
        except InterruptedError:
            continue
        if written <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


class Event:
    def __init__(self, writer, kind):
        self._writer = writer
        self._parts = ['{"v": 1, "type": %s' % string_text(kind), ', "t": ' + metric_number(now())]

    def num(self, key, value):
        self._parts.append(", %s: %s" % (string_text(key), metric_number(value)))
        return self

    def integer(self, key, value):
        self._parts.append(", %s: %d" % (string_text(key), int(value)))
        return self

    def text(self, key, value):
        self._parts.append(", %s: %s" % (string_text(key), _text(value)))
        return self

    def raw(self, key, json_text):
        """An already-encoded JSON value."""
        self._parts.append(", %s: %s" % (string_text(key), json_text))
        return self

    def write(self):
        self._writer.write_line("".join(self._parts) + "}\n")


class MetricsWriter:
    """Opens (creating) `path` for appending; it must be a regular file. Safe to use from
    several threads (log lines arrive from a reader thread)."""

    def __init__(self, path):
        self.path = path
        try:
            # Read-write so the last byte can be checked; O_NONBLOCK: a FIFO put in its place
            # would otherwise wait for its other end forever.
            # O_NOFOLLOW: a link planted in the run folder in its place would make the job
            # append to a file outside it.
            self.fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC | os.O_NONBLOCK | os.O_NOCTTY
                              | os.O_NOFOLLOW, 0o644)
        except OSError as e:
            if e.errno == errno.ELOOP:
                raise MetricsError("%s is a symbolic link; the job writes only inside its run folder: remove the link"
                                   % path) from None
            raise MetricsError("cannot open %s for appending: %s" % (path, e.strerror)) from None
        if not stat.S_ISREG(os.fstat(self.fd).st_mode):
            os.close(self.fd)
            raise MetricsError("%s: not a regular file; metrics are only appended to regular files" % path)
        self._lock = threading.Lock()

    def event(self, kind):
        return Event(self, kind)

    def write_line(self, line):
        with self._lock:
            try:
                append(self.fd, line.encode("utf-8"))
            except OSError as e:
                raise MetricsError("writing %s failed: %s" % (self.path, e.strerror)) from None

    def close(self):
        os.close(self.fd)


class DiscardingWriter:
    """The metrics writer of a process that shares a run but does not write it (every rank of
    a run under torchrun but rank 0): events are built and dropped."""

    path = None

    def event(self, kind):
        return Event(self, kind)

    def write_line(self, line):
        pass

    def close(self):
        pass
