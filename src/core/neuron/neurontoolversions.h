#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QProcessEnvironment>
#include <QString>

namespace pilot {

/// Version lines of the Neuron tools, for a run's provenance. Each result is a list of
/// (component, version) pairs in the order the tool printed them; texts are cut to 200
/// characters and never contain control characters.
using ToolVersions = QList<QPair<QString, QString>>;

/// `neuronx-cc --version`: "NeuronX Compiler version 2.10.0.34+6c8792c6f", "Python version
/// 3.8.10", "HWM version …", "NumPy version …" (aws-neuron-sdk issue 754), also with a log
/// prefix as the compiler prints its version block in an error report ("2023-06-15T12:11:12Z
/// ERROR 85724 [neuronx-cc]:   NeuronX Compiler version 2.6.0.19+3d819e565"), and the short
/// form "neuronx-cc 2.26.6360.0". The compiler's own version is named "neuronx-cc"; the others
/// keep their names with the prefix "neuronx-cc " ("neuronx-cc Python"). Lines of other kinds are
/// skipped; an output with none gives an empty list. At most 4 MiB are looked at.
PILOT_CORE_EXPORT ToolVersions parseNeuronxCcVersion(const QByteArray &output);

/// `pip show PACKAGE …` (pip's documented output: one block of "Key: value" header lines per
/// package, blocks separated by "---"): (Name, Version) of every block that has both.
PILOT_CORE_EXPORT ToolVersions parsePipShow(const QByteArray &output);

/// The versions of the Neuron compiler and of torch-neuronx in the environment of
/// `interpreter` on this machine: `neuronx-cc --version` (the neuronx-cc beside the interpreter,
/// as a virtual environment has it, else on the PATH) and `interpreter -m pip show torch-neuronx
/// neuronx-cc`, each waiting at most `timeoutMs`. What a tool does not answer is left out. Kept
/// per interpreter for two minutes. Blocks: never on the GUI thread.
PILOT_CORE_EXPORT ToolVersions collectNeuronToolVersions(const QString &interpreter, const QProcessEnvironment &environment, int timeoutMs);

} // namespace pilot
