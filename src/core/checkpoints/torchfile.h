#pragma once

#include "pilot_core_export.h"

#include <QStringList>

namespace pilot {

/// A file written by torch.save (optimizer.pt, rng_state.pth, NxD's rank files) as far as
/// it can be judged without unpickling it, which a verifier must never do (a pickle runs code):
/// named inside the folder (confinedPath), a regular file, not empty, and starting as
/// torch.save files start: a zip archive ("PK\x03\x04", since PyTorch 1.6) or a legacy
/// pickle (0x80, a protocol byte). Appends a sentence naming `name` per problem; returns its
/// size (0 on a problem).
PILOT_CORE_EXPORT qint64 checkTorchSaveFile(const QString &folder, const QString &name, QStringList *problems);

} // namespace pilot
