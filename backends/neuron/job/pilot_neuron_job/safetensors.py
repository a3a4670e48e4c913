"""The safetensors container (https://github.com/huggingface/safetensors), without the
safetensors package: the header checks of pilot_tensor's reader (src/tensor/safetensors.cpp)
and its writer's layout — tensors back to back in name order, the header padded with spaces to
a multiple of 8 bytes, every file fsynced."""

import ctypes
import json
import mmap
import os
import stat
import struct

import torch

from .inputfile import MAX_SAFETENSORS_HEADER, require_regular_file
from .jsontext import dump, repeated_key

_DTYPES = {"BOOL": (torch.bool, 1), "U8": (torch.uint8, 1), "I8": (torch.int8, 1), "I16": (torch.int16, 2),
           "F16": (torch.float16, 2), "BF16": (torch.bfloat16, 2), "I32": (torch.int32, 4), "F32": (torch.float32, 4),
           "F64": (torch.float64, 8), "I64": (torch.int64, 8), "U16": (None, 2), "U32": (None, 4), "U64": (None, 8)}
_NAMES = {dtype: name for name, (dtype, _) in _DTYPES.items() if dtype is not None}


class FormatError(Exception):
    pass


def dtype_name(torch_dtype):
    """The safetensors name of a torch dtype ("BF16"), or its torch name where it has none."""
    return _NAMES.get(torch_dtype, str(torch_dtype))


def _no_duplicates(pairs):
    twice = repeated_key(pairs)
    if twice is not None:
        raise FormatError("tensor '%s' appears twice in the header" % twice)
    return dict(pairs)


def read_header(path):
    """[(name, dtype name, shape, begin, end)] in data order, metadata, data start — with every
    check of the reference: the buffer covered exactly, no overlaps, no trailing bytes."""
    require_regular_file(path, 1 << 62, "tensor file")
    size = os.path.getsize(path)
    if size < 8:
        raise FormatError("%s: file of %d bytes is too small for a safetensors header" % (path, size))
    with open(path, "rb") as f:
        return _parse_header(path, lambda n, at: os.pread(f.fileno(), n, at), size)


def _parse_header(path, read_at, size):
    """The header checks, on a file of `size` bytes read by read_at(count, offset)."""
    (length,) = struct.unpack("<Q", read_at(8, 0))
    if length > MAX_SAFETENSORS_HEADER:
        raise FormatError("%s: header of %d bytes exceeds the limit of 100000000" % (path, length))
    if length > size - 8:
        raise FormatError("%s: header length %d points past the end of the file" % (path, length))
    raw = read_at(length, 8)
    if len(raw) != length:
        raise FormatError("%s: header is shorter than its declared length" % path)
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


def map_file(path):
    """The tensors of `load`, without reading them: the file (a regular file, opened without
    blocking) is mapped privately and every tensor is a view of the mapping — pages are read
    when first touched, writes change this process's copy only, and the mapping lives as long
    as one of its tensors does. A tensor whose data does not start at a multiple of its element
    size is copied. As pilot_tensor's mapSafetensors (src/tensor/tensorio.h); the file must not
    be truncated or rewritten in place while its tensors live."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
    except OSError as e:
        raise FormatError("cannot open %s: %s" % (path, e.strerror)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FormatError(path + ": not a regular file")
        size = info.st_size
        if size < 8:
            raise FormatError("%s: file of %d bytes is too small for a safetensors header" % (path, size))
        # The header comes from the descriptor that is mapped, so both describe the same file.
        entries, _, start = _parse_header(path, lambda n, at: os.pread(fd, n, at), size)
        for name, dtype, _, _, _ in entries:
            if _DTYPES[dtype][0] is None:
                raise FormatError("%s: dtype %s has no tensor type here" % (path, dtype))
        mapped = mmap.mmap(fd, size, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ | mmap.PROT_WRITE)
    finally:
        os.close(fd)
    out = {}
    for name, dtype, shape, begin, end in entries:
        torch_dtype, width = _DTYPES[dtype]
        if end == begin:
            out[name] = torch.empty(shape, dtype=torch_dtype)
        elif (start + begin) % width:
            # Misaligned elements: kernels may assume alignment, so this one is copied.
            out[name] = torch.frombuffer(bytearray(mapped[start + begin:start + end]), dtype=torch_dtype).reshape(shape)
        else:
            out[name] = torch.frombuffer(mapped, dtype=torch_dtype, count=(end - begin) // width,
                                         offset=start + begin).reshape(shape)
    return out


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
