#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// The checkpoint layouts a team meets (docs/checkpoints.md).
enum class CheckpointLayout {
    Ours,      ///< migration-pilot: manifest.json with SHA-256, COMPLETE (docs/job-interface.md §6)
    HfTrainer, ///< Hugging Face Trainer checkpoint-N/: weights, trainer_state.json, optimizer, RNG
    Peft,      ///< a PEFT adapter folder: adapter_config.json, adapter_model.safetensors
    HfModel,   ///< a plain Hugging Face model folder: config.json, model.safetensors or shards with an index
    Nxd,       ///< NeuronX Distributed: <tag>/model/*.pt, optim/, `done` written last; optimum-neuron's
               ///< checkpoint-N/ with that tag in shards/
    Unknown,
};

/// The layout's name in output and JSON: "migration-pilot", "hf-trainer", "peft", "hf-model",
/// "nxd", "unknown".
PILOT_CORE_EXPORT QString checkpointLayoutName(CheckpointLayout layout);

/// What the files in `dir` say it is; looks at names only (stat, no reads), so it never blocks
/// on a pipe. A folder of our layout is recognised by manifest.json, COMPLETE or a step-N name
/// (so a folder that lost its marker is still judged as ours and refused), NxD by `done`, its
/// `checkpoint` marker, model/ and optim/ folders or (optimum-neuron) a shards/ folder holding them, HF Trainer by trainer_state.json or a
/// checkpoint-N name, PEFT by adapter_config.json, a model folder by config.json with weights.
PILOT_CORE_EXPORT CheckpointLayout detectCheckpointLayout(const QString &dir);

/// The step a folder's name gives: step-000200, step-000200.partial, checkpoint-200,
/// tmp-checkpoint-200, step_200, global_step200, epoch=1-step=200; -1 when it names none.
PILOT_CORE_EXPORT qint64 stepFromFolderName(const QString &name);

/// A folder still being written, or left by a crash while it was: `*.partial` (ours),
/// `tmp-checkpoint-*` (Hugging Face Trainer's staging). Never accepted.
PILOT_CORE_EXPORT bool isStagingFolderName(const QString &name);

} // namespace pilot
