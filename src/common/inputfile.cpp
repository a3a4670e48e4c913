#include "common/inputfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

std::string fileKind(unsigned int mode)
{
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe)";
    if (S_ISSOCK(mode))
        return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device";
    return "not a regular file";
}

namespace {

void checkStat(const std::string &path, const struct stat &st, std::uint64_t maxBytes, const char *what)
{
    if (!S_ISREG(st.st_mode))
        throw InputFileError(path + ": the " + what + " is " + fileKind(st.st_mode) + "; only regular files are read");
    if (std::uint64_t(st.st_size) > maxBytes)
        throw InputFileError(path + ": the " + what + " has " + std::to_string(st.st_size) + " bytes, more than the "
                             + std::to_string(maxBytes) + " allowed");
}

} // namespace

void requireRegularFile(const std::string &path, std::uint64_t maxBytes, const char *what)
{
    struct stat st
    {};
    if (::stat(path.c_str(), &st) != 0)
        throw InputFileError(path + ": cannot read the " + what + ": " + std::strerror(errno));
    checkStat(path, st, maxBytes, what);
}

std::string readRegularFile(const std::string &path, std::uint64_t maxBytes, const char *what)
{
    requireRegularFile(path, maxBytes, what);
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        throw InputFileError(path + ": cannot open the " + what + ": " + std::strerror(errno));
    std::string content;
    try {
        struct stat st
        {};
        if (::fstat(fd, &st) != 0)
            throw InputFileError(path + ": cannot read the " + what + ": " + std::strerror(errno));
        checkStat(path, st, maxBytes, what);
        content.resize(std::size_t(st.st_size));
        std::size_t got = 0;
        // The file may grow while it is read: read to its end, but never past the limit.
        for (;;) {
            if (got == content.size()) {
                if (content.size() > maxBytes)
                    throw InputFileError(path + ": the " + what + " grew past the " + std::to_string(maxBytes) + " bytes allowed");
                content.resize(std::min<std::size_t>(std::size_t(maxBytes) + 1, content.size() + 65536));
            }
            const ssize_t n = ::read(fd, content.data() + got, content.size() - got);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                throw InputFileError(path + ": reading the " + what + " failed: " + std::strerror(errno));
            if (n == 0)
                break;
            got += std::size_t(n);
        }
        content.resize(got);
        if (got > maxBytes)
            throw InputFileError(path + ": the " + what + " grew past the " + std::to_string(maxBytes) + " bytes allowed");
    } catch (...) {
        ::close(fd);
        throw;
    }
    ::close(fd);
    return content;
}

} // namespace pilot
