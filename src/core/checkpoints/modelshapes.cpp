#include "core/checkpoints/modelshapes.h"

#include "core/support/coretr.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace pilot {

namespace {

QString shapeText(const QList<qint64> &shape)
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

qint64 positive(const QJsonObject &config, const char *key, qint64 fallback = 0)
{
    const QJsonValue v = config.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return fallback;
    const double d = v.toDouble(-1);
    return d >= 1 && d <= 1e9 && d == double(qint64(d)) ? qint64(d) : 0;
}

} // namespace

ModelShapes modelShapesFromConfig(const QJsonObject &config)
{
    ModelShapes out;
    const QString type = config.value(QLatin1String("model_type")).toString();
    if (type != QLatin1String("llama") && type != QLatin1String("mistral")) {
        out.unknownReason = CoreTr::tr("config.json: model_type '%1' is not one whose tensor shapes this check knows (llama, mistral)")
                                .arg(type);
        return out;
    }
    const qint64 h = positive(config, "hidden_size"), inter = positive(config, "intermediate_size"), v = positive(config, "vocab_size");
    const qint64 layers = positive(config, "num_hidden_layers"), heads = positive(config, "num_attention_heads");
    const qint64 kv = positive(config, "num_key_value_heads", heads);
    const qint64 d = positive(config, "head_dim", heads > 0 ? h / heads : 0);
    if (!h || !inter || !v || !layers || !heads || !kv || !d) {
        out.unknownReason = CoreTr::tr("config.json: hidden_size, intermediate_size, vocab_size, num_hidden_layers, "
                                       "num_attention_heads, num_key_value_heads or head_dim is missing or not a whole number >= 1");
        return out;
    }
    out.known = true;
    out.layers = layers;
    out.expected.insert(QStringLiteral("model.embed_tokens.weight"), {v, h});
    for (qint64 i = 0; i < layers; ++i) {
        const QString p = QStringLiteral("model.layers.%1.").arg(i);
        out.expected.insert(p + QLatin1String("input_layernorm.weight"), {h});
        out.expected.insert(p + QLatin1String("post_attention_layernorm.weight"), {h});
        out.expected.insert(p + QLatin1String("self_attn.q_proj.weight"), {heads * d, h});
        out.expected.insert(p + QLatin1String("self_attn.k_proj.weight"), {kv * d, h});
        out.expected.insert(p + QLatin1String("self_attn.v_proj.weight"), {kv * d, h});
        out.expected.insert(p + QLatin1String("self_attn.o_proj.weight"), {h, heads * d});
        out.expected.insert(p + QLatin1String("mlp.gate_proj.weight"), {inter, h});
        out.expected.insert(p + QLatin1String("mlp.up_proj.weight"), {inter, h});
        out.expected.insert(p + QLatin1String("mlp.down_proj.weight"), {h, inter});
    }
    out.expected.insert(QStringLiteral("model.norm.weight"), {h});
    if (!config.value(QLatin1String("tie_word_embeddings")).toBool(false))
        out.expected.insert(QStringLiteral("lm_head.weight"), {v, h});
    return out;
}

QStringList checkModelTensors(const ModelShapes &shapes, const QMap<QString, SafetensorsTensor> &tensors)
{
    QStringList problems;
    if (!shapes.known)
        return problems;
    for (auto it = shapes.expected.begin(); it != shapes.expected.end(); ++it) {
        const auto found = tensors.constFind(it.key());
        if (found == tensors.constEnd())
            problems << CoreTr::tr("tensor '%1' is missing (config.json promises it)").arg(it.key());
        else if (found->shape != it.value())
            problems << CoreTr::tr("tensor '%1' has shape %2, config.json gives %3").arg(it.key(), shapeText(found->shape), shapeText(it.value()));
    }
    static const QRegularExpression layerName(QStringLiteral("^model\\.layers\\.(\\d+)\\."));
    for (auto it = tensors.begin(); it != tensors.end(); ++it) {
        const QRegularExpressionMatch m = layerName.match(it.key());
        if (m.hasMatch() && m.captured(1).toLongLong() >= shapes.layers)
            problems << CoreTr::tr("tensor '%1' belongs to a layer config.json does not have (num_hidden_layers %2)")
                            .arg(it.key(), QString::number(shapes.layers));
    }
    return problems;
}

QStringList checkAdapterTensors(const QJsonObject &config, const QMap<QString, SafetensorsTensor> &tensors, const ModelShapes &base)
{
    QStringList problems;
    const double rank = config.value(QLatin1String("r")).toDouble(-1);
    if (!(rank >= 1) || rank != double(qint64(rank)) || rank > 1e6) {
        problems << CoreTr::tr("adapter_config.json: r is missing or not a whole number >= 1");
        return problems;
    }
    const QJsonValue targets = config.value(QLatin1String("target_modules"));
    QStringList targetList;
    for (const QJsonValue &t : targets.toArray())
        targetList << t.toString();
    const QJsonObject rankPattern = config.value(QLatin1String("rank_pattern")).toObject();
    static const QRegularExpression loraName(QStringLiteral("^(.*)\\.lora_([AB])(?:\\.[^.]+)?\\.weight$"));
    int pairs = 0;
    for (auto it = tensors.begin(); it != tensors.end(); ++it) {
        const QRegularExpressionMatch m = loraName.match(it.key());
        if (!m.hasMatch())
            continue;
        const QString module = m.captured(1);
        const bool isA = m.captured(2) == QLatin1String("A");
        const QString leaf = module.section(QLatin1Char('.'), -1);
        qint64 r = qint64(rank);
        for (auto p = rankPattern.begin(); p != rankPattern.end(); ++p) {
            if (module == p.key() || module.endsWith(QLatin1Char('.') + p.key()))
                r = qint64(p.value().toDouble(double(r)));
        }
        if (isA)
            ++pairs;
        const QString partner = QString(it.key()).replace(isA ? QStringLiteral(".lora_A") : QStringLiteral(".lora_B"),
                                                           isA ? QStringLiteral(".lora_B") : QStringLiteral(".lora_A"));
        if (!tensors.contains(partner))
            problems << CoreTr::tr("tensor '%1' has no partner '%2'").arg(it.key(), partner);
        if (targets.isArray() && !targetList.contains(leaf))
            problems << CoreTr::tr("tensor '%1': module '%2' is not in adapter_config.json's target_modules").arg(it.key(), leaf);
        const QList<qint64> &shape = it->shape;
        if (shape.size() != 2 || (isA ? shape.at(0) : shape.at(1)) != r) {
            problems << CoreTr::tr("tensor '%1' has shape %2, but adapter_config.json gives rank %3").arg(it.key(), shapeText(shape), QString::number(r));
            continue;
        }
        // base_model.model.model.layers.0.self_attn.q_proj → model.layers.0.self_attn.q_proj.weight
        QString baseName = module;
        if (baseName.startsWith(QLatin1String("base_model.model.")))
            baseName = baseName.mid(17);
        const auto expected = base.expected.constFind(baseName + QLatin1String(".weight"));
        if (base.known && expected != base.expected.constEnd() && expected->size() == 2) {
            const qint64 want = isA ? expected->at(1) : expected->at(0);
            const qint64 have = isA ? shape.at(1) : shape.at(0);
            if (want != have)
                problems << CoreTr::tr("tensor '%1' has shape %2, the base model's %3 is %4")
                                .arg(it.key(), shapeText(shape), baseName, shapeText(*expected));
        }
    }
    if (pairs == 0)
        problems << CoreTr::tr("the adapter holds no LoRA tensors (lora_A/lora_B)");
    return problems;
}

} // namespace pilot
