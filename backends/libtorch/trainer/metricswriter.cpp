#include "metricswriter.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot::trainer {

namespace {

bool writeAll(int fd, const char *data, std::size_t size) noexcept
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = ENOSPC;
            return false;
        }
        data += n;
        size -= std::size_t(n);
    }
    return true;
}

} // namespace

MetricsWriter::MetricsWriter(const std::string &path)
    : m_path(path)
{
    // Read-write so that the last byte can be checked; O_NONBLOCK: opening a FIFO would
    // otherwise wait for its other end forever.
    // O_NOFOLLOW: a link planted in the run folder in its place would make the trainer append
    // to a file outside it.
    m_fd = ::open(path.c_str(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW, 0644);
    if (m_fd < 0 && errno == ELOOP)
        throw std::runtime_error(path + " is a symbolic link; the trainer writes only inside its run folder: remove the link");
    if (m_fd < 0)
        throw std::runtime_error("cannot open " + path + " for appending: " + std::strerror(errno));
    struct stat st
    {};
    if (::fstat(m_fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(m_fd);
        throw std::runtime_error(path + ": not a regular file; metrics are only appended to regular files");
    }
}

MetricsWriter::~MetricsWriter()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::unique_ptr<MetricsWriter> MetricsWriter::discarding()
{
    return std::unique_ptr<MetricsWriter>(new MetricsWriter());
}

bool MetricsWriter::append(int fd, const char *data, std::size_t size) noexcept
{
    struct stat st
    {};
    if (::fstat(fd, &st) != 0)
        return false;
    if (st.st_size > 0) {
        char last = '\n';
        ssize_t n;
        do {
            n = ::pread(fd, &last, 1, st.st_size - 1);
        } while (n < 0 && errno == EINTR);
        // A file opened write-only cannot be read back (EBADF): then assume it is whole.
        if (n == 1 && last != '\n' && !writeAll(fd, "\n", 1))
            return false;
    }
    return writeAll(fd, data, size);
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
    if (m_writer.m_fd < 0 && m_writer.m_path.empty())
        return; // a discarding writer
    m_line += "}\n";
    if (!MetricsWriter::append(m_writer.m_fd, m_line.data(), m_line.size()))
        throw std::runtime_error("writing " + m_writer.m_path + " failed: " + std::strerror(errno));
}

} // namespace pilot::trainer
