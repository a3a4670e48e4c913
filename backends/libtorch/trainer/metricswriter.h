#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace pilot::trainer {

/// Appends events to metrics.jsonl, one JSON object per line, flushed line by line so a reader
/// never waits for a buffer. Numbers keep all 17 significant digits (bit-exact round trips);
/// NaN and infinities are written as NaN / Infinity as Python's json module does.
class MetricsWriter
{
public:
    explicit MetricsWriter(const std::string &path);
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

private:
    std::FILE *m_file;
};

} // namespace pilot::trainer
