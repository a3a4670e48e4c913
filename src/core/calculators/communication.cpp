#include "core/calculators/communication.h"

namespace pilot {

namespace {

// What each device sends in ring collectives over n devices.
double allReduce(double bytes, int n)
{
    return n > 1 ? 2.0 * double(n - 1) / double(n) * bytes : 0.0;
}

double gatherOrScatter(double bytes, int n)
{
    return n > 1 ? double(n - 1) / double(n) * bytes : 0.0;
}

} // namespace

CommunicationVolume estimateCommunication(const ModelShape &shape, const TrainingSetup &setup, const Parallelism &p, qint64 microBatches)
{
    CommunicationVolume v;
    const double parameters = double(shape.parameters());
    const double trained = setup.lora ? double(shape.loraParameters(setup.loraRank, setup.loraTargets)) : parameters;
    const double frozen = setup.lora ? parameters : 0.0;
    // One model replica's share of this device: tensor and pipeline parallelism split it.
    const double modelSplit = double(p.tensor) * double(p.pipeline);
    const double gradientBytes = trained * setup.weightBytes / modelSplit;
    const double weightBytes = (frozen + trained) * setup.weightBytes / modelSplit;
    if (p.zeroStage >= 3)
        v.dataParallel = gatherOrScatter(gradientBytes, p.data) + 2.0 * gatherOrScatter(weightBytes, p.data);
    else
        v.dataParallel = allReduce(gradientBytes, p.data); // ZeRO 1/2: reduce-scatter + all-gather, the same bytes
    // One layer's activations for a micro-batch: s·b·H values in the training's activation precision.
    const double activation = double(setup.seqLen) * double(setup.microBatch) * double(shape.hidden) * (setup.weightBytes >= 4 ? 4.0 : 2.0);
    const double layersHere = double(shape.layers) / double(p.pipeline);
    const double perLayer = setup.recomputeActivations ? 6.0 : 4.0;
    v.tensorParallel = perLayer * layersHere * double(microBatches) * allReduce(activation, p.tensor);
    v.pipelineParallel = p.pipeline > 1 ? 2.0 * double(microBatches) * activation : 0.0;
    return v;
}

} // namespace pilot
