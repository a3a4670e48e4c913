#include "metricswriter.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <stdexcept>

namespace pilot::trainer {

MetricsWriter::MetricsWriter(const std::string &path)
    : m_file(std::fopen(path.c_str(), "ab"))
{
    if (!m_file)
        throw std::runtime_error("cannot open " + path + " for appending");
}

MetricsWriter::~MetricsWriter()
{
    std::fclose(m_file);
}

double MetricsWriter::now()
{
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

MetricsWriter::Event MetricsWriter::event(const char *type)
{
    return Event(*this, type);
}

MetricsWriter::Event::Event(MetricsWriter &writer, const char *type)
    : m_writer(writer)
{
    m_line = "{\"v\": 1, \"type\": \"" + std::string(type) + "\"";
    num("t", now());
}

MetricsWriter::Event &MetricsWriter::Event::num(const char *key, double value)
{
    char buffer[40];
    if (std::isnan(value))
        std::snprintf(buffer, sizeof buffer, "NaN");
    else if (std::isinf(value))
        std::snprintf(buffer, sizeof buffer, value > 0 ? "Infinity" : "-Infinity");
    else
        std::snprintf(buffer, sizeof buffer, "%.17g", value);
    m_line += ", \"" + std::string(key) + "\": " + buffer;
    return *this;
}

MetricsWriter::Event &MetricsWriter::Event::integer(const char *key, std::int64_t value)
{
    m_line += ", \"" + std::string(key) + "\": " + std::to_string(value);
    return *this;
}

MetricsWriter::Event &MetricsWriter::Event::text(const char *key, const std::string &value)
{
    // dump() escapes; invalid UTF-8 (a byte model can emit any byte) is replaced, not thrown.
    m_line += ", \"" + std::string(key) + "\": " + nlohmann::json(value).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return *this;
}

MetricsWriter::Event &MetricsWriter::Event::raw(const char *key, const std::string &json)
{
    m_line += ", \"" + std::string(key) + "\": " + json;
    return *this;
}

void MetricsWriter::Event::write()
{
    m_line += "}\n";
    if (std::fwrite(m_line.data(), 1, m_line.size(), m_writer.m_file) != m_line.size() || std::fflush(m_writer.m_file) != 0)
        throw std::runtime_error("writing metrics.jsonl failed");
}

} // namespace pilot::trainer
