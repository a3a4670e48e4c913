"""torchrun (torch.distributed.run) for PyTorch 1.13 under Python 3.11 and later.

Debian 12's python3-torch (1.13) cannot start torchrun with Python 3.11: its Std.from_str
looks a redirect value up by iterating the IntFlag Std, and since Python 3.11 that iteration
skips the value 0 (NONE) — torchrun's default — so every start fails with "'NoneType' object
has no attribute 'get'". PyTorch 2 fixed the lookup. This wrapper replaces that one lookup with
Std(value) and then runs torchrun unchanged with the same arguments; the tests use it only where
the installed torchrun has the fault (neuronjobtest.torchrun_command)."""

import re
import runpy
import sys

from torch.distributed.elastic.multiprocessing import api


def _from_str(cls, text):
    if re.match(api._VALUE_REGEX, text):
        return cls(int(text))
    if re.match(api._MAPPING_REGEX, text):
        return {int(rank): cls(int(value)) for rank, value in (part.split(":") for part in text.split(","))}
    raise ValueError("%s does not match: <%s> or <%s>" % (text, api._VALUE_REGEX, api._MAPPING_REGEX))


api.Std.from_str = classmethod(_from_str)
sys.argv[0] = "torchrun"
runpy.run_module("torch.distributed.run", run_name="__main__", alter_sys=True)
