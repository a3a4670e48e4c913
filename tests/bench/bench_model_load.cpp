// Loads a Hugging Face model folder as pilot_tensor does and reports time and peak memory, for
// tests/bench/bf16_model_bench.py. One mode per process, so that the peak (VmHWM) is the mode's:
//   map-file  memory-mapped, matrices kept in the file's type (LoRA, score)
//   map-fp32  memory-mapped, every weight converted to fp32 (full fine-tuning)
//   read      every shard read into memory without mapping (loadSafetensors), then kept as in map-file
// After loading, every weight is read once (summed in its own type, which needs no copy), so
// that a mapped weight is in memory. Prints one JSON object: load_s, touch_s, vm_hwm_bytes,
// vm_rss_bytes, baseline_rss_bytes (the process before loading: libtorch itself), weight_bytes.
#include "tensor/modeldir.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <set>
#include <string>

namespace {

std::int64_t statusBytes(const std::string &key)
{
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind(key + ":", 0) == 0)
            return std::stoll(line.substr(key.size() + 1)) * 1024; // kB
    }
    return -1;
}

double seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: bench-model-load map-file|map-fp32|read MODEL_DIR\n");
        return 2;
    }
    const std::string mode = argv[1];
    const std::string dir = argv[2];
    using namespace pilot::tensor;
    torch::set_num_threads(1);
    const std::int64_t baseline = statusBytes("VmRSS");
    const auto started = std::chrono::steady_clock::now();
    LlamaForCausalLM model{nullptr};
    if (mode == "map-file" || mode == "map-fp32") {
        model = loadModelDir(dir, mode == "map-file" ? WeightDtype::File : WeightDtype::Float32);
    } else if (mode == "read") {
        std::ifstream in(dir + "/model.safetensors.index.json");
        const nlohmann::json index = nlohmann::json::parse(in);
        std::set<std::string> shards;
        for (const auto &entry : index["weight_map"].items())
            shards.insert(entry.value().get<std::string>());
        std::map<std::string, torch::Tensor> tensors;
        for (const std::string &shard : shards)
            tensors.merge(loadSafetensors(dir + "/" + shard).tensors);
        model = LlamaForCausalLM(LlamaConfig::fromFile(dir + "/config.json"));
        model->loadBase(tensors, WeightDtype::File);
    } else {
        std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
        return 2;
    }
    const double load = seconds(started);
    const auto touchStarted = std::chrono::steady_clock::now();
    double sum = 0;
    std::int64_t bytes = 0;
    for (const auto &p : model->parameters()) {
        sum += p.sum().item<double>();
        bytes += std::int64_t(p.nbytes());
    }
    const double touch = seconds(touchStarted);
    const nlohmann::json out = {{"mode", mode},
                                {"load_s", load},
                                {"touch_s", touch},
                                {"vm_hwm_bytes", statusBytes("VmHWM")},
                                {"vm_rss_bytes", statusBytes("VmRSS")},
                                {"baseline_rss_bytes", baseline},
                                {"weight_bytes", bytes},
                                {"checksum", sum}};
    std::cout << out.dump() << std::endl;
    return 0;
}
