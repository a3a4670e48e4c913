"""Pieces of the Neuron backend's job: the data order against docs/data-order.md's test vector,
batches and the loss mask, the schedules, AdamW against PyTorch's, gradient clipping, the JSON
numbers pilot-trainer writes, and the safetensors container."""

import math
import os
import re
import struct
import tempfile
import unittest

import torch

import neuronjobtest as t
from pilot_neuron_job import safetensors
from pilot_neuron_job.compilephases import CompileTracker
from pilot_neuron_job.device import Device
from pilot_neuron_job.dataset import BatchSource, Dataset, Example, epoch_order, make_batch
from pilot_neuron_job.jsontext import dump, float_text, metric_number
from pilot_neuron_job.optim import AdamW, clip_grad_norm, scheduled_lr
from pilot_neuron_job.tokenizer import ByteTokenizer


class DataOrder(unittest.TestCase):
    def test_the_test_vector_of_data_order_md(self):
        with open(os.path.join(t.SOURCE_DIR, "docs", "data-order.md"), encoding="utf-8") as f:
            doc = f.read()
        m = re.search(r"epoch 0 is\s*`\[([0-9, ]+)\]`, epoch 1 is `\[([0-9, ]+)\]`", doc)
        self.assertIsNotNone(m, "docs/data-order.md no longer states its test vector")
        epoch0 = [int(x) for x in m.group(1).split(",")]
        epoch1 = [int(x) for x in m.group(2).split(",")]
        self.assertEqual(epoch0, [8, 1, 7, 6, 3, 0, 9, 4, 2, 5])
        self.assertEqual(epoch_order(10, 1234, "demo-v1", 0), epoch0)
        self.assertEqual(epoch_order(10, 1234, "demo-v1", 1), epoch1)
        # The order depends on seed and version label alone.
        self.assertNotEqual(epoch_order(10, 1235, "demo-v1", 0), epoch0)
        self.assertNotEqual(epoch_order(10, 1234, "demo-v2", 0), epoch0)

    def test_micro_batches_walk_the_epochs(self):
        examples = [Example([256, i, 257], 1, "", "") for i in range(10)]
        source = BatchSource(Dataset(examples, ""), 1234, "demo-v1")
        first = source.micro_batch(0, 4, 258)
        self.assertEqual(first.ids[:, 1].tolist(), [8, 1, 7, 6])
        # Samples 8..11 cross into epoch 1: 2, 5 then 8, 9.
        self.assertEqual(source.micro_batch(2, 4, 258).ids[:, 1].tolist(), [2, 5, 8, 9])
        self.assertEqual(source.cursor(12), (1, 2))

    def test_loss_only_on_the_completion_and_eos(self):
        tok = ByteTokenizer()
        prompt, completion = tok.encode("ab"), tok.encode("c")
        e = Example([tok.bos] + prompt + completion + [tok.eos], 3, "ab", "c")
        short = Example([tok.bos, 65, tok.eos], 1, "", "A")
        b = make_batch([e, short], tok.pad)
        self.assertEqual(b.ids.tolist(), [[256, 97, 98, 99, 257], [256, 65, 257, 258, 258]])
        # Position t predicts token t + 1; BOS and the prompt carry no loss.
        self.assertEqual(b.targets.tolist(), [[-100, -100, 99, 257, -100], [65, 257, -100, -100, -100]])
        self.assertEqual(b.tokens, 8)
        self.assertEqual(make_batch([short], tok.pad, width=6).ids.shape, (1, 6))


class Optimisation(unittest.TestCase):
    def test_schedules(self):
        self.assertEqual(scheduled_lr(1.0, "cosine", 1, 4, 10), 0.0)
        self.assertEqual(scheduled_lr(1.0, "cosine", 3, 4, 10), 0.5)
        self.assertEqual(scheduled_lr(1.0, "cosine", 5, 4, 10), 1.0)
        self.assertAlmostEqual(scheduled_lr(1.0, "cosine", 8, 4, 10), 0.5 * (1 + math.cos(math.pi * 3 / 6)))
        self.assertAlmostEqual(scheduled_lr(2.0, "linear", 8, 4, 10), 2.0 * 3 / 6)
        self.assertEqual(scheduled_lr(2.0, "constant", 9, 4, 10), 2.0)
        self.assertEqual(scheduled_lr(2.0, "linear", 11, 4, 10), 0.0)

    def test_adamw_is_pytorch_adamw(self):
        torch.manual_seed(3)
        a = torch.randn(7, 5, requires_grad=True)
        b = a.detach().clone().requires_grad_(True)
        ours = AdamW([("w", a)], 0.9, 0.95, 1e-8, 0.1)
        kwargs = {"foreach": False} if "foreach" in torch.optim.AdamW.__init__.__code__.co_varnames else {}
        theirs = torch.optim.AdamW([b], lr=0.01, betas=(0.9, 0.95), eps=1e-8, weight_decay=0.1, **kwargs)
        for step in range(6):
            g = torch.randn(7, 5)
            a.grad = g.clone()
            b.grad = g.clone()
            ours.step(0.01)
            theirs.step()
        if torch.__version__.startswith("1.13"):
            # PyTorch 1.13's single-tensor AdamW, the update pilot-trainer computes: bit for bit.
            self.assertTrue(torch.equal(a, b))
        else:
            torch.testing.assert_close(a, b, rtol=1e-6, atol=1e-7)
        self.assertFalse(torch.equal(a.detach(), torch.zeros_like(a)))
        # Its state round-trips through optimizer.safetensors' names.
        restored = AdamW([("w", a.detach().clone())], 0.9, 0.95, 1e-8, 0.1)
        restored.load(dict(ours.state()))
        self.assertEqual(restored.steps, 6)
        self.assertTrue(torch.equal(restored.exp_avg_sq[0], ours.exp_avg_sq[0]))
        with self.assertRaises(ValueError):
            restored.load({"step": torch.tensor(1)})

    def test_clipping_is_clip_grad_norm(self):
        torch.manual_seed(4)
        p = [torch.randn(3, 4, requires_grad=True), torch.randn(5, requires_grad=True)]
        q = [x.detach().clone().requires_grad_(True) for x in p]
        for x, y in zip(p, q):
            g = torch.randn_like(x) * 3
            x.grad = g.clone()
            y.grad = g.clone()
        norm = clip_grad_norm(p, 1.0)
        reference = torch.nn.utils.clip_grad_norm_(q, 1.0)
        self.assertAlmostEqual(norm, reference.item(), places=5)
        for x, y in zip(p, q):
            torch.testing.assert_close(x.grad, y.grad)
        self.assertLess(torch.cat([x.grad.flatten() for x in p]).norm().item(), 1.0 + 1e-5)


class JsonText(unittest.TestCase):
    def test_numbers_as_pilot_trainer_writes_them(self):
        # nlohmann::json's dump: shortest round-trip digits, fixed notation up to 15 digits
        # before the point, exponents of at least two digits.
        cases = [(0.0, "0.0"), (-0.0, "-0.0"), (1.0, "1.0"), (0.001, "0.001"), (1e-8, "1e-08"), (1.5e-05, "1.5e-05"),
                 (0.0001, "0.0001"), (200.0, "200.0"), (123456789012345.0, "123456789012345.0"), (1e15, "1e+15"),
                 (1e16, "1e+16"), (2.5e-300, "2.5e-300"), (0.1, "0.1")]
        for value, text in cases:
            self.assertEqual(float_text(value), text, repr(value))
        self.assertEqual(dump({"b": [1, 2.0, None], "a": "x\n\u0001ä"}), '{"a":"x\\n\\u0001ä","b":[1,2.0,null]}')
        self.assertEqual(dump({"b": 1, "a": {}}, indent=2), '{\n  "a": {},\n  "b": 1\n}')
        self.assertEqual(metric_number(0.1), "0.10000000000000001")
        self.assertEqual(metric_number(float("nan")), "NaN")
        self.assertEqual(metric_number(float("-inf")), "-Infinity")


class CompilePhases(unittest.TestCase):
    def shapes_through(self, device, compiled):
        phases, logs = [], []
        tracker = CompileTracker(lambda name, begin: phases.append((name, begin)), lambda level, text: logs.append(text),
                                 device, compiled)
        for kind, shape in (("train", (4, 32)), ("train", (4, 32)), ("train", (2, 32)), ("generate", (4, 32))):
            if tracker.first(kind, shape):
                tracker.end()
        return phases, logs

    def test_a_span_for_the_first_execution_of_each_shape_where_graphs_compile(self):
        # Under torch.compile (what PILOT_NEURON_COMPILE=1 sets) every new shape compiles once.
        phases, logs = self.shapes_through(Device(torch.device("cpu"), False, compiled=True), True)
        self.assertEqual(phases, [("compile", True), ("compile", False)] * 3)
        self.assertEqual(logs[1], "compile: first execution of train with shape [2, 32]")
        # Eager on the CPU nothing compiles: no span is reported.
        self.assertEqual(self.shapes_through(Device(torch.device("cpu"), False), False), ([], []))
        self.assertTrue(Device(torch.device("cpu"), False, compiled=True).static_shapes)
        self.assertFalse(Device(torch.device("cpu"), False).static_shapes)


class Safetensors(unittest.TestCase):
    def test_round_trip_and_layout(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "x.safetensors")
            tensors = [("b", torch.arange(6, dtype=torch.float32).reshape(2, 3)), ("a", torch.tensor(5, dtype=torch.int64)),
                       ("c", torch.ones(2, dtype=torch.bfloat16))]
            safetensors.save(path, tensors)
            loaded = safetensors.load(path)
            for name, value in tensors:
                self.assertTrue(torch.equal(loaded[name], value), name)
            with open(path, "rb") as f:
                (n,) = struct.unpack("<Q", f.read(8))
                header = f.read(n).decode()
            self.assertEqual(n % 8, 0)
            # The writer's layout: metadata first, then the tensors in name order, back to back.
            self.assertTrue(header.startswith('{"__metadata__":{"format":"pt"},"a":{"dtype":"I64","shape":[],'
                                              '"data_offsets":[0,8]},"b":'), header)

    def test_damaged_files_are_refused(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "x.safetensors")
            safetensors.save(path, [("w", torch.zeros(4))])
            with open(path, "ab") as f:
                f.write(b"\0\0\0\0")
            with self.assertRaisesRegex(safetensors.FormatError, "4 bytes after the last tensor"):
                safetensors.load(path)
            with open(path, "r+b") as f:
                f.truncate(os.path.getsize(path) - 8)
            with self.assertRaisesRegex(safetensors.FormatError, "truncated"):
                safetensors.load(path)
            header = b'{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}'
            with open(path, "wb") as f:
                f.write(struct.pack("<Q", len(header)) + header + bytes(8))
            with self.assertRaisesRegex(safetensors.FormatError, "appears twice"):
                safetensors.load(path)


if __name__ == "__main__":
    unittest.main()
