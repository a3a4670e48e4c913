#pragma once

#include "tensor/tensorio.h"

#include <torch/torch.h>

#include <string>
#include <vector>

namespace pilot::trainer {

/// AdamW with decoupled weight decay, step for step the update of torch.optim.AdamW (the
/// single-tensor path PyTorch uses on CPU by default). Its own implementation so that the
/// state is plain named tensors: saved to and restored from safetensors exactly, on any device.
class AdamW
{
public:
    struct Options
    {
        double beta1 = 0.9, beta2 = 0.999, eps = 1e-8, weightDecay = 0.0;
    };

    AdamW(std::vector<std::pair<std::string, torch::Tensor>> parameters, Options options);

    /// One update with learning rate `lr` from the gradients currently in the parameters.
    void step(double lr);
    void zeroGrad();
    std::int64_t steps() const { return m_steps; }

    /// exp_avg.<name>, exp_avg_sq.<name> and the step count, for optimizer.safetensors.
    tensor::NamedTensors state() const;
    /// Restores state() output; every parameter's moments must be present with its shape.
    void load(const std::map<std::string, torch::Tensor> &state);

    std::int64_t stateBytes() const;

private:
    std::vector<std::pair<std::string, torch::Tensor>> m_params;
    std::vector<torch::Tensor> m_expAvg, m_expAvgSq;
    Options m_options;
    std::int64_t m_steps = 0;
};

/// The learning rate of update `step` (1-based): Hugging Face's schedules — linear warm-up over
/// `warmup` updates, then cosine to zero, linear to zero, or constant, over `total` updates.
/// As in Transformers, update k uses the factor of k - 1, so the first update has lr 0 when
/// there is warm-up.
double scheduledLr(double peak, const std::string &schedule, std::int64_t step, std::int64_t warmup, std::int64_t total);

/// Scales all gradients so that their global L2 norm is at most `maxNorm` (as
/// torch.nn.utils.clip_grad_norm_); returns the norm before clipping.
double clipGradNorm(const std::vector<torch::Tensor> &parameters, double maxNorm);

} // namespace pilot::trainer
