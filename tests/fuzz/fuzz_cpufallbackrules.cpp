// CPU-fallback rule files (cpu-fallbacks.yaml): pilot::CpuFallbackRules::parse(), then operatorsIn() on a few messages.
#include "fuzzsupport.h"

#include "core/neuron/cpufallbackrules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    pilot::Diagnostics diagnostics;
    const std::optional<pilot::CpuFallbackRules> parsed = pilot::CpuFallbackRules::parse(pilot::fuzz::bytes(data, size), QStringLiteral("cpufallbackrules.yaml"), &diagnostics);
    if (parsed) {
        for (const char *message : {"Operator aten::_foreach_add_ is not supported on XLA; falling back to CPU",
                                    "aten::nonzero, aten::unique fall back to CPU", ""})
            (void)parsed->operatorsIn(QString::fromUtf8(message));
        (void)pilot::CpuFallbackRules::builtIn().extendedWith(*parsed);
    }
    return 0;
}
