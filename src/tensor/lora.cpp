#include "lora.h"

#include <algorithm>

namespace pilot::tensor {

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
    torch::Tensor y = torch::nn::functional::linear(x, weight);
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
    bool fresh = m_stacked.defined() && m_sources.size() == weights.size();
    for (std::size_t i = 0; fresh && i < weights.size(); ++i)
        fresh = m_sources[i] == weights[i].unsafeGetTensorImpl() && m_versions[i] == weights[i]._version();
    if (!fresh) {
        torch::NoGradGuard noGrad;
        m_stacked = torch::cat(weights, 0);
        m_sources.clear();
        m_versions.clear();
        for (const torch::Tensor &w : weights) {
            m_sources.push_back(w.unsafeGetTensorImpl());
            m_versions.push_back(w._version());
        }
    }
    return m_stacked;
}

} // namespace pilot::tensor
