#include "fusedops.h"

#include "cpukernels.h"

#include <ATen/Parallel.h>

namespace pilot::tensor {

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// Rows per task: enough work to amortise a task, small enough to balance two to eight threads.
constexpr std::int64_t kRowGrain = 16;

// The distance between consecutive rows when all leading dimensions of t collapse into one
// evenly strided row axis (true for contiguous tensors and for slices of the last dimension);
// 0 when they do not.
std::int64_t uniformRowStride(const torch::Tensor &t)
{
    if (t.dim() < 2 || t.stride(-1) != 1)
        return t.dim() == 1 && t.stride(0) == 1 ? t.size(0) : 0;
    const std::int64_t rowStride = t.stride(-2);
    for (std::int64_t d = t.dim() - 3; d >= 0; --d) {
        if (t.size(d) > 1 && t.stride(d) != t.stride(d + 1) * t.size(d + 1))
            return 0;
    }
    return rowStride;
}

std::int64_t rowsOf(const torch::Tensor &t)
{
    return t.numel() / t.size(-1);
}

class RmsNormFunction : public torch::autograd::Function<RmsNormFunction>
{
public:
    static torch::Tensor forward(AutogradContext *ctx, const torch::Tensor &input, const torch::Tensor &weight, double eps)
    {
        const torch::Tensor x = input.contiguous();
        const torch::Tensor w = weight.contiguous();
        const std::int64_t n = x.size(-1), rows = rowsOf(x);
        torch::Tensor y = torch::empty_like(x);
        torch::Tensor r = torch::empty({rows}, x.options());
        const float *xp = x.data_ptr<float>(), *wp = w.data_ptr<float>();
        float *yp = y.data_ptr<float>(), *rp = r.data_ptr<float>();
        at::parallel_for(0, rows, kRowGrain, [&](std::int64_t begin, std::int64_t end) {
            kernels::rmsNormForward(xp + begin * n, wp, yp + begin * n, rp + begin, end - begin, n, float(eps));
        });
        ctx->save_for_backward({x, w, r});
        return y;
    }

    static variable_list backward(AutogradContext *ctx, variable_list grads)
    {
        const auto saved = ctx->get_saved_variables();
        const torch::Tensor &x = saved[0], &w = saved[1], &r = saved[2];
        const torch::Tensor dy = grads[0].contiguous();
        const std::int64_t n = x.size(-1), rows = rowsOf(x);
        torch::Tensor dx = torch::empty_like(x);
        // The weight gradient sums over rows: a fixed number of partial sums added in a fixed
        // order, so its bits do not depend on the number of threads.
        const std::int64_t parts = std::min<std::int64_t>(rows, 16);
        torch::Tensor partial = torch::zeros({parts, n}, x.options());
        const float *dyp = dy.data_ptr<float>(), *xp = x.data_ptr<float>(), *wp = w.data_ptr<float>(), *rp = r.data_ptr<float>();
        float *dxp = dx.data_ptr<float>(), *pp = partial.data_ptr<float>();
        at::parallel_for(0, parts, 1, [&](std::int64_t begin, std::int64_t end) {
            for (std::int64_t part = begin; part < end; ++part) {
                const std::int64_t first = rows * part / parts, last = rows * (part + 1) / parts;
                kernels::rmsNormBackward(dyp + first * n, xp + first * n, wp, rp + first, dxp + first * n, pp + part * n, last - first, n);
            }
        });
        torch::Tensor dw = partial[0].clone();
        for (std::int64_t part = 1; part < parts; ++part)
            dw.add_(partial[part]);
        return {dx, dw, torch::Tensor()};
    }
};

// Rows as the kernels want them: the tensor itself if evenly strided, else a contiguous copy.
struct RowView
{
    torch::Tensor tensor;
    std::int64_t stride;
};

RowView rowView(const torch::Tensor &t)
{
    const std::int64_t stride = uniformRowStride(t);
    if (stride > 0)
        return {t, stride};
    torch::Tensor c = t.contiguous();
    return {c, c.size(-1)};
}

torch::Tensor swiGluForward(const torch::Tensor &gateIn, const torch::Tensor &upIn)
{
    const RowView gate = rowView(gateIn), up = rowView(upIn);
    const std::int64_t gs = gate.stride, us = up.stride;
    const std::int64_t n = gate.tensor.size(-1), rows = rowsOf(gate.tensor);
    torch::Tensor y = torch::empty(gate.tensor.sizes(), gate.tensor.options());
    const float *g = gate.tensor.data_ptr<float>(), *u = up.tensor.data_ptr<float>();
    float *yp = y.data_ptr<float>();
    at::parallel_for(0, rows, kRowGrain, [&](std::int64_t begin, std::int64_t end) {
        kernels::swiGluForward(g + begin * gs, gs, u + begin * us, us, yp + begin * n, end - begin, n);
    });
    return y;
}

// Writes the gradients of gate and up into dg and du (evenly strided rows, possibly the two
// halves of one tensor).
void swiGluBackward(const torch::Tensor &gradOut, const torch::Tensor &gateIn, const torch::Tensor &upIn, torch::Tensor &dg,
                    torch::Tensor &du)
{
    const RowView gate = rowView(gateIn), up = rowView(upIn);
    const std::int64_t gs = gate.stride, us = up.stride;
    const torch::Tensor dy = gradOut.contiguous();
    const std::int64_t n = gate.tensor.size(-1), rows = rowsOf(gate.tensor);
    const std::int64_t dgs = uniformRowStride(dg), dus = uniformRowStride(du);
    const float *dyp = dy.data_ptr<float>(), *g = gate.tensor.data_ptr<float>(), *u = up.tensor.data_ptr<float>();
    float *dgp = dg.data_ptr<float>(), *dup = du.data_ptr<float>();
    at::parallel_for(0, rows, kRowGrain, [&](std::int64_t begin, std::int64_t end) {
        kernels::swiGluBackward(dyp + begin * n, g + begin * gs, gs, u + begin * us, us, dgp + begin * dgs, dgs, dup + begin * dus, dus,
                                end - begin, n);
    });
}

class SwiGluFunction : public torch::autograd::Function<SwiGluFunction>
{
public:
    static torch::Tensor forward(AutogradContext *ctx, const torch::Tensor &gate, const torch::Tensor &up)
    {
        ctx->save_for_backward({gate, up});
        return swiGluForward(gate, up);
    }

    static variable_list backward(AutogradContext *ctx, variable_list grads)
    {
        const auto saved = ctx->get_saved_variables();
        torch::Tensor dg = torch::empty(saved[0].sizes(), grads[0].options());
        torch::Tensor du = torch::empty(saved[0].sizes(), grads[0].options());
        swiGluBackward(grads[0], saved[0], saved[1], dg, du);
        return {dg, du};
    }
};

// One input [.., 2n] (gate, then up): its gradient is filled in place, half by half, so the
// backward pass needs no concatenation.
class PackedSwiGluFunction : public torch::autograd::Function<PackedSwiGluFunction>
{
public:
    static torch::Tensor forward(AutogradContext *ctx, const torch::Tensor &gateUp)
    {
        ctx->save_for_backward({gateUp});
        const std::int64_t n = gateUp.size(-1) / 2;
        return swiGluForward(gateUp.narrow(-1, 0, n), gateUp.narrow(-1, n, n));
    }

    static variable_list backward(AutogradContext *ctx, variable_list grads)
    {
        const torch::Tensor gateUp = ctx->get_saved_variables()[0];
        const std::int64_t n = gateUp.size(-1) / 2;
        torch::Tensor d = torch::empty(gateUp.sizes(), grads[0].options());
        torch::Tensor dg = d.narrow(-1, 0, n), du = d.narrow(-1, n, n);
        swiGluBackward(grads[0], gateUp.narrow(-1, 0, n), gateUp.narrow(-1, n, n), dg, du);
        return {d};
    }
};

} // namespace

bool fusedCpuApplies(const torch::Tensor &t)
{
    return t.device().is_cpu() && t.scalar_type() == torch::kFloat32 && !t.is_sparse();
}

torch::Tensor fusedRmsNorm(const torch::Tensor &x, const torch::Tensor &weight, double eps)
{
    return RmsNormFunction::apply(x, weight, eps);
}

torch::Tensor fusedSwiGlu(const torch::Tensor &gate, const torch::Tensor &up)
{
    return SwiGluFunction::apply(gate, up);
}

torch::Tensor fusedSwiGluPacked(const torch::Tensor &gateUp)
{
    return PackedSwiGluFunction::apply(gateUp);
}

} // namespace pilot::tensor
