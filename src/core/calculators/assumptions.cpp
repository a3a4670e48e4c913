#include "core/calculators/assumptions.h"

#include <QHash>

#include "core/support/coretr.h"

#include <QCoreApplication>

#include <cmath>

namespace pilot {

QStringList Assumptions::amortisationKeys()
{
    return {QStringLiteral("porting_hours"),       QStringLiteral("engineer_rate"),      QStringLiteral("compile_hours"),
            QStringLiteral("pilot_run_hours"),     QStringLiteral("gpu_price_per_hour"), QStringLiteral("trainium_price_per_hour"),
            QStringLiteral("relative_throughput"), QStringLiteral("planned_gpu_hours")};
}

QStringList Assumptions::amortisationPriceKeys()
{
    return {QStringLiteral("gpu_price_per_hour"), QStringLiteral("trainium_price_per_hour")};
}

QString Assumptions::amortisationTitle(const QString &key)
{
    static const struct
    {
        const char *key;
        const char *title;
    } kTitles[] = {
        {"porting_hours", QT_TRANSLATE_NOOP("pilot::Core", "Porting and validation (hours)")},
        {"engineer_rate", QT_TRANSLATE_NOOP("pilot::Core", "Cost of an engineering hour")},
        {"compile_hours", QT_TRANSLATE_NOOP("pilot::Core", "Compile and cache warm-up (instance hours)")},
        {"pilot_run_hours", QT_TRANSLATE_NOOP("pilot::Core", "Pilot and comparison runs (instance hours)")},
        {"gpu_price_per_hour", QT_TRANSLATE_NOOP("pilot::Core", "GPU instance price per hour")},
        {"trainium_price_per_hour", QT_TRANSLATE_NOOP("pilot::Core", "Trainium2 instance price per hour")},
        {"relative_throughput", QT_TRANSLATE_NOOP("pilot::Core", "Relative throughput Trainium2 / GPU (measured)")},
        {"planned_gpu_hours", QT_TRANSLATE_NOOP("pilot::Core", "Planned training (reference GPU hours)")},
    };
    for (const auto &t : kTitles) {
        if (key == QLatin1String(t.key))
            return QCoreApplication::translate("pilot::Core", t.title);
    }
    return key;
}

QStringList Assumptions::memoryKeys()
{
    return {QStringLiteral("vocab"),     QStringLiteral("hidden"),   QStringLiteral("intermediate"),    QStringLiteral("layers"),
            QStringLiteral("heads"),     QStringLiteral("kv_heads"), QStringLiteral("tied_embeddings"), QStringLiteral("lora"),
            QStringLiteral("lora_rank"), QStringLiteral("seq_len"),  QStringLiteral("micro_batch"),     QStringLiteral("weight_bytes"),
            QStringLiteral("recompute"), QStringLiteral("devices")};
}

double assumptionMaximum(const QString &key)
{
    static const QHash<QString, double> most{
        {QStringLiteral("porting_hours"), 1e6},      // engineering hours of one port
        {QStringLiteral("compile_hours"), 1e6},      // instance hours
        {QStringLiteral("pilot_run_hours"), 1e6},    // instance hours
        {QStringLiteral("planned_gpu_hours"), 1e9},  // a large fleet over years
        {QStringLiteral("engineer_rate"), 1e6},      // per hour, any currency
        {QStringLiteral("gpu_price_per_hour"), 1e6}, // per hour, any currency
        {QStringLiteral("trainium_price_per_hour"), 1e6},
        {QStringLiteral("relative_throughput"), 1e3},
        {QStringLiteral("tied_embeddings"), 1}, // 0 or 1
        {QStringLiteral("lora"), 1},
        {QStringLiteral("recompute"), 1},
    };
    return most.value(key, 1e9); // model dimensions, lengths, batch, devices
}

QString checkAssumption(const QString &key, double value)
{
    if (!std::isfinite(value) || value < 0)
        return CoreTr::tr("expected a number of at least 0");
    if (key == QLatin1String("relative_throughput") && value <= 0)
        return CoreTr::tr("the relative throughput must be above 0");
    if (key == QLatin1String("weight_bytes") && value != 2 && value != 4)
        return CoreTr::tr("expected 2 (bf16) or 4 (fp32)");
    const bool whole = Assumptions::memoryKeys().contains(key);
    if (whole && value != std::floor(value))
        return CoreTr::tr("expected a whole number");
    // Plausible ranges: a value far beyond them is a slip of the keyboard (1e300 hours, a
    // 19-digit number of layers), not a fact; the figures computed from it would mean nothing.
    const double most = assumptionMaximum(key);
    if (value > most)
        return CoreTr::tr("must lie between %1 and %2, found %3").arg(0).arg(most).arg(value);
    return QString();
}

std::optional<AmortisationInputs> Assumptions::amortisationInputs(QStringList *missing) const
{
    QStringList absent;
    // constFind, not value(): a default Assumption copied out trips GCC's maybe-uninitialized.
    for (const QString &key : amortisationKeys()) {
        const auto it = amortisation.constFind(key);
        if (it == amortisation.constEnd() || !it->value)
            absent.append(key);
    }
    if (missing)
        *missing = absent;
    if (!absent.isEmpty())
        return std::nullopt;
    const auto v = [this](const char *key) { return *amortisation.constFind(QLatin1String(key))->value; };
    AmortisationInputs in;
    in.portingHours = v("porting_hours");
    in.engineerRate = v("engineer_rate");
    in.compileHours = v("compile_hours");
    in.pilotRunHours = v("pilot_run_hours");
    in.gpuPricePerHour = v("gpu_price_per_hour");
    in.trainiumPricePerHour = v("trainium_price_per_hour");
    in.relativeThroughput = v("relative_throughput");
    in.plannedGpuHours = v("planned_gpu_hours");
    return in;
}

// The defaults describe Llama 3 8B (its config.json), trained with LoRA r 8 at 2048 tokens.
ModelShape Assumptions::modelShape() const
{
    ModelShape s;
    s.vocab = qint64(memory.value(QStringLiteral("vocab"), 128256));
    s.hidden = qint64(memory.value(QStringLiteral("hidden"), 4096));
    s.intermediate = qint64(memory.value(QStringLiteral("intermediate"), 14336));
    s.layers = qint64(memory.value(QStringLiteral("layers"), 32));
    s.heads = qint64(memory.value(QStringLiteral("heads"), 32));
    s.kvHeads = qint64(memory.value(QStringLiteral("kv_heads"), 8));
    s.tiedEmbeddings = memory.value(QStringLiteral("tied_embeddings"), 0) != 0;
    return s;
}

TrainingSetup Assumptions::trainingSetup() const
{
    TrainingSetup t;
    t.lora = memory.value(QStringLiteral("lora"), 1) != 0;
    t.loraRank = qint64(memory.value(QStringLiteral("lora_rank"), 8));
    t.seqLen = qint64(memory.value(QStringLiteral("seq_len"), 2048));
    t.microBatch = qint64(memory.value(QStringLiteral("micro_batch"), 1));
    t.weightBytes = int(memory.value(QStringLiteral("weight_bytes"), 2));
    t.fp32MasterWeights = t.weightBytes == 2;
    t.recomputeActivations = memory.value(QStringLiteral("recompute"), 0) != 0;
    return t;
}

int Assumptions::deviceCount() const
{
    return int(memory.value(QStringLiteral("devices"), 1));
}

} // namespace pilot
