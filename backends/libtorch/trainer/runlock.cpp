#include "runlock.h"

#include "sysinfo.h"

#include "common/runlockfile.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace pilot::trainer {

namespace fs = std::filesystem;

namespace {

std::string holderLine(int fd)
{
    char buffer[kRunLockHolderMaxBytes];
    ssize_t n;
    do {
        n = ::pread(fd, buffer, sizeof buffer, 0);
    } while (n < 0 && errno == EINTR);
    if (n <= 0)
        return {};
    const std::string text(buffer, std::size_t(n));
    return text.substr(0, text.find('\n'));
}

std::string describeLine(const std::string &line)
{
    try {
        const nlohmann::json holder = nlohmann::json::parse(line);
        std::string out;
        if (holder.contains("pid") && holder["pid"].is_number_integer())
            out += "pid " + std::to_string(holder["pid"].get<long long>());
        if (holder.contains("host") && holder["host"].is_string())
            out += (out.empty() ? "" : " ") + std::string("on host ") + holder["host"].get<std::string>();
        if (holder.contains("t") && holder["t"].is_number()) {
            const std::time_t t = std::time_t(holder["t"].get<double>());
            char when[64];
            std::tm tm{};
            if (gmtime_r(&t, &tm) && std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", &tm) > 0)
                out += std::string(" since ") + when;
        }
        return out;
    } catch (const std::exception &) {
        return {};
    }
}

} // namespace

std::string describeHolder(const std::string &lockFile)
{
    const int fd = ::open(lockFile.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return {};
    struct stat st
    {};
    std::string line;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        line = holderLine(fd);
    ::close(fd);
    return describeLine(line);
}

RunLock::RunLock(const std::string &runDir)
    : m_path((fs::path(runDir) / kRunLockFile).string())
{
    fs::create_directories(runDir);
    m_fd = ::open(m_path.c_str(), O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (m_fd < 0)
        throw std::runtime_error(m_path + ": cannot open the run's lock file: " + std::strerror(errno));
    struct stat st
    {};
    if (::fstat(m_fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(m_fd);
        throw std::runtime_error(m_path + ": the run's lock file is not a regular file");
    }
    // A reader's shared lock lasts microseconds; a trainer's lasts its whole life.
    bool locked = false;
    for (int attempt = 0; attempt < 40 && !locked; ++attempt) {
        if (::flock(m_fd, LOCK_EX | LOCK_NB) == 0) {
            locked = true;
        } else if (errno == EWOULDBLOCK || errno == EINTR) {
            std::this_thread::sleep_for(std::chrono::milliseconds(25));
        } else {
            const int error = errno;
            ::close(m_fd);
            throw std::runtime_error(m_path + ": cannot lock the run directory (" + std::strerror(error)
                                     + "); the file system must support flock so that two trainers never share a run");
        }
    }
    if (!locked) {
        const std::string holder = describeLine(holderLine(m_fd));
        ::close(m_fd);
        throw RunBusy(runDir + " is in use: " + (holder.empty() ? std::string("another process") : "pilot-trainer " + holder) + " holds "
                      + m_path + ". A second trainer would interleave metrics.jsonl and overwrite its checkpoints; nothing was written.");
    }
    const std::string line = nlohmann::json{{"pid", ::getpid()},
                                            {"host", hostName()},
                                            {"t",
                                             std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count()},
                                            {"program", "pilot-trainer " PILOT_VERSION}}
                                 .dump()
                             + "\n";
    // Best effort: the holder line only explains, the lock itself is what counts.
    if (::ftruncate(m_fd, 0) == 0 && ::pwrite(m_fd, line.data(), line.size(), 0) == ssize_t(line.size())) {
        m_holderBytes = (long long)line.size();
        // The reserve is real allocated space, not a hole, so giving it back frees blocks.
        if (::posix_fallocate(m_fd, off_t(m_holderBytes), off_t(kRunLockReserveBytes)) != 0)
            releaseReserve();
    }
}

RunLock::~RunLock()
{
    releaseReserve();
    ::close(m_fd);
}

void RunLock::releaseReserve() noexcept
{
    if (m_fd >= 0 && ::ftruncate(m_fd, off_t(m_holderBytes)) != 0) {
        // Nothing more to give back; the caller writes what it can.
    }
}

} // namespace pilot::trainer
