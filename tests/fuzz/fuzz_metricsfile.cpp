// Whole metrics.jsonl files (the tail reader, memory-mapped): pilot::readMetricsFile().
#include "fuzzsupport.h"

#include "core/runs/metricstail.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    const QString path = pilot::fuzz::writeFile(QStringLiteral("metricsfile/metrics.jsonl"), pilot::fuzz::bytes(data, size));
    pilot::RunMetrics metrics;
    QString error;
    (void)pilot::readMetricsFile(path, &metrics, &error);
    return 0;
}
