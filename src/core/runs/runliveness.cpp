#include "core/runs/runliveness.h"
#include "core/support/coretr.h"

#include "common/runlockfile.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

namespace {

QByteArray readSmall(int fd, std::size_t max)
{
    QByteArray out(qsizetype(max), '\0');
    ssize_t n;
    do {
        n = ::pread(fd, out.data(), max, 0);
    } while (n < 0 && errno == EINTR);
    out.truncate(n > 0 ? qsizetype(n) : 0);
    return out;
}

// When process `pid` started, in Unix seconds; NaN when /proc does not say.
double processStartTime(qint64 pid)
{
    const auto readProc = [](const QByteArray &path) {
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return QByteArray();
        const QByteArray text = readSmall(fd, 8192);
        ::close(fd);
        return text;
    };
    const QByteArray stat = readProc("/proc/" + QByteArray::number(pid) + "/stat");
    const qsizetype paren = stat.lastIndexOf(')');
    if (paren < 0)
        return kNoValue;
    // Fields after the command name start with field 3 (state); starttime is field 22.
    const QList<QByteArray> fields = stat.mid(paren + 2).split(' ');
    if (fields.size() < 20)
        return kNoValue;
    bool ok = false;
    const double ticks = fields.at(19).toDouble(&ok);
    const long hz = sysconf(_SC_CLK_TCK);
    if (!ok || hz <= 0)
        return kNoValue;
    for (const QByteArray &line : readProc("/proc/stat").split('\n')) {
        if (line.startsWith("btime "))
            return line.mid(6).trimmed().toDouble() + ticks / double(hz);
    }
    return kNoValue;
}

} // namespace

RunLockCheck checkRunLock(const QString &runDir)
{
    RunLockCheck check;
    const QByteArray path = QFile::encodeName(QDir(runDir).filePath(QString::fromLatin1(kRunLockFile)));
    // O_NONBLOCK and O_NOFOLLOW: a FIFO or a link in its place must not stall or mislead us.
    const int fd = ::open(path.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY);
    if (fd < 0) {
        check.state = errno == ENOENT ? RunLockCheck::State::NoFile : RunLockCheck::State::Unusable;
        return check;
    }
    struct stat st
    {};
    check.state = RunLockCheck::State::Unusable;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        QByteArray line = readSmall(fd, kRunLockHolderMaxBytes);
        line.truncate(line.indexOf('\n') < 0 ? line.size() : line.indexOf('\n'));
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        check.pid = o.value(QLatin1String("pid")).toInteger(-1);
        check.host = o.value(QLatin1String("host")).toString();
        // Shared and without waiting: a trainer holds it exclusively for its whole life.
        if (::flock(fd, LOCK_SH | LOCK_NB) == 0) {
            ::flock(fd, LOCK_UN);
            check.state = RunLockCheck::State::Free;
        } else if (errno == EWOULDBLOCK) {
            check.state = RunLockCheck::State::Held;
        }
    }
    ::close(fd);
    return check;
}

QString thisHostName()
{
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) != 0)
        return {};
    return QString::fromLocal8Bit(name);
}

RunLivenessCheck checkRunLiveness(const QString &runDir, const RunMetrics &m)
{
    if (m.runEnd())
        return {RunLiveness::Ended, {}};
    if (m.starts().isEmpty() && m.steps().empty())
        return {RunLiveness::Empty, {}};
    const RunStartInfo *start = m.starts().isEmpty() ? nullptr : &m.starts().constLast();
    if (start && start->backend.startsWith(QLatin1String("import:")))
        return {RunLiveness::Imported,
                CoreTr::tr("imported (%1) by pilotctl import; no process writes this run").arg(start->backend.mid(7))};

    const QString lockFile = QString::fromLatin1(kRunLockFile);
    const QString here = thisHostName();
    const RunLockCheck holder = checkRunLock(runDir);
    if (holder.state == RunLockCheck::State::Held) {
        if (holder.pid > 0 && !holder.host.isEmpty())
            return {RunLiveness::Running, CoreTr::tr("process %1 on %2 holds %3").arg(holder.pid).arg(holder.host, lockFile)};
        return {RunLiveness::Running, CoreTr::tr("a process holds %1").arg(lockFile)};
    }
    if (holder.state == RunLockCheck::State::Free) {
        const QString host = !holder.host.isEmpty() ? holder.host : (start ? start->host : QString());
        if (!host.isEmpty() && host != here)
            return {RunLiveness::Unverified,
                    CoreTr::tr("no run_end; %1 is free as seen from here, but the run was written on host %2, and not every "
                               "file system shows one host's locks to another")
                        .arg(lockFile, host)};
        return {RunLiveness::Lost, CoreTr::tr("no run_end, and no process holds %1: the run ended without saying why").arg(lockFile)};
    }

    // No lock file: the process that wrote the last run_start, if it ran here.
    if (!start || start->pid <= 0 || start->host.isEmpty())
        return {RunLiveness::Unverified, CoreTr::tr("no run_end, no %1, and no host and process to check").arg(lockFile)};
    if (start->host != here)
        return {RunLiveness::Unverified,
                CoreTr::tr("no run_end; process %1 on host %2 cannot be checked from here").arg(start->pid).arg(start->host)};
    if (::kill(pid_t(start->pid), 0) != 0 && errno == ESRCH)
        return {RunLiveness::Lost, CoreTr::tr("no run_end, and process %1 no longer exists on this host").arg(start->pid)};
    // A pid is reused once its process is gone; a process younger than the run is not its writer.
    // /proc gives the start to the clock tick, the boot time to the second.
    const double began = processStartTime(start->pid);
    if (std::isfinite(began) && std::isfinite(start->t) && began > start->t + 2.0)
        return {RunLiveness::Lost,
                CoreTr::tr("no run_end; process %1 on this host started after the run did, so it is another process").arg(start->pid)};
    return {RunLiveness::Running,
            CoreTr::tr("process %1 on this host is alive (no %2 to confirm it is the writer)").arg(start->pid).arg(lockFile)};
}

} // namespace pilot
