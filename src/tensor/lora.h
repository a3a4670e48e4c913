#pragma once

#include <torch/torch.h>

#include <string>
#include <vector>

namespace pilot::tensor {

/// LoRA as PEFT defines it: y = W x + (alpha / r) * B(A(dropout(x))) with A [r, in] drawn like a
/// fresh nn.Linear (Kaiming uniform, a = sqrt(5)) and B [out, r] zero, so training starts
/// exactly at the base model.
struct LoraConfig
{
    std::int64_t r = 8;
    double alpha = 16.0;
    double dropout = 0.0;
    std::vector<std::string> targetModules{"q_proj", "v_proj"};

    double scaling() const { return alpha / double(r); }
    bool targets(const std::string &module) const;
};

/// x W^T for a frozen base weight. Where W's type is x's (or autocast decides the types), this
/// is F::linear. A half-precision (BF16/F16) W under an fp32 x is used in fp32 without being
/// kept in fp32: it is converted for the product in the forward pass and again for the
/// gradient of x in the backward pass, so only W itself is held between them (keeping the
/// converted copy for the backward pass would double a bf16 model's memory). It is converted
/// in blocks of rows into one reused buffer of about 8 MiB, each block multiplied while it is
/// in cache; the result equals F::linear(x, W.to(fp32)) within fp32 rounding (the gradient of x
/// sums over the blocks). W must not need a gradient.
torch::Tensor baseLinear(const torch::Tensor &x, const torch::Tensor &weight);

/// Whether autocast is on for x's device (then it chooses the types of a product).
bool autocastOn(const torch::Tensor &x);

/// One dropout draw of an adapter in a forward pass: over an input of batch × tokens × features
/// of `dtype`, with probability `p`.
struct DropoutDraw
{
    std::int64_t features = 0;
    torch::ScalarType dtype = torch::kFloat32;
    double p = 0;
};

/// Records, while it lives, the dropout draws every adapter's forward makes on this thread, in
/// their order (a forward pass to learn them runs with the generator's state put back after).
class DropoutRecorder
{
public:
    DropoutRecorder();
    ~DropoutRecorder();
    DropoutRecorder(const DropoutRecorder &) = delete;
    DropoutRecorder &operator=(const DropoutRecorder &) = delete;

    std::vector<DropoutDraw> draws;

private:
    DropoutRecorder *m_outer;
};

/// Draws from the default CPU generator what `draws` drew for an input of batch × tokens, by the
/// same operation dropout uses: a process that leaves a micro-batch to another one of a
/// data-parallel run still moves its generator as computing it would, so every process (and
/// one process alone) draws the same masks for the micro-batches it computes.
void replayDropout(const std::vector<DropoutDraw> &draws, std::int64_t batch, std::int64_t tokens);

/// A bias-free linear map (HF's nn.Linear(bias=False)) that can carry a LoRA adapter. Its
/// parameters are named like HF's and PEFT's: "weight", "lora_A.weight", "lora_B.weight".
class ProjectionImpl : public torch::nn::Module
{
public:
    ProjectionImpl(std::int64_t in, std::int64_t out);

    void addLora(const LoraConfig &config);
    bool hasLora() const { return !m_loraA.is_empty(); }
    torch::Tensor forward(const torch::Tensor &x);
    /// The adapter's contribution alone, (alpha / r) * B(A(dropout(x))); undefined without LoRA.
    torch::Tensor loraDelta(const torch::Tensor &x);

    torch::Tensor weight;

private:
    torch::nn::Linear m_loraA{nullptr};
    torch::nn::Linear m_loraB{nullptr};
    double m_scaling = 0;
    double m_dropout = 0;
};
TORCH_MODULE(Projection);

/// Frozen projections that read the same input (q/k/v, gate/up) computed as one matrix
/// product with their weights stacked: one larger GEMM uses the cores better than several
/// small ones. The stacked weight is cached until a weight changes in place.
class FusedWeights
{
public:
    torch::Tensor get(const std::vector<torch::Tensor> &weights);

private:
    torch::Tensor m_stacked;
    std::vector<std::int64_t> m_versions;
    std::vector<const void *> m_sources;
    std::vector<const void *> m_data;
};

} // namespace pilot::tensor
