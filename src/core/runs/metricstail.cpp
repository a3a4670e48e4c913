#include "core/runs/metricstail.h"
#include "core/support/coretr.h"
#include "core/support/diskwork.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>
#include <thread>

namespace pilot {

MetricsTail::MetricsTail(QString path)
    : m_path(std::move(path))
{
}

MetricsTail::Poll MetricsTail::poll(RunMetrics &metrics)
{
    countRunRead();
    Poll result;
    RegularFile file;
    if (!file.open(m_path)) {
        result.ok = false;
        result.error = m_path + QStringLiteral(": ") + file.error();
        return result;
    }
    const bool replaced = m_position + m_pending.size() > 0
                          && (file.device() != m_device || file.inode() != m_inode || file.size() < m_position + m_pending.size());
    if (replaced) {
        metrics.clear();
        m_position = 0;
        m_lines = 0;
        m_pending.clear();
        m_skipping = false;
        result.restarted = true;
    }
    m_device = file.device();
    m_inode = file.inode();

    const std::size_t pad = MetricsParser::padding();
    qint64 readAt = m_position + m_pending.size();
    // Read up to the size the file had when it was opened: bytes appended meanwhile wait for
    // the next poll, so a writer that never stops cannot keep one poll going for ever.
    const qint64 end = file.size();
    // A step line is rarely shorter than ~150 bytes; reserving for that many steps costs only
    // address space (pages are touched when used), and saves reallocating a large table.
    if (end > readAt)
        metrics.reserveSteps(std::size_t(std::min<qint64>((end - readAt) / 150, 16 << 20)));
    const bool parallel = std::thread::hardware_concurrency() > 1;
    while (readAt < end) {
        // The buffer holds the torn tail of the previous read, then the new bytes, then the
        // parser's read-ahead padding.
        const qint64 keep = m_pending.size();
        const qint64 chunk = end - readAt >= 2 * kParallelBytes && parallel ? kParallelBytes : kChunkBytes;
        const qint64 want = std::min<qint64>(chunk, end - readAt);
        const std::size_t need = std::size_t(keep + want) + pad;
        if (m_buffer.size() < need)
            m_buffer.resize(need);
        std::memcpy(m_buffer.data(), m_pending.constData(), std::size_t(keep));
        const qint64 n = file.readAt(m_buffer.data() + keep, want, readAt);
        if (n < 0) {
            result.ok = false;
            result.error = m_path + QStringLiteral(": ") + file.error();
            break;
        }
        if (n == 0)
            break; // shrunk while it was read; the next poll starts over
        readAt += n;
        result.bytesRead += n;
        std::memset(m_buffer.data() + keep + n, 0, pad);
        consume(m_buffer.data(), keep + n, metrics, result);
    }
    return result;
}

void MetricsTail::consume(const char *data, qint64 size, RunMetrics &metrics, Poll &poll)
{
    const char *p = data;
    const char *end = data + size;
    if (!m_skipping && size >= kParallelBytes && std::thread::hardware_concurrency() > 1)
        p = consumeInParallel(p, end, metrics, poll);
    p = consumeLines(p, end, metrics, poll);
    // Whatever follows the last newline is a line still being written. A line past the limit
    // is dropped (its bytes count as read) instead of growing the buffer without bound.
    if (m_skipping || end - p > kMaxLineBytes) {
        if (!m_skipping)
            metrics.addIssue(m_lines + 1, CoreTr::tr("the line is longer than %1 MiB; skipped").arg(kMaxLineBytes >> 20));
        m_skipping = true;
        m_position += end - p;
        m_pending.clear();
        return;
    }
    m_pending = QByteArray(p, qsizetype(end - p));
}

// Parses the complete lines from `p` on, in order; returns the start of the first incomplete one.
const char *MetricsTail::consumeLines(const char *p, const char *end, RunMetrics &metrics, Poll &poll)
{
    while (p < end) {
        const auto *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
        if (!nl)
            break;
        ++m_lines;
        if (m_skipping) {
            // The end of a line too long to keep: reported when it passed the limit.
            m_skipping = false;
        } else {
            m_parser.parseLine(p, std::size_t(nl - p), m_lines, metrics);
        }
        ++poll.linesParsed;
        m_position += (nl - p) + 1;
        p = nl + 1;
    }
    return p;
}

namespace {

// A line of the later half of a block, as the second thread left it.
struct ReadAhead
{
    const char *data;
    std::size_t length;
    bool isStep; ///< `point` and `t` hold the step event; otherwise the line is parsed in order
    double t;
    StepPoint point;
};

const char *lastNewline(const char *begin, const char *end)
{
    for (const char *p = end; p > begin; --p) {
        if (p[-1] == '\n')
            return p - 1;
    }
    return nullptr;
}

} // namespace

// Splits the block's complete lines in two halves at a newline. A second thread reads the
// step events of the later half (MetricsParser::parseStepLine, no shared state) while this
// one parses the first half; then the later half is applied here, in order, so the result is
// the same as reading line by line: step events as they were read ahead, every other line
// (and any step event with an issue) through parseLine() with its line number.
const char *MetricsTail::consumeInParallel(const char *p, const char *end, RunMetrics &metrics, Poll &poll)
{
    const char *last = lastNewline(p, end);
    if (!last)
        return p;
    const char *middle = static_cast<const char *>(std::memchr(p + (last - p) / 2, '\n', std::size_t(last - p) / 2 + 1));
    if (!middle || middle == last)
        return p;
    if (!m_helperParser)
        m_helperParser = std::make_unique<MetricsParser>();
    std::vector<ReadAhead> later;
    later.reserve(std::size_t(last - middle) / 100 + 16);
    bool helperFailed = false;
    std::thread helper([this, &later, &helperFailed, from = middle + 1, to = last + 1] {
        try {
            for (const char *q = from; q < to;) {
                const auto *nl = static_cast<const char *>(std::memchr(q, '\n', std::size_t(to - q)));
                ReadAhead line{q, std::size_t(nl - q), false, kNoValue, StepPoint()};
                line.isStep = m_helperParser->parseStepLine(q, line.length, &line.point, &line.t);
                later.push_back(line);
                q = nl + 1;
            }
        } catch (...) {
            helperFailed = true; // out of memory: this thread reads the half itself
        }
    });
    struct Join
    {
        std::thread &thread;
        ~Join() { thread.join(); }
    };
    {
        Join join{helper};
        p = consumeLines(p, middle + 1, metrics, poll);
    }
    if (helperFailed)
        return consumeLines(p, last + 1, metrics, poll);
    for (const ReadAhead &line : later) {
        ++m_lines;
        if (line.isStep) {
            metrics.addStep(line.point);
            metrics.noteTime(line.t);
        } else {
            m_parser.parseLine(line.data, line.length, m_lines, metrics);
        }
        ++poll.linesParsed;
        m_position += qint64(line.length) + 1;
    }
    return last + 1;
}

bool readMetricsFile(const QString &path, RunMetrics *metrics, QString *error)
{
    MetricsTail tail(path);
    const MetricsTail::Poll poll = tail.poll(*metrics);
    if (!poll.ok && error)
        *error = poll.error;
    return poll.ok;
}

} // namespace pilot
