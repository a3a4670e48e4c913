#include "core/runs/metricsparser.h"

#include "core/runs/flatjson.h"
#include "core/runs/metricsevents.h"
#include "core/runs/metricsfields.h"
#include "core/runs/metricsgeneralreader.h"
#include "core/runs/metricskey.h"
#include "core/runs/metricsstepline.h"
#include "core/runs/metricsvalue.h"
#include "core/support/coretr.h"

namespace pilot {

using namespace metricsline;

namespace {

constexpr int kMaxFlatFields = 48;

// The line without the spaces, tabs and carriage return around it: `*start` and `*len`.
void trim(const char *data, std::size_t *start, std::size_t *len)
{
    while (*len > 0 && (data[*len - 1] == '\r' || data[*len - 1] == ' ' || data[*len - 1] == '\t'))
        --*len;
    *start = 0;
    while (*start < *len && (data[*start] == ' ' || data[*start] == '\t'))
        ++*start;
}

} // namespace

struct MetricsParser::Impl
{
    GeneralLineReader general;
    FlatScanner scanner;
    FlatField flat[kMaxFlatFields];
    Key keys[kMaxFlatFields] = {}; // what flat[i].key was when it was last resolved
};

MetricsParser::MetricsParser()
    : d(std::make_unique<Impl>())
{
}

MetricsParser::~MetricsParser() = default;

std::size_t MetricsParser::padding()
{
    static_assert(GeneralLineReader::kPadding >= FlatScanner::kPadding, "the scanner reads whole words past a line");
    return GeneralLineReader::kPadding;
}

bool MetricsParser::parseStepLine(const char *data, std::size_t len, StepPoint *point, double *t)
{
    std::size_t start;
    trim(data, &start, &len);
    const int n = d->scanner.scan(data + start, len - start, d->flat, kMaxFlatFields);
    StepFields f;
    if (n < 0 || !readStep(d->flat, d->keys, n, f))
        return false;
    *point = f.point;
    *t = f.point.t;
    return true;
}

void MetricsParser::parseLine(const char *data, std::size_t len, qint64 lineNumber, RunMetrics &out)
{
    std::size_t start;
    trim(data, &start, &len);
    if (start == len)
        return; // blank lines carry nothing
    const int n = d->scanner.scan(data + start, len - start, d->flat, kMaxFlatFields);
    if (n >= 0) {
        StepFields step;
        if (readStep(d->flat, d->keys, n, step)) {
            out.addStep(step.point);
            out.noteTime(step.point.t);
            return;
        }
    }
    EventFields f;
    if (n >= 0) {
        if (!readFlatFields(d->flat, d->keys, n, f)) {
            out.addIssue(lineNumber, CoreTr::tr("'%1' has a value of the wrong type").arg(qstr(f.wrongTypeKey)));
            return;
        }
    } else if (const char *error = d->general.read(data + start, len - start, f)) {
        out.addIssue(lineNumber, f.wrongTypeKey.empty() ? CoreTr::tr(error)
                                                        : CoreTr::tr("'%1' has a value of the wrong type").arg(qstr(f.wrongTypeKey)));
        return;
    }
    applyEvent(f, lineNumber, out);
}

} // namespace pilot
