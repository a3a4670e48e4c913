#include "core/calculators/memoryverdict.h"

namespace pilot {

std::optional<MemoryVerdict> memoryVerdict(const Assumptions &a, const DeviceTable &table)
{
    const Device *device = table.find(a.device);
    if (!device)
        return std::nullopt;
    return memoryVerdict(a, *device);
}

MemoryVerdict memoryVerdict(const Assumptions &a, const Device &device)
{
    const TrainingSetup setup = a.trainingSetup();
    const ModelShape shape = a.modelShape();
    MemoryVerdict v;
    v.deviceName = device.name;
    v.deviceNameDe = device.nameIn(QStringLiteral("de"));
    v.deviceBytes = device.memoryBytes;
    v.devices = a.deviceCount();
    v.lora = setup.lora;
    v.loraRank = setup.loraRank;
    v.aloneBytes = estimateMemory(shape, setup, Parallelism()).total();
    if (v.aloneBytes <= device.memoryBytes * (1 - kMemoryHeadroom))
        v.fit = MemoryVerdict::Fit::Alone;
    else if (suggestParallelism(shape, setup, device.memoryBytes, v.devices, kMemoryHeadroom, &v.parallelism))
        v.fit = MemoryVerdict::Fit::WithParallelism;
    else
        v.fit = MemoryVerdict::Fit::DoesNotFit;
    return v;
}

} // namespace pilot
