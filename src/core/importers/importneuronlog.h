#pragma once

#include "pilot_core_export.h"
#include "core/importers/importedrun.h"

namespace pilot {

/// Console logs of Trainium training jobs: NxD's `step N step_time Ts throughput X seq/s step
/// loss L grad norm G`, the PyTorch Lightning variant `step N loss is L, lr is R, throughput X
/// seq/s`, and the Hugging Face / optimum-neuron dictionaries `{'loss': L, 'learning_rate': R,
/// 'grad_norm': G, 'epoch': E}` (numbered in order of appearance when they carry no step; the
/// notes say so). Values a compile trial writes — neuron_parallel_compile runs the script in
/// graph-extraction mode, its outputs are not real (a loss of exactly 0.0, or beyond ±1e30 such
/// as -2.47e37) — are flagged as not acceptable and left out; a log that says it is extracting
/// graphs is flagged as a whole. Lines of any other kind are skipped.
PILOT_CORE_EXPORT ImportResult importNeuronLog(const QString &path);

} // namespace pilot
