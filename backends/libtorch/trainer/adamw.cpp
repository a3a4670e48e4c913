#include "adamw.h"

#include <cmath>
#include <stdexcept>

namespace pilot::trainer {

AdamW::AdamW(std::vector<std::pair<std::string, torch::Tensor>> parameters, Options options)
    : m_params(std::move(parameters))
    , m_options(options)
{
    for (const auto &[name, p] : m_params) {
        m_expAvg.push_back(torch::zeros_like(p, torch::MemoryFormat::Preserve));
        m_expAvgSq.push_back(torch::zeros_like(p, torch::MemoryFormat::Preserve));
    }
}

void AdamW::step(double lr)
{
    torch::NoGradGuard noGrad;
    ++m_steps;
    const double bias1 = 1.0 - std::pow(m_options.beta1, double(m_steps));
    const double bias2 = 1.0 - std::pow(m_options.beta2, double(m_steps));
    const double stepSize = lr / bias1;
    const double bias2Sqrt = std::sqrt(bias2);
    for (std::size_t i = 0; i < m_params.size(); ++i) {
        torch::Tensor &p = m_params[i].second;
        if (!p.grad().defined())
            continue;
        const torch::Tensor &g = p.grad();
        p.mul_(1.0 - lr * m_options.weightDecay);
        m_expAvg[i].mul_(m_options.beta1).add_(g, 1.0 - m_options.beta1); // as PyTorch 1.13 (later versions use lerp_)
        m_expAvgSq[i].mul_(m_options.beta2).addcmul_(g, g, 1.0 - m_options.beta2);
        const torch::Tensor denom = (m_expAvgSq[i].sqrt() / bias2Sqrt).add_(m_options.eps);
        p.addcdiv_(m_expAvg[i], denom, -stepSize);
    }
}

void AdamW::zeroGrad()
{
    for (auto &[name, p] : m_params) {
        if (p.grad().defined())
            p.mutable_grad() = torch::Tensor(); // as set_to_none=True
    }
}

tensor::NamedTensors AdamW::state() const
{
    tensor::NamedTensors out;
    for (std::size_t i = 0; i < m_params.size(); ++i) {
        out.emplace_back("exp_avg." + m_params[i].first, m_expAvg[i]);
        out.emplace_back("exp_avg_sq." + m_params[i].first, m_expAvgSq[i]);
    }
    out.emplace_back("step", torch::tensor(m_steps, torch::kInt64));
    return out;
}

void AdamW::load(const std::map<std::string, torch::Tensor> &state)
{
    torch::NoGradGuard noGrad;
    const auto fetch = [&](const std::string &key, const torch::Tensor &like) {
        const auto it = state.find(key);
        if (it == state.end())
            throw std::runtime_error("optimizer state: '" + key + "' is missing");
        if (it->second.sizes() != like.sizes())
            throw std::runtime_error("optimizer state: '" + key + "' has the wrong shape");
        return it->second;
    };
    for (std::size_t i = 0; i < m_params.size(); ++i) {
        m_expAvg[i].copy_(fetch("exp_avg." + m_params[i].first, m_expAvg[i]));
        m_expAvgSq[i].copy_(fetch("exp_avg_sq." + m_params[i].first, m_expAvgSq[i]));
    }
    const auto it = state.find("step");
    if (it == state.end())
        throw std::runtime_error("optimizer state: 'step' is missing");
    m_steps = it->second.item<std::int64_t>();
    if (state.size() != 2 * m_params.size() + 1)
        throw std::runtime_error("optimizer state: holds tensors for parameters this model does not train");
}

std::int64_t AdamW::stateBytes() const
{
    std::int64_t bytes = 0;
    for (std::size_t i = 0; i < m_params.size(); ++i)
        bytes += std::int64_t(m_expAvg[i].nbytes() + m_expAvgSq[i].nbytes());
    return bytes;
}

double scheduledLr(double peak, const std::string &schedule, std::int64_t step, std::int64_t warmup, std::int64_t total)
{
    const std::int64_t k = step - 1; // Transformers' LambdaLR position for update `step`
    if (k < warmup)
        return peak * double(k) / double(std::max<std::int64_t>(1, warmup));
    if (schedule == "constant")
        return peak;
    if (schedule == "linear")
        return peak * std::max(0.0, double(total - k) / double(std::max<std::int64_t>(1, total - warmup)));
    const double progress = double(k - warmup) / double(std::max<std::int64_t>(1, total - warmup));
    return peak * std::max(0.0, 0.5 * (1.0 + std::cos(M_PI * progress)));
}

double clipGradNorm(const std::vector<torch::Tensor> &parameters, double maxNorm)
{
    torch::NoGradGuard noGrad;
    std::vector<torch::Tensor> norms;
    for (const auto &p : parameters) {
        if (p.grad().defined())
            norms.push_back(p.grad().norm(2));
    }
    if (norms.empty())
        return 0.0;
    const torch::Tensor total = torch::stack(norms).norm(2);
    const double norm = total.item<double>();
    if (maxNorm > 0) {
        const torch::Tensor coef = torch::clamp(maxNorm / (total + 1e-6), c10::nullopt, 1.0);
        for (const auto &p : parameters) {
            if (p.grad().defined())
                p.grad().mul_(coef);
        }
    }
    return norm;
}

} // namespace pilot::trainer
