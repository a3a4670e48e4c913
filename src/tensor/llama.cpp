#include "llama.h"

#include "attention.h"
#include "fusedops.h"

#include <algorithm>
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
    if (fusedCpuApplies(x) && fusedCpuApplies(weight))
        return fusedRmsNorm(x, weight, m_eps);
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

// HF's RoPE, x * cos + rotate_half(x) * sin with rotate_half(x) = cat(-x2, x1), computed as
// x * cos + cat(x2, x1) * sinSigned: the sign moves into the table, which is exact.
torch::Tensor applyRotary(const torch::Tensor &x, const torch::Tensor &cos, const torch::Tensor &sinSigned)
{
    // roll by half a head is cat(x2, x1) in one operation (and one in the backward pass).
    return torch::addcmul(x * cos, torch::roll(x, x.size(-1) / 2, -1), sinSigned);
}

bool isHalf(const torch::Tensor &t)
{
    return t.scalar_type() == torch::kBFloat16 || t.scalar_type() == torch::kFloat16;
}

// Llama 3.1's scaled rotary frequencies, Hugging Face's _compute_llama3_parameters step by step
// in fp32. A number divided by a tensor is written reciprocal() * number: that is how PyTorch
// evaluates it in Python, so the tables agree with Transformers' bit for bit.
torch::Tensor llama3Frequencies(const torch::Tensor &invFreq, const RopeScaling &r)
{
    const double oldContext = double(r.originalMaxPositions);
    const double lowFreqWavelength = oldContext / r.lowFreqFactor;
    const double highFreqWavelength = oldContext / r.highFreqFactor;
    const torch::Tensor wavelength = invFreq.reciprocal() * (2.0 * M_PI);
    // Long wavelengths (low frequencies) are divided by the factor, short ones kept ...
    const torch::Tensor scaled = torch::where(wavelength > lowFreqWavelength, invFreq / r.factor, invFreq);
    // ... and those in between interpolated between the two.
    const torch::Tensor smooth = (wavelength.reciprocal() * oldContext - r.lowFreqFactor) / (r.highFreqFactor - r.lowFreqFactor);
    const torch::Tensor smoothed = (1.0 - smooth) * scaled / r.factor + smooth * scaled;
    const torch::Tensor medium = torch::logical_not(wavelength < highFreqWavelength) & torch::logical_not(wavelength > lowFreqWavelength);
    return torch::where(medium, smoothed, scaled);
}

// Whether a gradient will flow to any of these weights (then they must not be stacked once
// and cached).
bool anyTrains(const std::vector<torch::Tensor> &weights)
{
    return torch::GradMode::is_enabled()
           && std::any_of(weights.begin(), weights.end(), [](const torch::Tensor &w) { return w.requires_grad(); });
}

} // namespace

torch::Tensor AttentionImpl::forward(const torch::Tensor &x, const RotaryTables &tables)
{
    const std::int64_t batch = x.size(0);
    const std::int64_t length = x.size(1);
    const std::int64_t qSize = m_heads * m_headDim;
    const std::int64_t kvSize = m_kvHeads * m_headDim;
    // One product for q, k and v: with a cached stacked weight when the weights are frozen
    // (LoRA, evaluation), stacked anew when they train (a copy of the weights per step, far
    // cheaper than three products that each read x; the stacking's backward hands every weight
    // its rows of the gradient). Split, not sliced, so the backward pass is one concatenation.
    // A half-precision base (kept as loaded) is not stacked: the stack would be a second copy
    // of the weights, and products of this size keep the cores busy on their own.
    const std::vector<torch::Tensor> weights = {q_proj->weight, k_proj->weight, v_proj->weight};
    std::vector<torch::Tensor> parts;
    if (isHalf(q_proj->weight)) {
        parts = {baseLinear(x, weights[0]), baseLinear(x, weights[1]), baseLinear(x, weights[2])};
    } else {
        const bool training = anyTrains(weights);
        const torch::Tensor qkv = F::linear(x, training ? torch::cat(weights) : m_qkv.get(weights));
        parts = qkv.split_with_sizes({qSize, kvSize, kvSize}, -1);
    }
    torch::Tensor q = q_proj->hasLora() ? parts[0] + q_proj->loraDelta(x) : parts[0];
    torch::Tensor k = k_proj->hasLora() ? parts[1] + k_proj->loraDelta(x) : parts[1];
    torch::Tensor v = v_proj->hasLora() ? parts[2] + v_proj->loraDelta(x) : parts[2];
    const double scale = 1.0 / std::sqrt(double(m_headDim));
    if (causalAttentionApplies(q) && causalAttentionApplies(k) && causalAttentionApplies(v))
        return o_proj(causalAttention(q, k, v, tables.cos, tables.sinSigned, m_heads, m_kvHeads, scale));
    const torch::Tensor cos = tables.cos.to(x.scalar_type());
    const torch::Tensor sin = tables.sinSigned.to(x.scalar_type());
    q = applyRotary(q.view({batch, length, m_heads, m_headDim}).transpose(1, 2), cos, sin);
    k = applyRotary(k.view({batch, length, m_kvHeads, m_headDim}).transpose(1, 2), cos, sin);
    v = v.view({batch, length, m_kvHeads, m_headDim}).transpose(1, 2);
    // Grouped-query attention without copying K and V for every query head: the query heads of
    // one KV head are stacked along the sequence axis, so each KV head meets its whole group in
    // one matrix product ([G*T, d] x [d, T]) instead of G copies of itself.
    const std::int64_t groups = m_heads / m_kvHeads;
    const std::int64_t rows = groups * length;
    const torch::Tensor qg = q.reshape({batch * m_kvHeads, rows, m_headDim});
    const torch::Tensor kt = k.reshape({batch * m_kvHeads, length, m_headDim}).transpose(1, 2);
    // Scale and causal mask ride along in one batched GEMM: mask + (q k^T) / sqrt(d). The mask
    // rows repeat per group because the group's query heads are stacked along the rows.
    const torch::Tensor mask = groups == 1 ? tables.causalMask : tables.causalMask.repeat({groups, 1});
    const torch::Tensor scores = torch::baddbmm(mask.to(q.scalar_type()), qg, kt, 1.0, scale);
    const torch::Tensor probs = torch::softmax(scores, -1, torch::kFloat32).to(q.scalar_type());
    const torch::Tensor out = torch::bmm(probs, v.reshape({batch * m_kvHeads, length, m_headDim}))
                                  .view({batch, m_heads, length, m_headDim})
                                  .transpose(1, 2)
                                  .reshape({batch, length, qSize});
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
    const auto swiGlu = [](const torch::Tensor &gate, const torch::Tensor &up) {
        return fusedCpuApplies(gate) && fusedCpuApplies(up) ? fusedSwiGlu(gate, up) : F::silu(gate) * up;
    };
    // Gate and up in one product, as q, k and v above.
    const std::vector<torch::Tensor> weights = {gate_proj->weight, up_proj->weight};
    std::vector<torch::Tensor> gateUp;
    if (isHalf(gate_proj->weight)) { // not stacked, as q, k and v above
        gateUp = {baseLinear(x, weights[0]), baseLinear(x, weights[1])};
    } else {
        const bool training = anyTrains(weights);
        const std::int64_t size = gate_proj->weight.size(0);
        const torch::Tensor packed = F::linear(x, training ? torch::cat(weights) : m_gateUp.get(weights));
        if (!gate_proj->hasLora() && !up_proj->hasLora() && fusedCpuApplies(packed))
            return down_proj(fusedSwiGluPacked(packed));
        gateUp = packed.split(size, -1);
    }
    const torch::Tensor gate = gate_proj->hasLora() ? gateUp[0] + gate_proj->loraDelta(x) : gateUp[0];
    const torch::Tensor up = up_proj->hasLora() ? gateUp[1] + up_proj->loraDelta(x) : gateUp[1];
    return down_proj(swiGlu(gate, up));
}

DecoderLayerImpl::DecoderLayerImpl(const LlamaConfig &c)
{
    input_layernorm = register_module("input_layernorm", RmsNorm(c.hiddenSize, c.rmsNormEps));
    self_attn = register_module("self_attn", Attention(c));
    post_attention_layernorm = register_module("post_attention_layernorm", RmsNorm(c.hiddenSize, c.rmsNormEps));
    mlp = register_module("mlp", Mlp(c));
}

torch::Tensor DecoderLayerImpl::forward(const torch::Tensor &x, const RotaryTables &tables)
{
    const torch::Tensor h = x + self_attn(input_layernorm(x), tables);
    return h + mlp(post_attention_layernorm(h));
}

LlamaModelImpl::LlamaModelImpl(const LlamaConfig &c)
{
    // Given an uninitialised weight, Embedding draws no initial values: a model that is loaded
    // never touches (and so never commits) memory it will replace. A model trained from
    // scratch draws every weight in initialiseWeights.
    embed_tokens = register_module("embed_tokens", torch::nn::Embedding(torch::nn::EmbeddingOptions(c.vocabSize, c.hiddenSize)
                                                                            ._weight(torch::empty({c.vocabSize, c.hiddenSize}))));
    layers = register_module("layers", torch::nn::ModuleList());
    for (std::int64_t i = 0; i < c.numLayers; ++i)
        layers->push_back(DecoderLayer(c));
    norm = register_module("norm", RmsNorm(c.hiddenSize, c.rmsNormEps));
}

torch::Tensor LlamaModelImpl::forward(const torch::Tensor &ids, const RotaryTables &tables)
{
    torch::Tensor h = embed_tokens(ids);
    if (h.scalar_type() == torch::kBFloat16 || h.scalar_type() == torch::kFloat16)
        h = h.to(torch::kFloat32); // a half-precision base: the residual stream stays fp32
    for (const auto &layer : *layers)
        h = layer->as<DecoderLayer>()->forward(h, tables);
    return norm(h);
}

LlamaForCausalLMImpl::LlamaForCausalLMImpl(const LlamaConfig &config)
    : m_config(config)
{
    model = register_module("model", LlamaModel(config));
    if (!config.tieWordEmbeddings)
        lm_head = register_module("lm_head", Projection(config.hiddenSize, config.vocabSize));
}

RotaryTables LlamaForCausalLMImpl::tables(std::int64_t length, torch::Device device)
{
    if (!m_tables.cos.defined() || m_tables.cos.size(0) < length || m_tables.cos.device() != device) {
        // As HF: inv_freq = 1 / theta^(2i/d) in fp32, angles = positions x inv_freq, both halves
        // of the head dimension share the angles.
        const std::int64_t size = std::max<std::int64_t>(length, 128);
        const auto f32 = torch::TensorOptions().dtype(torch::kFloat32);
        const std::int64_t dim = m_config.headDim;
        const torch::Tensor exponent = torch::arange(0, dim, 2, torch::TensorOptions().dtype(torch::kInt64)).to(torch::kFloat32)
                                       / double(dim);
        torch::Tensor invFreq = 1.0 / torch::pow(torch::tensor(m_config.ropeTheta, f32), exponent);
        if (m_config.ropeScaling.enabled())
            invFreq = llama3Frequencies(invFreq, m_config.ropeScaling);
        const torch::Tensor freqs = torch::outer(torch::arange(size, f32), invFreq);
        const torch::Tensor emb = torch::cat({freqs, freqs}, -1);
        const torch::Tensor sin = emb.sin();
        m_tables.cos = emb.cos().to(device);
        m_tables.sinSigned = torch::cat({-sin.slice(-1, 0, dim / 2), sin.slice(-1, dim / 2)}, -1).to(device);
        m_tables.causalMask = torch::full({size, size}, -std::numeric_limits<float>::infinity(), f32).triu(1).to(device);
    }
    return {m_tables.cos.slice(0, 0, length), m_tables.sinSigned.slice(0, 0, length),
            m_tables.causalMask.slice(0, 0, length).slice(1, 0, length)};
}

torch::Tensor LlamaForCausalLMImpl::forward(const torch::Tensor &ids)
{
    const torch::Tensor h = model(ids, tables(ids.size(1), ids.device()));
    const torch::Tensor logits = lm_head ? lm_head(h) : baseLinear(h, model->embed_tokens->weight);
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
        std::pair<const char *, Projection> projections[] = {{"q_proj", decoder->self_attn->q_proj}, {"k_proj", decoder->self_attn->k_proj},
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

void checkNames(const NamedTensors &targets, const std::map<std::string, torch::Tensor> &tensors, const char *what)
{
    std::set<std::string> used;
    for (const auto &[name, parameter] : targets) {
        const auto it = tensors.find(name);
        if (it == tensors.end())
            throw std::runtime_error(std::string(what) + ": tensor '" + name + "' is missing");
        if (it->second.sizes() != parameter.sizes()) {
            throw std::runtime_error(std::string(what) + ": tensor '" + name + "' has shape " + c10::str(it->second.sizes())
                                     + ", the model needs " + c10::str(parameter.sizes()));
        }
        used.insert(name);
    }
    for (const auto &[name, tensor] : tensors) {
        if (!used.count(name))
            throw std::runtime_error(std::string(what) + ": unexpected tensor '" + name + "'");
    }
}

void loadInto(const NamedTensors &targets, const std::map<std::string, torch::Tensor> &tensors, const char *what)
{
    checkNames(targets, tensors, what);
    torch::NoGradGuard noGrad;
    for (const auto &[name, parameter] : targets)
        parameter.copy_(tensors.at(name));
}

} // namespace

void LlamaForCausalLMImpl::loadBase(const std::map<std::string, torch::Tensor> &tensors, WeightDtype dtype)
{
    // A tied model may still carry lm_head.weight (some exporters write it); it is the embedding.
    std::map<std::string, torch::Tensor> filtered = tensors;
    if (m_config.tieWordEmbeddings)
        filtered.erase("lm_head.weight");
    const NamedTensors targets = baseState();
    checkNames(targets, filtered, "model weights");
    // Every name and shape is checked before the first parameter changes: a bad folder leaves
    // the model as it was. The parameter takes the loaded tensor as its data instead of a
    // copy, so loading needs no second copy of the weights (and a memory-mapped weight is read
    // from disk only when it is used).
    torch::NoGradGuard noGrad;
    for (const auto &[name, parameter] : targets) {
        const torch::Tensor &loaded = filtered.at(name);
        const bool keep = dtype == WeightDtype::File && loaded.dim() == 2
                          && (loaded.scalar_type() == torch::kBFloat16 || loaded.scalar_type() == torch::kFloat16);
        const torch::Dtype target = keep ? loaded.scalar_type() : torch::kFloat32;
        torch::Tensor data = loaded.to(parameter.device(), target); // the same tensor where nothing changes
        if (!data.is_contiguous())
            data = data.contiguous();
        parameter.set_data(data);
    }
}

void LlamaForCausalLMImpl::loadAdapter(const std::map<std::string, torch::Tensor> &tensors)
{
    loadInto(adapterState(), tensors, "adapter weights");
}

} // namespace pilot::tensor
