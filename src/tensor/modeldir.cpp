#include "modeldir.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot::tensor {

namespace fs = std::filesystem;

namespace {

constexpr std::uint64_t kMaxJsonBytes = 16ull << 20; // config.json, the shard index

// A file of the model folder named by outside data (the index names the shards): a plain
// name, no separator, not "." or "..", and what it leads to — after following links — a
// regular file inside the folder. Returns the path to open.
fs::path confinedFile(const fs::path &folder, const std::string &name, const std::string &what)
{
    if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos || name.find('\0') != std::string::npos)
        throw std::runtime_error(what + " '" + name + "' is not a file name in the model folder");
    const fs::path path = folder / name;
    std::error_code error;
    const fs::file_status status = fs::symlink_status(path, error);
    if (error || !fs::exists(status))
        throw std::runtime_error((folder / name).string() + ": " + what + " is missing");
    if (fs::is_symlink(status)) {
        std::error_code targetError, rootError;
        const fs::path target = fs::weakly_canonical(path, targetError);
        const fs::path root = fs::weakly_canonical(folder, rootError);
        const auto mismatch = std::mismatch(root.begin(), root.end(), target.begin(), target.end());
        if (targetError || rootError || mismatch.first != root.end())
            throw std::runtime_error(path.string() + ": " + what + " is a link that leads out of the model folder");
    }
    if (!fs::is_regular_file(fs::status(path, error)))
        throw std::runtime_error(path.string() + ": " + what + " is not a regular file");
    return path;
}

// Reads a JSON file of at most kMaxJsonBytes (a regular file, opened without blocking),
// refusing a key that appears twice in one object (nlohmann would keep the last silently).
nlohmann::json readJson(const fs::path &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        throw std::runtime_error("cannot open " + path.string() + ": " + std::strerror(errno));
    std::string text;
    struct stat info = {};
    const bool regular = ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
    const bool small = regular && std::uint64_t(info.st_size) <= kMaxJsonBytes;
    if (small) {
        text.resize(std::size_t(info.st_size));
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            done += std::size_t(n);
        }
        text.resize(done);
    }
    ::close(fd);
    if (!regular)
        throw std::runtime_error(path.string() + ": not a regular file");
    if (!small)
        throw std::runtime_error(path.string() + ": larger than " + std::to_string(kMaxJsonBytes) + " bytes");
    try {
        std::vector<std::vector<std::string>> keys; // per open object
        return nlohmann::json::parse(text, [&keys, &path](int, nlohmann::json::parse_event_t event, nlohmann::json &parsed) {
            using E = nlohmann::json::parse_event_t;
            if (event == E::object_start)
                keys.emplace_back();
            else if (event == E::object_end)
                keys.pop_back();
            else if (event == E::key) {
                const std::string key = parsed.get<std::string>();
                if (std::find(keys.back().begin(), keys.back().end(), key) != keys.back().end())
                    throw std::runtime_error(path.string() + ": '" + key + "' appears twice in one object");
                keys.back().push_back(key);
            }
            return true;
        });
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

// Model weights are floating-point matrices and vectors; anything else is not a weight.
void requireWeightDtype(const fs::path &file, const std::string &name, const torch::Tensor &t)
{
    const auto type = t.scalar_type();
    if (type != torch::kBFloat16 && type != torch::kFloat16 && type != torch::kFloat32)
        throw std::runtime_error(file.string() + ": tensor '" + name + "' has dtype " + safetensorsDtypeName(type)
                                 + "; model weights must be BF16, F16 or F32");
}

} // namespace

std::map<std::string, torch::Tensor> loadModelTensors(const std::string &dir)
{
    const fs::path folder(dir);
    std::error_code error;
    if (fs::exists(fs::symlink_status(folder / "model.safetensors", error))) {
        const fs::path single = confinedFile(folder, "model.safetensors", "model file");
        std::map<std::string, torch::Tensor> tensors = mapSafetensors(single.string()).tensors;
        for (const auto &[name, tensor] : tensors)
            requireWeightDtype(single, name, tensor);
        return tensors;
    }
    if (!fs::exists(fs::symlink_status(folder / "model.safetensors.index.json", error)))
        throw std::runtime_error(dir + ": neither model.safetensors nor model.safetensors.index.json");
    const fs::path index = confinedFile(folder, "model.safetensors.index.json", "shard index");
    const nlohmann::json json = readJson(index);
    if (!json.is_object() || !json.contains("weight_map") || !json["weight_map"].is_object())
        throw std::runtime_error(index.string() + ": weight_map: expected an object");
    const nlohmann::json &weightMap = json["weight_map"];
    if (weightMap.empty())
        throw std::runtime_error(index.string() + ": weight_map: lists no tensors");
    std::map<std::string, std::vector<std::string>> shards; // shard file -> tensors listed for it
    for (const auto &entry : weightMap.items()) {
        if (!entry.value().is_string())
            throw std::runtime_error(index.string() + ": weight_map." + entry.key() + ": expected a file name");
        shards[entry.value().get<std::string>()].push_back(entry.key());
    }
    std::map<std::string, fs::path> paths;
    for (const auto &[shard, names] : shards)
        paths[shard] = confinedFile(folder, shard, "shard"); // every name checked before any file is opened
    std::map<std::string, torch::Tensor> all;
    for (const auto &[shard, names] : shards) {
        const fs::path &path = paths[shard];
        for (auto &[name, tensor] : mapSafetensors(path.string()).tensors) {
            const auto listed = weightMap.find(name);
            if (listed == weightMap.end())
                throw std::runtime_error(path.string() + ": tensor '" + name + "' is not in the index");
            if (listed->get<std::string>() != shard)
                throw std::runtime_error(path.string() + ": tensor '" + name + "' is listed in the index for "
                                         + listed->get<std::string>());
            requireWeightDtype(path, name, tensor);
            all.emplace(name, std::move(tensor));
        }
        for (const std::string &name : names) {
            if (!all.count(name))
                throw std::runtime_error(index.string() + ": tensor '" + name + "' is listed for " + shard + ", which does not hold it");
        }
    }
    return all;
}

LlamaForCausalLM loadModelDir(const std::string &dir, WeightDtype dtype)
{
    const fs::path config = confinedFile(fs::path(dir), "config.json", "model config");
    LlamaConfig c;
    try {
        c = LlamaConfig::fromJson(readJson(config));
    } catch (const ConfigError &e) {
        throw ConfigError(config.string() + ": " + e.what());
    }
    LlamaForCausalLM model(c);
    model->loadBase(loadModelTensors(dir), dtype);
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
    const nlohmann::json j = readJson(fs::path(path));
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
