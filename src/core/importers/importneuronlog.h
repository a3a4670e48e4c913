#pragma once

#include "pilot_core_export.h"
#include "core/importers/importedrun.h"

namespace pilot {

/// How much of a file detection reads looking for a training line (see looksLikeNeuronLog).
inline constexpr qint64 kNeuronLogDetectBytes = 16LL * 1024 * 1024;

/// Console logs of Trainium training jobs: NxD's `step N step_time Ts throughput X seq/s step
/// loss L grad norm G`, the PyTorch Lightning variant `step N loss is L, lr is R, throughput X
/// seq/s`, and the Hugging Face / optimum-neuron dictionaries `{'loss': L, 'learning_rate': R,
/// 'grad_norm': G, 'epoch': E}` (numbered in order of appearance when they carry no step; the
/// notes say so). The lines may sit among any other output (a launcher's log, pip and compiler
/// messages); a Jupyter notebook (.ipynb) is read through the text its cells printed (stream
/// outputs). Lines of any other kind are skipped, as are lines whose loss is not a number.
///
/// Compile trials: neuron_parallel_compile first runs the script for a few steps in
/// graph-extraction mode, whose outputs are not real (a loss of exactly 0.0, or beyond ±1e30
/// such as -2.47e37), and the real run follows as a new launch that numbers its steps from the
/// start again. Lines with such values are a trial's when they come before any real loss, at
/// the log's start or after a line saying it is extracting graphs (or naming
/// NEURON_EXTRACT_GRAPHS_ONLY, unless as 0 or false): they are left out and not numbered, and
/// the first real loss begins the real run, whose lines without a step are numbered from 1.
/// After a real loss, such a value is the run's own bad value: flagged, left out, and it keeps
/// its place in the numbering. A log that is a trial and nothing else gives a run without
/// steps, with notes saying why.
PILOT_CORE_EXPORT ImportResult importNeuronLog(const QString &path);

/// Whether the first kNeuronLogDetectBytes of `path` hold at least one training line of the
/// kinds above (with a loss that is a number), wherever it sits among other output; a
/// notebook's JSON is read as it is, its printed lines being single JSON strings. Reads at
/// most that much in bounded pieces; false for anything but a regular text file.
PILOT_CORE_EXPORT bool looksLikeNeuronLog(const QString &path);

} // namespace pilot
