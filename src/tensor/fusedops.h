#pragma once

#include <torch/torch.h>

namespace pilot::tensor {

// Fused CPU forms of the element-wise chains of a Llama layer, with their backward passes:
// one pass over memory instead of one per tensor operation. Same results as the tensor
// formulation within fp32 rounding (tests compare both, forward and gradients). They apply to
// fp32 tensors on the CPU; everything else (bf16, CUDA) takes the tensor formulation.

/// Whether the fused CPU forms handle this tensor.
bool fusedCpuApplies(const torch::Tensor &t);

/// RMSNorm as Hugging Face computes it in fp32: weight * x / sqrt(mean(x^2) + eps).
torch::Tensor fusedRmsNorm(const torch::Tensor &x, const torch::Tensor &weight, double eps);

/// SwiGLU, silu(gate) * up. gate and up may be strided views (halves of one product).
torch::Tensor fusedSwiGlu(const torch::Tensor &gate, const torch::Tensor &up);

/// SwiGLU on a packed [.., 2n] product (gate first, up second): the gradient comes back packed
/// too, so no concatenation is needed in the backward pass.
torch::Tensor fusedSwiGluPacked(const torch::Tensor &gateUp);

} // namespace pilot::tensor
