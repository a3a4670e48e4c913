#pragma once

#include "pilot_core_export.h"

#include "common/jobbounds.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <cstdint>

namespace pilot {

// A Llama-like model's config.json as the core reads it: the job check, the job's shape for the
// memory bounds and the checkpoint check all take its keys, bounds and defaults from here. The
// trainer's LlamaConfig and the Neuron job's llamaconfig.py read the same keys with the same
// defaults (Hugging Face's LlamaConfig).

/// One dimension of config.json with the bounds the job check holds it to.
struct ModelConfigDimension
{
    const char *key;
    std::int64_t jobbounds::ModelShape::*member;
    bool required;
    std::int64_t minimum;
    std::int64_t maximum;
};

/// vocab_size, hidden_size, intermediate_size, num_hidden_layers, num_attention_heads,
/// num_key_value_heads and head_dim, in this order.
PILOT_CORE_EXPORT const QList<ModelConfigDimension> &modelConfigDimensions();

/// Fills in what config.json may leave out (a 0 in `shape`): num_key_value_heads is
/// num_attention_heads, and head_dim, unless `headDimGiven`, hidden_size / num_attention_heads.
PILOT_CORE_EXPORT void completeModelShape(jobbounds::ModelShape *shape, bool headDimGiven);

/// config.json read without judging it beyond what a reader must.
struct ModelConfigReading
{
    jobbounds::ModelShape shape; ///< completed (completeModelShape); storedBytes from torch_dtype
    bool headDimGiven = false;
    QStringList bad; ///< keys present but not a whole number from 1 to 2^53 (their dimension is 0)
};

/// Each dimension a whole number from 1 to 2^53; 0 when absent or anything else (then in `bad`).
PILOT_CORE_EXPORT ModelConfigReading readModelConfig(const QJsonObject &config);

} // namespace pilot
