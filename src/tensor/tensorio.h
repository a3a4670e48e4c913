#pragma once

#include <torch/torch.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace pilot::tensor {

using NamedTensors = std::vector<std::pair<std::string, torch::Tensor>>;

struct LoadedTensors
{
    std::map<std::string, torch::Tensor> tensors;
    std::map<std::string, std::string> metadata;
};

/// Reads a safetensors file into CPU tensors after validating its header (see safetensors.h).
LoadedTensors loadSafetensors(const std::string &path);

/// The same tensors as loadSafetensors, without reading them: the file (a regular file, opened
/// without blocking) is mapped into memory privately and every tensor is a view of the
/// mapping, so a page is read from disk when it is first touched and the kernel may drop it
/// again while it is unmodified. The mapping lives until the last of its tensors is freed.
/// Writing to a tensor changes this process's copy of that page only, never the file. A
/// tensor whose data does not start at a multiple of its element size is copied instead.
/// The file must not be truncated or rewritten in place while its tensors live: reading a page
/// the file no longer has ends the process (SIGBUS), as with any memory-mapped file. Writing a
/// new file and renaming it over the old one is safe (the mapping keeps the old one).
LoadedTensors mapSafetensors(const std::string &path);

/// The safetensors name of a tensor type ("BF16"), or libtorch's name where it has none.
std::string safetensorsDtypeName(torch::Dtype dtype);

/// Writes tensors (any device, contiguous copies are made) as safetensors, laid out back to back
/// in name order, and fsyncs the file. Throws std::runtime_error on I/O errors.
void saveSafetensors(const std::string &path, const NamedTensors &tensors,
                     const std::map<std::string, std::string> &metadata = {{"format", "pt"}});

} // namespace pilot::tensor
