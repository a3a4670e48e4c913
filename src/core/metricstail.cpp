#include "metricstail.h"
#include "coretr.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

MetricsTail::MetricsTail(QString path)
    : m_path(std::move(path))
{
}

MetricsTail::Poll MetricsTail::poll(RunMetrics &metrics)
{
    Poll result;
    const QByteArray native = QFile::encodeName(m_path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        result.ok = false;
        result.error = CoreTr::tr("cannot open %1: %2")
                           .arg(m_path, QString::fromLocal8Bit(std::strerror(errno)));
        return result;
    }
    struct stat st {};
    ::fstat(fd, &st);
    const bool replaced = m_position + m_pending.size() > 0
        && (quint64(st.st_dev) != m_device || quint64(st.st_ino) != m_inode
            || st.st_size < m_position + m_pending.size());
    if (replaced) {
        metrics.clear();
        m_position = 0;
        m_lines = 0;
        m_pending.clear();
        result.restarted = true;
    }
    m_device = quint64(st.st_dev);
    m_inode = quint64(st.st_ino);

    const std::size_t pad = MetricsParser::padding();
    qint64 readAt = m_position + m_pending.size();
    // A step line is rarely shorter than ~150 bytes; reserving for that many steps costs only
    // address space (pages are touched when used), and saves reallocating a large table.
    if (st.st_size > readAt)
        metrics.reserveSteps(std::size_t(std::min<qint64>((st.st_size - readAt) / 150, 16 << 20)));
    for (;;) {
        // The buffer holds the torn tail of the previous read, then the new bytes, then the
        // parser's read-ahead padding.
        const qint64 keep = m_pending.size();
        const std::size_t need = std::size_t(keep + kChunkBytes) + pad;
        if (m_buffer.size() < need)
            m_buffer.resize(need);
        std::memcpy(m_buffer.data(), m_pending.constData(), std::size_t(keep));
        ssize_t n;
        do {
            n = ::pread(fd, m_buffer.data() + keep, std::size_t(kChunkBytes), readAt);
        } while (n < 0 && errno == EINTR);
        if (n < 0) {
            result.ok = false;
            result.error = CoreTr::tr("cannot read %1: %2")
                               .arg(m_path, QString::fromLocal8Bit(std::strerror(errno)));
            break;
        }
        if (n == 0)
            break;
        readAt += n;
        result.bytesRead += n;
        std::memset(m_buffer.data() + keep + n, 0, pad);
        consume(m_buffer.data(), keep + n, metrics, result);
        if (n < kChunkBytes)
            break;
    }
    ::close(fd);
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
        m_parser.parseLine(p, std::size_t(nl - p), m_lines, metrics);
        ++poll.linesParsed;
        m_position += (nl - p) + 1;
        p = nl + 1;
    }
    // Whatever follows the last newline is a line still being written.
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
