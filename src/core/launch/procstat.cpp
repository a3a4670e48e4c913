#include "core/launch/procstat.h"

#include <QByteArray>
#include <QList>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

namespace pilot {

namespace {

// /proc/PID/stat is one line of a few hundred bytes; the command name is at most 64 bytes.
QByteArray readStatFile(const char *path)
{
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return {};
    char buffer[1024];
    ssize_t n;
    do {
        n = ::read(fd, buffer, sizeof buffer);
    } while (n < 0 && errno == EINTR);
    ::close(fd);
    return n > 0 ? QByteArray(buffer, qsizetype(n)) : QByteArray();
}

ProcStat parseStat(const QByteArray &text)
{
    ProcStat s;
    const qsizetype paren = text.lastIndexOf(')');
    if (paren < 0 || paren + 2 >= text.size())
        return s;
    // After ") " come field 3 (state), 4 (ppid), 5 (pgrp), 6 (session), … 22 (starttime).
    const QList<QByteArray> fields = text.mid(paren + 2).split(' ');
    if (fields.size() < 20 || fields.at(0).size() != 1)
        return s;
    bool okGroup = false;
    bool okSession = false;
    bool okTicks = false;
    s.state = fields.at(0).at(0);
    s.processGroup = fields.at(2).toLongLong(&okGroup);
    s.session = fields.at(3).toLongLong(&okSession);
    s.startTicks = fields.at(19).toULongLong(&okTicks);
    s.exists = okGroup && okSession && okTicks;
    return s;
}

} // namespace

ProcStat readProcStat(qint64 pid)
{
    if (pid <= 0)
        return {};
    const QByteArray path = "/proc/" + QByteArray::number(pid) + "/stat";
    return parseStat(readStatFile(path.constData()));
}

qint64 findGroupMember(qint64 group, const std::function<bool(qint64 pid)> &accept)
{
    if (group <= 0)
        return 0;
    DIR *proc = ::opendir("/proc");
    if (!proc)
        return 0;
    qint64 found = 0;
    while (const dirent *entry = ::readdir(proc)) {
        const char *name = entry->d_name;
        if (name[0] < '1' || name[0] > '9')
            continue;
        char *end = nullptr;
        const long long pid = std::strtoll(name, &end, 10);
        if (!end || *end != '\0')
            continue;
        const ProcStat s = readProcStat(pid);
        if (s.processGroup == group && s.alive() && accept(pid)) {
            found = pid;
            break;
        }
    }
    ::closedir(proc);
    return found;
}

bool processGroupAlive(qint64 group)
{
    if (group <= 0)
        return false;
    if (::access("/proc/self/stat", R_OK) != 0) // no /proc to walk: the kernel's answer, zombies included, errs on the side of alive
        return ::kill(pid_t(-group), 0) == 0 || errno == EPERM;
    return findGroupMember(group, [](qint64) { return true; }) != 0;
}

} // namespace pilot
