#pragma once

#include "llamaconfig.h"
#include "lora.h"
#include "tensorio.h"

#include <torch/torch.h>

#include <optional>

namespace pilot::tensor {

/// The type base weights are held in once loaded (LlamaForCausalLMImpl::loadBase).
enum class WeightDtype {
    /// Every weight in fp32, converted where the file holds another type: weights that train
    /// (full fine-tuning) are fp32, with fp32 gradients and AdamW moments.
    Float32,
    /// Matrices (projections, embedding, lm_head) keep the type of the file (BF16, F16 or F32)
    /// and are used where they lie — with a memory-mapped file, without any copy; the norms'
    /// vectors are converted to fp32 (exact, and a few kilobytes). For frozen weights (LoRA,
    /// scoring): a bf16 model stays the size of its files. See baseLinear for the computation.
    File,
};

/// RMSNorm as in HF Llama: statistics in fp32, the weight applied after casting back.
class RmsNormImpl : public torch::nn::Module
{
public:
    RmsNormImpl(std::int64_t size, double eps);
    torch::Tensor forward(const torch::Tensor &x);
    torch::Tensor weight;

private:
    double m_eps;
};
TORCH_MODULE(RmsNorm);

/// Per-sequence-length tables shared by every layer of one forward pass.
struct RotaryTables
{
    torch::Tensor cos;        ///< [T, head_dim]
    torch::Tensor sinSigned;  ///< [T, head_dim], first half negated: rotate_half(x) * sin == roll(x) * sinSigned
    torch::Tensor causalMask; ///< [T, T], 0 on and below the diagonal, -inf above
};

class AttentionImpl : public torch::nn::Module
{
public:
    explicit AttentionImpl(const LlamaConfig &c);
    torch::Tensor forward(const torch::Tensor &x, const RotaryTables &tables);
    Projection q_proj{nullptr}, k_proj{nullptr}, v_proj{nullptr}, o_proj{nullptr};

private:
    std::int64_t m_heads, m_kvHeads, m_headDim;
    FusedWeights m_qkv;
};
TORCH_MODULE(Attention);

class MlpImpl : public torch::nn::Module
{
public:
    explicit MlpImpl(const LlamaConfig &c);
    torch::Tensor forward(const torch::Tensor &x);
    Projection gate_proj{nullptr}, up_proj{nullptr}, down_proj{nullptr};

private:
    FusedWeights m_gateUp;
};
TORCH_MODULE(Mlp);

class DecoderLayerImpl : public torch::nn::Module
{
public:
    explicit DecoderLayerImpl(const LlamaConfig &c);
    torch::Tensor forward(const torch::Tensor &x, const RotaryTables &tables);
    RmsNorm input_layernorm{nullptr}, post_attention_layernorm{nullptr};
    Attention self_attn{nullptr};
    Mlp mlp{nullptr};
};
TORCH_MODULE(DecoderLayer);

class LlamaModelImpl : public torch::nn::Module
{
public:
    explicit LlamaModelImpl(const LlamaConfig &c);
    torch::Tensor forward(const torch::Tensor &ids, const RotaryTables &tables);
    torch::nn::Embedding embed_tokens{nullptr};
    torch::nn::ModuleList layers{nullptr};
    RmsNorm norm{nullptr};
};
TORCH_MODULE(LlamaModel);

/// Hugging Face LlamaForCausalLM: the same computation and the same parameter names
/// ("model.layers.0.self_attn.q_proj.weight", "lm_head.weight"), so its weights load from and
/// save to HF model folders unchanged.
class LlamaForCausalLMImpl : public torch::nn::Module
{
public:
    explicit LlamaForCausalLMImpl(const LlamaConfig &config);

    /// Token ids [B, T] (int64) to logits [B, T, vocab] (fp32).
    torch::Tensor forward(const torch::Tensor &ids);

    /// HF's initialisation for a model trained from scratch: normal(0, std) weights, norms 1.
    void initialiseWeights(double std, torch::Generator generator);
    /// Adds LoRA adapters to the target projections and freezes every other parameter.
    void addLora(const LoraConfig &lora);
    bool hasLora() const { return m_lora.has_value(); }
    const LoraConfig &lora() const { return *m_lora; }

    /// Base weights under HF names (the tied lm_head left out, as HF saves it).
    NamedTensors baseState();
    /// Adapter weights under PEFT names ("base_model.model.model.layers.0.self_attn.q_proj.lora_A.weight").
    NamedTensors adapterState();
    /// Takes weights in by name. Every parameter of the selected kind (base or adapter) must be
    /// present with its shape; extra names are an error too. Throws std::runtime_error naming
    /// the problem. A base weight whose type stays (see WeightDtype) becomes the parameter's
    /// data as it is — a view of a memory-mapped file stays one — otherwise it is converted.
    void loadBase(const std::map<std::string, torch::Tensor> &tensors, WeightDtype dtype = WeightDtype::Float32);
    void loadAdapter(const std::map<std::string, torch::Tensor> &tensors);

    const LlamaConfig &config() const { return m_config; }
    LlamaModel model{nullptr};
    Projection lm_head{nullptr};

private:
    RotaryTables tables(std::int64_t length, torch::Device device);

    LlamaConfig m_config;
    std::optional<LoraConfig> m_lora;
    RotaryTables m_tables; ///< for the longest length seen; sliced for shorter ones
};
TORCH_MODULE(LlamaForCausalLM);

inline constexpr const char *kPeftPrefix = "base_model.model.";

} // namespace pilot::tensor
