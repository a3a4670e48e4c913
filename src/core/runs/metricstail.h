#pragma once

#include "pilot_core_export.h"
#include "core/runs/metricsparser.h"
#include "core/runs/runmetrics.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <vector>

namespace pilot {

/// Follows a growing metrics.jsonl: each poll() reads only the bytes appended since the last
/// one and parses the complete lines among them. A torn last line (the worker is mid-write)
/// stays buffered until its newline arrives. A file that shrinks or is replaced is read again
/// from the start (the result says so). Only regular files are read (a named pipe or a device
/// is an error, see RegularFile); a poll reads up to the size the file had when the poll
/// opened it.
class PILOT_CORE_EXPORT MetricsTail
{
public:
    explicit MetricsTail(QString path);

    struct Poll
    {
        bool ok = true;
        QString error;
        qint64 bytesRead = 0;   ///< new bytes read from the file in this poll
        qint64 linesParsed = 0; ///< complete lines handed to the parser
        bool restarted = false; ///< the file was truncated or replaced; `metrics` was cleared
    };

    /// Reads what is new and adds it to `metrics`.
    Poll poll(RunMetrics &metrics);

    const QString &path() const { return m_path; }
    qint64 position() const { return m_position; }           ///< bytes of the file consumed so far
    qint64 pendingBytes() const { return m_pending.size(); } ///< bytes of a torn last line
    qint64 lines() const { return m_lines; }

    /// Bytes read per system call; lines longer than this still work (the buffer grows). Small
    /// enough that the parser finds the bytes the kernel just copied still in the CPU's cache.
    static constexpr qint64 kChunkBytes = 256 * 1024;
    /// A line longer than this is an issue and skipped, so one endless line cannot fill memory.
    static constexpr qint64 kMaxLineBytes = 64 * 1024 * 1024;
    /// A poll with at least twice this much to read reads blocks of this size, and a second
    /// thread parses the later half of each block's step events while this one parses the
    /// first half (a long run's file is read in half the time on two cores).
    static constexpr qint64 kParallelBytes = 4 * 1024 * 1024;

private:
    void consume(const char *data, qint64 size, RunMetrics &metrics, Poll &poll);
    const char *consumeLines(const char *p, const char *end, RunMetrics &metrics, Poll &poll);
    const char *consumeInParallel(const char *p, const char *end, RunMetrics &metrics, Poll &poll);

    QString m_path;
    qint64 m_position = 0;
    qint64 m_lines = 0;
    quint64 m_device = 0;
    quint64 m_inode = 0;
    QByteArray m_pending;
    bool m_skipping = false; ///< inside a line longer than kMaxLineBytes
    std::vector<char> m_buffer;
    MetricsParser m_parser;
    std::unique_ptr<MetricsParser> m_helperParser; ///< the second thread's, made when first needed
};

/// Reads a whole metrics.jsonl at once (a tail polled once).
PILOT_CORE_EXPORT bool readMetricsFile(const QString &path, RunMetrics *metrics, QString *error);

} // namespace pilot
