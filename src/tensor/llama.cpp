#include "llama.h"

#include <cmath>
#include <set>

namespace pilot::tensor {

namespace F = torch::nn::functional;

RmsNormImpl::RmsNormImpl(std::int64_t size, double eps)
    : m_eps(eps)
{
    weight = register_parameter("weight", torch::ones({size}));
}

torch::Tensor RmsNormImpl::forward(const torch::Tensor &x)
{
    const torch::Tensor h = x.to(torch::kFloat32);
    const torch::Tensor variance = h.pow(2).mean(-1, /*keepdim=*/true);
    return weight * (h * torch::rsqrt(variance + m_eps)).to(x.scalar_type());
}

AttentionImpl::AttentionImpl(const LlamaConfig &c)
    : m_heads(c.numHeads)
    , m_kvHeads(c.numKvHeads)
    , m_headDim(c.headDim)
{
    q_proj = register_module("q_proj", Projection(c.hiddenSize, c.numHeads * c.headDim));
    k_proj = register_module("k_proj", Projection(c.hiddenSize, c.numKvHeads * c.headDim));
    v_proj = register_module("v_proj", Projection(c.hiddenSize, c.numKvHeads * c.headDim));
    o_proj = register_module("o_proj", Projection(c.numHeads * c.headDim, c.hiddenSize));
}

namespace {

// HF's rotate_half: the two halves of the head dimension, not interleaved pairs.
torch::Tensor rotateHalf(const torch::Tensor &x)
{
    const std::int64_t half = x.size(-1) / 2;
    return torch::cat({-x.slice(-1, half), x.slice(-1, 0, half)}, -1);
}

torch::Tensor applyRotary(const torch::Tensor &x, const torch::Tensor &cos, const torch::Tensor &sin)
{
    return (x * cos + rotateHalf(x) * sin).to(x.scalar_type());
}

} // namespace

torch::Tensor AttentionImpl::forward(const torch::Tensor &x, const torch::Tensor &cos, const torch::Tensor &sin)
{
    const std::int64_t batch = x.size(0);
    const std::int64_t length = x.size(1);
    torch::Tensor q = q_proj(x).view({batch, length, m_heads, m_headDim}).transpose(1, 2);
    torch::Tensor k = k_proj(x).view({batch, length, m_kvHeads, m_headDim}).transpose(1, 2);
    torch::Tensor v = v_proj(x).view({batch, length, m_kvHeads, m_headDim}).transpose(1, 2);
    const torch::Tensor c = cos.to(q.scalar_type());
    const torch::Tensor s = sin.to(q.scalar_type());
    q = applyRotary(q, c, s);
    k = applyRotary(k, c, s);
    if (m_kvHeads != m_heads) { // grouped-query attention: each KV head serves a group of query heads
        const std::int64_t groups = m_heads / m_kvHeads;
        k = k.repeat_interleave(groups, 1);
        v = v.repeat_interleave(groups, 1);
    }
    torch::Tensor scores = torch::matmul(q, k.transpose(2, 3)) / std::sqrt(double(m_headDim));
    const torch::Tensor future = torch::ones({length, length}, torch::TensorOptions().dtype(torch::kBool).device(x.device())).triu(1);
    scores = scores.masked_fill(future, -std::numeric_limits<float>::infinity());
    const torch::Tensor weights = torch::softmax(scores.to(torch::kFloat32), -1).to(q.scalar_type());
    const torch::Tensor out = torch::matmul(weights, v).transpose(1, 2).reshape({batch, length, m_heads * m_headDim});
    return o_proj(out);
}

MlpImpl::MlpImpl(const LlamaConfig &c)
{
    gate_proj = register_module("gate_proj", Projection(c.hiddenSize, c.intermediateSize));
    up_proj = register_module("up_proj", Projection(c.hiddenSize, c.intermediateSize));
    down_proj = register_module("down_proj", Projection(c.intermediateSize, c.hiddenSize));
}

torch::Tensor MlpImpl::forward(const torch::Tensor &x)
{
    return down_proj(F::silu(gate_proj(x)) * up_proj(x));
}

DecoderLayerImpl::DecoderLayerImpl(const LlamaConfig &c)
{
    input_layernorm = register_module("input_layernorm", RmsNorm(c.hiddenSize, c.rmsNormEps));
    self_attn = register_module("self_attn", Attention(c));
    post_attention_layernorm = register_module("post_attention_layernorm", RmsNorm(c.hiddenSize, c.rmsNormEps));
    mlp = register_module("mlp", Mlp(c));
}

torch::Tensor DecoderLayerImpl::forward(const torch::Tensor &x, const torch::Tensor &cos, const torch::Tensor &sin)
{
    const torch::Tensor h = x + self_attn(input_layernorm(x), cos, sin);
    return h + mlp(post_attention_layernorm(h));
}

LlamaModelImpl::LlamaModelImpl(const LlamaConfig &c)
{
    embed_tokens = register_module("embed_tokens", torch::nn::Embedding(c.vocabSize, c.hiddenSize));
    layers = register_module("layers", torch::nn::ModuleList());
    for (std::int64_t i = 0; i < c.numLayers; ++i)
        layers->push_back(DecoderLayer(c));
    norm = register_module("norm", RmsNorm(c.hiddenSize, c.rmsNormEps));
}

torch::Tensor LlamaModelImpl::forward(const torch::Tensor &ids, const torch::Tensor &cos, const torch::Tensor &sin)
{
    torch::Tensor h = embed_tokens(ids);
    for (const auto &layer : *layers)
        h = layer->as<DecoderLayer>()->forward(h, cos, sin);
    return norm(h);
}

LlamaForCausalLMImpl::LlamaForCausalLMImpl(const LlamaConfig &config)
    : m_config(config)
{
    model = register_module("model", LlamaModel(config));
    if (!config.tieWordEmbeddings)
        lm_head = register_module("lm_head", Projection(config.hiddenSize, config.vocabSize));
}

std::pair<torch::Tensor, torch::Tensor> LlamaForCausalLMImpl::rotary(std::int64_t length, torch::Device device)
{
    if (!m_cos.defined() || m_cos.size(0) < length || m_cos.device() != device) {
        // As HF: inv_freq = 1 / theta^(2i/d) in fp32, angles = positions x inv_freq, both halves
        // of the head dimension share the angles.
        const std::int64_t size = std::max<std::int64_t>(length, 128);
        const auto f32 = torch::TensorOptions().dtype(torch::kFloat32);
        const torch::Tensor exponent = torch::arange(0, m_config.headDim, 2, torch::TensorOptions().dtype(torch::kInt64)).to(torch::kFloat32) / double(m_config.headDim);
        const torch::Tensor invFreq = 1.0 / torch::pow(torch::tensor(m_config.ropeTheta, f32), exponent);
        const torch::Tensor positions = torch::arange(size, f32);
        const torch::Tensor freqs = torch::outer(positions, invFreq);
        const torch::Tensor emb = torch::cat({freqs, freqs}, -1);
        m_cos = emb.cos().to(device);
        m_sin = emb.sin().to(device);
    }
    return {m_cos.slice(0, 0, length), m_sin.slice(0, 0, length)};
}

torch::Tensor LlamaForCausalLMImpl::forward(const torch::Tensor &ids)
{
    const auto [cos, sin] = rotary(ids.size(1), ids.device());
    const torch::Tensor h = model(ids, cos, sin);
    const torch::Tensor logits = lm_head ? lm_head(h) : F::linear(h, model->embed_tokens->weight);
    return logits.to(torch::kFloat32);
}

void LlamaForCausalLMImpl::initialiseWeights(double std, torch::Generator generator)
{
    torch::NoGradGuard noGrad;
    for (auto &item : named_parameters()) {
        torch::Tensor &p = item.value();
        if (item.key().find("norm") != std::string::npos)
            p.fill_(1.0);
        else
            p.normal_(0.0, std, generator);
    }
}

void LlamaForCausalLMImpl::addLora(const LoraConfig &lora)
{
    for (auto &p : parameters())
        p.set_requires_grad(false);
    for (const auto &layer : *model->layers) {
        auto *decoder = layer->as<DecoderLayer>();
        std::pair<const char *, Projection> projections[] = {
            {"q_proj", decoder->self_attn->q_proj}, {"k_proj", decoder->self_attn->k_proj},
            {"v_proj", decoder->self_attn->v_proj}, {"o_proj", decoder->self_attn->o_proj},
            {"gate_proj", decoder->mlp->gate_proj}, {"up_proj", decoder->mlp->up_proj},
            {"down_proj", decoder->mlp->down_proj}};
        for (auto &[name, projection] : projections) {
            if (lora.targets(name))
                projection->addLora(lora);
        }
    }
    m_lora = lora;
}

NamedTensors LlamaForCausalLMImpl::baseState()
{
    NamedTensors out;
    for (const auto &item : named_parameters()) {
        if (item.key().find(".lora_") == std::string::npos)
            out.emplace_back(item.key(), item.value());
    }
    return out;
}

NamedTensors LlamaForCausalLMImpl::adapterState()
{
    NamedTensors out;
    for (const auto &item : named_parameters()) {
        if (item.key().find(".lora_") != std::string::npos)
            out.emplace_back(kPeftPrefix + item.key(), item.value());
    }
    return out;
}

namespace {

void loadInto(const NamedTensors &targets, const std::map<std::string, torch::Tensor> &tensors, const char *what)
{
    torch::NoGradGuard noGrad;
    std::set<std::string> used;
    for (const auto &[name, parameter] : targets) {
        const auto it = tensors.find(name);
        if (it == tensors.end())
            throw std::runtime_error(std::string(what) + ": tensor '" + name + "' is missing");
        if (it->second.sizes() != parameter.sizes()) {
            throw std::runtime_error(std::string(what) + ": tensor '" + name + "' has shape " + c10::str(it->second.sizes())
                                     + ", the model needs " + c10::str(parameter.sizes()));
        }
        parameter.copy_(it->second);
        used.insert(name);
    }
    for (const auto &[name, tensor] : tensors) {
        if (!used.count(name))
            throw std::runtime_error(std::string(what) + ": unexpected tensor '" + name + "'");
    }
}

} // namespace

void LlamaForCausalLMImpl::loadBase(const std::map<std::string, torch::Tensor> &tensors)
{
    // A tied model may still carry lm_head.weight (some exporters write it); it is the embedding.
    std::map<std::string, torch::Tensor> filtered = tensors;
    if (m_config.tieWordEmbeddings)
        filtered.erase("lm_head.weight");
    loadInto(baseState(), filtered, "model weights");
}

void LlamaForCausalLMImpl::loadAdapter(const std::map<std::string, torch::Tensor> &tensors)
{
    loadInto(adapterState(), tensors, "adapter weights");
}

} // namespace pilot::tensor
