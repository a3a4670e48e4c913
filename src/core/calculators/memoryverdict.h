#pragma once

#include "pilot_core_export.h"
#include "core/calculators/assumptions.h"
#include "core/calculators/devicetable.h"
#include "core/calculators/memoryestimate.h"

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
    Parallelism parallelism; ///< the least parallelism that fits (WithParallelism)
    double aloneBytes = 0;   ///< what one device would hold without any parallelism
    double deviceBytes = 0;
    int devices = 1; ///< the planned number of devices
    bool lora = true;
    qint64 loraRank = 0;
    QString deviceName;   ///< in English
    QString deviceNameDe; ///< in German (the same where the table gives no German name)

    /// The device's name in `language` ("de", else English).
    QString deviceNameIn(const QString &language) const { return language == QLatin1String("de") ? deviceNameDe : deviceName; }
    /// Whether the pilot's Neuron job can train this layout: full fine-tuning that needs only
    /// data parallelism with sharding, which FSDP (runtime.neuron.sharding: fsdp) gives at ZeRO
    /// stage 3 — no less memory per device than the stage the verdict names.
    bool pilotShards() const { return fit == Fit::WithParallelism && !lora && parallelism.tensor == 1 && parallelism.pipeline == 1; }
    /// Devices the verdict uses: 1 alone, the parallel group's size with parallelism, else the planned number.
    int devicesUsed() const
    {
        return fit == Fit::Alone ? 1 : fit == Fit::WithParallelism ? parallelism.tensor * parallelism.pipeline * parallelism.data : devices;
    }
};

/// A tenth of device memory kept free for the runtime (workspace, buffers, fragmentation).
inline constexpr double kMemoryHeadroom = 0.1;

/// Nullopt while the project names no device of the table (the calculator has no verdict).
/// The one place the verdict is made: the Plan stage's calculator, the decision's facts
/// (pilotctl decide) and the decision record all ask here.
PILOT_CORE_EXPORT std::optional<MemoryVerdict> memoryVerdict(const Assumptions &assumptions, const DeviceTable &devices);
/// The verdict on `device`, whichever device the assumptions name (the calculator shows the
/// verdict for the device picked on screen).
PILOT_CORE_EXPORT MemoryVerdict memoryVerdict(const Assumptions &assumptions, const Device &device);

} // namespace pilot
