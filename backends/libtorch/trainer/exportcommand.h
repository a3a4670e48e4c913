#pragma once

#include <map>
#include <string>
#include <vector>

namespace pilot::trainer {

/// The base model folder of a LoRA checkpoint or adapter folder: trainer_state.json's
/// base_model, else adapter_config.json's base_model_name_or_path; empty when neither names one.
std::string adapterBaseModel(const std::string &dir);

/// pilot-trainer export --checkpoint DIR --out OUT [--merge-lora] (docs/trainer.md): checks the
/// checkpoint against its manifest and writes a folder a Transformers or PEFT user loads —
/// the model folder of a full fine-tuning, the PEFT adapter of a LoRA run (its
/// adapter_config.json names the base model), or with --merge-lora the LoRA merged into the
/// base's weights as an fp32 model folder — with its own manifest.json (bytes and SHA-256 of
/// every file). OUT must not exist or be empty; the folder is written as OUT.partial and
/// renamed, so an interrupted export leaves no folder that looks complete. Throws
/// std::invalid_argument for a bad command line, std::runtime_error for anything else.
int runExport(const std::map<std::string, std::string> &opts, const std::vector<std::string> &flags);

} // namespace pilot::trainer
