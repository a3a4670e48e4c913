#include "lora.h"

#include <ATen/autocast_mode.h>

#include <algorithm>

namespace pilot::tensor {

namespace {

// The product with a half-precision weight converted per use (baseLinear).
class CastLinear : public torch::autograd::Function<CastLinear>
{
public:
    static torch::Tensor forward(torch::autograd::AutogradContext *ctx, const torch::Tensor &x, const torch::Tensor &weight)
    {
        ctx->saved_data["weight"] = weight; // the half-precision weight itself, no copy
        return torch::nn::functional::linear(x, weight.to(x.scalar_type()));
    }

    static torch::autograd::tensor_list backward(torch::autograd::AutogradContext *ctx, torch::autograd::tensor_list grads)
    {
        const torch::Tensor weight = ctx->saved_data["weight"].toTensor();
        return {torch::matmul(grads[0], weight.to(grads[0].scalar_type())), torch::Tensor()};
    }
};

} // namespace

bool autocastOn(const torch::Tensor &x)
{
    return x.is_cuda() ? at::autocast::is_enabled() : at::autocast::is_cpu_enabled();
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

torch::Tensor ProjectionImpl::loraDelta(const torch::Tensor &x)
{
    if (!m_loraA)
        return {};
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
