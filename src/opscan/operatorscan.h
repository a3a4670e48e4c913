#pragma once

#include <map>
#include <string>
#include <vector>

namespace pilot::opscan {

/// Operators of a TorchScript model and how often each occurs in its code.
struct OperatorCounts
{
    std::map<std::string, int> aten;  ///< "aten::linear" -> 4 (in-place variants keep their "_")
    std::map<std::string, int> other; ///< other namespaces (prim:: excluded), e.g. custom ops
    std::vector<std::string> methods; ///< the methods scanned
};

/// Loads the model (torch::jit::load, on the CPU) and counts the operator nodes of every
/// method, with submodule calls inlined and nested blocks (if, loop) included. Throws
/// std::runtime_error with a readable message when the file is not a TorchScript archive.
OperatorCounts scanTorchScript(const std::string &path);

} // namespace pilot::opscan
