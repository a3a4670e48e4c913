#include "lora.h"

#include <ATen/autocast_mode.h>
#include <torch/version.h>

#include <algorithm>

namespace pilot::tensor {

namespace {

// The weight is converted block by block of rows into one reused buffer of about 8 MiB: the
// whole converted weight is never allocated (a fresh allocation of that size costs a page
// fault per 4 KiB every time), and each converted block is still in cache when the product
// reads it.
constexpr std::int64_t kBlockElements = std::int64_t(1) << 21;

std::int64_t blockRows(const torch::Tensor &weight)
{
    return std::max<std::int64_t>(1, kBlockElements / std::max<std::int64_t>(1, weight.size(1)));
}

// x [N, in] times weight^T ([out, in], half precision): [N, out] in x's type.
torch::Tensor productConverted(const torch::Tensor &x, const torch::Tensor &weight)
{
    const std::int64_t out = weight.size(0);
    const std::int64_t rows = blockRows(weight);
    if (rows >= out)
        return torch::mm(x, weight.to(x.scalar_type()).t());
    torch::Tensor y = torch::empty({x.size(0), out}, x.options());
    torch::Tensor buffer = torch::empty({rows, weight.size(1)}, x.options());
    for (std::int64_t r = 0; r < out; r += rows) {
        const std::int64_t n = std::min(rows, out - r);
        torch::Tensor block = buffer.slice(0, 0, n);
        block.copy_(weight.slice(0, r, r + n));
        torch::Tensor columns = y.slice(1, r, r + n); // written in place
        torch::mm_out(columns, x, block.t());
    }
    return y;
}

// dy [N, out] times weight ([out, in], half precision): [N, in], summed over the row blocks.
torch::Tensor productConvertedBackward(const torch::Tensor &dy, const torch::Tensor &weight)
{
    const std::int64_t out = weight.size(0);
    const std::int64_t rows = blockRows(weight);
    if (rows >= out)
        return torch::mm(dy, weight.to(dy.scalar_type()));
    torch::Tensor dx = torch::zeros({dy.size(0), weight.size(1)}, dy.options());
    torch::Tensor buffer = torch::empty({rows, weight.size(1)}, dy.options());
    for (std::int64_t r = 0; r < out; r += rows) {
        const std::int64_t n = std::min(rows, out - r);
        torch::Tensor block = buffer.slice(0, 0, n);
        block.copy_(weight.slice(0, r, r + n));
        dx.addmm_(dy.slice(1, r, r + n), block);
    }
    return dx;
}

// The product with a half-precision weight converted per use (baseLinear).
class CastLinear : public torch::autograd::Function<CastLinear>
{
public:
    static torch::Tensor forward(torch::autograd::AutogradContext *ctx, const torch::Tensor &x, const torch::Tensor &weight)
    {
        ctx->saved_data["weight"] = weight; // the half-precision weight itself, no copy
        const torch::Tensor flat = x.reshape({-1, x.size(-1)});
        std::vector<std::int64_t> shape = x.sizes().vec();
        shape.back() = weight.size(0);
        return productConverted(flat, weight).view(shape);
    }

    static torch::autograd::tensor_list backward(torch::autograd::AutogradContext *ctx, torch::autograd::tensor_list grads)
    {
        const torch::Tensor weight = ctx->saved_data["weight"].toTensor();
        const torch::Tensor dy = grads[0].reshape({-1, grads[0].size(-1)});
        std::vector<std::int64_t> shape = grads[0].sizes().vec();
        shape.back() = weight.size(1);
        return {productConvertedBackward(dy, weight).view(shape), torch::Tensor()};
    }
};

} // namespace

bool autocastOn(const torch::Tensor &x)
{
    // libtorch 2.4 replaced the per-device functions by ones that take the device type.
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)
    return at::autocast::is_autocast_enabled(x.device().type());
#else
    return x.is_cuda() ? at::autocast::is_enabled() : at::autocast::is_cpu_enabled();
#endif
}

torch::Tensor baseLinear(const torch::Tensor &x, const torch::Tensor &weight)
{
    if (weight.scalar_type() == x.scalar_type() || autocastOn(x))
        return torch::nn::functional::linear(x, weight);
    if (weight.requires_grad() && torch::GradMode::is_enabled())
        throw std::logic_error("baseLinear: a weight of another type than its input cannot train");
    return CastLinear::apply(x, weight);
}

bool LoraConfig::targets(const std::string &module) const
{
    return std::find(targetModules.begin(), targetModules.end(), module) != targetModules.end();
}

ProjectionImpl::ProjectionImpl(std::int64_t in, std::int64_t out)
{
    weight = register_parameter("weight", torch::empty({out, in}));
}

void ProjectionImpl::addLora(const LoraConfig &config)
{
    const std::int64_t out = weight.size(0);
    const std::int64_t in = weight.size(1);
    m_loraA = register_module("lora_A", torch::nn::Linear(torch::nn::LinearOptions(in, config.r).bias(false)));
    m_loraB = register_module("lora_B", torch::nn::Linear(torch::nn::LinearOptions(config.r, out).bias(false)));
    torch::NoGradGuard noGrad;
    m_loraB->weight.zero_();
    m_loraA->to(weight.device());
    m_loraB->to(weight.device());
    m_scaling = config.scaling();
    m_dropout = config.dropout;
}

namespace {
thread_local DropoutRecorder *t_recorder = nullptr;
} // namespace

DropoutRecorder::DropoutRecorder()
    : m_outer(t_recorder)
{
    t_recorder = this;
}

DropoutRecorder::~DropoutRecorder()
{
    t_recorder = m_outer;
}

void replayDropout(const std::vector<DropoutDraw> &draws, std::int64_t batch, std::int64_t tokens)
{
    torch::NoGradGuard noGrad;
    // at::native dropout on the CPU: empty_like(input).bernoulli_(1 - p) (Dropout.cpp).
    for (const DropoutDraw &d : draws)
        torch::empty({batch, tokens, d.features}, torch::TensorOptions().dtype(d.dtype)).bernoulli_(1 - d.p);
}

torch::Tensor ProjectionImpl::loraDelta(const torch::Tensor &x)
{
    if (!m_loraA)
        return {};
    if (t_recorder && m_dropout > 0 && is_training())
        t_recorder->draws.push_back({x.size(-1), x.scalar_type(), m_dropout});
    const torch::Tensor dropped = m_dropout > 0 ? torch::dropout(x, m_dropout, is_training()) : x;
    return m_loraB(m_loraA(dropped)) * m_scaling;
}

torch::Tensor ProjectionImpl::forward(const torch::Tensor &x)
{
    torch::Tensor y = baseLinear(x, weight);
    if (m_loraA)
        y = y + loraDelta(x);
    return y;
}

torch::Tensor FusedWeights::get(const std::vector<torch::Tensor> &weights)
{
    bool trainable = false;
    for (const torch::Tensor &w : weights)
        trainable = trainable || w.requires_grad();
    if (trainable && torch::GradMode::is_enabled())
        return torch::cat(weights, 0);
    // Frozen (or no gradients wanted): reuse the stack until a weight is modified in place.
    // The data pointer too: loading replaces a parameter's data without a new version.
    bool fresh = m_stacked.defined() && m_sources.size() == weights.size();
    for (std::size_t i = 0; fresh && i < weights.size(); ++i)
        fresh = m_sources[i] == weights[i].unsafeGetTensorImpl() && m_versions[i] == weights[i]._version()
                && m_data[i] == weights[i].data_ptr();
    if (!fresh) {
        torch::NoGradGuard noGrad;
        m_stacked = torch::cat(weights, 0);
        m_sources.clear();
        m_versions.clear();
        m_data.clear();
        for (const torch::Tensor &w : weights) {
            m_sources.push_back(w.unsafeGetTensorImpl());
            m_versions.push_back(w._version());
            m_data.push_back(w.data_ptr());
        }
    }
    return m_stacked;
}

} // namespace pilot::tensor
