#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// Names in a manifest or an index come from the file, not from us: hostile input. This turns
/// such a name into a path inside `folder`, or refuses it: empty, absolute, a "." or ".."
/// component, a backslash or a control character, or a path whose symbolic links lead out of
/// the folder. A link that stays inside is fine (a Hugging Face cache folder links its blobs).
/// Returns the path, or an empty text with `reason` set (a sentence without the name).
/// Looks with stat/readlink only; never opens the file.
PILOT_CORE_EXPORT QString confinedPath(const QString &folder, const QString &name, QString *reason);

} // namespace pilot
