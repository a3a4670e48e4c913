#include "core/support/regularfile.h"

#include "core/support/coretr.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

namespace {

QString systemReason(int err)
{
    if (err == ENOENT)
        return CoreTr::tr("no such file or folder");
    return QString::fromLocal8Bit(std::strerror(err));
}

// What a file of `mode` is, when it is not a regular file; empty when it is one.
QString kindReason(mode_t mode)
{
    if (S_ISREG(mode))
        return QString();
    if (S_ISDIR(mode))
        return CoreTr::tr("this is a folder, not a regular file");
    if (S_ISFIFO(mode))
        return CoreTr::tr("this is a named pipe (FIFO), not a regular file");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return CoreTr::tr("this is a device, not a regular file");
    if (S_ISSOCK(mode))
        return CoreTr::tr("this is a socket, not a regular file");
    return CoreTr::tr("this is not a regular file");
}

bool isResource(const QString &path)
{
    return path.startsWith(QLatin1Char(':'));
}

} // namespace

RegularFile::~RegularFile()
{
    close();
}

void RegularFile::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool RegularFile::open(const QString &path)
{
    close();
    m_error.clear();
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer. O_NOCTTY: a
    // terminal device must not become the controlling terminal.
    int fd;
    do {
        fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    return adopt(fd);
}

bool RegularFile::openBeneath(const QString &folder, const QString &relative)
{
    close();
    m_error.clear();
    const QStringList parts = relative.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..")) {
            m_error = CoreTr::tr("the name leaves its folder");
            return false;
        }
    }
    int dir;
    do {
        dir = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    } while (dir < 0 && errno == EINTR);
    for (qsizetype i = 0; dir >= 0 && i + 1 < parts.size(); ++i) {
        int next;
        do {
            next = ::openat(dir, QFile::encodeName(parts.at(i)).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        } while (next < 0 && errno == EINTR);
        const int err = errno;
        ::close(dir);
        dir = next;
        errno = err;
    }
    if (dir < 0) {
        m_error = errno == ELOOP || errno == ENOTDIR ? CoreTr::tr("a folder on the way is a symbolic link or not a folder")
                                                     : systemReason(errno);
        return false;
    }
    int fd;
    do {
        fd = ::openat(dir, QFile::encodeName(parts.constLast()).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    const int err = errno;
    ::close(dir);
    if (fd < 0 && err == ELOOP) {
        m_error = CoreTr::tr("this is a symbolic link; a file inside a run folder must be the folder's own");
        return false;
    }
    errno = err;
    return adopt(fd);
}

bool RegularFile::adopt(int fd)
{
    if (fd < 0) {
        m_error = systemReason(errno);
        return false;
    }
    struct stat st
    {};
    if (::fstat(fd, &st) != 0) {
        m_error = systemReason(errno);
        ::close(fd);
        return false;
    }
    if (const QString reason = kindReason(st.st_mode); !reason.isEmpty()) {
        m_error = reason;
        ::close(fd);
        return false;
    }
    // A regular file never blocks, but plain blocking reads keep the reading code simple.
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        m_error = systemReason(errno);
        ::close(fd);
        return false;
    }
    m_fd = fd;
    m_size = qint64(st.st_size);
    m_device = quint64(st.st_dev);
    m_inode = quint64(st.st_ino);
    return true;
}

qint64 RegularFile::readAt(char *buffer, qint64 size, qint64 offset)
{
    ssize_t n;
    do {
        n = ::pread(m_fd, buffer, std::size_t(size), off_t(offset));
    } while (n < 0 && errno == EINTR);
    if (n < 0)
        m_error = systemReason(errno);
    return qint64(n);
}

bool RegularFile::readAll(qint64 maxBytes, QByteArray *content, bool *tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    const auto refuse = [&](const QString &message) {
        m_error = message;
        if (tooLarge)
            *tooLarge = true;
        return false;
    };
    if (m_size > maxBytes)
        return refuse(CoreTr::tr("the file has %1 bytes; files of this kind are limited to %2 bytes").arg(m_size).arg(maxBytes));
    // The size is a hint for the first allocation only; the loop reads until end of file or one
    // byte past the limit, whichever comes first.
    QByteArray data;
    data.resize(qsizetype(qMin(m_size, maxBytes) + 1));
    qint64 have = 0;
    for (;;) {
        if (have == data.size()) {
            if (have > maxBytes)
                return refuse(CoreTr::tr("the file grew past the limit of %1 bytes while it was read").arg(maxBytes));
            data.resize(qsizetype(qMin<qint64>(maxBytes + 1, qMax<qint64>(have * 2, 64 * 1024))));
        }
        const qint64 n = readAt(data.data() + have, data.size() - have, have);
        if (n < 0)
            return false;
        if (n == 0)
            break;
        have += n;
    }
    if (have > maxBytes)
        return refuse(CoreTr::tr("the file grew past the limit of %1 bytes while it was read").arg(maxBytes));
    data.truncate(qsizetype(have));
    *content = std::move(data);
    return true;
}

QString notRegularFileReason(const QString &path)
{
    struct stat st
    {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return systemReason(errno);
    return kindReason(st.st_mode);
}

bool readRegularFile(const QString &path, qint64 maxBytes, QByteArray *content, QString *error, bool *tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    if (isResource(path)) {
        // Compiled into the program: no pipes or devices here, and QFile is the only reader.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = file.errorString();
            return false;
        }
        if (file.size() > maxBytes) {
            if (tooLarge)
                *tooLarge = true;
            *error = CoreTr::tr("the file has %1 bytes; files of this kind are limited to %2 bytes").arg(file.size()).arg(maxBytes);
            return false;
        }
        *content = file.readAll();
        return true;
    }
    RegularFile file;
    if (!file.open(path) || !file.readAll(maxBytes, content, tooLarge)) {
        *error = file.error();
        return false;
    }
    return true;
}

bool readOptionalRegularFile(const QString &path, qint64 maxBytes, QByteArray *content, QString *error)
{
    error->clear();
    const QFileInfo there(path);
    if (!there.exists() && !there.isSymLink())
        return false;
    QString reason;
    if (!readRegularFile(path, maxBytes, content, &reason)) {
        *error = QStringLiteral("%1: %2").arg(path, reason);
        return false;
    }
    return true;
}

} // namespace pilot
