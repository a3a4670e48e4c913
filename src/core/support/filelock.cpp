#include "core/support/filelock.h"

#include "core/support/atomicfile.h"
#include "core/support/coretr.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

FileLock::~FileLock()
{
    release();
}

void FileLock::release()
{
    if (m_fd >= 0)
        ::close(m_fd); // closing the only descriptor drops the flock
    m_fd = -1;
}

bool FileLock::acquire(const QString &lockFile, int timeoutMs, QString *error)
{
    release();
    const QByteArray native = QFile::encodeName(lockFile);
    // O_NOFOLLOW | O_NONBLOCK: a link or a named pipe planted as the lock file is neither
    // followed nor waited on. Read-only is enough for flock and works for every user who may
    // read the folder.
    int fd = ::open(native.constData(), O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0644);
    if (fd < 0 && errno == EACCES)
        fd = ::open(native.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        *error = CoreTr::tr("cannot open the lock file %1: %2").arg(lockFile, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    struct stat st
    {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        *error = CoreTr::tr("the lock file %1 is not a regular file").arg(lockFile);
        return false;
    }
    // Polling with LOCK_NB keeps the wait bounded; a blocking flock could wait for ever.
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            break;
        const int err = errno;
        if (err == EINTR)
            continue;
        if (err != EWOULDBLOCK || deadline.hasExpired()) {
            ::close(fd);
            *error = err == EWOULDBLOCK
                         ? CoreTr::tr("another program is updating this file (it holds %1); try again when it is done").arg(lockFile)
                         : CoreTr::tr("cannot lock %1: %2").arg(lockFile, QString::fromLocal8Bit(std::strerror(err)));
            return false;
        }
        QThread::msleep(10);
    }
    m_fd = fd;
    return true;
}

QString lockFileOf(const QString &file)
{
    const QFileInfo target(resolveSymlinks(file));
    return target.absolutePath() + QStringLiteral("/.") + target.fileName() + QStringLiteral(".lock");
}

} // namespace pilot
