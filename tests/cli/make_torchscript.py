#!/usr/bin/python3
"""Writes a small TorchScript model for the ops-scan tests: a submodule (so inlining matters),
an in-place operator, an operator only inside an if-branch, and exact GELU's erf.
usage: make_torchscript.py OUT.pt"""
import sys

import torch


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(8, 8)

    def forward(self, x):
        return torch.erf(self.proj(x))


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.out = torch.nn.Linear(8, 4)

    def forward(self, x, flag: bool):
        h = self.block(x)
        h = h.mul(2.0)
        if flag:
            h = torch.tanh(h)
        h.add_(1.0)
        return self.out(torch.relu(h))


torch.jit.script(Model()).save(sys.argv[1])
