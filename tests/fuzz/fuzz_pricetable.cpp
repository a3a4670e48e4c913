// Price tables (resources/prices/template.yaml): pilot::PriceTable::parse().
#include "fuzzsupport.h"

#include "core/cost/pricetable.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    pilot::Diagnostics diagnostics;
    const std::optional<pilot::PriceTable> parsed = pilot::PriceTable::parse(pilot::fuzz::bytes(data, size), QStringLiteral("pricetable.yaml"), &diagnostics);
    if (parsed && !parsed->entries.isEmpty())
        (void)parsed->find(parsed->entries.constFirst().id);
    return 0;
}
