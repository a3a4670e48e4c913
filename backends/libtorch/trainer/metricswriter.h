#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace pilot::trainer {

/// Appends events to metrics.jsonl, one JSON object per line, each written with one write(2)
/// so a reader never waits for a buffer. Numbers keep all 17 significant digits (bit-exact
/// round trips); NaN and infinities are written as NaN / Infinity as Python's json module does.
///
/// A line cut short (a full disk, a killed process) leaves the file without a final '\n'. The
/// next line written — by this writer or by any later one — starts with a '\n', so the torn
/// piece stays a line of its own (readers report it as one unreadable line) and the new event,
/// a restart's run_start above all, is read intact.
class MetricsWriter
{
public:
    /// Opens (creating) `path` for appending; it must be a regular file.
    explicit MetricsWriter(const std::string &path);
    /// A writer that writes nothing: the processes of a run other than rank 0, whose events
    /// rank 0 writes for all of them.
    static std::unique_ptr<MetricsWriter> discarding();
    ~MetricsWriter();
    MetricsWriter(const MetricsWriter &) = delete;
    MetricsWriter &operator=(const MetricsWriter &) = delete;

    class Event
    {
    public:
        Event &num(const char *key, double value);
        Event &integer(const char *key, std::int64_t value);
        Event &text(const char *key, const std::string &value);
        Event &raw(const char *key, const std::string &json); ///< an already-encoded JSON value
        void write();

    private:
        friend class MetricsWriter;
        Event(MetricsWriter &writer, const char *type);
        MetricsWriter &m_writer;
        std::string m_line;
    };

    Event event(const char *type);
    static double now();

    /// Appends `size` bytes (one or more whole lines) to the open file `fd`, with a '\n' first
    /// when the file does not end in one. Allocates nothing; false when not everything was
    /// written (errno tells why).
    static bool append(int fd, const char *data, std::size_t size) noexcept;

    int fd() const { return m_fd; }

private:
    MetricsWriter() = default;
    std::string m_path;
    int m_fd = -1;
};

} // namespace pilot::trainer
