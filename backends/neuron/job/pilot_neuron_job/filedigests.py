"""SHA-256 of input files, remembered across runs so that a 16 GB model is read once per machine:
the digest cache that pilot-trainer and the app share (src/common/filedigests.cpp;
docs/job-interface.md, section 6, "Digest cache"). Files of at least DIGEST_CACHE_FROM_BYTES
are looked up by device, inode, size, modification and change time; a miss is hashed under
an exclusive flock on the cache's lock file and added. A cache that cannot be read or written
only costs time."""

import errno
import fcntl
import hashlib
import os
import stat

from .inputfile import kind_of

DIGEST_CACHE_FROM_BYTES = 16 << 20
_HEADER = "# migration-pilot file digests 1"
_MAX_CACHE_BYTES = 8 << 20
_MAX_ENTRIES = 20000
_HEX = frozenset("0123456789abcdef")


def digest_cache_path():
    """The cache file ("" when neither XDG_CACHE_HOME nor HOME names an absolute folder)."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not base.startswith("/"):
        home = os.environ.get("HOME", "")
        if not home.startswith("/"):
            return ""
        base = home + "/.cache"
    return base + "/migration-pilot/file-digests"


def _key(st):
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def _unsigned(text):
    return text.isdigit() and len(text) <= 20


def _read_cache(path):
    """[(key, sha256, path)]; a missing, oversized or foreign file is an empty cache, a damaged
    line is skipped."""
    entries = []
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return entries
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > _MAX_CACHE_BYTES:
            return entries
        chunks, left = [], st.st_size
        while left > 0:
            chunk = os.read(fd, left)
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        text = b"".join(chunks).decode("utf-8", "surrogateescape")
    except OSError:
        return entries
    finally:
        os.close(fd)
    lines = text.split("\n")
    if not lines or lines[0] != _HEADER:
        return entries
    for line in lines[1:-1]:  # the part after the last line break is torn or empty
        fields = line.split("\t", 6)
        if len(fields) != 7 or len(fields[0]) != 64 or not set(fields[0]) <= _HEX or not fields[6]:
            continue
        numbers = fields[1:6]
        if not all(_unsigned(n) or (n.startswith("-") and _unsigned(n[1:]) and i >= 3) for i, n in enumerate(numbers)):
            continue
        entries.append((tuple(int(n) for n in numbers), fields[0], fields[6]))
    return entries


def _find(entries, key):
    for entry_key, sha, _ in reversed(entries):
        if entry_key == key:
            return sha
    return None


def _write_cache(path, entries):
    entries = entries[-_MAX_ENTRIES:]
    lines = [_HEADER] + ["%s\t%d\t%d\t%d\t%d\t%d\t%s" % ((sha,) + key + (name,)) for key, sha, name in entries]
    data = ("\n".join(lines) + "\n").encode("utf-8", "surrogateescape")
    temporary = "%s.%d.tmp" % (path, os.getpid())
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError:
        return
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
        os.close(fd)
        fd = -1
        os.rename(temporary, path)
    except OSError:
        if fd >= 0:
            os.close(fd)
        try:
            os.unlink(temporary)
        except OSError:
            pass


def _hash_file(path, what):
    """(sha256, key while read, stable): stable is False when the file changed meanwhile."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        raise OSError(e.errno, "%s: %s: %s" % (path, what, e.strerror)) from None
    try:
        before = os.fstat(fd)
        if not stat.S_ISREG(before.st_mode):
            raise OSError(errno.EINVAL, "%s: %s: %s; only regular files are read" % (path, what, kind_of(before.st_mode)))
        sha = hashlib.sha256()
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            sha.update(chunk)
        after = os.fstat(fd)
    finally:
        os.close(fd)
    return sha.hexdigest(), _key(before), _key(after) == _key(before)


def file_sha256(path, what):
    """The lower-case hex SHA-256 of the regular file at `path` (links followed), through the
    cache. Raises OSError whose text names the file and `what`."""
    try:
        st = os.stat(path)
    except OSError as e:
        raise OSError(e.errno, "%s: %s: %s" % (path, what, e.strerror)) from None
    if not stat.S_ISREG(st.st_mode):
        raise OSError(errno.EINVAL, "%s: %s: %s; only regular files are read" % (path, what, kind_of(st.st_mode)))
    cache = digest_cache_path()
    if st.st_size < DIGEST_CACHE_FROM_BYTES or not cache or "\n" in path:
        return _hash_file(path, what)[0]
    known = _find(_read_cache(cache), _key(st))
    if known:
        return known
    folder = os.path.dirname(cache)
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        lock = os.open(cache + ".lock", os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError:
        return _hash_file(path, what)[0]
    try:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
        except OSError:
            return _hash_file(path, what)[0]
        # Another process may have hashed it while this one waited (the ranks of one run).
        entries = _read_cache(cache)
        known = _find(entries, _key(st))
        if known:
            return known
        sha, key, stable = _hash_file(path, what)
        if stable:
            absolute = os.path.abspath(path)
            kept = [e for e in entries if e[2] != absolute and e[0] != key]
            kept.append((key, sha, absolute))
            _write_cache(cache, kept)
        return sha
    finally:
        os.close(lock)
