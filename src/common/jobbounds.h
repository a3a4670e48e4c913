#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pilot::jobbounds {

/// Limits a job.json is held to before anything is allocated. `pilotctl validate` (pilot_core)
/// and pilot-trainer both apply them, so a job one of them accepts the other accepts too.

/// More threads than any machine has cores: each costs a stack, and OpenMP spinning on far
/// more threads than cores slows every step down instead of speeding it up.
inline constexpr std::int64_t kMaxThreads = 4096;
/// The fields the job interface marks int32.
inline constexpr std::int64_t kMaxInt32 = 2147483647;
/// Integers in job.json: exact in a double.
inline constexpr double kMaxInteger = 9.0e15;
/// Objects and lists nested in job.json, the top object included: what Qt's JSON parser (the
/// core's reader) takes; pilot-trainer refuses deeper files before parsing them.
inline constexpr std::size_t kMaxJsonDepth = 1024;

/// Bounds of an inline model.config, well above every released Llama-like model
/// (vocabularies of 256 Ki tokens, hidden sizes of 16 Ki, 126 layers).
inline constexpr std::int64_t kMaxVocab = std::int64_t(1) << 24;
inline constexpr std::int64_t kMaxHidden = std::int64_t(1) << 17;
inline constexpr std::int64_t kMaxIntermediate = std::int64_t(1) << 20;
inline constexpr std::int64_t kMaxLayers = 4096;
inline constexpr std::int64_t kMaxHeads = 4096;
/// The byte tokenizer's vocabulary: 256 bytes, BOS, EOS, PAD.
inline constexpr std::int64_t kByteVocab = 259;

/// For accelerators this machine's memory says nothing; no single device or host has more.
inline constexpr double kMaxDeviceBytes = 64.0 * 1024 * 1024 * 1024 * 1024;

/// The LoRA projections of a Llama layer, by their PEFT names.
const std::vector<std::string> &llamaModules();

/// The dimensions of a Llama-like model, as in its config.json.
struct ModelShape
{
    std::int64_t vocab = 0, hidden = 0, intermediate = 0, layers = 0, heads = 0, kvHeads = 0, headDim = 0;
    bool tiedEmbeddings = false;
    /// Bytes per weight in the model's files: 2 where config.json declares torch_dtype bfloat16
    /// or float16 (storedBytesOf), else 4. A model built from an inline config is fp32.
    std::int64_t storedBytes = 4;
};

/// The bytes per weight that a config.json's torch_dtype declares (2 for "bfloat16" and
/// "float16"), 4 for anything else or nothing: counting fewer bytes than the files hold would
/// break no lower bound, but counting more refuses jobs that fit.
std::int64_t storedBytesOf(const std::string &torchDtype);

struct TrainingShape
{
    ModelShape model;
    bool lora = true;
    std::int64_t loraRank = 8;
    std::vector<std::string> loraTargets{"q_proj", "v_proj"};
    std::int64_t seqLen = 0;
    std::int64_t microBatch = 0;
    bool bf16 = false;
};

/// A lower bound, in bytes, of what training the job holds in memory at once; every part is
/// counted as the trainer stores it: LoRA keeps the frozen base in its files' type (a bf16
/// model stays bf16) and the adapters in fp32; full fine-tuning holds every weight in fp32,
/// also under bf16 autocast.
struct MemoryNeed
{
    double parameters = 0;    ///< weights of the model (adapters included)
    double trainable = 0;     ///< trained parameters
    double baseWeights = 0;   ///< the model without adapters, as held
    double weights = 0;       ///< every weight, as held
    double trainingState = 0; ///< gradients (4) and AdamW moments (8) per trained parameter
    double activations = 0;   ///< logits of one micro-batch and one hidden state per layer and token
    double total() const { return weights + trainingState + activations; }
};

MemoryNeed estimateMemory(const TrainingShape &shape);

/// Bytes a job for `device` may use here: for cpu the smaller of physical memory and this
/// process's cgroup limit; for other devices kMaxDeviceBytes.
double memoryLimit(const std::string &device);
/// Physical memory, lowered to the cgroup (v2 or v1) limit when there is one.
double machineMemoryBytes();

/// Which job fields make the need exceed `limit`, in the order they are to be named: the
/// model (`modelField`) when its own weights alone do not fit; then the method (method.kind for
/// full fine-tuning, method.r for LoRA) when weights plus training state do not; else
/// train.micro_batch and train.seq_len, whose product sizes the activations. Empty when it fits.
std::vector<std::string> fieldsOverLimit(const MemoryNeed &need, double limit, bool lora, const std::string &modelField);

/// "12.3 GiB", "512 KiB": for messages on both sides.
std::string formatBytes(double bytes);

} // namespace pilot::jobbounds
