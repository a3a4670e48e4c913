#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/safetensorsheader.h"

#include <QMap>
#include <QStringList>

namespace pilot {

/// The weights of a model or adapter folder, as its files declare them.
struct ModelWeights
{
    QMap<QString, SafetensorsTensor> tensors; ///< of every file together
    QStringList files;                        ///< the safetensors files read, by name
    qint64 bytes = 0;
    QStringList problems; ///< each naming the file
};

/// `<stem>.safetensors` alone, or `<stem>.safetensors.index.json` with the shards it names
/// ("model" or "adapter_model"). With an index: every shard it names exists inside the folder
/// (confinedPath) as a regular file with a sound header (readSafetensorsHeader), every tensor
/// the index names is in the shard it names, every tensor of a shard is in the index for that
/// shard, no tensor in two shards, and metadata.total_size (when given) is the tensors' bytes.
/// Missing both files is a problem too.
PILOT_CORE_EXPORT ModelWeights readModelWeights(const QString &folder, const QString &stem);

/// One safetensors file of a checkpoint by name, confined and header-checked; problems name it.
PILOT_CORE_EXPORT SafetensorsHeader readCheckpointSafetensors(const QString &folder, const QString &name, QStringList *problems);

} // namespace pilot
