#pragma once

#include "core/project/assumptions.h"
#include "core/calculators/devicetable.h"
#include "core/calculators/memoryestimate.h"
#include "pilot_core_export.h"

#include <optional>

namespace pilot {

/// The memory calculator's answer for a project's assumptions: does the training setup fit on
/// one device of the chosen kind, only with parallelism on the planned number of devices, or
/// not at all? Same inputs and headroom as the calculator on the Plan stage and the decision
/// record, so all three say the same.
struct MemoryVerdict
{
    enum class Fit { Alone, WithParallelism, DoesNotFit };
    Fit fit = Fit::Alone;
    Parallelism parallelism;   ///< the least parallelism that fits (WithParallelism)
    double aloneBytes = 0;     ///< what one device would hold without any parallelism
    double deviceBytes = 0;
    int devices = 1;           ///< the planned number of devices
    bool lora = true;
    qint64 loraRank = 0;
    QString deviceName;   ///< in English
    QString deviceNameDe; ///< in German (the same where the table gives no German name)
};

/// A tenth of device memory kept free for the runtime (workspace, buffers, fragmentation).
inline constexpr double kMemoryHeadroom = 0.1;

/// Nullopt while the project names no device of the table (the calculator has no verdict).
PILOT_CORE_EXPORT std::optional<MemoryVerdict> memoryVerdict(const Assumptions &assumptions, const DeviceTable &devices);

} // namespace pilot
