#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/safetensorsheader.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>

namespace pilot {

/// The tensors a Hugging Face `config.json` promises: names and shapes. Known for Llama-shaped
/// models (model_type llama or mistral: embed_tokens, per layer q/k/v/o, gate/up/down and two
/// norms, the final norm, lm_head unless tied); for other architectures `known` is false and
/// `unknownReason` says why, so the caller can say that shapes were not checked.
struct ModelShapes
{
    bool known = false;
    QString unknownReason;
    qint64 layers = 0;
    QMap<QString, QList<qint64>> expected;
};

PILOT_CORE_EXPORT ModelShapes modelShapesFromConfig(const QJsonObject &config);

/// Every expected tensor present with its shape; tensors of layers the config does not have
/// are refused. One sentence per problem; empty when all agree.
PILOT_CORE_EXPORT QStringList checkModelTensors(const ModelShapes &shapes, const QMap<QString, SafetensorsTensor> &tensors);

/// A PEFT LoRA adapter's tensors against its adapter_config.json: `r` (and `rank_pattern`) in
/// lora_A's rows and lora_B's columns, every lora_A with its lora_B, each module one that
/// `target_modules` names, and, when the base model's shapes are known, lora_A's columns and
/// lora_B's rows those of the base weight. Problems with the config itself are reported too.
PILOT_CORE_EXPORT QStringList checkAdapterTensors(const QJsonObject &adapterConfig, const QMap<QString, SafetensorsTensor> &tensors,
                                                  const ModelShapes &base);

} // namespace pilot
