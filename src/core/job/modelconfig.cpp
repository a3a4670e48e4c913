#include "core/job/modelconfig.h"

namespace pilot {

namespace jb = jobbounds;

const QList<ModelConfigDimension> &modelConfigDimensions()
{
    static const QList<ModelConfigDimension> dimensions = {
        {"vocab_size", &jb::ModelShape::vocab, true, 1, jb::kMaxVocab},
        {"hidden_size", &jb::ModelShape::hidden, true, 1, jb::kMaxHidden},
        {"intermediate_size", &jb::ModelShape::intermediate, true, 1, jb::kMaxIntermediate},
        {"num_hidden_layers", &jb::ModelShape::layers, true, 1, jb::kMaxLayers},
        {"num_attention_heads", &jb::ModelShape::heads, true, 1, jb::kMaxHeads},
        {"num_key_value_heads", &jb::ModelShape::kvHeads, false, 1, jb::kMaxHeads},
        // Rotary embeddings turn pairs of a head's dimensions.
        {"head_dim", &jb::ModelShape::headDim, false, 2, jb::kMaxHidden},
    };
    return dimensions;
}

void completeModelShape(jb::ModelShape *shape, bool headDimGiven)
{
    if (shape->kvHeads == 0)
        shape->kvHeads = shape->heads;
    if (!headDimGiven)
        shape->headDim = shape->heads > 0 ? shape->hidden / shape->heads : 0;
}

ModelConfigReading readModelConfig(const QJsonObject &config)
{
    constexpr double kMaxDimension = double(std::int64_t(1) << 53);
    ModelConfigReading r;
    for (const ModelConfigDimension &d : modelConfigDimensions()) {
        const QJsonValue v = config.value(QLatin1String(d.key));
        if (v.isUndefined() || v.isNull())
            continue;
        const double x = v.toDouble(-1);
        if (x >= 1 && x <= kMaxDimension && x == double(std::int64_t(x)))
            r.shape.*d.member = std::int64_t(x);
        else
            r.bad << QLatin1String(d.key);
    }
    r.headDimGiven = r.shape.headDim > 0;
    completeModelShape(&r.shape, r.headDimGiven);
    // A bad value is not made good by a default.
    for (const ModelConfigDimension &d : modelConfigDimensions()) {
        if (r.bad.contains(QLatin1String(d.key)))
            r.shape.*d.member = 0;
    }
    r.shape.tiedEmbeddings = config.value(QLatin1String("tie_word_embeddings")).toBool(false);
    r.shape.storedBytes = jb::storedBytesOf(config.value(QLatin1String("torch_dtype")).toString().toStdString());
    return r;
}

} // namespace pilot
