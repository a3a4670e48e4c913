#include "core/job/jobspeccheck.h"
#include "core/job/modelconfig.h"
#include "core/support/coretr.h"

#include "core/support/pathutil.h"
#include "core/support/textfile.h"

#include "common/jobbounds.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace pilot {

namespace jb = jobbounds;

namespace {

QString bytes(double b)
{
    return QString::fromStdString(jb::formatBytes(b));
}

// One whole number of the inline config, `v` named `field`, within [minimum, maximum].
bool wholeNumber(const QJsonValue &v, const QString &field, JsonFields &f, qint64 minimum, qint64 maximum, bool required, qint64 *out)
{
    // null is no size (only text/null and object/null fields of the interface take null).
    if (v.isUndefined()) {
        if (required)
            f.error(field, CoreTr::tr("missing"));
        return !required;
    }
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || std::abs(d) > jb::kMaxInteger) {
        f.error(field, CoreTr::tr("expected a whole number, found %1").arg(JsonFields::describe(v)));
        return false;
    }
    if (d < double(minimum)) {
        f.error(field, CoreTr::tr("must be at least %1, found %2").arg(minimum).arg(qint64(d)));
        return false;
    }
    if (d > double(maximum)) {
        f.error(field, CoreTr::tr("must be at most %1, found %2").arg(maximum).arg(qint64(d)));
        return false;
    }
    *out = qint64(d);
    return true;
}

// One size of the inline config.
bool dimension(const QJsonObject &config, JsonFields &f, const char *key, qint64 minimum, qint64 maximum, bool required, qint64 *out)
{
    return wholeNumber(config.value(QLatin1String(key)), JsonFields::join(QStringLiteral("model.config"), key), f, minimum, maximum,
                       required, out);
}

// A number the model divides by or takes powers of (RoPE base, RMSNorm epsilon): above zero.
bool positive(const QJsonObject &o, const QString &path, const char *key, JsonFields &f)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isDouble()) {
        f.error(JsonFields::join(path, key), CoreTr::tr("expected a number, found %1").arg(JsonFields::describe(v)));
        return false;
    }
    if (!(v.toDouble() > 0)) {
        f.error(JsonFields::join(path, key), CoreTr::tr("must be positive, found %1").arg(v.toDouble()));
        return false;
    }
    return true;
}

// A token id: a whole number >= 0, or null (none, as Hugging Face's config.json writes it);
// eos_token_id may also be a list of them.
bool tokenId(const QJsonObject &config, JsonFields &f, const char *key, bool list)
{
    const QJsonValue v = config.value(QLatin1String(key));
    if (v.isNull())
        return true;
    if (list && v.isArray()) {
        const QJsonArray ids = v.toArray();
        bool ok = true;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            qint64 id = 0;
            ok &= wholeNumber(ids.at(i), QStringLiteral("model.config.%1[%2]").arg(QLatin1String(key)).arg(i), f, 0, jb::kMaxVocab, true,
                              &id);
        }
        return ok;
    }
    qint64 id = 0;
    return dimension(config, f, key, 0, jb::kMaxVocab, false, &id);
}

// The keys beyond the sizes that the model reads (src/tensor/llamaconfig.cpp): only what this
// Llama computes is accepted, so that no job passes here that pilot-trainer refuses.
bool supportedArchitecture(const QJsonObject &config, JsonFields &f)
{
    const QString path = QStringLiteral("model.config");
    bool ok = true;
    const auto refuse = [&](const char *key, const QString &message) {
        f.error(JsonFields::join(path, key), message);
        ok = false;
    };
    const QJsonValue type = config.value(QLatin1String("model_type"));
    if (!type.isUndefined() && type != QJsonValue(QStringLiteral("llama")))
        refuse("model_type", CoreTr::tr("only llama is supported"));
    const QJsonValue act = config.value(QLatin1String("hidden_act"));
    if (!act.isUndefined() && act != QJsonValue(QStringLiteral("silu")))
        refuse("hidden_act", CoreTr::tr("only silu is supported"));
    for (const char *key : {"attention_bias", "mlp_bias"}) {
        const QJsonValue v = config.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isBool())
            refuse(key, CoreTr::tr("expected true or false, found %1").arg(JsonFields::describe(v)));
        else if (v.toBool(false))
            refuse(key, CoreTr::tr("biases are not supported"));
    }
    const QJsonValue scaling = config.value(QLatin1String("rope_scaling"));
    if (!scaling.isUndefined() && !scaling.isNull())
        refuse("rope_scaling", CoreTr::tr("only unscaled RoPE is supported"));
    ok &= positive(config, path, "rope_theta", f);
    ok &= positive(config, path, "rms_norm_eps", f);
    const QJsonValue rope = config.value(QLatin1String("rope_parameters"));
    if (!rope.isUndefined() && !rope.isObject()) {
        refuse("rope_parameters", CoreTr::tr("expected an object, found %1").arg(JsonFields::describe(rope)));
    } else if (rope.isObject()) {
        const QJsonValue ropeType = rope.toObject().value(QLatin1String("rope_type"));
        if (!ropeType.isUndefined() && ropeType != QJsonValue(QStringLiteral("default")))
            refuse("rope_parameters.rope_type", CoreTr::tr("only default is supported"));
        ok &= positive(rope.toObject(), path + QStringLiteral(".rope_parameters"), "rope_theta", f);
    }
    qint64 positions = 0;
    ok &= dimension(config, f, "max_position_embeddings", 1, qint64(jb::kMaxInteger), false, &positions);
    ok &= tokenId(config, f, "bos_token_id", false);
    ok &= tokenId(config, f, "eos_token_id", true);
    ok &= tokenId(config, f, "pad_token_id", false);
    return ok;
}

bool inlineShape(const QJsonObject &config, bool byteTokenizer, JsonFields &f, jb::ModelShape *shape)
{
    const QString p = QStringLiteral("model.config.");
    jb::ModelShape dims;
    bool ok = true;
    for (const ModelConfigDimension &d : modelConfigDimensions()) {
        qint64 value = 0;
        ok &= dimension(config, f, d.key, d.minimum, d.maximum, d.required, &value);
        dims.*d.member = value;
    }
    const qint64 vocab = dims.vocab, hidden = dims.hidden, heads = dims.heads, headDim = dims.headDim;
    completeModelShape(&dims, headDim > 0);
    const qint64 kvHeads = dims.kvHeads;
    const QJsonValue tied = config.value(QLatin1String("tie_word_embeddings"));
    if (!tied.isUndefined() && !tied.isBool()) {
        f.error(p + QStringLiteral("tie_word_embeddings"), CoreTr::tr("expected true or false, found %1").arg(JsonFields::describe(tied)));
        ok = false;
    }
    ok &= supportedArchitecture(config, f);
    if (!ok)
        return false;
    if (byteTokenizer && vocab < jb::kByteVocab) {
        f.error(p + QStringLiteral("vocab_size"),
                CoreTr::tr("the byte tokenizer needs at least %1 tokens, found %2").arg(jb::kByteVocab).arg(vocab));
        ok = false;
    }
    if (heads % kvHeads != 0) {
        f.error(p + QStringLiteral("num_key_value_heads"),
                CoreTr::tr("must divide num_attention_heads (%1), found %2").arg(heads).arg(kvHeads));
        ok = false;
    }
    const bool headDimGiven = headDim > 0;
    if (headDimGiven && headDim % 2 != 0) {
        f.error(p + QStringLiteral("head_dim"), CoreTr::tr("must be even for rotary embeddings, found %1").arg(headDim));
        ok = false;
    }
    if (!headDimGiven && hidden % heads != 0) {
        f.error(p + QStringLiteral("hidden_size"),
                CoreTr::tr("must be a multiple of num_attention_heads (%1) unless head_dim is given, found %2").arg(heads).arg(hidden));
        ok = false;
    }
    dims.tiedEmbeddings = tied.toBool(false);
    *shape = dims; // fp32: a model built from an inline config has no files of another precision
    return ok;
}

// The shape in a model folder's config.json, when it can be read; the folder itself is the
// trainer's to check when it loads the model.
bool folderShape(const QString &folder, jb::ModelShape *shape)
{
    const QString file = folder + QStringLiteral("/config.json");
    if (!QFileInfo(file).isFile())
        return false;
    QByteArray text;
    Diagnostics ignored;
    if (!readTextFile(file, 16 * 1024 * 1024, &text, &ignored))
        return false;
    const ModelConfigReading r = readModelConfig(QJsonDocument::fromJson(text).object());
    *shape = r.shape;
    // intermediate_size may be missing here: the bounds then count no MLP.
    return r.bad.isEmpty() && shape->vocab > 0 && shape->hidden > 0 && shape->layers > 0 && shape->heads > 0;
}

} // namespace

void checkJobBounds(const JobSpec &s, const QString &jobFile, bool otherErrors, JsonFields &f)
{
    bool failed = otherErrors;
    if (s.method.kind == QLatin1String("lora")) {
        for (const QString &m : s.method.targetModules) {
            const std::vector<std::string> &known = jb::llamaModules();
            if (std::find(known.begin(), known.end(), m.toStdString()) == known.end()) {
                f.error(QStringLiteral("method.target_modules"),
                        CoreTr::tr("unknown module \"%1\" (Llama has q/k/v/o_proj, gate/up/down_proj)").arg(m));
                failed = true;
                break;
            }
        }
    }
    jb::ModelShape shape;
    bool shapeKnown = false;
    // The raw value, since an empty object `{}` is an inline config too (lacking every size);
    // beside a path it is not checked, the reader has refused the pair.
    const bool inlineConfig = s.raw.value(QLatin1String("model")).toObject().value(QLatin1String("config")).isObject();
    if (inlineConfig && s.model.path.isEmpty()) {
        shapeKnown = inlineShape(s.model.config, s.tokenizer.kind == QLatin1String("bytes"), f, &shape);
        failed |= !shapeKnown;
    }
    // The memory need is only meaningful for a job that is otherwise valid; the trainer
    // applies it under the same condition.
    if (failed)
        return;
    if (!s.model.path.isEmpty())
        shapeKnown = folderShape(resolveBesideFile(jobFile, s.model.path), &shape);
    if (!shapeKnown)
        return;
    jb::TrainingShape t;
    t.model = shape;
    t.lora = s.method.kind == QLatin1String("lora");
    t.loraRank = s.method.r;
    t.loraTargets.clear();
    for (const QString &m : s.method.targetModules)
        t.loraTargets.push_back(m.toStdString());
    t.seqLen = s.train.seqLen;
    t.microBatch = s.train.microBatch;
    t.bf16 = s.precision == QLatin1String("bf16");
    const jb::MemoryNeed need = jb::estimateMemory(t);
    const double limit = jb::memoryLimit(s.device.toStdString());
    const QString where = s.device == QLatin1String("cpu") ? CoreTr::tr("this machine has %1").arg(bytes(limit))
                                                           : CoreTr::tr("no single device has more than %1").arg(bytes(limit));
    for (const std::string &field : jb::fieldsOverLimit(need, limit, t.lora, s.model.path.isEmpty() ? "model.config" : "model.path")) {
        f.error(QString::fromStdString(field),
                CoreTr::tr("training needs at least %1 of memory (weights %2, gradients and optimizer state %3, activations of "
                           "one micro-batch %4); %5")
                    .arg(bytes(need.total()), bytes(need.weights), bytes(need.trainingState), bytes(need.activations), where));
    }
}

} // namespace pilot
