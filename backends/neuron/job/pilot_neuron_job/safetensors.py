"""The safetensors container (https://github.com/huggingface/safetensors), without the
safetensors package: the header checks of pilot_tensor's reader (src/tensor/safetensors.cpp)
and its writer's layout — tensors back to back in name order, the header padded with spaces to
a multiple of 8 bytes, every file fsynced."""

import ctypes
import json
import os
import struct

import torch

from .inputfile import MAX_SAFETENSORS_HEADER, require_regular_file
from .jsontext import dump

_DTYPES = {"BOOL": (torch.bool, 1), "U8": (torch.uint8, 1), "I8": (torch.int8, 1), "I16": (torch.int16, 2),
           "F16": (torch.float16, 2), "BF16": (torch.bfloat16, 2), "I32": (torch.int32, 4), "F32": (torch.float32, 4),
           "F64": (torch.float64, 8), "I64": (torch.int64, 8), "U16": (None, 2), "U32": (None, 4), "U64": (None, 8)}
_NAMES = {dtype: name for name, (dtype, _) in _DTYPES.items() if dtype is not None}


class FormatError(Exception):
    pass


def _no_duplicates(pairs):
    seen = set()
    for key, _ in pairs:
        if key in seen:
            raise FormatError("tensor '%s' appears twice in the header" % key)
        seen.add(key)
    return dict(pairs)


def read_header(path):
    """[(name, dtype name, shape, begin, end)] in data order, metadata, data start — with every
    check of the reference: the buffer covered exactly, no overlaps, no trailing bytes."""
    require_regular_file(path, 1 << 62, "tensor file")
    size = os.path.getsize(path)
    if size < 8:
        raise FormatError("%s: file of %d bytes is too small for a safetensors header" % (path, size))
    with open(path, "rb") as f:
        (length,) = struct.unpack("<Q", f.read(8))
        if length > MAX_SAFETENSORS_HEADER:
            raise FormatError("%s: header of %d bytes exceeds the limit of 100000000" % (path, length))
        if length > size - 8:
            raise FormatError("%s: header length %d points past the end of the file" % (path, length))
        raw = f.read(length)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FormatError(path + ": header is not valid UTF-8") from None
    if not text.startswith("{"):
        raise FormatError(path + ": header does not start with '{'")
    try:
        header = json.loads(text, object_pairs_hook=_no_duplicates)
    except FormatError as e:
        raise FormatError("%s: %s" % (path, e)) from None
    except ValueError as e:
        raise FormatError("%s: header is not valid JSON: %s" % (path, e)) from None
    metadata = header.pop("__metadata__", {}) or {}
    if not isinstance(metadata, dict) or not all(isinstance(v, str) for v in metadata.values()):
        raise FormatError(path + ": __metadata__ must be an object of strings")
    entries = []
    for name, info in header.items():
        if not isinstance(info, dict) or not {"dtype", "shape", "data_offsets"} <= set(info):
            raise FormatError("%s: tensor '%s': needs dtype, shape and data_offsets" % (path, name))
        if info["dtype"] not in _DTYPES:
            raise FormatError("%s: tensor '%s': unknown dtype" % (path, name))
        shape = info["shape"]
        if not isinstance(shape, list) or not all(isinstance(d, int) and not isinstance(d, bool) for d in shape):
            raise FormatError("%s: tensor '%s': shape entries must be whole numbers" % (path, name))
        offsets = info["data_offsets"]
        if (not isinstance(offsets, list) or len(offsets) != 2
                or not all(isinstance(o, int) and not isinstance(o, bool) and o >= 0 for o in offsets)):
            raise FormatError("%s: tensor '%s': data_offsets must be two whole numbers" % (path, name))
        entries.append((name, info["dtype"], shape, offsets[0], offsets[1]))
    entries.sort(key=lambda e: (e[3], e[4]))
    expected = 0
    for name, dtype, shape, begin, end in entries:
        if begin != expected or end < begin:
            raise FormatError("%s: tensor '%s': data_offsets overlap or leave a gap" % (path, name))
        need = _DTYPES[dtype][1]
        for d in shape:
            if d < 0:
                raise FormatError("%s: tensor '%s': negative dimension" % (path, name))
            need *= d
        if end - begin != need:
            raise FormatError("%s: tensor '%s': data_offsets cover %d bytes, its shape needs %d" % (path, name, end - begin, need))
        expected = end
    start = 8 + length
    if start + expected != size:
        if size > start + expected:
            raise FormatError("%s: the file has %d bytes after the last tensor" % (path, size - start - expected))
        raise FormatError("%s: the file is truncated: %d bytes missing" % (path, start + expected - size))
    return entries, metadata, start


def load(path):
    """{name: CPU tensor} of a safetensors file, after its header is checked."""
    entries, _, start = read_header(path)
    out = {}
    with open(path, "rb") as f:
        for name, dtype, shape, begin, end in entries:
            torch_dtype = _DTYPES[dtype][0]
            if torch_dtype is None:
                raise FormatError("%s: dtype %s has no tensor type here" % (path, dtype))
            f.seek(start + begin)
            data = bytearray(f.read(end - begin))
            if len(data) != end - begin:
                raise FormatError("%s: cannot read tensor '%s'" % (path, name))
            if data:
                tensor = torch.frombuffer(data, dtype=torch_dtype).reshape(shape).clone()
            else:
                tensor = torch.empty(shape, dtype=torch_dtype)
            out[name] = tensor
    return out


def save(path, tensors, metadata=None):
    """Writes [(name, tensor)] (any device) sorted by name, back to back, and fsyncs the file."""
    metadata = {"format": "pt"} if metadata is None else metadata
    items = sorted(((name, t.detach().to("cpu").contiguous()) for name, t in tensors), key=lambda x: x[0])
    order = []
    offset = 0
    for name, t in items:
        if t.dtype not in _NAMES:
            raise FormatError("cannot store this tensor type in safetensors")
        nbytes = t.numel() * t.element_size()
        order.append('%s:{"dtype":"%s","shape":%s,"data_offsets":[%d,%d]}'
                     % (dump(name), _NAMES[t.dtype], dump(list(t.shape)), offset, offset + nbytes))
        offset += nbytes
    # The header in the writer's order: metadata first, then the tensors as laid out.
    body = ([dump("__metadata__") + ":" + _ordered_metadata(metadata)] if metadata else []) + order
    text = "{" + ",".join(body) + "}"
    text += " " * ((8 - len(text.encode("utf-8")) % 8) % 8)
    raw = text.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o644)
    try:
        _write_all(fd, struct.pack("<Q", len(raw)) + raw)
        for _, t in items:
            if t.numel():
                _write_all(fd, _tensor_bytes(t))
        os.fsync(fd)
    finally:
        os.close(fd)


def _ordered_metadata(metadata):
    return "{" + ",".join(dump(k) + ":" + dump(metadata[k]) for k in sorted(metadata)) + "}"


def _tensor_bytes(t):
    """The memory of a contiguous CPU tensor, without a copy (and without numpy)."""
    nbytes = t.numel() * t.element_size()
    return memoryview((ctypes.c_char * nbytes).from_address(t.data_ptr())).cast("B")


def _write_all(fd, data):
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
