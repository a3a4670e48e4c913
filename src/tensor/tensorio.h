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

/// Writes tensors (any device, contiguous copies are made) as safetensors, laid out back to back
/// in name order, and fsyncs the file. Throws std::runtime_error on I/O errors.
void saveSafetensors(const std::string &path, const NamedTensors &tensors,
                     const std::map<std::string, std::string> &metadata = {{"format", "pt"}});

} // namespace pilot::tensor
