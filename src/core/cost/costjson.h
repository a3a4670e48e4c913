#pragma once

#include "pilot_core_export.h"
#include "core/cost/costmodel.h"

#include <QJsonObject>

namespace pilot {

/// The cost model as `pilotctl cost --json` prints it (keys in docs/pilotctl.md): unknown
/// figures are null, each with a `*_reason` beside it.
PILOT_CORE_EXPORT QJsonObject costModelToJson(const CostModel &model);
PILOT_CORE_EXPORT QJsonObject phaseChainToJson(const RunPhaseChain &chain);

} // namespace pilot
