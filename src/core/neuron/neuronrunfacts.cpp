#include "core/neuron/neuronrunfacts.h"

#include "core/runs/runmetrics.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

namespace {

constexpr qsizetype kMaxLogLine = 64 * 1024;
constexpr qsizetype kMaxMonitorLine = 16 * 1024 * 1024;

} // namespace

CompileCacheCounts NeuronRunFacts::cache() const
{
    return CompileCacheCounts::largerOf(cacheFromEvents, cacheFromLogs);
}

CpuFallbackCounts NeuronRunFacts::fallbacks() const
{
    return CpuFallbackCounts::largerOf(fallbacksFromEvents, fallbacksFromLogs);
}

struct NeuronRunScanner::Log
{
    GrowingLines lines;
    CompileCacheCounts cache;
    CpuFallbackCounts fallbacks;
    bool cut = false;
};

NeuronRunScanner::NeuronRunScanner(QString runDir, CpuFallbackRules rules, QString monitorTag)
    : m_runDir(std::move(runDir))
    , m_rules(std::move(rules))
    , m_stderr(
          new Log{GrowingLines(QDir(m_runDir).filePath(QStringLiteral("logs/stderr.log")), kFirstReadLimit, kMaxLogLine), {}, {}, false})
    , m_stdout(
          new Log{GrowingLines(QDir(m_runDir).filePath(QStringLiteral("logs/stdout.log")), kFirstReadLimit, kMaxLogLine), {}, {}, false})
    , m_monitorLines(QDir(m_runDir).filePath(QLatin1String(kNeuronMonitorFile)), kFirstReadLimit, kMaxMonitorLine)
    , m_monitor(std::move(monitorTag))
{
}

NeuronRunScanner::~NeuronRunScanner() = default;

void NeuronRunScanner::scanLog(Log &log, CompileCacheCounts *cache, CpuFallbackCounts *fallbacks)
{
    for (;;) {
        const GrowingLines::Read read = log.lines.read();
        if (read.restarted) {
            log.cache = CompileCacheCounts();
            log.fallbacks = CpuFallbackCounts();
        }
        if (!read.error.isEmpty())
            m_facts.problems.append(CoreTr::tr("%1: %2").arg(log.lines.path(), read.error));
        log.cut = read.cut;
        for (const QByteArray &bytes : read.lines) {
            const QString line = QString::fromUtf8(bytes);
            log.cache.add(classifyCompileCacheLine(line));
            log.fallbacks.add(m_rules.operatorsIn(line));
        }
        if (read.lines.isEmpty() || !read.error.isEmpty())
            break;
    }
    // Each log counts on its own; across the two logs the counts add up (a line goes to one).
    cache->merge(log.cache);
    for (auto it = log.fallbacks.byOperator.cbegin(); it != log.fallbacks.byOperator.cend(); ++it)
        fallbacks->byOperator[it.key()] += it.value();
}

const NeuronRunFacts &NeuronRunScanner::scan(const RunMetrics &metrics)
{
    m_facts.problems.clear();
    m_facts.cacheFromLogs = CompileCacheCounts();
    m_facts.fallbacksFromLogs = CpuFallbackCounts();
    scanLog(*m_stderr, &m_facts.cacheFromLogs, &m_facts.fallbacksFromLogs);
    scanLog(*m_stdout, &m_facts.cacheFromLogs, &m_facts.fallbacksFromLogs);
    m_facts.logsCut = m_stderr->cut || m_stdout->cut;

    const QList<LogEvent> &events = metrics.logs();
    if (events.size() < m_eventsSeen) {
        m_eventsSeen = 0;
        m_facts.cacheFromEvents = CompileCacheCounts();
        m_facts.fallbacksFromEvents = CpuFallbackCounts();
    }
    for (qsizetype i = m_eventsSeen; i < events.size(); ++i) {
        const QString &message = events.at(i).message;
        // A message may carry several lines (a warning with its source line).
        for (const QString &line : message.split(QLatin1Char('\n')))
            m_facts.cacheFromEvents.add(classifyCompileCacheLine(line));
        m_facts.fallbacksFromEvents.add(m_rules.operatorsIn(message));
    }
    m_eventsSeen = events.size();

    for (;;) {
        const GrowingLines::Read read = m_monitorLines.read();
        if (read.restarted)
            m_monitor.reset();
        if (!read.error.isEmpty()) {
            m_facts.problems.append(CoreTr::tr("%1: %2").arg(m_monitorLines.path(), read.error));
            break;
        }
        for (const QByteArray &line : read.lines)
            m_monitor.addLine(line);
        m_monitor.series().cut = read.cut;
        if (read.lines.isEmpty())
            break;
    }
    m_facts.monitor = m_monitor.series();
    m_facts.monitorPresent = QFileInfo::exists(m_monitorLines.path());
    return m_facts;
}

} // namespace pilot
