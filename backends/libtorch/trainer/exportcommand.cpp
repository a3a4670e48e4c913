#include "exportcommand.h"

#include "checkpoint.h"
#include "common/inputfile.h"
#include "common/removetree.h"
#include "common/sha256.h"

#include "tensor/llama.h"
#include "tensor/modeldir.h"
#include "tensor/tensorio.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace fs = std::filesystem;

namespace pilot::trainer {

namespace {

nlohmann::json readJson(const fs::path &path, const char *what)
{
    try {
        return nlohmann::json::parse(readRegularFile(path.string(), kMaxSmallJsonBytes, what));
    } catch (const nlohmann::json::exception &e) {
        throw std::runtime_error(path.string() + ": " + e.what());
    }
}

// The base's weights with the adapter's update added, (alpha / r) * B A, every tensor in fp32:
// the update of a short fine-tuning is finer than bf16 resolves.
tensor::NamedTensors mergedWeights(const std::string &base, const fs::path &adapterDir)
{
    const tensor::LoraConfig lora = tensor::readAdapterConfig((adapterDir / "adapter_config.json").string());
    std::map<std::string, torch::Tensor> weights = tensor::loadModelTensors(base);
    const auto adapter = tensor::loadSafetensors((adapterDir / "adapter_model.safetensors").string()).tensors;
    const std::string prefix = tensor::kPeftPrefix;
    const std::string aSuffix = ".lora_A.weight";
    std::size_t merged = 0;
    for (const auto &[name, a] : adapter) {
        if (name.size() <= aSuffix.size() || name.compare(name.size() - aSuffix.size(), aSuffix.size(), aSuffix) != 0)
            continue;
        if (name.rfind(prefix, 0) != 0)
            throw std::runtime_error("adapter_model.safetensors: " + name + " does not start with " + prefix);
        const std::string module = name.substr(prefix.size(), name.size() - prefix.size() - aSuffix.size());
        const auto b = adapter.find(prefix + module + ".lora_B.weight");
        if (b == adapter.end())
            throw std::runtime_error("adapter_model.safetensors: " + name + " has no lora_B beside it");
        const auto w = weights.find(module + ".weight");
        if (w == weights.end())
            throw std::runtime_error("adapter_model.safetensors: " + name + ": the base model has no " + module + ".weight");
        const torch::Tensor delta = torch::matmul(b->second.to(torch::kFloat32), a.to(torch::kFloat32)) * lora.scaling();
        if (delta.sizes() != w->second.sizes())
            throw std::runtime_error("adapter_model.safetensors: " + module + ": the update's shape differs from the base weight's");
        w->second = w->second.to(torch::kFloat32) + delta;
        ++merged;
    }
    if (merged == 0)
        throw std::runtime_error("adapter_model.safetensors: no LoRA weights to merge");
    tensor::NamedTensors out;
    for (auto &[name, t] : weights)
        out.emplace_back(name, t.to(torch::kFloat32).contiguous());
    return out;
}

// Copies the named files, each of which the checkpoint's manifest lists (validate() has checked
// them: regular files with the listed bytes and SHA-256); a name it does not list is not copied,
// whatever lies in the folder under it.
void copyListed(const fs::path &from, const fs::path &to, const std::vector<std::string> &listed, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        if (std::find(listed.begin(), listed.end(), name) == listed.end())
            throw std::runtime_error(from.string() + ": its manifest does not list " + name + "; nothing was exported");
        fs::copy_file(from / name, to / name);
    }
}

// A staging folder beside `out` that this call creates and so alone may delete: a folder of
// that name that is already there is somebody's, never removed.
fs::path makeStaging(const fs::path &out)
{
    const fs::path parent = out.parent_path().empty() ? fs::path(".") : out.parent_path();
    std::string name = (parent / ("." + out.filename().string() + ".partial-XXXXXX")).string();
    if (!::mkdtemp(name.data()))
        throw std::runtime_error(parent.string() + ": cannot create a staging folder for the export: " + std::strerror(errno));
    return name;
}

void writeManifest(const fs::path &dir, std::int64_t step, const std::string &kind)
{
    std::vector<fs::path> files;
    for (const auto &entry : fs::directory_iterator(dir))
        files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    nlohmann::json list = nlohmann::json::array();
    for (const fs::path &file : files) {
        checkpoint::syncPath(file.string());
        list.push_back({{"path", file.filename().string()}, {"bytes", fs::file_size(file)}, {"sha256", Sha256::fileHex(file.string())}});
    }
    const nlohmann::json manifest = {
        {"format", "migration-pilot/export"}, {"format_version", 1}, {"step", step}, {"kind", kind}, {"files", list}};
    checkpoint::writeFileSynced((dir / "manifest.json").string(), manifest.dump(2) + "\n");
}

} // namespace

std::string adapterBaseModel(const std::string &dir)
{
    std::string base;
    if (fs::exists(fs::path(dir) / "trainer_state.json"))
        base = readJson(fs::path(dir) / "trainer_state.json", "trainer state").value("base_model", "");
    if (base.empty() && fs::exists(fs::path(dir) / "adapter_config.json"))
        base = readJson(fs::path(dir) / "adapter_config.json", "adapter config").value("base_model_name_or_path", "");
    return checkpoint::resolveBaseModel(base, dir);
}

int runExport(const std::map<std::string, std::string> &opts, const std::vector<std::string> &flags)
{
    if (!opts.count("--checkpoint") || !opts.count("--out"))
        throw std::invalid_argument("export needs --checkpoint and --out");
    const bool merge = std::find(flags.begin(), flags.end(), "--merge-lora") != flags.end();
    const fs::path dir = opts.at("--checkpoint");
    std::int64_t step = 0;
    std::vector<std::string> listed;
    if (const std::string problem = checkpoint::validate(dir.string(), &step, &listed); !problem.empty())
        throw std::runtime_error(dir.string() + ": " + problem);
    // The kind is what the manifest lists, never what else lies in the folder.
    const auto lists = [&](const char *name) { return std::find(listed.begin(), listed.end(), name) != listed.end(); };
    const bool isLora = lists("adapter_model.safetensors");
    if (isLora == lists("model.safetensors"))
        throw std::runtime_error(dir.string() + ": its manifest lists " + (isLora ? "both" : "neither")
                                 + " model.safetensors and adapter_model.safetensors; nothing was exported");
    if (merge && !isLora)
        throw std::runtime_error(dir.string() + ": --merge-lora: the checkpoint holds full weights, not a LoRA adapter");

    fs::path out = opts.at("--out");
    while (!out.empty() && !out.has_filename()) // "out/" names the folder "out"
        out = out.parent_path();
    std::error_code ec;
    if (fs::exists(fs::symlink_status(out, ec)) && !(fs::is_directory(fs::symlink_status(out)) && fs::is_empty(out)))
        throw std::runtime_error(out.string() + ": exists and is not an empty folder; nothing was written");
    const fs::path staging = makeStaging(out);
    std::string kind;
    try {
        if (merge) {
            if (!lists("adapter_config.json"))
                throw std::runtime_error(dir.string() + ": its manifest does not list adapter_config.json; nothing was exported");
            const std::string base = adapterBaseModel(dir.string());
            if (base.empty())
                throw std::runtime_error(dir.string() + ": names no base model (trainer_state.json, adapter_config.json)");
            tensor::saveSafetensors((staging / "model.safetensors").string(), mergedWeights(base, dir));
            nlohmann::json config = readJson(fs::path(base) / "config.json", "model config");
            config["torch_dtype"] = "float32";
            checkpoint::writeFileSynced((staging / "config.json").string(), config.dump(2) + "\n");
            kind = "merged";
        } else if (isLora) {
            copyListed(dir, staging, listed, {"adapter_config.json", "adapter_model.safetensors"});
            // The export lies elsewhere: a base named beside the checkpoint is named where it is.
            nlohmann::json config = readJson(staging / "adapter_config.json", "adapter config");
            const std::string base = config.value("base_model_name_or_path", "");
            if (!base.empty() && !fs::path(base).is_absolute()) {
                config["base_model_name_or_path"] = adapterBaseModel(dir.string());
                checkpoint::writeFileSynced((staging / "adapter_config.json").string(), config.dump(2) + "\n");
            }
            kind = "adapter";
        } else {
            copyListed(dir, staging, listed, {"config.json", "model.safetensors"});
            kind = "model";
        }
        writeManifest(staging, step, kind);
        checkpoint::syncPath(staging.string());
    } catch (...) {
        removeTree(staging.string(), ec);
        throw;
    }
    if (fs::exists(out))
        fs::remove(out); // the empty folder checked above
    fs::rename(staging, out);
    checkpoint::syncPath(out.parent_path().empty() ? "." : out.parent_path().string());
    std::printf("%s: %s of step %lld\n", out.string().c_str(), kind.c_str(), static_cast<long long>(step));
    return 0;
}

} // namespace pilot::trainer
