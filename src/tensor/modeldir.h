#pragma once

#include "llama.h"

#include <string>

namespace pilot::tensor {

/// Hugging Face model folders: config.json plus model.safetensors, or shards listed in
/// model.safetensors.index.json ("weight_map": tensor name -> shard file). The weights are
/// memory-mapped (mapSafetensors) and become the model's parameters without a copy where
/// their type stays (see LlamaForCausalLMImpl::loadBase and WeightDtype).
LlamaForCausalLM loadModelDir(const std::string &dir, WeightDtype dtype = WeightDtype::Float32);
void saveModelDir(LlamaForCausalLM &model, const std::string &dir);

/// PEFT adapter folders: adapter_config.json plus adapter_model.safetensors.
void saveAdapterDir(LlamaForCausalLM &model, const std::string &dir, const std::string &baseModel);
/// Adds the adapter described by adapter_config.json to `model` and loads its weights.
void loadAdapterDir(LlamaForCausalLM &model, const std::string &dir);
LoraConfig readAdapterConfig(const std::string &path);

/// All tensors of a model folder, whether in one file or sharded, memory-mapped. The folder's
/// files are outside input: the index is a regular JSON file of at most 16 MiB in which no key
/// appears twice; every shard it names is a plain file name in the folder (no separator, not
/// "..") that is — after following links — a regular file inside the folder; every tensor of
/// a shard is listed for that shard, every listed tensor is in its shard, so each is loaded
/// exactly once; each shard passes the header checks of safetensors.h; weights are BF16, F16
/// or F32. Throws std::runtime_error naming the file and the tensor.
std::map<std::string, torch::Tensor> loadModelTensors(const std::string &dir);

} // namespace pilot::tensor
