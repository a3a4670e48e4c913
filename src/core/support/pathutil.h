#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// Paths inside project and job files are absolute or relative to the folder of the file that
/// names them; this makes such a path usable.
PILOT_CORE_EXPORT QString resolveBesideFile(const QString &file, const QString &path);

} // namespace pilot
