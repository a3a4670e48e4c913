#pragma once

#include "pilot_core_export.h"
#include "core/calculators/memoryestimate.h"

namespace pilot {

/// Bytes one device sends per optimizer step under a parallel layout (it receives about as
/// many), by kind of parallelism; formulas in docs/calculators.md. Collectives are counted as
/// ring algorithms do: an all-reduce of M bytes over n devices sends 2·(n−1)/n·M from each
/// device, a reduce-scatter or an all-gather (n−1)/n·M. Estimates from the formulas, not
/// measurements; frameworks add headers, padding and overlap.
struct CommunicationVolume
{
    /// Gradients over the data-parallel group: an all-reduce (ZeRO 0), or a reduce-scatter and
    /// an all-gather of the updated weights (ZeRO 1 and 2, the same volume); ZeRO 3 gathers all
    /// weights twice (forward and backward) and reduce-scatters the gradients.
    double dataParallel = 0;
    /// Activations within a tensor-parallel group: two all-reduces per layer in the forward pass
    /// and two in the backward pass (two more with full recomputation), per micro-batch.
    double tensorParallel = 0;
    /// Activations to the next pipeline stage and their gradients back, per micro-batch (a
    /// stage in the middle of the pipeline, which does both).
    double pipelineParallel = 0;
    double total() const { return dataParallel + tensorParallel + pipelineParallel; }
};

/// The volume per device for one optimizer step of `microBatches` micro-batches.
PILOT_CORE_EXPORT CommunicationVolume estimateCommunication(const ModelShape &shape, const TrainingSetup &setup, const Parallelism &parallel,
                                                            qint64 microBatches = 1);

} // namespace pilot
