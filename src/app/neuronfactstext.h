#pragma once

#include "core/neuron/neuronrunfacts.h"

#include <QString>

namespace pilot::app {

/// One run's Neuron side in a few whole sentences for people (the Compare stage): compile cache
/// hits and misses, the operators that fell back to the CPU (the most frequent first, at most
/// `named` of them), executions neuron-monitor saw fail and hardware errors. Empty when the facts say nothing.
QString neuronFactsSummary(const NeuronRunFacts &facts, int named = 5);

/// The Compare stage's sentences for one run of the neuron backend, never empty: that it ran on
/// `device` and not on a Neuron device when the device is another one (a pilot on the CPU
/// measures nothing of Trainium, however well its loss agrees), then neuronFactsSummary, or —
/// when that is empty — that its logs named no compile-cache event and no CPU fallback (which is
/// no proof of none). `device`: the run's run_start device; empty when unknown.
QString neuronRunSummary(const NeuronRunFacts &facts, const QString &device);

/// One side of a comparison for neuronComparisonText: the run's Neuron facts (null when the
/// run is not one of the neuron backend) and its run_start device (empty when unknown).
struct NeuronSide
{
    const NeuronRunFacts *facts = nullptr;
    QString device;
};

/// The Neuron side of a comparison: a neuronRunSummary line for each run of the neuron backend
/// (reference, pilot), and a caution when operators fell back to the CPU, which sets
/// `*fallbacks`. Empty when neither run is one of the neuron backend.
QString neuronComparisonText(const NeuronSide &reference, const NeuronSide &pilot, bool *fallbacks);

} // namespace pilot::app
