#include "core/launch/launchidentity.h"

#include "core/launch/procstat.h"
#include "core/support/coretr.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace pilot {

namespace {

// A process's environment is at most a few MiB (it shares the kernel's limit with the
// arguments); one larger than this is not read, and the process is not proven ours.
constexpr qint64 kMaxEnvironBytes = 8 * 1024 * 1024;

enum class TokenFound { Yes, No, Unreadable };

// Whether /proc/PID/environ holds the entry NAME=TOKEN. Read without following anything the
// process controls; unreadable (another user's process, or no /proc) is not "no".
TokenFound carriesToken(qint64 pid, const QString &token)
{
    const QByteArray path = "/proc/" + QByteArray::number(pid) + "/environ";
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return TokenFound::Unreadable;
    QByteArray environ;
    char buffer[65536];
    bool failed = false;
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            failed = true;
            break;
        }
        if (n == 0)
            break;
        environ.append(buffer, qsizetype(n));
        if (environ.size() > kMaxEnvironBytes) {
            failed = true;
            break;
        }
    }
    ::close(fd);
    if (failed)
        return TokenFound::Unreadable;
    const QByteArray entry = QByteArray(kLaunchTokenVariable) + '=' + token.toLatin1();
    for (const QByteArray &e : environ.split('\0')) {
        if (e == entry)
            return TokenFound::Yes;
    }
    return TokenFound::No;
}

// A living member of process group `group` that carries the token, for a group whose leader
// has ended (its other processes go on: a group id is not reused while any member lives).
bool groupMemberCarriesToken(qint64 group, const QString &token)
{
    return findGroupMember(group, [&](qint64 pid) { return carriesToken(pid, token) == TokenFound::Yes; }) != 0;
}

JobIdentity identity(JobIdentity::Verdict v, const QString &why)
{
    return JobIdentity{v, why};
}

} // namespace

QString impossiblePidReason(qint64 pid)
{
    return CoreTr::tr("launch.json names process %1, which cannot be a run's job").arg(pid);
}

QString missingTokenReason(qint64 pid)
{
    return CoreTr::tr("launch.json carries no launch token (it was written by an earlier version, or by hand), so process %1 cannot "
                      "be proven to be the run's job")
        .arg(pid);
}

QString newLaunchToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
}

bool isLaunchToken(const QString &token)
{
    static const QRegularExpression shape(QRegularExpression::anchoredPattern(QStringLiteral("[0-9a-f]{32}")));
    return shape.match(token).hasMatch();
}

JobIdentity checkLocalJob(const LaunchRecord &record)
{
    using V = JobIdentity::Verdict;
    const qint64 pid = record.pid;
    if (!isJobPid(pid))
        return identity(V::Unverified, impossiblePidReason(pid));
    const bool tokened = isLaunchToken(record.launchToken);
    const ProcStat leader = readProcStat(pid);
    if (leader.alive() && record.pidStartTicks != 0 && leader.startTicks != record.pidStartTicks)
        return identity(V::Gone, CoreTr::tr("process %1 is gone; its pid now belongs to another process").arg(pid));
    if (!leader.alive()) {
        // The job has ended; what it started may still run in its group.
        if (tokened && groupMemberCarriesToken(pid, record.launchToken))
            return identity(V::Ours,
                            CoreTr::tr("process %1 has ended; processes it started still run with the run's launch token").arg(pid));
        if (tokened || !processGroupAlive(pid))
            return identity(V::Gone, CoreTr::tr("process %1 is gone").arg(pid));
    }
    if (!tokened)
        return identity(V::Unverified, missingTokenReason(pid));
    if (record.pidStartTicks == 0)
        return identity(V::Unverified, CoreTr::tr("launch.json gives no start time for process %1").arg(pid));
    if (leader.processGroup != pid || leader.session != pid)
        return identity(V::Unverified,
                        CoreTr::tr("process %1 does not lead a session and process group of its own, as a run's job does").arg(pid));
    switch (carriesToken(pid, record.launchToken)) {
    case TokenFound::Yes:
        return identity(V::Ours, CoreTr::tr("process %1 carries the run's launch token").arg(pid));
    case TokenFound::No:
        return identity(V::Unverified, CoreTr::tr("process %1 does not carry the run's launch token").arg(pid));
    case TokenFound::Unreadable:
        break;
    }
    return identity(V::Unverified, CoreTr::tr("the environment of process %1 cannot be read to find the run's launch token").arg(pid));
}

QString unverifiedJobMessage(const QString &why, const QString &how)
{
    return CoreTr::tr("This run's process cannot be verified, so it was not stopped: %1. If you are sure the process is this run's "
                      "job, stop it yourself (%2). A run started again by this version can be stopped from here.")
        .arg(why, how);
}

} // namespace pilot
