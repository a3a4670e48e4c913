#pragma once

#include "core/neuron/neuronrunfacts.h"

#include <QString>

namespace pilot::app {

/// One run's Neuron side in a few whole sentences for people (the Compare stage): compile cache
/// hits and misses, the operators that fell back to the CPU (the most frequent first, at most
/// `named` of them), runtime errors neuron-monitor counted. Empty when the facts say nothing.
QString neuronFactsSummary(const NeuronRunFacts &facts, int named = 5);

/// The Neuron side of a comparison: one line per run (reference, pilot; either may be null)
/// whose facts say something, and a caution when operators fell back to the CPU, which sets
/// `*fallbacks`. Empty when neither run says anything.
QString neuronComparisonText(const NeuronRunFacts *reference, const NeuronRunFacts *pilot, bool *fallbacks);

} // namespace pilot::app
