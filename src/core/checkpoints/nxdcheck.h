#pragma once

#include "pilot_core_export.h"

#include <QStringList>

namespace pilot {

/// A NeuronX Distributed (or optimum-neuron) checkpoint tag folder: `done`, which rank 0
/// writes last, present; model/ (and optim/) holding dp_rank_XX_tp_rank_YY_pp_rank_ZZ.pt
/// files for every tensor- and pipeline-parallel rank of a complete grid, each a torch.save
/// file (checkTorchSaveFile); scheduler.pt (the LR-schedule position) present. Sizes add up
/// into `bytes`.
struct NxdCheck
{
    QStringList problems;
    QStringList notes;
    qint64 bytes = 0;
    int files = 0;
};

PILOT_CORE_EXPORT NxdCheck checkNxdCheckpoint(const QString &dir);

} // namespace pilot
