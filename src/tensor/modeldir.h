#pragma once

#include "llama.h"

#include <string>

namespace pilot::tensor {

/// Hugging Face model folders: config.json plus model.safetensors, or shards listed in
/// model.safetensors.index.json ("weight_map": tensor name -> shard file).
LlamaForCausalLM loadModelDir(const std::string &dir);
void saveModelDir(LlamaForCausalLM &model, const std::string &dir);

/// PEFT adapter folders: adapter_config.json plus adapter_model.safetensors.
void saveAdapterDir(LlamaForCausalLM &model, const std::string &dir, const std::string &baseModel);
/// Adds the adapter described by adapter_config.json to `model` and loads its weights.
void loadAdapterDir(LlamaForCausalLM &model, const std::string &dir);
LoraConfig readAdapterConfig(const std::string &path);

/// All tensors of a model folder, whether in one file or sharded.
std::map<std::string, torch::Tensor> loadModelTensors(const std::string &dir);

} // namespace pilot::tensor
