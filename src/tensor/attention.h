#pragma once

#include <torch/torch.h>

namespace pilot::tensor {

/// Causal grouped-query attention with rotary embedding on CPU in fp32, forward and backward,
/// straight from the projections' layout to the output projection's:
/// softmax(rope(q) rope(k)^T * scale + causal mask) v.
///
/// Same result as the tensor-level formulation (within fp32 rounding) without its transposes,
/// copies and per-operation temporaries: each (sequence, KV head) block is one task that
/// rotates its query heads and key, computes the scores of all query heads of the group in one
/// single-threaded matrix product, applies the causal softmax to the lower triangle only and
/// writes its output rows in place. Blocks are independent, so the bits do not depend on
/// scheduling. The backward pass recomputes nothing but the softmax gradient.
///
/// q: [B, T, H*d], k and v: [B, T, KV*d] (last dimension contiguous; they may be slices of one
/// stacked projection), H a multiple of KV (query head h uses KV head h / (H / KV), as Hugging
/// Face's repeat_kv). cos and sinSigned: [T, d] rotary tables (RotaryTables). Returns
/// [B, T, H*d], contiguous.
torch::Tensor causalAttention(const torch::Tensor &q, const torch::Tensor &k, const torch::Tensor &v, const torch::Tensor &cos,
                              const torch::Tensor &sinSigned, std::int64_t heads, std::int64_t kvHeads, double scale);

/// Whether causalAttention handles these inputs (CPU, fp32); otherwise use tensor operations.
bool causalAttentionApplies(const torch::Tensor &q);

} // namespace pilot::tensor
