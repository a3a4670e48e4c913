#include "attention.h"

#include "blas.h"
#include "cpukernels.h"

#include <ATen/Parallel.h>

#include <vector>

namespace pilot::tensor {

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// Shape of one call, and where a (sequence, token, head) vector lives in the inputs.
struct Layout
{
    std::int64_t batch, length, heads, kvHeads, dim, groups;

    explicit Layout(const torch::Tensor &q, std::int64_t h, std::int64_t kv)
        : batch(q.size(0))
        , length(q.size(1))
        , heads(h)
        , kvHeads(kv)
        , dim(q.size(2) / h)
        , groups(h / kv)
    {
    }
    std::int64_t blocks() const { return batch * kvHeads; }
};

// Pointer to the head vector of sequence b, token t, head h in a [B, T, heads*d] tensor with
// arbitrary sequence and token strides.
struct Rows
{
    const float *data;
    std::int64_t sequenceStride, tokenStride, dim;

    explicit Rows(const torch::Tensor &t, std::int64_t d)
        : data(t.data_ptr<float>())
        , sequenceStride(t.stride(0))
        , tokenStride(t.stride(1))
        , dim(d)
    {
    }
    const float *at(std::int64_t b, std::int64_t t, std::int64_t h) const { return data + b * sequenceStride + t * tokenStride + h * dim; }
};

class CausalAttentionFunction : public torch::autograd::Function<CausalAttentionFunction>
{
public:
    static torch::Tensor forward(AutogradContext *ctx, const torch::Tensor &q, const torch::Tensor &k, const torch::Tensor &v,
                                 const torch::Tensor &cosTable, const torch::Tensor &sinTable, std::int64_t heads, std::int64_t kvHeads,
                                 double scale)
    {
        const Layout L(q, heads, kvHeads);
        const std::int64_t T = L.length, D = L.dim, G = L.groups, rows = G * T;
        const torch::Tensor cos = cosTable.contiguous(), sin = sinTable.contiguous();
        // Rotated (and, for queries, scaled) copies: [blocks, G*T, d] and [blocks, T, d]; the
        // softmax weights [blocks, G*T, T]. The backward pass needs all three.
        torch::Tensor qs = torch::empty({L.blocks(), rows, D}, q.options());
        torch::Tensor ks = torch::empty({L.blocks(), T, D}, q.options());
        torch::Tensor probs = torch::empty({L.blocks(), rows, T}, q.options());
        torch::Tensor out = torch::empty({L.batch, T, heads * D}, q.options());
        const Rows qr(q, D), kr(k, D), vr(v, D);
        const float *cp = cos.data_ptr<float>(), *sp = sin.data_ptr<float>();
        float *qsp = qs.data_ptr<float>(), *ksp = ks.data_ptr<float>(), *pp = probs.data_ptr<float>(), *op = out.data_ptr<float>();
        at::parallel_for(0, L.blocks(), 1, [&](std::int64_t begin, std::int64_t end) {
            for (std::int64_t block = begin; block < end; ++block) {
                const std::int64_t b = block / kvHeads, kvh = block % kvHeads;
                float *qb = qsp + block * rows * D, *kb = ksp + block * T * D, *pb = pp + block * rows * T;
                kernels::rotate(kr.at(b, 0, kvh), kr.tokenStride, cp, sp, 1.0f, kb, D, T, D);
                for (std::int64_t g = 0; g < G; ++g)
                    kernels::rotate(qr.at(b, 0, kvh * G + g), qr.tokenStride, cp, sp, float(scale), qb + g * T * D, D, T, D);
                gemm(false, true, rows, T, D, 1.0f, qb, D, kb, D, 0.0f, pb, T);
                kernels::causalSoftmax(pb, rows, T);
                for (std::int64_t g = 0; g < G; ++g) {
                    gemm(false, false, T, D, T, 1.0f, pb + g * T * T, T, vr.at(b, 0, kvh), vr.tokenStride, 0.0f,
                         op + b * T * heads * D + (kvh * G + g) * D, heads * D);
                }
            }
        });
        ctx->save_for_backward({v, qs, ks, probs, cos, sin});
        ctx->saved_data["heads"] = heads;
        ctx->saved_data["kv_heads"] = kvHeads;
        ctx->saved_data["scale"] = scale;
        return out;
    }

    static variable_list backward(AutogradContext *ctx, variable_list grads)
    {
        const auto saved = ctx->get_saved_variables();
        const torch::Tensor &v = saved[0], &qs = saved[1], &ks = saved[2], &probs = saved[3], &cos = saved[4], &sin = saved[5];
        const std::int64_t heads = ctx->saved_data["heads"].toInt();
        const std::int64_t kvHeads = ctx->saved_data["kv_heads"].toInt();
        const float scale = float(ctx->saved_data["scale"].toDouble());
        const torch::Tensor dOut = grads[0].contiguous();
        const Layout L(dOut, heads, kvHeads);
        const std::int64_t T = L.length, D = L.dim, G = L.groups, rows = G * T;
        torch::Tensor dq = torch::empty({L.batch, T, heads * D}, dOut.options());
        torch::Tensor dk = torch::empty({L.batch, T, kvHeads * D}, dOut.options());
        torch::Tensor dv = torch::empty({L.batch, T, kvHeads * D}, dOut.options());
        const Rows vr(v, D), dor(dOut, D);
        const float *cp = cos.data_ptr<float>(), *sp = sin.data_ptr<float>(), *qsp = qs.data_ptr<float>(), *ksp = ks.data_ptr<float>(),
                    *pp = probs.data_ptr<float>();
        float *dqp = dq.data_ptr<float>(), *dkp = dk.data_ptr<float>(), *dvp = dv.data_ptr<float>();
        at::parallel_for(0, L.blocks(), 1, [&](std::int64_t begin, std::int64_t end) {
            std::vector<float> dScores(std::size_t(rows * T)), dQs(std::size_t(rows * D)), dKs(std::size_t(T * D));
            for (std::int64_t block = begin; block < end; ++block) {
                const std::int64_t b = block / kvHeads, kvh = block % kvHeads;
                const float *qb = qsp + block * rows * D, *kb = ksp + block * T * D, *pb = pp + block * rows * T;
                float *ds = dScores.data();
                float *dvb = dvp + b * T * kvHeads * D + kvh * D;
                for (std::int64_t g = 0; g < G; ++g) {
                    const float *dog = dor.at(b, 0, kvh * G + g);
                    // dV = sum over the group of P_g^T dO_g; dP_g = dO_g V^T.
                    gemm(true, false, T, D, T, 1.0f, pb + g * T * T, T, dog, heads * D, g == 0 ? 0.0f : 1.0f, dvb, kvHeads * D);
                    gemm(false, true, T, T, D, 1.0f, dog, heads * D, vr.at(b, 0, kvh), vr.tokenStride, 0.0f, ds + g * T * T, T);
                }
                kernels::causalSoftmaxBackward(pb, ds, rows, T);
                // Scores are qs ks^T with the scale inside qs: dKs = dS^T qs, dQs = dS ks.
                gemm(true, false, T, D, rows, 1.0f, ds, T, qb, D, 0.0f, dKs.data(), D);
                gemm(false, false, rows, D, T, 1.0f, ds, T, kb, D, 0.0f, dQs.data(), D);
                kernels::rotateBackward(dKs.data(), D, cp, sp, 1.0f, dkp + b * T * kvHeads * D + kvh * D, kvHeads * D, T, D);
                for (std::int64_t g = 0; g < G; ++g) {
                    kernels::rotateBackward(dQs.data() + g * T * D, D, cp, sp, scale, dqp + b * T * heads * D + (kvh * G + g) * D,
                                            heads * D, T, D);
                }
            }
        });
        return {dq, dk, dv, torch::Tensor(), torch::Tensor(), torch::Tensor(), torch::Tensor(), torch::Tensor()};
    }
};

} // namespace

bool causalAttentionApplies(const torch::Tensor &q)
{
    return q.device().is_cpu() && q.scalar_type() == torch::kFloat32 && q.dim() == 3 && q.stride(2) == 1;
}

torch::Tensor causalAttention(const torch::Tensor &q, const torch::Tensor &k, const torch::Tensor &v, const torch::Tensor &cos,
                              const torch::Tensor &sinSigned, std::int64_t heads, std::int64_t kvHeads, double scale)
{
    TORCH_CHECK(k.stride(2) == 1 && v.stride(2) == 1, "causalAttention: k and v need a contiguous last dimension");
    return CausalAttentionFunction::apply(q, k, v, cos, sinSigned, heads, kvHeads, scale);
}

} // namespace pilot::tensor
