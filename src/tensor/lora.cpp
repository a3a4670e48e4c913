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

torch::Tensor ProjectionImpl::forward(const torch::Tensor &x)
{
    torch::Tensor y = torch::nn::functional::linear(x, weight);
    if (m_loraA) {
        const torch::Tensor dropped = m_dropout > 0 ? torch::dropout(x, m_dropout, is_training()) : x;
        y = y + m_loraB(m_loraA(dropped)) * m_scaling;
    }
    return y;
}

} // namespace pilot::tensor
