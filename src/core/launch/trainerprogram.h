#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// The pilot-trainer this machine runs: $PILOT_TRAINER when set, else the one beside the
/// running program (the build and the installed layout put them in one folder). Whether it
/// exists is the caller's question.
PILOT_CORE_EXPORT QString localTrainerProgram();

} // namespace pilot
