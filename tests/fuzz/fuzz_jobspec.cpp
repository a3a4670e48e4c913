// Job descriptions (job.json): pilot::parseJobSpec().
#include "fuzzsupport.h"

#include "core/job/jobspecio.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const pilot::JobSpecReadResult result = pilot::parseJobSpec(pilot::fuzz::bytes(data, size), QStringLiteral("job.json"));
    (void)result;
    return 0;
}
