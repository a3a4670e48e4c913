// Decision-rule files (decision-rules.yaml): pilot::DecisionRules::parse().
#include "fuzzsupport.h"

#include "core/decision/decisionrules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    pilot::Diagnostics diagnostics;
    const std::optional<pilot::DecisionRules> parsed = pilot::DecisionRules::parse(pilot::fuzz::bytes(data, size), QStringLiteral("decisionrules.yaml"), &diagnostics);
    if (parsed) {
        for (const pilot::DecisionRule &rule : parsed->rules)
            (void)parsed->titleOf(rule, QStringLiteral("de"));
    }
    return 0;
}
