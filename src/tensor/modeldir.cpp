#include "modeldir.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>

namespace pilot::tensor {

namespace fs = std::filesystem;

namespace {

nlohmann::json readJson(const fs::path &path)
{
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot open " + path.string());
    try {
        return nlohmann::json::parse(in);
    } catch (const nlohmann::json::exception &e) {
        throw std::runtime_error(path.string() + ": " + e.what());
    }
}

void writeJson(const fs::path &path, const nlohmann::json &json)
{
    std::ofstream out(path);
    out << json.dump(2) << '\n';
    out.close();
    if (!out)
        throw std::runtime_error("cannot write " + path.string());
}

} // namespace

std::map<std::string, torch::Tensor> loadModelTensors(const std::string &dir)
{
    const fs::path folder(dir);
    const fs::path single = folder / "model.safetensors";
    if (fs::exists(single))
        return loadSafetensors(single.string()).tensors;
    const fs::path index = folder / "model.safetensors.index.json";
    if (!fs::exists(index))
        throw std::runtime_error(dir + ": neither model.safetensors nor model.safetensors.index.json");
    const nlohmann::json json = readJson(index);
    if (!json.contains("weight_map") || !json["weight_map"].is_object())
        throw std::runtime_error(index.string() + ": weight_map: expected an object");
    std::set<std::string> shards;
    for (const auto &entry : json["weight_map"].items()) {
        if (!entry.value().is_string())
            throw std::runtime_error(index.string() + ": weight_map." + entry.key() + ": expected a file name");
        const std::string shard = entry.value().get<std::string>();
        if (shard.find('/') != std::string::npos || shard == "..")
            throw std::runtime_error(index.string() + ": shard '" + shard + "' is not a file in the folder");
        shards.insert(shard);
    }
    std::map<std::string, torch::Tensor> all;
    for (const std::string &shard : shards) {
        for (auto &[name, tensor] : loadSafetensors((folder / shard).string()).tensors) {
            const auto mapped = json["weight_map"].find(name);
            if (mapped == json["weight_map"].end() || mapped->get<std::string>() != shard)
                throw std::runtime_error(shard + ": tensor '" + name + "' is not listed for this shard in the index");
            all.emplace(name, std::move(tensor));
        }
    }
    if (all.size() != json["weight_map"].size())
        throw std::runtime_error(index.string() + ": the shards hold " + std::to_string(all.size()) + " of "
                                 + std::to_string(json["weight_map"].size()) + " listed tensors");
    return all;
}

LlamaForCausalLM loadModelDir(const std::string &dir)
{
    const LlamaConfig config = LlamaConfig::fromFile((fs::path(dir) / "config.json").string());
    LlamaForCausalLM model(config);
    model->loadBase(loadModelTensors(dir));
    return model;
}

void saveModelDir(LlamaForCausalLM &model, const std::string &dir)
{
    fs::create_directories(dir);
    writeJson(fs::path(dir) / "config.json", model->config().toJson());
    saveSafetensors((fs::path(dir) / "model.safetensors").string(), model->baseState());
}

LoraConfig readAdapterConfig(const std::string &path)
{
    const nlohmann::json j = readJson(path);
    auto fail = [&](const std::string &what) { return std::runtime_error(path + ": " + what); };
    if (j.value("peft_type", "") != "LORA")
        throw fail("peft_type: only LORA adapters are supported");
    LoraConfig c;
    if (!j.contains("r") || !j["r"].is_number_integer() || j["r"].get<std::int64_t>() < 1)
        throw fail("r: expected a whole number >= 1");
    c.r = j["r"].get<std::int64_t>();
    c.alpha = j.contains("lora_alpha") ? j["lora_alpha"].get<double>() : 8.0; // PEFT's default
    c.dropout = j.value("lora_dropout", 0.0);
    if (j.value("use_rslora", false) || j.value("use_dora", false))
        throw fail("use_rslora / use_dora: not supported");
    if (j.value("bias", std::string("none")) != "none")
        throw fail("bias: only none is supported");
    if (j.contains("target_modules")) {
        if (!j["target_modules"].is_array())
            throw fail("target_modules: expected a list of module names");
        c.targetModules = j["target_modules"].get<std::vector<std::string>>();
    }
    return c;
}

void saveAdapterDir(LlamaForCausalLM &model, const std::string &dir, const std::string &baseModel)
{
    fs::create_directories(dir);
    const LoraConfig &l = model->lora();
    // The keys PEFT writes for a LoRA adapter of a causal LM, with PEFT's defaults where this
    // implementation has no choice to make.
    const nlohmann::json config = {{"peft_type", "LORA"},
                                   {"task_type", "CAUSAL_LM"},
                                   {"base_model_name_or_path", baseModel},
                                   {"revision", nullptr},
                                   {"inference_mode", true},
                                   {"r", l.r},
                                   {"lora_alpha", l.alpha},
                                   {"lora_dropout", l.dropout},
                                   {"target_modules", l.targetModules},
                                   {"fan_in_fan_out", false},
                                   {"bias", "none"},
                                   {"use_rslora", false},
                                   {"use_dora", false},
                                   {"modules_to_save", nullptr},
                                   {"init_lora_weights", true},
                                   {"layers_to_transform", nullptr},
                                   {"layers_pattern", nullptr},
                                   {"rank_pattern", nlohmann::json::object()},
                                   {"alpha_pattern", nlohmann::json::object()}};
    writeJson(fs::path(dir) / "adapter_config.json", config);
    saveSafetensors((fs::path(dir) / "adapter_model.safetensors").string(), model->adapterState());
}

void loadAdapterDir(LlamaForCausalLM &model, const std::string &dir)
{
    if (!model->hasLora())
        model->addLora(readAdapterConfig((fs::path(dir) / "adapter_config.json").string()));
    model->loadAdapter(loadSafetensors((fs::path(dir) / "adapter_model.safetensors").string()).tensors);
}

} // namespace pilot::tensor
