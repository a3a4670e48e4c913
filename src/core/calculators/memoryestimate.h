#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>

namespace pilot {

/// The dimensions of a Llama-like model, as in its config.json.
struct PILOT_CORE_EXPORT ModelShape
{
    qint64 vocab = 0, hidden = 0, intermediate = 0, layers = 0, heads = 0, kvHeads = 0;
    bool tiedEmbeddings = false;

    qint64 headDim() const { return heads > 0 ? hidden / heads : 0; }
    /// All weights: embedding, per layer q/k/v/o, gate/up/down and two norms, final norm,
    /// lm_head unless tied (Llama 3 8B: 8,030,261,248).
    qint64 parameters() const;
    /// LoRA adapter weights: r x (in + out) for every targeted projection of every layer.
    qint64 loraParameters(qint64 rank, const QStringList &targets) const;
};

struct TrainingSetup
{
    bool lora = true;
    qint64 loraRank = 8;
    QStringList loraTargets{QStringLiteral("q_proj"), QStringLiteral("v_proj")};
    qint64 seqLen = 2048;
    qint64 microBatch = 1;
    int weightBytes = 2;               ///< bytes per weight and gradient: 2 for bf16, 4 for fp32
    bool fp32MasterWeights = true;     ///< mixed precision keeps an fp32 copy of what is trained
    bool recomputeActivations = false; ///< full activation checkpointing
};

/// Tensor, pipeline and data parallelism; `zeroStage` shards over the data-parallel group:
/// 1 the optimizer states (and master weights), 2 also gradients, 3 also weights (FSDP).
struct Parallelism
{
    int tensor = 1, pipeline = 1, data = 1, zeroStage = 0;
};

/// Bytes per device for one training setup (formulas in docs/calculators.md).
struct MemoryEstimate
{
    qint64 parameters = 0;
    qint64 trainable = 0;
    double weights = 0, gradients = 0, optimizer = 0, master = 0, activations = 0;
    double total() const { return weights + gradients + optimizer + master + activations; }
    double checkpointBytes = 0; ///< one full training checkpoint (all devices together)
};

PILOT_CORE_EXPORT MemoryEstimate estimateMemory(const ModelShape &shape, const TrainingSetup &setup, const Parallelism &parallel);

/// The least parallelism under which the setup fits into `deviceBytes` (minus `headroom`, the
/// share kept free for the runtime) on at most `devices` devices: ZeRO stages are tried before
/// tensor parallelism, tensor before pipeline parallelism. Returns false when nothing fits.
PILOT_CORE_EXPORT bool suggestParallelism(const ModelShape &shape, const TrainingSetup &setup, double deviceBytes, int devices,
                                          double headroom, Parallelism *out);

} // namespace pilot
