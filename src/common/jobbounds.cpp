#include "jobbounds.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <unistd.h>

namespace pilot::jobbounds {

namespace {

// The first number of a cgroup limit file; "max" (no limit) and anything unreadable give 0.
double cgroupLimit(const char *path)
{
    std::ifstream in(path);
    std::string word;
    if (!(in >> word) || word == "max")
        return 0;
    try {
        return std::stod(word);
    } catch (const std::exception &) {
        return 0;
    }
}

} // namespace

const std::vector<std::string> &llamaModules()
{
    static const std::vector<std::string> modules = {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"};
    return modules;
}

std::int64_t storedBytesOf(const std::string &torchDtype)
{
    return torchDtype == "bfloat16" || torchDtype == "float16" ? 2 : 4;
}

MemoryNeed estimateMemory(const TrainingShape &s)
{
    const ModelShape &m = s.model;
    const double h = double(m.hidden);
    const double headDim = double(m.headDim > 0 ? m.headDim : (m.heads > 0 ? m.hidden / m.heads : 0));
    const double q = double(m.heads) * headDim;
    const double kv = double(m.kvHeads > 0 ? m.kvHeads : m.heads) * headDim;
    const double inter = double(m.intermediate);
    const double layers = double(m.layers);
    const double vocab = double(m.vocab);
    const double perLayer = h * q + 2 * h * kv + q * h + 3 * h * inter + 2 * h;
    const double base = vocab * h * (m.tiedEmbeddings ? 1 : 2) + layers * perLayer + h;
    double adapters = 0;
    if (s.lora) {
        const double r = double(s.loraRank);
        for (const std::string &t : s.loraTargets) {
            double in = 0, out = 0;
            if (t == "q_proj") {
                in = h;
                out = q;
            } else if (t == "k_proj" || t == "v_proj") {
                in = h;
                out = kv;
            } else if (t == "o_proj") {
                in = q;
                out = h;
            } else if (t == "gate_proj" || t == "up_proj") {
                in = h;
                out = inter;
            } else if (t == "down_proj") {
                in = inter;
                out = h;
            }
            adapters += layers * r * (in + out);
        }
    }
    MemoryNeed need;
    need.parameters = base + adapters;
    need.trainable = s.lora ? adapters : base;
    const double baseBytes = s.lora ? double(m.storedBytes) : 4;
    need.baseWeights = baseBytes * base;
    need.weights = need.baseWeights + 4 * adapters;
    need.trainingState = 12 * need.trainable;
    // Far below the true activation memory (no attention, MLP or norm intermediates), so the
    // sum stays a lower bound: the logits of one micro-batch plus one hidden state per layer.
    const double bytes = s.bf16 ? 2 : 4;
    need.activations = bytes * double(s.microBatch) * double(s.seqLen) * (vocab + layers * h);
    return need;
}

double machineMemoryBytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    double bytes = pages > 0 && pageSize > 0 ? double(pages) * double(pageSize) : 0;
    for (const char *path : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
        const double limit = cgroupLimit(path);
        if (limit > 0 && (bytes <= 0 || limit < bytes))
            bytes = limit;
    }
    return bytes > 0 ? bytes : kMaxDeviceBytes;
}

double memoryLimit(const std::string &device)
{
    return device == "cpu" ? machineMemoryBytes() : kMaxDeviceBytes;
}

std::vector<std::string> fieldsOverLimit(const MemoryNeed &need, double limit, bool lora, const std::string &modelField)
{
    if (!(need.total() > limit))
        return {};
    if (need.baseWeights > limit)
        return {modelField};
    if (need.weights + need.trainingState > limit)
        return {lora ? "method.r" : "method.kind"};
    return {"train.micro_batch", "train.seq_len"};
}

std::string formatBytes(double bytes)
{
    static const char *units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    int unit = 0;
    while (bytes >= 1024 && unit < 6) {
        bytes /= 1024;
        ++unit;
    }
    char text[64];
    if (unit == 0)
        std::snprintf(text, sizeof text, "%.0f %s", bytes, units[unit]);
    else if (bytes >= 1e6) // past EiB: the number itself says enough
        std::snprintf(text, sizeof text, "%.3g %s", bytes, units[unit]);
    else
        std::snprintf(text, sizeof text, "%.1f %s", bytes, units[unit]);
    return text;
}

} // namespace pilot::jobbounds
