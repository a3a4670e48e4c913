// Project files (project.yaml, yaml-cpp): pilot::parseProject().
#include "fuzzsupport.h"

#include "core/project/projectreader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const pilot::ProjectLoadResult result = pilot::parseProject(pilot::fuzz::bytes(data, size), QStringLiteral("project.yaml"));
    (void)result;
    return 0;
}
