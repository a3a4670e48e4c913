#pragma once

#include "core/neuron/cpufallbackrules.h"

#include <QString>

#include <functional>
#include <memory>

namespace pilot::app {

class JobTracker;

/// Reads the rules that find CPU fallbacks for the project at `projectFile` (the built-in ones,
/// extended by its `cpu_fallback_rules` file `rulesFile`) as a job of `tracker` (so only the
/// newest read answers), and calls `done` on the GUI thread with them and, when the project's
/// file cannot be used, its located problems (one a line).
void loadFallbackRules(JobTracker *tracker, const QString &projectFile, const QString &rulesFile,
                       std::function<void(std::shared_ptr<const CpuFallbackRules> rules, const QString &problems)> done);

} // namespace pilot::app
