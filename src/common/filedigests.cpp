#include "common/filedigests.h"

#include "common/inputfile.h"
#include "common/sha256.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

namespace {

// One line per file: sha256, device, inode, size, mtime_ns, ctime_ns and the path, separated
// by tabs, the path last (it may hold tabs; a path with a line break is never cached).
constexpr std::string_view kHeader = "# migration-pilot file digests 1";
constexpr std::size_t kMaxCacheBytes = 8u << 20;
constexpr std::size_t kMaxEntries = 20000; // some 2 MB; the oldest go first

struct FileKey
{
    std::uint64_t device = 0, inode = 0, size = 0;
    std::int64_t mtimeNs = 0, ctimeNs = 0;
    bool operator==(const FileKey &o) const
    {
        return device == o.device && inode == o.inode && size == o.size && mtimeNs == o.mtimeNs && ctimeNs == o.ctimeNs;
    }
};

struct Entry
{
    FileKey key;
    std::string sha256, path;
};

FileKey keyOf(const struct stat &st)
{
    return FileKey{std::uint64_t(st.st_dev), std::uint64_t(st.st_ino), std::uint64_t(st.st_size),
                   std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec,
                   std::int64_t(st.st_ctim.tv_sec) * 1000000000 + st.st_ctim.tv_nsec};
}

bool isHex64(std::string_view s)
{
    if (s.size() != 64)
        return false;
    for (const char c : s) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    }
    return true;
}

template<typename T>
bool parseNumber(std::string_view s, T *out)
{
    if (s.empty() || s.size() > 20)
        return false;
    const std::string text(s);
    char *end = nullptr;
    errno = 0;
    if constexpr (std::is_signed_v<T>)
        *out = T(std::strtoll(text.c_str(), &end, 10));
    else {
        if (text[0] == '-')
            return false;
        *out = T(std::strtoull(text.c_str(), &end, 10));
    }
    return errno == 0 && end == text.c_str() + text.size();
}

// The cache's entries; a missing, oversized or foreign file is an empty cache, a damaged line
// is skipped.
std::vector<Entry> readCache(const std::string &file)
{
    std::vector<Entry> entries;
    const int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return entries;
    struct stat st = {};
    std::string text;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && std::uint64_t(st.st_size) <= kMaxCacheBytes) {
        text.resize(std::size_t(st.st_size));
        std::size_t got = 0;
        while (got < text.size()) {
            const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
            if (n <= 0)
                break;
            got += std::size_t(n);
        }
        text.resize(got);
    }
    ::close(fd);
    std::size_t at = text.find('\n');
    if (at == std::string::npos || std::string_view(text).substr(0, at) != kHeader)
        return entries;
    ++at;
    while (at < text.size()) {
        const std::size_t end = text.find('\n', at);
        if (end == std::string::npos)
            break; // a torn last line
        const std::string_view line = std::string_view(text).substr(at, end - at);
        at = end + 1;
        std::string_view fields[7];
        std::size_t from = 0;
        int n = 0;
        for (; n < 6; ++n) {
            const std::size_t tab = line.find('\t', from);
            if (tab == std::string_view::npos)
                break;
            fields[n] = line.substr(from, tab - from);
            from = tab + 1;
        }
        if (n < 6)
            continue;
        fields[6] = line.substr(from);
        Entry e;
        if (!isHex64(fields[0]) || !parseNumber(fields[1], &e.key.device) || !parseNumber(fields[2], &e.key.inode)
            || !parseNumber(fields[3], &e.key.size) || !parseNumber(fields[4], &e.key.mtimeNs) || !parseNumber(fields[5], &e.key.ctimeNs)
            || fields[6].empty())
            continue;
        e.sha256 = std::string(fields[0]);
        e.path = std::string(fields[6]);
        entries.push_back(std::move(e));
    }
    return entries;
}

const Entry *find(const std::vector<Entry> &entries, const FileKey &key)
{
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        if (it->key == key)
            return &*it;
    }
    return nullptr;
}

// Written beside the cache and renamed over it, so a reader sees the old file or the new one.
void writeCache(const std::string &file, std::vector<Entry> entries)
{
    if (entries.size() > kMaxEntries)
        entries.erase(entries.begin(), entries.begin() + std::ptrdiff_t(entries.size() - kMaxEntries));
    std::string text(kHeader);
    text += '\n';
    for (const Entry &e : entries) {
        text += e.sha256 + '\t' + std::to_string(e.key.device) + '\t' + std::to_string(e.key.inode) + '\t' + std::to_string(e.key.size)
                + '\t' + std::to_string(e.key.mtimeNs) + '\t' + std::to_string(e.key.ctimeNs) + '\t' + e.path + '\n';
    }
    const std::string temporary = file + '.' + std::to_string(::getpid()) + ".tmp";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return;
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n <= 0)
            break;
        done += std::size_t(n);
    }
    const bool written = done == text.size() && ::fsync(fd) == 0;
    ::close(fd);
    if (!written || ::rename(temporary.c_str(), file.c_str()) != 0)
        ::unlink(temporary.c_str());
}

[[noreturn]] void fail(const std::string &path, const char *what, const std::string &why)
{
    throw std::runtime_error(path + ": " + what + ": " + why);
}

// The file's digest and the key it had while it was read; `stable` is false when it changed
// meanwhile (such a digest is returned, never remembered).
std::string hashFile(const std::string &path, const char *what, FileKey *key, bool *stable)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        fail(path, what, std::strerror(errno));
    struct stat before = {}, after = {};
    if (::fstat(fd, &before) != 0 || !S_ISREG(before.st_mode)) {
        ::close(fd);
        fail(path, what, fileKind(before.st_mode) + "; only regular files are read");
    }
    Sha256 sha;
    std::vector<char> buffer(std::size_t(1) << 20);
    for (;;) {
        const ssize_t n = ::read(fd, buffer.data(), buffer.size());
        if (n < 0) {
            const int error = errno;
            ::close(fd);
            fail(path, what, std::strerror(error));
        }
        if (n == 0)
            break;
        sha.update(buffer.data(), std::size_t(n));
    }
    const bool statted = ::fstat(fd, &after) == 0;
    ::close(fd);
    *key = keyOf(before);
    *stable = statted && keyOf(after) == *key;
    return sha.finishHex();
}

bool makeFolder(const std::string &folder)
{
    return ::mkdir(folder.c_str(), 0700) == 0 || errno == EEXIST;
}

} // namespace

std::string digestCachePath()
{
    std::string base;
    if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && xdg[0] == '/')
        base = xdg;
    else if (const char *home = std::getenv("HOME"); home && home[0] == '/')
        base = std::string(home) + "/.cache";
    else
        return std::string();
    return base + "/migration-pilot/file-digests";
}

std::string fileSha256(const std::string &path, const char *what)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0)
        fail(path, what, std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        fail(path, what, fileKind(st.st_mode) + "; only regular files are read");
    FileKey key;
    bool stable = false;
    const std::string cache = digestCachePath();
    if (std::uint64_t(st.st_size) < kDigestCacheFromBytes || cache.empty() || path.find('\n') != std::string::npos)
        return hashFile(path, what, &key, &stable);
    if (const std::vector<Entry> known = readCache(cache); const Entry *hit = find(known, keyOf(st)))
        return hit->sha256;

    // A miss: hash under the cache's lock, so that the ranks of a run on one machine, which all
    // start at once, read a large model once between them rather than each.
    const std::string folder = cache.substr(0, cache.rfind('/'));
    const int lock = makeFolder(folder.substr(0, folder.rfind('/'))) && makeFolder(folder)
                         ? ::open((cache + ".lock").c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600)
                         : -1;
    if (lock < 0 || ::flock(lock, LOCK_EX) != 0) {
        if (lock >= 0)
            ::close(lock);
        return hashFile(path, what, &key, &stable);
    }
    std::vector<Entry> entries = readCache(cache);
    if (const Entry *hit = find(entries, keyOf(st))) {
        const std::string sha = hit->sha256;
        ::close(lock);
        return sha;
    }
    std::string sha;
    try {
        sha = hashFile(path, what, &key, &stable);
    } catch (...) {
        ::close(lock);
        throw;
    }
    if (stable) {
        std::string absolute = path;
        if (absolute.empty() || absolute[0] != '/') {
            char cwd[4096];
            if (::getcwd(cwd, sizeof cwd))
                absolute = std::string(cwd) + '/' + path;
        }
        std::vector<Entry> kept;
        kept.reserve(entries.size() + 1);
        for (Entry &e : entries) {
            if (e.path != absolute && !(e.key == key))
                kept.push_back(std::move(e));
        }
        kept.push_back(Entry{key, sha, absolute});
        writeCache(cache, std::move(kept));
    }
    ::close(lock);
    return sha;
}

} // namespace pilot
