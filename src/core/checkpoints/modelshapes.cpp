#include "core/checkpoints/modelshapes.h"
#include "core/job/modelconfig.h"

#include "core/support/coretr.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace pilot {

namespace {

QString shapeText(const QList<qint64> &shape)
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

// Dimensions up to 2^53 (what a JSON number holds exactly); the weights decide whether they hold.
constexpr qint64 kMaxDimension = qint64(1) << 53;

// a × b, or 0 when it is beyond kMaxDimension (no tensor has such a dimension).
qint64 product(qint64 a, qint64 b)
{
    qint64 p = 0;
    return __builtin_mul_overflow(a, b, &p) || p > kMaxDimension ? 0 : p;
}

const QRegularExpression &layerName()
{
    static const QRegularExpression re(QStringLiteral("^model\\.layers\\.(\\d{1,18})\\.(.+)\\z"));
    return re;
}

const QStringList &layerSuffixes()
{
    static const QStringList suffixes{QStringLiteral("input_layernorm.weight"),  QStringLiteral("post_attention_layernorm.weight"),
                                      QStringLiteral("self_attn.q_proj.weight"), QStringLiteral("self_attn.k_proj.weight"),
                                      QStringLiteral("self_attn.v_proj.weight"), QStringLiteral("self_attn.o_proj.weight"),
                                      QStringLiteral("mlp.gate_proj.weight"),    QStringLiteral("mlp.up_proj.weight"),
                                      QStringLiteral("mlp.down_proj.weight")};
    return suffixes;
}

} // namespace

std::optional<QList<qint64>> ModelShapes::expectedShape(const QString &name) const
{
    if (!known)
        return std::nullopt;
    const qint64 q = product(heads, headDim), k = product(kvHeads, headDim);
    if (name == QLatin1String("model.embed_tokens.weight"))
        return QList<qint64>{vocab, hidden};
    if (name == QLatin1String("model.norm.weight"))
        return QList<qint64>{hidden};
    if (name == QLatin1String("lm_head.weight"))
        return tiedEmbeddings ? std::nullopt : std::optional<QList<qint64>>(QList<qint64>{vocab, hidden});
    const QRegularExpressionMatch m = layerName().match(name);
    if (!m.hasMatch() || m.captured(1).toLongLong() >= layers)
        return std::nullopt;
    const QString suffix = m.captured(2);
    if (suffix == QLatin1String("input_layernorm.weight") || suffix == QLatin1String("post_attention_layernorm.weight"))
        return QList<qint64>{hidden};
    if (suffix == QLatin1String("self_attn.q_proj.weight"))
        return QList<qint64>{q, hidden};
    if (suffix == QLatin1String("self_attn.k_proj.weight") || suffix == QLatin1String("self_attn.v_proj.weight"))
        return QList<qint64>{k, hidden};
    if (suffix == QLatin1String("self_attn.o_proj.weight"))
        return QList<qint64>{hidden, q};
    if (suffix == QLatin1String("mlp.gate_proj.weight") || suffix == QLatin1String("mlp.up_proj.weight"))
        return QList<qint64>{intermediate, hidden};
    if (suffix == QLatin1String("mlp.down_proj.weight"))
        return QList<qint64>{hidden, intermediate};
    return std::nullopt;
}

ModelShapes modelShapesFromConfig(const QJsonObject &config)
{
    ModelShapes out;
    const QString type = config.value(QLatin1String("model_type")).toString();
    if (type != QLatin1String("llama") && type != QLatin1String("mistral")) {
        out.unknownReason = CoreTr::tr("config.json: model_type '%1' is not one whose tensor shapes this check knows (llama, mistral)")
                                .arg(type);
        return out;
    }
    const ModelConfigReading r = readModelConfig(config);
    const qint64 h = r.shape.hidden, inter = r.shape.intermediate, v = r.shape.vocab, layers = r.shape.layers, heads = r.shape.heads;
    const qint64 kv = r.shape.kvHeads, d = r.shape.headDim;
    if (!h || !inter || !v || !layers || !heads || !kv || !d) {
        out.unknownReason = CoreTr::tr("config.json: hidden_size, intermediate_size, vocab_size, num_hidden_layers, "
                                       "num_attention_heads, num_key_value_heads or head_dim is missing or not a whole number from 1 "
                                       "to 2^53");
        return out;
    }
    out.known = true;
    out.layers = layers;
    out.hidden = h;
    out.intermediate = inter;
    out.vocab = v;
    out.heads = heads;
    out.kvHeads = kv;
    out.headDim = d;
    out.tiedEmbeddings = r.shape.tiedEmbeddings;
    if (!product(heads, d) || !product(kv, d))
        out.configProblem = CoreTr::tr("config.json: num_attention_heads or num_key_value_heads times head_dim is beyond 2^53, larger "
                                       "than any tensor");
    return out;
}

QStringList checkModelTensors(const ModelShapes &shapes, const QMap<QString, SafetensorsTensor> &tensors)
{
    QStringList problems;
    if (!shapes.known)
        return problems;
    if (!shapes.configProblem.isEmpty())
        problems << shapes.configProblem;
    // What the weights hold, layer by layer: the claims are checked against these alone.
    QMap<qint64, QSet<QString>> layersHeld;
    for (auto it = tensors.begin(); it != tensors.end(); ++it) {
        const QRegularExpressionMatch m = layerName().match(it.key());
        if (m.hasMatch()) {
            const qint64 index = m.captured(1).toLongLong();
            if (index >= shapes.layers) {
                problems << CoreTr::tr("tensor '%1' belongs to a layer config.json does not have (num_hidden_layers %2)")
                                .arg(it.key(), QString::number(shapes.layers));
                continue;
            }
            layersHeld[index].insert(m.captured(2));
        }
        if (const std::optional<QList<qint64>> expected = shapes.expectedShape(it.key()); expected && it->shape != *expected)
            problems
                << CoreTr::tr("tensor '%1' has shape %2, config.json gives %3").arg(it.key(), shapeText(it->shape), shapeText(*expected));
    }
    QStringList global{QStringLiteral("model.embed_tokens.weight"), QStringLiteral("model.norm.weight")};
    if (!shapes.tiedEmbeddings)
        global << QStringLiteral("lm_head.weight");
    for (const QString &name : std::as_const(global)) {
        if (!tensors.contains(name))
            problems << CoreTr::tr("tensor '%1' is missing (config.json promises it)").arg(name);
    }
    // The layers the weights hold tensors of are checked one by one; a claim of more layers than
    // that is one problem, however many it claims.
    const qint64 held = layersHeld.isEmpty() ? 0 : layersHeld.lastKey() + 1;
    if (shapes.layers > held)
        problems << CoreTr::tr("config.json gives num_hidden_layers %1, but the weights hold tensors of %2 layers")
                        .arg(QString::number(shapes.layers), QString::number(held));
    for (qint64 i = 0; i < held && problems.size() <= kMaxShapeProblems; ++i) {
        const QSet<QString> have = layersHeld.value(i);
        for (const QString &suffix : layerSuffixes()) {
            if (!have.contains(suffix))
                problems << CoreTr::tr("tensor '%1' is missing (config.json promises it)")
                                .arg(QStringLiteral("model.layers.%1.").arg(i) + suffix);
        }
    }
    if (problems.size() > kMaxShapeProblems) {
        const qsizetype more = problems.size() - kMaxShapeProblems;
        problems = problems.mid(0, kMaxShapeProblems);
        problems << CoreTr::tr("and %n more problem(s) of the same kind", nullptr, int(qMin<qsizetype>(more, 1000000)));
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
    static const QRegularExpression loraName(QStringLiteral("^(.*)\\.lora_([AB])(?:\\.[^.]+)?\\.weight\\z"));
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
        const std::optional<QList<qint64>> expected = base.expectedShape(baseName + QLatin1String(".weight"));
        if (expected && expected->size() == 2) {
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
