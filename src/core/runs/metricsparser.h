#pragma once

#include "pilot_core_export.h"
#include "core/runs/runmetrics.h"

#include <cstddef>
#include <memory>

namespace pilot {

/// Turns metrics.jsonl lines into RunMetrics entries. Tolerant by contract: unknown event types
/// and fields are skipped, NaN / Infinity / -Infinity (as Python's json module writes them) are
/// numbers, and a malformed line becomes a LineIssue instead of stopping the stream.
class PILOT_CORE_EXPORT MetricsParser
{
public:
    MetricsParser();
    ~MetricsParser();
    MetricsParser(const MetricsParser &) = delete;
    MetricsParser &operator=(const MetricsParser &) = delete;

    /// Bytes that must be readable after the end of any line handed to parseLine().
    static std::size_t padding();

    /// Parses one line (without its newline). `data[len .. len + padding())` must be readable:
    /// the parser reads ahead in SIMD-sized blocks. The bytes may change while they are read
    /// (a mapped file rewritten meanwhile): the result is then garbage, never a crash.
    void parseLine(const char *data, std::size_t len, qint64 lineNumber, RunMetrics &out);

    /// The part of parseLine() that touches no RunMetrics, for the commonest line: when the
    /// line is a step event that parseLine() would add without an issue, sets `point` and `t`
    /// to what it would pass to RunMetrics::addStep() and RunMetrics::noteTime() and returns
    /// true; otherwise returns false and the line is for parseLine(). Lets another thread, with
    /// its own parser, read ahead while the caller applies the events in order.
    bool parseStepLine(const char *data, std::size_t len, StepPoint *point, double *t);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace pilot
