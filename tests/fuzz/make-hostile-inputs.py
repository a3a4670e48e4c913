#!/usr/bin/env python3
"""Writes the hand-made hostile inputs of tests/data/fuzz/<reader>/hostile-* (truncated, huge
numbers, deep nesting, invalid UTF-8, empty, ...). Run from anywhere; it rewrites only files
whose name starts with hostile-, so crash-* and other regression inputs stay as they are."""
import json
import os
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "data", "fuzz")
BAD_UTF8 = b"\xff\xfe\xc3\x28\xa0\xa1\xe2\x28\xa1\xf0\x28\x8c\xbc\xed\xa0\x80"


def src(path):
    with open(os.path.join(ROOT, path), "rb") as f:
        return f.read()


def write(reader, name, data):
    d = os.path.join(OUT, reader)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "hostile-" + name), "wb") as f:
        f.write(data)


def yaml_common(reader, real):
    write(reader, "empty", b"")
    write(reader, "truncated", real[: len(real) // 2])
    write(reader, "truncated-mid-token", real[: len(real) // 3] + b'"\\u12')
    write(reader, "deep-flow-nesting", b"a: " + b"[" * 20000)
    write(reader, "deep-flow-nesting-closed", b"a: " + b"[" * 3000 + b"]" * 3000 + b"\n")
    write(reader, "deep-block-nesting", b"a:\n  " + b"- " * 5000 + b"x\n")
    write(reader, "invalid-utf8", real.replace(b"schema", BAD_UTF8 + b"schema", 1) + b"\nx: " + BAD_UTF8 + b"\n")
    write(reader, "alias-bomb", b"a: &a [x, x, x, x, x, x, x, x, x]\n" + b"".join(
        b"%s: &%s [*%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s]\n" % ((chr(98 + i).encode(),) * 2 + (chr(97 + i).encode(),) * 8)
        for i in range(8)))
    write(reader, "not-a-map", b"- 1\n- 2\n")
    write(reader, "nul-bytes", real[:200] + b"\x00\x00\x00" + real[200:400])
    write(reader, "bom-and-tabs", b"\xef\xbb\xbf" + real.replace(b"  ", b"\t", 5))


def json_common(reader, real):
    write(reader, "empty", b"")
    write(reader, "truncated", real[: len(real) // 2])
    write(reader, "deep-arrays", b"[" * 20000)
    write(reader, "deep-objects", b'{"a":' * 5000 + b"1" + b"}" * 5000)
    write(reader, "invalid-utf8", real.replace(b'"', b'"' + BAD_UTF8, 3))
    write(reader, "bad-escapes", b'{"a": "\\ud800\\u", "b": "\\x41"}')
    write(reader, "nul-bytes", real[:100] + b"\x00" + real[100:])


def huge_json_numbers(obj):
    """The object with every number replaced by values a reader must not trust."""
    values = [1e308 * 10 if False else 1.7976931348623157e308, -9223372036854775808, 18446744073709551615,
              -1, 0, 4.9e-324]
    i = [0]

    def walk(o):
        if isinstance(o, dict):
            return {k: walk(v) for k, v in o.items()}
        if isinstance(o, list):
            return [walk(v) for v in o]
        if isinstance(o, (int, float)) and not isinstance(o, bool):
            i[0] += 1
            return values[i[0] % len(values)]
        return o
    return json.dumps(walk(obj)).encode()


def huge_number_text():
    return b"1" * 400 + b"e99999"


# ---- YAML readers
project = src("resources/demo/project.yaml")
yaml_common("project", project)
write("project", "huge-numbers", project.replace(b"2026-11-30", b"99999999999-99-99").replace(b": 8", b": 1e99999", 3)
      .replace(b": 1", b": -9223372036854775809", 3))

for reader, path in (("failurerules", "resources/rules/failure-classes.yaml"),
                     ("decisionrules", "resources/rules/decision-rules.yaml"),
                     ("cpufallbackrules", "resources/rules/cpu-fallbacks.yaml"),
                     ("pricetable", "resources/prices/template.yaml")):
    real = src(path)
    yaml_common(reader, real)
    write(reader, "huge-numbers", real.replace(b"version: 1", b"version: 99999999999999999999999999")
          .replace(b"null", b"1e400", 3).replace(b"null", b"-1e400", 3))

write("failurerules", "bad-regex", b"schema: migration-pilot/failure-rules@1\nversion: 1\nrules:\n"
      b"  - {id: a, class: memory, severity: error, pattern: '(?<x', advice: {de: a, en: b}}\n"
      b"  - {id: b, class: memory, severity: error, pattern: '(a+)+$', advice: {de: a, en: b}}\n"
      b"  - {id: c, class: memory, severity: error, pattern: '', advice: {de: a, en: b}}\n")
write("cpufallbackrules", "bad-regex", b"schema: migration-pilot/cpu-fallback-rules@1\nrules:\n"
      b"  - {id: a, pattern: '(?<op>'}\n  - {id: b, pattern: '(?<ops>.*)(?<op>.*)'}\n"
      b"  - {id: c, pattern: '(?<op>)'}\n  - {id: d, pattern: '(?<ops>(a|aa)*)$'}\n")
write("pricetable", "dates", b"schema: migration-pilot/prices@1\nprices:\n"
      b"  - {id: a, label: a, platform: gpu, unit: chip_hour, price_per_hour: -0.0, currency: EUR, pricing: spot, source: x, date: 2026-02-30}\n"
      b"  - {id: a, label: a, platform: gpu, unit: chip_hour, price_per_hour: .nan, currency: EUR, pricing: spot, source: x, date: -2026-01-01}\n"
      b"  - {id: b, label: b, platform: gpu, unit: chip_hour, price_per_hour: .inf, currency: EUR, pricing: spot, source: x, date: 99999-12-31}\n")

# ---- JSON readers
job = src("tests/data/jobs/valid/base.json")
json_common("jobspec", job)
write("jobspec", "huge-numbers", huge_json_numbers(json.loads(job)))
write("jobspec", "huge-number-text", job.replace(b'"threads": 2', b'"threads": ' + huge_number_text()))

hf = src("tests/data/realruns/Dheena731_tinyLlama-finetune_lora_trainer_state.json")
json_common("hftrainerstate", hf)
write("hftrainerstate", "huge-numbers", huge_json_numbers(json.loads(hf)))
write("hftrainerstate", "log-history-not-list", b'{"log_history": {"loss": 1}, "global_step": "x"}')
write("hftrainerstate", "log-history-odd-entries", b'{"log_history": [1, null, [], {"step": -5, "loss": "nan"}, '
      b'{"step": 1e300, "loss": 1e999, "learning_rate": -1e308}, {"step": 9223372036854775807, "loss": 1}]}')

manifest = src("resources/demo/runs/pilot/checkpoints/step-000300/manifest.json")
json_common("manifest", manifest)
write("manifest", "huge-numbers", huge_json_numbers(json.loads(manifest)))
write("manifest", "hostile-paths", json.dumps({
    "format": "migration-pilot/checkpoint", "format_version": 1, "step": 300,
    "files": [{"path": p, "bytes": 3, "sha256": "0" * 64} for p in
              ["../../../../etc/passwd", "/etc/passwd", "", ".", "..", "a/../../b", "trainer_state.json",
               "trainer_state.json", "COMPLETE", "x\u0000y", "\udcff", "a" * 5000, "manifest.json"]]
    + [1, None, [], {"path": 5}, {"path": "trainer_state.json", "bytes": 1e300, "sha256": "z" * 64}]
}).encode())
write("manifest", "step-huge", b'{"format": "migration-pilot/checkpoint", "format_version": 1, "step": 1e30, "files": []}')
write("manifest", "step-int-min", b'{"format": "migration-pilot/checkpoint", "format_version": 1, "step": -9223372036854775808, "files": []}')

# ---- JSON lines
metrics = src("tests/data/runs/resumed-fixture/metrics.jsonl")
for reader in ("metricsline", "metricsfile", "llamafactory"):
    real = metrics if reader != "llamafactory" else src("tests/data/realruns/aa-n_Qwen3_Lora_llamafactory_trainer_log.jsonl")
    write(reader, "empty", b"")
    write(reader, "only-newlines", b"\n\n\r\n\n")
    write(reader, "truncated", real[: len(real) // 2 + 7])
    write(reader, "deep-nesting", b'{"v": 1, "type": "step", "x": ' + b"[" * 3000 + b"]" * 3000 + b"}\n" + b"[" * 20000 + b"\n")
    write(reader, "invalid-utf8", real.replace(b'"', b'"' + BAD_UTF8, 20))
    write(reader, "no-final-newline", real.rstrip(b"\n"))
    write(reader, "huge-numbers", b"\n".join([
        b'{"v": 1, "type": "step", "t": 1e400, "step": 18446744073709551616, "loss": -1e400, "lr": 1e-400, "tokens": -9223372036854775809}',
        b'{"v": 1, "type": "step", "t": 1, "step": 9223372036854775807, "tokens": 9223372036854775807, "loss": 1' + b"0" * 400 + b'}',
        b'{"v": 99999999999999999999, "type": "eval", "step": -1, "val_loss": NaN}',
        b'{"current_steps": 1e308, "total_steps": 0, "loss": 1e999, "epoch": -1e308, "learning_rate": 1e-999}',
        b'{"v": 1, "type": "checkpoint", "step": 1e19, "bytes": 1e300, "seconds": -0.0}',
    ]) + b"\n")
    write(reader, "long-line", b'{"v": 1, "type": "log", "message": "' + b"x" * 70000 + b'"}\n')
    write(reader, "duplicate-keys", b'{"v": 1, "type": "step", "type": "eval", "step": 1, "step": 2, "loss": 1, "loss": "a"}\n')

# ---- text formats
mlflow = src("tests/data/realruns/10academy_swahili_mlruns/mlruns/1/ed05f9cd599442fe9a0c9222184710b8/metrics/loss")
write("mlflow", "empty", b"")
write("mlflow", "truncated", mlflow[: len(mlflow) // 2 + 5])
write("mlflow", "huge-numbers", b"99999999999999999999999 1e400 18446744073709551616\n-1 -1e400 -9223372036854775809\n1 nan inf\n1 2 " + huge_number_text() + b"\n")
write("mlflow", "invalid-utf8", BAD_UTF8 + b" 1 2\n1 " + BAD_UTF8 + b" 3\n")
write("mlflow", "odd-columns", b"1\n1 2\n1 2 3 4 5\n\t\t\n   \n1,2,3\n")

csv = b"Wall time,Step,Value\n1700000000.5,1,2.5\n1700000001.5,2,2.25\n"
wandb = (b'"Step","gpu-ref - train/loss","gpu-ref - train/loss__MIN","trn2, pilot - train/loss"\n'
         b"10,2.0,1.9,2.05\n20,1.8,1.7,\n")
write("csv", "seed-tensorboard.csv", csv)
write("csv", "seed-wandb.csv", wandb)
write("csv", "empty", b"")
write("csv", "header-only", b"step,loss\n")
write("csv", "unterminated-quote", b'"Step,"a - train/loss\n1,"2.0\n')
write("csv", "many-columns", b",".join(b"c%d - train/loss" % i for i in range(2000)) + b"\n" + b",".join(b"1" for _ in range(2000)) + b"\n")
write("csv", "invalid-utf8", b"Step," + BAD_UTF8 + b" - train/loss\n1,2\n")
write("csv", "huge-numbers", b"step,loss\n18446744073709551616,1e400\n-9223372036854775809,-1e400\n" + huge_number_text() + b",nan\n")
write("csv", "truncated", wandb[:70])

logs = src("tests/data/neuron-logs/compile-trial-then-training.log")
write("neuronlog", "empty", b"")
write("neuronlog", "truncated", logs[: len(logs) // 2])
write("neuronlog", "long-line", b"step 1 loss " + b"9" * 70000 + b" lr 1e-5\n" + logs[:2000])
write("neuronlog", "invalid-utf8", logs[:1000].replace(b" ", BAD_UTF8, 10))
write("neuronlog", "huge-numbers", b"{'loss': 1e400, 'grad_norm': -1e400, 'learning_rate': 99999999999999999999999, 'epoch': 18446744073709551616}\n"
      b"step 18446744073709551616 loss 1e999 lr -1e999\n" + b"{'loss': " + huge_number_text() + b"}\n")
write("neuronlog", "notebook-deep", b'{"cells": ' + b"[" * 20000 + b"\n")
write("neuronlog", "notebook-odd", b'{"cells": [{"cell_type": "code", "outputs": [{"text": [1, null, "x\\n"]}, {"text": 5}, 7]}, 3], "nbformat": 4}')
write("neuronlog", "carriage-returns", b"\r" * 1000 + logs[:500].replace(b"\n", b"\r"))

# ---- binary formats
def st(header, data=b"", length=None):
    h = header if isinstance(header, bytes) else json.dumps(header).encode()
    return struct.pack("<Q", len(h) if length is None else length) + h + data

write("safetensors", "empty", b"")
write("safetensors", "seven-bytes", b"\x10\x00\x00\x00\x00\x00\x00")
write("safetensors", "length-huge", st(b"{}", length=0xFFFFFFFFFFFFFFFF))
write("safetensors", "length-int64-max", st(b"{}", length=0x7FFFFFFFFFFFFFFF))
write("safetensors", "length-past-end", st(b"{}", length=100))
write("safetensors", "length-zero", st(b"", length=0))
write("safetensors", "not-json", st(b"\x00\x01garbage" + BAD_UTF8))
write("safetensors", "deep-nesting", st(b"[" * 20000))
write("safetensors", "offsets-huge", st({"w": {"dtype": "F32", "shape": [2], "data_offsets": [0, 9223372036854775807]}}, b"\0" * 8))
write("safetensors", "offsets-reversed", st({"w": {"dtype": "F32", "shape": [2], "data_offsets": [8, 0]}}, b"\0" * 8))
write("safetensors", "offsets-negative", st({"w": {"dtype": "F32", "shape": [2], "data_offsets": [-8, 0]}}, b"\0" * 8))
write("safetensors", "offsets-float", st({"w": {"dtype": "F32", "shape": [2], "data_offsets": [0.5, 1e300]}}, b"\0" * 8))
write("safetensors", "shape-overflow", st({"w": {"dtype": "F64", "shape": [4294967296, 4294967296, 4294967296], "data_offsets": [0, 8]}}, b"\0" * 8))
write("safetensors", "shape-negative", st({"w": {"dtype": "F32", "shape": [-1, -2], "data_offsets": [0, 8]}}, b"\0" * 8))
write("safetensors", "shape-huge-float", st({"w": {"dtype": "F32", "shape": [1e300], "data_offsets": [0, 8]}}, b"\0" * 8))
write("safetensors", "i64-scalar-short", st({"step": {"dtype": "I64", "shape": [], "data_offsets": [0, 4]}}, b"\1\0\0\0"))
write("safetensors", "i64-scalar-past-end", st({"step": {"dtype": "I64", "shape": [], "data_offsets": [0, 8]}}, b"\1\0"))
write("safetensors", "i64-scalar-ok", st({"step": {"dtype": "I64", "shape": [], "data_offsets": [0, 8]},
                                          "__metadata__": {"format": "pt"}}, struct.pack("<q", -1)))
write("safetensors", "unknown-dtype", st({"w": {"dtype": "Q7", "shape": [1], "data_offsets": [0, 1]}, "__metadata__": [1, 2]}, b"\0"))
write("safetensors", "invalid-utf8-names", st(b'{"' + BAD_UTF8 + b'": {"dtype": "U8", "shape": [1], "data_offsets": [0, 1]}}', b"\0"))
write("safetensors", "truncated-real", src("resources/demo/runs/pilot/checkpoints/step-000300/optimizer.safetensors")[:300])


def crc32c(data):
    crc = 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def masked(data):
    c = crc32c(data)
    return ((((c >> 15) | (c << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


def record(payload, length=None):
    n = struct.pack("<Q", len(payload) if length is None else length)
    return n + struct.pack("<I", masked(n)) + payload + struct.pack("<I", masked(payload))


def varint(v):
    out = b""
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out += bytes([b | 0x80])
        else:
            return out + bytes([b])


def ld(field, payload):
    return varint(field << 3 | 2) + varint(len(payload)) + payload


def summary_value(tag, value):
    return ld(1, ld(1, tag) + varint(2 << 3 | 5) + struct.pack("<f", value))


def event(step, *values, wall=1.0):
    return varint(1 << 3 | 1) + struct.pack("<d", wall) + varint(2 << 3) + varint(step) + ld(5, b"".join(values))


tf = src("tests/data/realruns/10academy_swahili_keras_tf2_events.out.tfevents.1628697775.v2")
write("tfevents", "empty", b"")
write("tfevents", "truncated-real", tf[:5000])
write("tfevents", "truncated-header", record(event(1, summary_value(b"loss", 1.0)))[:10])
write("tfevents", "length-huge", record(b"x", length=0xFFFFFFFFFFFFFFFF))
write("tfevents", "length-past-end", record(b"x", length=1 << 40)[:16] + b"abc")
write("tfevents", "bad-crc", record(event(1, summary_value(b"loss", 1.0)))[:-1] + b"\0")
write("tfevents", "varint-overflow", record(varint(2 << 3) + b"\xff" * 20))
write("tfevents", "field-length-huge", record(varint(5 << 3 | 2) + varint((1 << 63) - 1) + b"abc"))
write("tfevents", "deep-submessages", record(b"".join([b""]) + (lambda p: p)(
    (lambda: (lambda x: x)(None))() or b"") + (lambda depth: (lambda f: f(f, depth))(lambda f, d: b"" if d == 0 else ld(5, f(f, d - 1))))(200)))
write("tfevents", "huge-steps", record(event((1 << 64) - 1, summary_value(b"loss", float("inf")))) +
      record(event(1 << 63, summary_value(b"loss", float("nan")), wall=float("-inf"))) +
      record(event(5, summary_value(b"\xff\xfe" + BAD_UTF8, 1e38))))
write("tfevents", "wrong-wire-types", record(varint(1 << 3 | 0) + varint(5) + varint(5 << 3 | 0) + varint(1) + varint(2 << 3 | 2) + varint(3) + b"abc"
                                             + varint(7 << 3 | 3) + varint(7 << 3 | 4) + varint(9 << 3 | 6)))
write("tfevents", "tensor-values", record(event(3, ld(1, ld(1, b"loss") + ld(8, varint(1 << 3) + varint(1) + ld(4, b"\0\0\x80?") + varint(5 << 3 | 2) + varint(1 << 40))))))
