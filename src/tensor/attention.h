#pragma once

#include <torch/torch.h>

namespace pilot::tensor {

/// Causal grouped-query attention on CPU in fp32, forward and backward: softmax(q k^T * scale +
/// causal mask) v, with the query heads of each KV head computed against it directly.
///
/// Same result as the tensor-level formulation (within fp32 rounding), but each (sequence, KV
/// head) block runs as a task of its own with single-threaded matrix products: a batched
/// product of many 256 x 32 x 128 matrices otherwise pays a thread fork and join per matrix,
/// which costs more than the arithmetic on small models. Blocks are independent, so the bits do
/// not depend on scheduling.
///
/// q: [B, H, T, d], k and v: [B, KV, T, d] with H a multiple of KV (query head h uses KV head
/// h / (H / KV), as Hugging Face's repeat_kv). Returns [B, H, T, d].
torch::Tensor causalAttention(const torch::Tensor &q, const torch::Tensor &k, const torch::Tensor &v, double scale);

/// Whether causalAttention handles these inputs (CPU, fp32); otherwise use tensor operations.
bool causalAttentionApplies(const torch::Tensor &q);

} // namespace pilot::tensor
