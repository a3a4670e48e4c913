#include "core/calculators/memoryestimate.h"

namespace pilot {

qint64 ModelShape::parameters() const
{
    const qint64 kv = kvHeads * headDim();
    const qint64 perLayer = hidden * hidden             // q_proj
                            + 2 * hidden * kv           // k_proj, v_proj
                            + hidden * hidden           // o_proj
                            + 3 * hidden * intermediate // gate, up, down
                            + 2 * hidden;               // input and post-attention norms
    return vocab * hidden + layers * perLayer + hidden + (tiedEmbeddings ? 0 : vocab * hidden);
}

qint64 ModelShape::loraParameters(qint64 rank, const QStringList &targets) const
{
    const qint64 kv = kvHeads * headDim();
    qint64 perLayer = 0;
    for (const QString &t : targets) {
        qint64 in = hidden, out = hidden;
        if (t == QLatin1String("k_proj") || t == QLatin1String("v_proj"))
            out = kv;
        else if (t == QLatin1String("gate_proj") || t == QLatin1String("up_proj"))
            out = intermediate;
        else if (t == QLatin1String("down_proj"))
            in = intermediate;
        perLayer += rank * (in + out);
    }
    return layers * perLayer;
}

MemoryEstimate estimateMemory(const ModelShape &shape, const TrainingSetup &setup, const Parallelism &p)
{
    MemoryEstimate e;
    e.parameters = shape.parameters();
    e.trainable = setup.lora ? shape.loraParameters(setup.loraRank, setup.loraTargets) : e.parameters;
    const double modelSplit = double(p.tensor) * double(p.pipeline);
    const double dp = double(p.data);
    const double frozen = setup.lora ? double(e.parameters) : 0.0;
    const double trained = double(e.trainable);
    // Weights: the base model plus adapters, in the training precision.
    e.weights = (frozen + trained) * setup.weightBytes / modelSplit / (p.zeroStage >= 3 ? dp : 1.0);
    e.gradients = trained * setup.weightBytes / modelSplit / (p.zeroStage >= 2 ? dp : 1.0);
    e.optimizer = trained * 8.0 / modelSplit / (p.zeroStage >= 1 ? dp : 1.0); // AdamW: two fp32 moments
    e.master = setup.fp32MasterWeights && setup.weightBytes < 4 ? trained * 4.0 / modelSplit / (p.zeroStage >= 1 ? dp : 1.0) : 0.0;
    // Activations of one micro-batch (Korthikanti et al. 2022, 16-bit, no sequence parallelism):
    // s*b*h*(10 + 24/t + 5*a*s/(h*t)) per layer, or 2*s*b*h with full recomputation; the layers
    // of one pipeline stage; plus fp32 logits. fp32 activations take twice the bytes.
    const double s = double(setup.seqLen), b = double(setup.microBatch), h = double(shape.hidden), a = double(shape.heads);
    const double t = double(p.tensor);
    const double perLayer = setup.recomputeActivations ? 2.0 * s * b * h : s * b * h * (10.0 + 24.0 / t + 5.0 * a * s / (h * t));
    const double layersHere = double(shape.layers) / double(p.pipeline);
    e.activations = perLayer * layersHere * (setup.weightBytes >= 4 ? 2.0 : 1.0) + s * b * double(shape.vocab) * 4.0 / t;
    // A checkpoint holds what training needs to continue: trained weights (all weights for
    // full fine-tuning), optimizer moments and master weights.
    e.checkpointBytes = trained * setup.weightBytes + trained * 8.0 + (e.master > 0 ? trained * 4.0 : 0.0);
    return e;
}

bool suggestParallelism(const ModelShape &shape, const TrainingSetup &setup, double deviceBytes, int devices, double headroom,
                        Parallelism *out)
{
    const double usable = deviceBytes * (1.0 - headroom);
    for (const int pipeline : {1, 2, 4, 8}) {
        for (const int tensor : {1, 2, 4, 8, 16}) {
            if (tensor * pipeline > devices || (shape.heads % tensor) != 0 || (shape.kvHeads % tensor) != 0 || shape.layers % pipeline != 0)
                continue;
            for (int zero = 0; zero <= 3; ++zero) {
                Parallelism p{tensor, pipeline, devices / (tensor * pipeline), zero};
                if (zero > 0 && p.data == 1)
                    continue; // nothing to shard over
                if (estimateMemory(shape, setup, p).total() <= usable) {
                    *out = p;
                    return true;
                }
            }
        }
    }
    return false;
}

} // namespace pilot
