#pragma once

#include "pilot_core_export.h"
#include "core/runs/metricsparser.h"
#include "core/runs/runmetrics.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

namespace pilot {

class RegularFile;

/// Follows a growing metrics.jsonl: each poll() reads only the bytes appended since the last
/// one and parses the complete lines among them. A torn last line (the worker is mid-write)
/// stays buffered until its newline arrives. A file that shrinks or is replaced is read again
/// from the start (the result says so). Only regular files are read (a named pipe or a device
/// is an error, see RegularFile); a poll reads up to the size the file had when the poll
/// opened it. A poll with much to read (kMapBytes) maps the file instead of copying it; a file
/// truncated while it is mapped does not end the process (FileMapping): the poll clears
/// `metrics`, says restarted, and the next poll reads the file from the start.
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
    /// A line longer than this is an issue and skipped, so one endless line cannot fill memory
    /// (whether it arrives in one read, over several, or in a mapping).
    static constexpr qint64 kMaxLineBytes = 64 * 1024 * 1024;
    /// Complete lines of at least this many bytes at once (a mapping's, or a block of this size
    /// read when the file cannot be mapped) are shared with a second thread: both read step
    /// events ahead, block by block, and this one applies everything in order (a long run's
    /// file is read in about half the time on two cores).
    static constexpr qint64 kParallelBytes = 4 * 1024 * 1024;

    /// A poll with at least this much to read maps the file instead of copying it.
    static constexpr qint64 kMapBytes = 4 * 1024 * 1024;
    /// Two threads share long reads in blocks of about this size, read at most kShareWindow
    /// blocks ahead of the first block not yet applied.
    static constexpr qint64 kShareBlockBytes = 512 * 1024;
    static constexpr int kShareWindow = 16;

private:
    bool readMapped(const RegularFile &file, qint64 readAt, qint64 end, RunMetrics &metrics, Poll &poll);
    void consumeCopy(const char *data, qint64 size, RunMetrics &metrics, Poll &poll);
    void parseLine(const char *data, qint64 length, RunMetrics &metrics);
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
    /// A mapping's bytes changed while they were read (a newline found before was gone): the
    /// poll's result is not the file's, as when the mapping is cut.
    std::atomic<bool> m_unreliable{false};
    std::vector<char> m_buffer;
    MetricsParser m_parser;
    std::unique_ptr<MetricsParser> m_helperParser; ///< the second thread's, made when first needed
    /// A line of a block the second thread read ahead.
    struct ReadAheadLine
    {
        const char *data;
        std::size_t length;
        bool isStep; ///< `point` and `t` hold the step event; otherwise the line is parsed in order
        double t;
        StepPoint point;
    };
    std::vector<std::vector<ReadAheadLine>> m_readAhead; ///< kShareWindow blocks' worth, kept between reads
};

/// Reads a whole metrics.jsonl at once (a tail polled once).
PILOT_CORE_EXPORT bool readMetricsFile(const QString &path, RunMetrics *metrics, QString *error);

} // namespace pilot
