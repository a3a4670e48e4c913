// safetensors headers: pilot::readSafetensorsHeader(), then readSafetensorsI64Scalar() for every
// I64 scalar the header lists (the step counters of optimizer.safetensors).
#include "fuzzsupport.h"

#include "core/checkpoints/safetensorsheader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const QString path = pilot::fuzz::writeFile(QStringLiteral("safetensors/model.safetensors"), pilot::fuzz::bytes(data, size));
    const pilot::SafetensorsHeader header = pilot::readSafetensorsHeader(path);
    if (header.ok()) {
        for (auto it = header.tensors.cbegin(); it != header.tensors.cend(); ++it) {
            (void)pilot::safetensorsDtypeBytes(it->dtype);
            if (it->dtype == QLatin1String("I64") && it->shape.isEmpty()) {
                qint64 value = 0;
                (void)pilot::readSafetensorsI64Scalar(path, header, it.key(), &value);
            }
        }
    }
    return 0;
}
