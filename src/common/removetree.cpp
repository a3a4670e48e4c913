#include "removetree.h"

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

namespace {

// Each level holds one descriptor open; a tree deeper than this (none of ours is) is refused
// rather than running the process out of descriptors.
constexpr int kMaxDepth = 128;

std::error_code lastError()
{
    return {errno, std::generic_category()};
}

// Removes everything inside the folder open as `dirFd` (which it closes).
bool removeEntries(int dirFd, int depth, std::error_code &error)
{
    DIR *dir = ::fdopendir(dirFd);
    if (!dir) {
        error = lastError();
        ::close(dirFd);
        return false;
    }
    // The names first: POSIX leaves open whether readdir sees a folder's entries that were
    // removed while it reads.
    std::vector<std::string> names;
    errno = 0;
    while (const dirent *entry = ::readdir(dir)) {
        if (std::strcmp(entry->d_name, ".") != 0 && std::strcmp(entry->d_name, "..") != 0)
            names.emplace_back(entry->d_name);
        errno = 0;
    }
    bool ok = errno == 0;
    if (!ok)
        error = lastError();
    for (const std::string &name : names) {
        if (!ok)
            break;
        struct stat st = {};
        if (::fstatat(dirFd, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno == ENOENT)
                continue;
            error = lastError();
            ok = false;
        } else if (S_ISDIR(st.st_mode)) {
            if (depth >= kMaxDepth) {
                error = std::make_error_code(std::errc::filename_too_long);
                ok = false;
                break;
            }
            const int child = ::openat(dirFd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (child < 0) {
                error = lastError();
                ok = false;
            } else if (!removeEntries(child, depth + 1, error)) {
                ok = false;
            } else if (::unlinkat(dirFd, name.c_str(), AT_REMOVEDIR) != 0 && errno != ENOENT) {
                error = lastError();
                ok = false;
            }
        } else if (::unlinkat(dirFd, name.c_str(), 0) != 0 && errno != ENOENT) {
            error = lastError();
            ok = false;
        }
    }
    ::closedir(dir);
    return ok;
}

} // namespace

bool removeTree(const std::string &path, std::error_code &error)
{
    error.clear();
    struct stat st = {};
    if (::lstat(path.c_str(), &st) != 0) {
        if (errno == ENOENT)
            return true;
        error = lastError();
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        if (::unlink(path.c_str()) != 0 && errno != ENOENT) {
            error = lastError();
            return false;
        }
        return true;
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        error = lastError();
        return false;
    }
    if (!removeEntries(fd, 1, error))
        return false;
    if (::rmdir(path.c_str()) != 0 && errno != ENOENT) {
        error = lastError();
        return false;
    }
    return true;
}

void removeTree(const std::string &path)
{
    std::error_code error;
    if (!removeTree(path, error))
        throw std::system_error(error, "cannot remove " + path);
}

} // namespace pilot
