#pragma once

#include "pilot_core_export.h"
#include "core/neuron/compilecachelog.h"
#include "core/neuron/cpufallbackrules.h"
#include "core/neuron/neuronmonitor.h"
#include "core/support/growinglines.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace pilot {

class RunMetrics;

/// What a run folder says about its Neuron side: the compile cache's hits and misses, the
/// operators that fell back to the CPU and neuron-monitor's stream. Counted both from the
/// run's `log` events (metrics.jsonl) and from the lines of logs/stderr.log and
/// logs/stdout.log; per kind and per operator the larger of the two counts, so a message the job
/// reported as an event and also printed counts once.
struct NeuronRunFacts
{
    CompileCacheCounts cacheFromEvents;
    CompileCacheCounts cacheFromLogs;
    CpuFallbackCounts fallbacksFromEvents;
    CpuFallbackCounts fallbacksFromLogs;
    NeuronMonitorSeries monitor;
    bool monitorPresent = false; ///< the run folder has neuron-monitor.jsonl
    bool logsCut = false;        ///< a log was larger than the scanner reads: counts are of its end only
    QStringList problems;        ///< files that could not be read, for people

    PILOT_CORE_EXPORT CompileCacheCounts cache() const;
    PILOT_CORE_EXPORT CpuFallbackCounts fallbacks() const;
    bool any() const { return cache().any() || !fallbacks().isEmpty() || monitorPresent; }
};

/// Follows one run folder: each scan() reads only what the logs, the monitor stream and the
/// metrics' `log` events gained since the last one (a replaced or truncated file starts its
/// counts again). Blocks on file I/O: use it on a worker thread, one thread at a time.
class PILOT_CORE_EXPORT NeuronRunScanner
{
public:
    /// Bytes of a log read at the first scan when it is larger (its end).
    static constexpr qint64 kFirstReadLimit = 64 * 1024 * 1024;

    /// `monitorTag`: the NEURON_PROCESS_TAG of the run's job (launch.json's environment), which
    /// selects its runtimes in the monitor stream; empty takes every runtime.
    NeuronRunScanner(QString runDir, CpuFallbackRules rules, QString monitorTag = QString());
    ~NeuronRunScanner();
    NeuronRunScanner(const NeuronRunScanner &) = delete;
    NeuronRunScanner &operator=(const NeuronRunScanner &) = delete;

    /// Takes in what the files gained and the `log` events of `metrics` (the run's metrics as
    /// read now: events already counted are skipped by their number; fewer than before means
    /// the metrics were read again from the start).
    const NeuronRunFacts &scan(const RunMetrics &metrics);
    const NeuronRunFacts &facts() const { return m_facts; }

private:
    struct Log;
    void scanLog(Log &log, CompileCacheCounts *cache, CpuFallbackCounts *fallbacks);

    QString m_runDir;
    CpuFallbackRules m_rules;
    std::unique_ptr<Log> m_stderr;
    std::unique_ptr<Log> m_stdout;
    GrowingLines m_monitorLines;
    NeuronMonitorParser m_monitor;
    qsizetype m_eventsSeen = 0;
    NeuronRunFacts m_facts;
};

} // namespace pilot
