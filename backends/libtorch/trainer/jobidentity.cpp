#include "jobidentity.h"

#include "canonicaltext.h"
#include "common/filedigests.h"
#include "common/inputfile.h"
#include "common/sha256.h"

#include <filesystem>
#include <set>
#include <stdexcept>

namespace pilot::trainer {

namespace fs = std::filesystem;

namespace {

// Names and bookkeeping, and where and how the job runs: none of them decides what it trains.
constexpr const char *kNotIdentity[] = {"run_id", "name", "role", "resume", "eval", "checkpoint", "backend", "device", "threads"};

nlohmann::json readJsonObject(const std::string &path, const char *field)
{
    nlohmann::json value;
    try {
        value = nlohmann::json::parse(readRegularFile(path, kMaxSmallJsonBytes, "JSON file"));
    } catch (const nlohmann::json::exception &e) {
        throw std::runtime_error(std::string(field) + ": " + path + ": not JSON: " + e.what());
    } catch (const InputFileError &e) {
        throw std::runtime_error(std::string(field) + ": " + e.what());
    }
    if (!value.is_object())
        throw std::runtime_error(std::string(field) + ": " + path + ": expected a JSON object");
    return value;
}

std::string digest(const std::string &path, const char *field)
{
    try {
        return fileSha256(path, "cannot be read");
    } catch (const std::runtime_error &e) {
        throw std::runtime_error(std::string(field) + ": " + e.what());
    }
}

// A weight file named by the shard index: a plain name inside the folder.
std::string plainName(const std::string &name, const std::string &index)
{
    if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos || name.find('\0') != std::string::npos)
        throw std::runtime_error("model.path: " + index + ": weight_map names \"" + name + "\", which is not a file of the folder");
    return name;
}

// {file name: SHA-256} of the weights the model loads: model.safetensors, else every shard that
// model.safetensors.index.json names.
nlohmann::json weightDigests(const std::string &folder)
{
    std::set<std::string> names;
    std::error_code error;
    if (fs::exists(fs::symlink_status(fs::path(folder) / "model.safetensors", error))) {
        names.insert("model.safetensors");
    } else {
        const std::string index = (fs::path(folder) / "model.safetensors.index.json").string();
        const nlohmann::json json = readJsonObject(index, "model.path");
        const auto map = json.find("weight_map");
        if (map == json.end() || !map->is_object() || map->empty())
            throw std::runtime_error("model.path: " + index + ": weight_map: expected an object naming the shards");
        for (const auto &entry : map->items()) {
            if (!entry.value().is_string())
                throw std::runtime_error("model.path: " + index + ": weight_map." + entry.key() + ": expected a file name");
            names.insert(plainName(entry.value().get<std::string>(), index));
        }
    }
    nlohmann::json weights = nlohmann::json::object();
    for (const std::string &name : names)
        weights[name] = digest((fs::path(folder) / name).string(), "model.path");
    return weights;
}

std::string shown(const nlohmann::json *value)
{
    if (!value)
        return "absent";
    std::string text;
    try {
        text = canonicalJson(*value);
    } catch (const std::invalid_argument &) {
        text = value->dump();
    }
    if (text.size() > 80)
        text = text.substr(0, 77) + "...";
    return text;
}

void differ(const std::string &path, const nlohmann::json *a, const nlohmann::json *b, std::vector<std::string> *out, std::size_t limit)
{
    if (out->size() >= limit)
        return;
    if (a && b && a->is_object() && b->is_object()) {
        std::set<std::string> keys;
        for (const auto &item : a->items())
            keys.insert(item.key());
        for (const auto &item : b->items())
            keys.insert(item.key());
        for (const std::string &key : keys) {
            const auto x = a->find(key), y = b->find(key);
            differ(path.empty() ? key : path + "." + key, x == a->end() ? nullptr : &*x, y == b->end() ? nullptr : &*y, out, limit);
        }
        return;
    }
    if (a && b && canonicalJson(*a) == canonicalJson(*b))
        return;
    out->push_back(path + " (checkpoint " + shown(a) + ", job " + shown(b) + ")");
}

} // namespace

nlohmann::json jobIdentity(const TrainJob &job)
{
    nlohmann::json id = job.document;
    for (const char *key : kNotIdentity)
        id.erase(key);
    nlohmann::json &data = id["data"];
    data.erase("train");
    data.erase("validation");
    data["sha256"] = {{"train", digest(job.trainData, "data.train")}, {"validation", digest(job.validationData, "data.validation")}};

    nlohmann::json &model = id["model"];
    model.erase("path");
    if (!job.modelPath.empty()) {
        nlohmann::json config = readJsonObject((fs::path(job.modelPath) / "config.json").string(), "model.path");
        config.erase("_name_or_path"); // where the model was saved from: a path, not what it is
        model["config"] = std::move(config);
        model["weights"] = weightDigests(job.modelPath);
    } else {
        model["weights"] = nullptr;
    }
    model["init_checkpoint"] = job.initCheckpoint.empty() ? nlohmann::json(nullptr)
                                                          : nlohmann::json(digest((fs::path(job.initCheckpoint) / "manifest.json").string(),
                                                                                  "model.init_checkpoint"));

    if (const auto tokenizer = id.find("tokenizer"); tokenizer != id.end() && tokenizer->is_object()) {
        tokenizer->erase("path");
        (*tokenizer)["sha256"] = job.tokenizerPath.empty() ? nlohmann::json(nullptr)
                                                           : nlohmann::json(digest(job.tokenizerPath, "tokenizer.path"));
    }
    return id;
}

std::string identityHash(const nlohmann::json &identity)
{
    const std::string text = canonicalJson(identity);
    return Sha256::hex(text.data(), text.size());
}

void identifyJob(TrainJob &job)
{
    job.identity = jobIdentity(job);
    job.hash = identityHash(job.identity);
}

std::vector<std::string> identityDifferences(const nlohmann::json &checkpoint, const nlohmann::json &job, std::size_t limit)
{
    std::vector<std::string> out;
    differ(std::string(), &checkpoint, &job, &out, limit);
    return out;
}

} // namespace pilot::trainer
