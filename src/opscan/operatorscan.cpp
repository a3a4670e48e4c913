#include "operatorscan.h"

#include <torch/csrc/jit/passes/inliner.h>
#include <torch/script.h>

#include <stdexcept>

namespace pilot::opscan {

namespace {

void countBlock(const torch::jit::Block *block, OperatorCounts &counts)
{
    for (const torch::jit::Node *node : block->nodes()) {
        const c10::Symbol kind = node->kind();
        if (kind.is_aten())
            ++counts.aten[kind.toQualString()];
        else if (!kind.is_prim() && !kind.is_attr() && !kind.is_onnx())
            ++counts.other[kind.toQualString()];
        for (const torch::jit::Block *inner : node->blocks())
            countBlock(inner, counts);
    }
}

} // namespace

OperatorCounts scanTorchScript(const std::string &path)
{
    torch::jit::Module module;
    try {
        module = torch::jit::load(path, torch::kCPU);
    } catch (const c10::Error &e) {
        // The first line of libtorch's message says what went wrong; the rest is a C++ trace.
        const std::string message = e.what_without_backtrace();
        throw std::runtime_error(path + ": not a readable TorchScript model (" + message.substr(0, message.find('\n')) + ")");
    }
    OperatorCounts counts;
    for (const torch::jit::Method &method : module.get_methods()) {
        // Inline submodule calls so that the operators of the whole model are counted, as the
        // compiler would see them after tracing.
        std::shared_ptr<torch::jit::Graph> graph = method.graph()->copy();
        torch::jit::Inline(*graph);
        countBlock(graph->block(), counts);
        counts.methods.push_back(method.name());
    }
    return counts;
}

} // namespace pilot::opscan
