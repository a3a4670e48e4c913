#pragma once

#include "pilot_core_export.h"

#include <QByteArray>

#include <yaml-cpp/yaml.h>

namespace pilot {

/// The place in the file of character `offset` of a one-line scalar that starts at `mark`:
/// quotes and escapes of the YAML text are walked over, so an error in a pattern (a regular
/// expression's error offset) points at the character in the file. A scalar over several
/// lines (or one this cannot follow) gives its start.
PILOT_CORE_EXPORT YAML::Mark markInScalar(const QByteArray &yaml, const YAML::Mark &mark, qsizetype offset);

} // namespace pilot
