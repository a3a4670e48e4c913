// metrics.jsonl lines (simdjson): pilot::MetricsParser::parseLine() and parseStepLine(), one call
// per line of the input. Each line is copied into a buffer of exactly its length plus
// MetricsParser::padding(), so AddressSanitizer sees any read past the promised padding.
#include "fuzzsupport.h"

#include "core/runs/metricsparser.h"
#include "core/runs/runmetrics.h"

#include <cstring>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pilot::fuzz::init();
    static pilot::MetricsParser parser; // reused across inputs, as a tail reuses it across lines
    pilot::RunMetrics metrics;
    const char *text = reinterpret_cast<const char *>(data);
    const std::size_t padding = pilot::MetricsParser::padding();
    std::size_t from = 0;
    qint64 lineNumber = 1;
    while (from <= size) {
        const void *nl = size > from ? std::memchr(text + from, '\n', size - from) : nullptr;
        const std::size_t end = nl ? std::size_t(static_cast<const char *>(nl) - text) : size;
        const std::size_t len = end - from;
        std::vector<char> line(len + padding, ' ');
        if (len)
            std::memcpy(line.data(), text + from, len);
        pilot::StepPoint point;
        double t = 0;
        (void)parser.parseStepLine(line.data(), len, &point, &t);
        parser.parseLine(line.data(), len, lineNumber++, metrics);
        if (!nl)
            break;
        from = end + 1;
    }
    return 0;
}
