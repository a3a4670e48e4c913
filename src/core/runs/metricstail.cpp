#include "core/runs/metricstail.h"
#include "core/support/diskwork.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

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
    while (readAt < end) {
        // The buffer holds the torn tail of the previous read, then the new bytes, then the
        // parser's read-ahead padding.
        const qint64 keep = m_pending.size();
        const qint64 want = std::min<qint64>(kChunkBytes, end - readAt);
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

bool readMetricsFile(const QString &path, RunMetrics *metrics, QString *error)
{
    MetricsTail tail(path);
    const MetricsTail::Poll poll = tail.poll(*metrics);
    if (!poll.ok && error)
        *error = poll.error;
    return poll.ok;
}

} // namespace pilot
