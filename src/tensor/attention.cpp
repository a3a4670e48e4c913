#include "attention.h"

#include <ATen/Parallel.h>

#include <limits>

namespace pilot::tensor {

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// Additive causal mask for G query heads stacked along the rows: row r is position r % T.
torch::Tensor groupedMask(std::int64_t groups, std::int64_t length)
{
    const torch::Tensor mask = torch::full({length, length}, -std::numeric_limits<float>::infinity(), torch::kFloat32).triu(1);
    return groups == 1 ? mask : mask.repeat({groups, 1});
}

class CausalAttentionFunction : public torch::autograd::Function<CausalAttentionFunction>
{
public:
    static torch::Tensor forward(AutogradContext *ctx, const torch::Tensor &q, const torch::Tensor &k,
                                 const torch::Tensor &v, double scale)
    {
        const std::int64_t batch = q.size(0), heads = q.size(1), length = q.size(2), dim = q.size(3);
        const std::int64_t kvHeads = k.size(1);
        const std::int64_t groups = heads / kvHeads;
        const std::int64_t blocks = batch * kvHeads;
        const torch::Tensor qg = q.reshape({blocks, groups * length, dim}).contiguous();
        const torch::Tensor kc = k.reshape({blocks, length, dim}).contiguous();
        const torch::Tensor vc = v.reshape({blocks, length, dim}).contiguous();
        const torch::Tensor mask = groupedMask(groups, length);
        torch::Tensor probs = torch::empty({blocks, groups * length, length}, qg.options());
        torch::Tensor out = torch::empty({blocks, groups * length, dim}, qg.options());
        at::parallel_for(0, blocks, 1, [&](std::int64_t begin, std::int64_t end) {
            for (std::int64_t i = begin; i < end; ++i) {
                torch::Tensor p = probs[i];
                at::addmm_out(p, mask, qg[i], kc[i].t(), 1.0, scale);
                at::_softmax_out(p, p, -1, false);
                torch::Tensor o = out[i];
                at::mm_out(o, p, vc[i]);
            }
        });
        ctx->save_for_backward({qg, kc, vc, probs});
        ctx->saved_data["scale"] = scale;
        ctx->saved_data["kv_heads"] = kvHeads;
        return out.view({batch, heads, length, dim});
    }

    static variable_list backward(AutogradContext *ctx, variable_list grads)
    {
        const auto saved = ctx->get_saved_variables();
        const torch::Tensor &qg = saved[0], &kc = saved[1], &vc = saved[2], &probs = saved[3];
        const double scale = ctx->saved_data["scale"].toDouble();
        const std::int64_t kvHeads = ctx->saved_data["kv_heads"].toInt();
        const std::int64_t blocks = qg.size(0);
        const torch::Tensor dOut = grads[0].reshape({blocks, qg.size(1), qg.size(2)}).contiguous();
        torch::Tensor dq = torch::empty_like(qg);
        torch::Tensor dk = torch::empty_like(kc);
        torch::Tensor dv = torch::empty_like(vc);
        at::parallel_for(0, blocks, 1, [&](std::int64_t begin, std::int64_t end) {
            for (std::int64_t i = begin; i < end; ++i) {
                const torch::Tensor p = probs[i];
                torch::Tensor dvi = dv[i], dqi = dq[i], dki = dk[i];
                at::mm_out(dvi, p.t(), dOut[i]);
                const torch::Tensor dp = at::mm(dOut[i], vc[i].t());
                // softmax backward: dS = P * (dP - rowsum(dP * P)); masked entries have P = 0.
                const torch::Tensor ds = at::_softmax_backward_data(dp, p, -1, torch::kFloat32);
                at::mm_out(dqi, ds, kc[i]).mul_(scale);
                at::mm_out(dki, ds.t(), qg[i]).mul_(scale);
            }
        });
        const std::int64_t batch = blocks / kvHeads;
        const std::int64_t length = kc.size(1);
        const std::int64_t dim = kc.size(2);
        const std::int64_t heads = qg.size(1) / length * kvHeads;
        return {dq.view({batch, heads, length, dim}), dk.view({batch, kvHeads, length, dim}),
                dv.view({batch, kvHeads, length, dim}), torch::Tensor()};
    }
};

} // namespace

bool causalAttentionApplies(const torch::Tensor &q)
{
    return q.device().is_cpu() && q.scalar_type() == torch::kFloat32;
}

torch::Tensor causalAttention(const torch::Tensor &q, const torch::Tensor &k, const torch::Tensor &v, double scale)
{
    return CausalAttentionFunction::apply(q, k, v, scale);
}

} // namespace pilot::tensor
