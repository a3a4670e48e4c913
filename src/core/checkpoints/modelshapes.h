#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/safetensorsheader.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <optional>

namespace pilot {

/// The tensors a Hugging Face `config.json` promises: names and shapes. Known for Llama-shaped
/// models (model_type llama or mistral: embed_tokens, per layer q/k/v/o, gate/up/down and two
/// norms, the final norm, lm_head unless tied); for other architectures `known` is false and
/// `unknownReason` says why, so the caller can say that shapes were not checked.
///
/// The config is outside input and may claim anything (10^9 layers, a vocabulary of 2^53): it
/// is kept as its dimensions, and a tensor's expected shape is computed from its name when the
/// weights are checked — nothing is allocated per claimed layer, and every claim is compared
/// with the weights that are actually there.
struct PILOT_CORE_EXPORT ModelShapes
{
    bool known = false;
    QString unknownReason;
    /// A claim no weights can meet (a product of dimensions beyond 2^53): a problem to report.
    QString configProblem;
    qint64 layers = 0;
    qint64 hidden = 0, intermediate = 0, vocab = 0, heads = 0, kvHeads = 0, headDim = 0;
    bool tiedEmbeddings = false;

    /// The shape config.json gives the tensor `name`; empty for a name it says nothing about
    /// (or a layer beyond num_hidden_layers).
    std::optional<QList<qint64>> expectedShape(const QString &name) const;
};

inline constexpr int kMaxShapeProblems = 50;

PILOT_CORE_EXPORT ModelShapes modelShapesFromConfig(const QJsonObject &config);

/// Every expected tensor present with its shape; tensors of layers the config does not have
/// are refused, and so is a config that claims more layers than the weights hold. One sentence
/// per problem (at most kMaxShapeProblems, then how many more); empty when all agree.
PILOT_CORE_EXPORT QStringList checkModelTensors(const ModelShapes &shapes, const QMap<QString, SafetensorsTensor> &tensors);

/// A PEFT LoRA adapter's tensors against its adapter_config.json: `r` (and `rank_pattern`) in
/// lora_A's rows and lora_B's columns, every lora_A with its lora_B, each module one that
/// `target_modules` names, and, when the base model's shapes are known, lora_A's columns and
/// lora_B's rows those of the base weight. Problems with the config itself are reported too.
PILOT_CORE_EXPORT QStringList checkAdapterTensors(const QJsonObject &adapterConfig, const QMap<QString, SafetensorsTensor> &tensors,
                                                  const ModelShapes &base);

} // namespace pilot
