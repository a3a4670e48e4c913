"""What a run reports about the machine: host, peak memory, the BLAS library loaded."""

import os
import resource
import socket


def host_name():
    return socket.gethostname()


def peak_rss_bytes():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def loaded_blas_library():
    """The first mapped library whose file name holds "blas" (Debian's alternatives make the
    generic name say little: the real path is given)."""
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                slash = line.find("/")
                if slash < 0:
                    continue
                path = line[slash:].strip()
                if "blas" in os.path.basename(path):
                    return os.path.realpath(path)
    except OSError:
        pass
    return "unknown"
