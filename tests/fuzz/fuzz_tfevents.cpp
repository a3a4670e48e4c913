// TensorBoard event files (TFRecord framing, protobuf): pilot::importTfEvents().
#include "fuzzsupport.h"

#include "core/importers/importtfevents.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const QString path = pilot::fuzz::writeFile(QStringLiteral("tfevents/events.out.tfevents.1628697775.host"), pilot::fuzz::bytes(data, size));
    const pilot::ImportResult result = pilot::importTfEvents(path);
    (void)result;
    return 0;
}
