#pragma once

#include "core/neuron/cpufallbackrules.h"

#include <QString>

#include <functional>
#include <memory>

class QObject;

namespace pilot::app {

/// Reads the rules that find CPU fallbacks for the project at `projectFile` (the built-in ones,
/// extended by its `cpu_fallback_rules` file `rulesFile`) on a worker thread, and calls `done` on
/// `context`'s thread with them and, when the project's file cannot be used, its located
/// problems (one a line) — unless `context` is gone by then.
void loadFallbackRules(QObject *context, const QString &projectFile, const QString &rulesFile,
                       std::function<void(std::shared_ptr<const CpuFallbackRules> rules, const QString &problems)> done);

} // namespace pilot::app
