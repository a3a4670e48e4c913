#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QString>

namespace pilot {

/// Replaces `path` with `data` so that a reader sees either the old or the new content,
/// never a mixture: the bytes go to a temporary file in the same folder, which is fsynced and
/// then renamed over the target; the folder is fsynced so the rename survives a power cut.
/// On any failure (full disk, quota, permissions) the temporary file is removed, the target
/// is untouched and `error` says why.
PILOT_CORE_EXPORT bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

} // namespace pilot
