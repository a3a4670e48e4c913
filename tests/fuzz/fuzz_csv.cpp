// CSV metric exports: pilot::importCsv().
#include "fuzzsupport.h"

#include "core/importers/importcsv.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const QString path = pilot::fuzz::writeFile(QStringLiteral("csv/metrics.csv"), pilot::fuzz::bytes(data, size));
    const pilot::ImportResult result = pilot::importCsv(path);
    (void)result;
    return 0;
}
