"""The job's claim on its run directory (docs/job-interface.md, section 2): an exclusive
flock(2) on <run>/run.lock, held for the process's life (the kernel drops it however the
process ends), with a first line naming the holder and 16 KiB of allocated space behind it that
is given back when the disk is full, so that the run's end can still be written — as
pilot-trainer's RunLock (backends/libtorch/trainer/runlock.cpp)."""

import fcntl
import json
import os
import socket
import stat
import time

LOCK_FILE = "run.lock"
RESERVE_BYTES = 16 * 1024
HOLDER_MAX_BYTES = 1024


class RunBusy(Exception):
    """Another process holds the run directory."""


class RunLockError(Exception):
    pass


def _describe(line):
    try:
        holder = json.loads(line)
    except ValueError:
        return ""
    if not isinstance(holder, dict):
        return ""
    out = []
    if isinstance(holder.get("program"), str):
        out.append(holder["program"])
    if isinstance(holder.get("pid"), int):
        out.append("pid %d" % holder["pid"])
    if isinstance(holder.get("host"), str):
        out.append("on host " + holder["host"])
    if isinstance(holder.get("t"), (int, float)) and not isinstance(holder.get("t"), bool):
        out.append("since " + time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(holder["t"])))
    return " ".join(out)


class RunLock:
    def __init__(self, run_dir, program):
        os.makedirs(run_dir, exist_ok=True)
        self.path = os.path.join(run_dir, LOCK_FILE)
        self._holder_bytes = 0
        try:
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644)
        except OSError as e:
            raise RunLockError("%s: cannot open the run's lock file: %s" % (self.path, e.strerror)) from None
        if not stat.S_ISREG(os.fstat(self.fd).st_mode):
            os.close(self.fd)
            raise RunLockError(self.path + ": the run's lock file is not a regular file")
        # A reader's shared lock lasts microseconds; a job's lasts its whole life.
        locked = False
        for _ in range(40):
            try:
                fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                locked = True
                break
            except BlockingIOError:
                time.sleep(0.025)
            except InterruptedError:
                continue
            except OSError as e:
                os.close(self.fd)
                raise RunLockError("%s: cannot lock the run directory (%s); the file system must support flock so that two "
                                   "jobs never share a run" % (self.path, e.strerror)) from None
        if not locked:
            holder = _describe(os.pread(self.fd, HOLDER_MAX_BYTES, 0).split(b"\n")[0].decode("utf-8", "replace"))
            os.close(self.fd)
            raise RunBusy("%s is in use: %s holds %s. A second job would interleave metrics.jsonl and overwrite its "
                          "checkpoints; nothing was written." % (run_dir, holder or "another process", self.path))
        line = (json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "t": time.time(), "program": program})
                + "\n").encode("utf-8")
        # Best effort: the holder line only explains, the lock itself is what counts.
        try:
            os.ftruncate(self.fd, 0)
            if os.pwrite(self.fd, line, 0) == len(line):
                self._holder_bytes = len(line)
                try:
                    os.posix_fallocate(self.fd, self._holder_bytes, RESERVE_BYTES)
                except OSError:
                    self.release_reserve()
        except OSError:
            pass

    def release_reserve(self):
        """Hands the reserved space back to the file system; never raises."""
        try:
            os.ftruncate(self.fd, self._holder_bytes)
        except OSError:
            pass

    def close(self):
        self.release_reserve()
        os.close(self.fd)
