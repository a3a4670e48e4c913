#include "core/runs/metricstail.h"
#include "core/support/coretr.h"
#include "core/support/diskwork.h"
#include "core/support/filemapping.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <functional>
#include <mutex>
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
    if (!m_skipping && end - readAt >= kMapBytes && readMapped(file, readAt, end, metrics, result))
        return result;
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
            parseLine(p, nl - p, metrics);
        }
        ++poll.linesParsed;
        m_position += (nl - p) + 1;
        p = nl + 1;
    }
    return p;
}

namespace {

const char *lastNewline(const char *begin, const char *end)
{
    for (const char *p = end; p > begin; --p) {
        if (p[-1] == '\n')
            return p - 1;
    }
    return nullptr;
}

} // namespace

// How the complete lines of [p, last newline] are read on two cores with the result of reading
// them line by line. The text is cut into blocks of about kShareBlockBytes at newlines. Both
// threads take the next block nobody has taken (at most kShareWindow ahead of the first block
// not yet applied) and read its step events into a read-ahead record, each with its own parser
// (MetricsParser::parseStepLine touches no state but its parser's). Only this thread applies
// blocks, in order: step events as they were read ahead, every other line (and any step event
// with an issue) through parseLine() with its line number. It reads a block itself whenever the
// next one to apply is still being read, so neither thread idles while a block is free, and
// the work divides itself whatever else the cores are doing.
// Stays whole: the two threads' handshake (block states, the `next` and `applied` counters, the
// window, the lock and the condition they wait on) is one protocol whose invariants are read
// together; in parts, each would hold only half of it.
const char *MetricsTail::consumeInParallel(const char *p, const char *end, RunMetrics &metrics, Poll &poll)
{
    const char *last = lastNewline(p, end);
    if (!last)
        return p;
    const char *stop = last + 1;
    std::vector<const char *> bounds{p};
    while (stop - bounds.back() > kShareBlockBytes) {
        const char *from = bounds.back() + kShareBlockBytes - 1;
        const auto *nl = static_cast<const char *>(std::memchr(from, '\n', std::size_t(stop - from)));
        bounds.push_back(nl ? nl + 1 : stop); // none: the bytes changed under a mapping
    }
    if (bounds.back() != stop)
        bounds.push_back(stop);
    const std::size_t blocks = bounds.size() - 1;
    if (blocks < 2)
        return p;
    if (!m_helperParser)
        m_helperParser = std::make_unique<MetricsParser>();
    const std::size_t window = std::size_t(kShareWindow);
    if (m_readAhead.size() < window)
        m_readAhead.resize(window);

    enum State : unsigned char { Free, Reading, Done, Failed };
    std::unique_ptr<std::atomic<unsigned char>[]> state(new std::atomic<unsigned char>[blocks]);
    for (std::size_t k = 0; k < blocks; ++k)
        state[k].store(Free, std::memory_order_relaxed);
    std::atomic<std::size_t> next{0};    // the first block nobody has taken
    std::atomic<std::size_t> applied{0}; // blocks this thread is done with
    std::atomic<bool> quit{false};
    std::mutex mutex;
    std::condition_variable changed;
    auto notify = [&] {
        std::lock_guard<std::mutex> lock(mutex);
        changed.notify_all();
    };
    // The next block to read, or `blocks` when none may be taken now (all taken, or the window
    // is full: block k reuses the record of block k - window, which must be applied first).
    auto take = [&]() -> std::size_t {
        std::size_t k = next.load(std::memory_order_acquire);
        while (k < blocks && k < applied.load(std::memory_order_acquire) + window) {
            if (next.compare_exchange_weak(k, k + 1, std::memory_order_acq_rel))
                return k;
        }
        return blocks;
    };
    auto readBlock = [&](std::size_t k, MetricsParser &parser) {
        std::vector<ReadAheadLine> &lines = m_readAhead[k % window];
        unsigned char outcome = Done;
        try {
            lines.clear();
            const char *to = bounds[k + 1];
            for (const char *q = bounds[k]; q < to;) {
                const auto *nl = static_cast<const char *>(std::memchr(q, '\n', std::size_t(to - q)));
                if (!nl) {
                    m_unreliable = true; // the newline found before is gone: a mapping changed
                    break;
                }
                ReadAheadLine line{q, std::size_t(nl - q), false, kNoValue, StepPoint()};
                line.isStep = nl - q <= kMaxLineBytes && parser.parseStepLine(q, line.length, &line.point, &line.t);
                lines.push_back(line);
                q = nl + 1;
            }
        } catch (...) {
            outcome = Failed; // out of memory: this thread reads the block in order instead
        }
        state[k].store(outcome, std::memory_order_release);
        notify();
    };

    std::thread helper([&] {
        while (!quit.load(std::memory_order_relaxed)) {
            const std::size_t k = take();
            if (k < blocks) {
                readBlock(k, *m_helperParser);
                continue;
            }
            if (next.load(std::memory_order_acquire) >= blocks)
                break;
            std::unique_lock<std::mutex> lock(mutex);
            changed.wait(lock, [&] {
                return quit.load(std::memory_order_relaxed)
                    || next.load(std::memory_order_acquire) < applied.load(std::memory_order_acquire) + window;
            });
        }
    });
    struct Finish
    {
        std::thread &thread;
        std::atomic<bool> &quit;
        std::function<void()> notify;
        ~Finish()
        {
            quit.store(true);
            notify();
            thread.join();
        }
    } finish{helper, quit, notify};

    for (std::size_t k = 0; k < blocks; ++k) {
        for (;;) {
            const unsigned char current = state[k].load(std::memory_order_acquire);
            if (current == Done || current == Failed)
                break;
            const std::size_t j = take(); // block k free, or being read: read one meanwhile
            if (j < blocks) {
                readBlock(j, m_parser);
                continue;
            }
            std::unique_lock<std::mutex> lock(mutex);
            changed.wait(lock, [&] { return state[k].load(std::memory_order_acquire) != Reading; });
        }
        if (state[k].load(std::memory_order_acquire) == Done) {
            for (const ReadAheadLine &line : m_readAhead[k % window]) {
                ++m_lines;
                if (line.isStep) {
                    metrics.addStep(line.point);
                    metrics.noteTime(line.t);
                } else {
                    parseLine(line.data, qint64(line.length), metrics);
                }
                ++poll.linesParsed;
                m_position += qint64(line.length) + 1;
            }
        } else if (consumeLines(bounds[k], bounds[k + 1], metrics, poll) != bounds[k + 1]) {
            m_unreliable = true;
        }
        applied.store(k + 1, std::memory_order_release);
        notify();
    }
    return stop;
}

// One complete line (`m_lines` already counts it). A line past the limit is skipped, however
// it arrived: in one read, over several, or in a mapping.
void MetricsTail::parseLine(const char *data, qint64 length, RunMetrics &metrics)
{
    if (length > kMaxLineBytes) {
        metrics.addIssue(m_lines, CoreTr::tr("the line is longer than %1 MiB; skipped").arg(kMaxLineBytes >> 20));
        return;
    }
    m_parser.parseLine(data, std::size_t(length), m_lines, metrics);
}

// Parses `size` bytes that follow the torn line kept from before, in a copy with the parser's
// padding after it (the bytes may be the last of a mapping, where nothing follows them).
void MetricsTail::consumeCopy(const char *data, qint64 size, RunMetrics &metrics, Poll &poll)
{
    if (size <= 0)
        return;
    const qint64 keep = m_pending.size();
    const std::size_t pad = MetricsParser::padding();
    const std::size_t need = std::size_t(keep + size) + pad;
    if (m_buffer.size() < need)
        m_buffer.resize(need);
    std::memcpy(m_buffer.data(), m_pending.constData(), std::size_t(keep));
    std::memcpy(m_buffer.data() + keep, data, std::size_t(size));
    std::memset(m_buffer.data() + keep + size, 0, pad);
    consume(m_buffer.data(), keep + size, metrics, poll);
}

// Reads [readAt, end) of the file through a mapping instead of copying it: the lines are
// parsed where the page cache holds them. Only the torn line kept from the previous poll (with
// the bytes that complete it) and the last lines, after which the mapping has fewer bytes than
// the parser reads ahead, are parsed in a copy. A file cut short while mapped reads as zeros
// there (FileMapping); then nothing read in this poll can be trusted, and the tail starts over:
// `metrics` is cleared, the result says restarted, and the next poll reads the file from the
// start. False, with nothing read, when the file cannot be mapped.
bool MetricsTail::readMapped(const RegularFile &file, qint64 readAt, qint64 end, RunMetrics &metrics, Poll &poll)
{
    FileMapping mapping;
    if (!mapping.map(file.descriptor(), readAt, end - readAt))
        return false;
    m_unreliable = false;
    const char *data = mapping.data();
    const char *stop = data + mapping.size();
    const qint64 pad = qint64(MetricsParser::padding());
    const char *p = data;
    if (!m_pending.isEmpty()) {
        const auto *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(stop - p)));
        const char *to = nl ? nl + 1 : stop;
        consumeCopy(p, to - p, metrics, poll);
        p = to;
    }
    const char *last = stop - p > pad ? lastNewline(p, stop - pad) : nullptr;
    if (last) {
        const char *body = last + 1;
        if (body - p >= kParallelBytes && std::thread::hardware_concurrency() > 1)
            p = consumeInParallel(p, body, metrics, poll);
        p = consumeLines(p, body, metrics, poll);
        if (p != body)
            m_unreliable = true;
    }
    consumeCopy(p, stop - p, metrics, poll);
    poll.bytesRead += end - readAt;
    if (mapping.cut() || m_unreliable) {
        m_unreliable = false;
        metrics.clear();
        m_position = 0;
        m_lines = 0;
        m_pending.clear();
        m_skipping = false;
        poll.restarted = true;
    }
    return true;
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
