#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>

namespace pilot {

/// A NeuronX Distributed checkpoint, in either of its two homes:
/// - a plain NxD tag folder (`save_checkpoint(path, tag)`): `done`, which rank 0 writes last;
///   model/ and optim/ holding dp_rank_XX_tp_rank_YY_pp_rank_ZZ.pt files for every tensor- and
///   pipeline-parallel rank of a complete grid, each a torch.save file (checkTorchSaveFile);
///   scheduler.pt (the LR-schedule position); user_content.pt noted when absent;
/// - optimum-neuron's Trainer checkpoint-N/: the NxD tag in shards/ (or adapter_shards/ for an
///   adapter), with the same `done`, model/ and optim/ rules (optim/ optional for an adapter),
///   and scheduler.pt beside it; its trainer_state.json is the caller's (checkHfTrainerState).
/// Sizes add up into `bytes`.
struct NxdCheck
{
    QStringList problems;
    QStringList notes;
    qint64 bytes = 0;
    int files = 0;
    bool optimumNeuron = false; ///< the second home: trainer_state.json belongs to the checkpoint
};

PILOT_CORE_EXPORT NxdCheck checkNxdCheckpoint(const QString &dir);

/// The subfolder of `dir` that holds optimum-neuron's NxD tag ("shards", "adapter_shards"), or
/// an empty text when `dir` is not such a checkpoint. Names only.
PILOT_CORE_EXPORT QString optimumNeuronShardsFolder(const QString &dir);

} // namespace pilot
