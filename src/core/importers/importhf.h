#pragma once

#include "pilot_core_export.h"
#include "core/importers/importedrun.h"

namespace pilot {

/// Hugging Face Transformers' trainer_state.json (log_history: train entries with loss,
/// learning_rate, grad_norm, num_tokens/num_input_tokens_seen; eval entries eval_loss and
/// eval_<metric>; the final summary). `path` is a trainer_state.json or an output folder: then
/// its trainer_state.json and those of every checkpoint-N/ are merged, for each step the entry
/// of the file that got furthest (the latest restart) winning. Bare NaN/Infinity are read.
PILOT_CORE_EXPORT ImportResult importHfTrainerState(const QString &path);

/// LLaMA-Factory's trainer_log.jsonl: one JSON object per log (current_steps, loss, lr,
/// elapsed_time "H:MM:SS", throughput, total_tokens); eval lines carry eval_loss.
PILOT_CORE_EXPORT ImportResult importLlamaFactoryLog(const QString &path);

} // namespace pilot
