#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/filechecksum.h"

#include <QStringList>

namespace pilot {

/// Our checkpoint's completeness (docs/job-interface.md §6), as pilot-trainer's own check
/// (backends/libtorch/trainer/checkpoint.cpp, validate) sees it and more: every problem, not
/// the first. COMPLETE present and naming the manifest's step; manifest.json of format 1 with
/// a step >= 0 equal to the folder's step-N name; every listed file a name inside the folder,
/// a regular file of the listed size and SHA-256; no file listed twice; trainer_state.json,
/// optimizer.safetensors and model or adapter weights listed. Files in the folder the manifest
/// does not list are noted (pilot-trainer ignores them, so they do not refuse the checkpoint). The checksums run through `control` (progress, cancel).
struct ManifestCheck
{
    qint64 step = -1;
    QStringList listed; ///< file names the manifest lists
    qint64 bytes = 0;   ///< bytes the manifest lists
    QStringList problems;
    QStringList notes; ///< worth saying, not a reason to refuse: files the manifest does not list
    bool cancelled = false;
};

/// Bytes `dir`'s manifest lists (0 when it cannot be read): the work a caller shows progress for.
PILOT_CORE_EXPORT qint64 manifestListedBytes(const QString &dir);

PILOT_CORE_EXPORT ManifestCheck checkManifest(const QString &dir, ChecksumControl *control);

} // namespace pilot
