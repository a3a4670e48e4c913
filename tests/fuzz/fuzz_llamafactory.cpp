// LLaMA-Factory's trainer_log.jsonl: pilot::importLlamaFactoryLog().
#include "fuzzsupport.h"

#include "core/importers/importhf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const QString path = pilot::fuzz::writeFile(QStringLiteral("llamafactory/trainer_log.jsonl"), pilot::fuzz::bytes(data, size));
    const pilot::ImportResult result = pilot::importLlamaFactoryLog(path);
    (void)result;
    return 0;
}
