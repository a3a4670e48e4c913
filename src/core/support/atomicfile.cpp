#include "core/support/atomicfile.h"
#include "core/support/coretr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

namespace {

QString systemError(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

bool writeAll(int fd, const char *data, qsizetype size, int *err)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, static_cast<size_t>(size));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            *err = errno;
            return false;
        }
        data += n;
        size -= n;
    }
    return true;
}

} // namespace

bool writeFileAtomicallyAt(int dirFd, const QString &name, const QByteArray &data, const QString &shownPath, QString *error)
{
    // `message` is one whole sentence with %1 for the path and %2 for the system's reason.
    auto fail = [&](const QString &message, int err) {
        if (error)
            *error = message.arg(shownPath, systemError(err));
        return false;
    };
    const QByteArray target = QFile::encodeName(name);
    // O_EXCL | O_NOFOLLOW: the temporary name is new, and a link planted under it is not
    // followed. A few tries in case a name is taken.
    QByteArray tmp;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        tmp = "." + target + ".saving-" + QByteArray::number(QRandomGenerator::system()->generate64(), 36);
        fd = ::openat(dirFd, tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        return fail(CoreTr::tr("cannot save %1: creating a temporary file failed (%2)"), errno);

    // Keep the permissions of the file being replaced; new files get the usual 0644. A link
    // under the target name is replaced by the file, not written through, so its target's
    // permissions do not count.
    struct stat st
    {};
    const mode_t mode = ::fstatat(dirFd, target.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) ? (st.st_mode & 07777)
                                                                                                                   : 0644;
    int err = 0;
    bool ok = ::fchmod(fd, mode) == 0 || (err = errno, false);
    ok = ok && writeAll(fd, data.constData(), data.size(), &err);
    ok = ok && (::fsync(fd) == 0 || (err = errno, false));
    if (::close(fd) != 0 && ok) {
        err = errno;
        ok = false;
    }
    if (!ok) {
        ::unlinkat(dirFd, tmp.constData(), 0);
        return fail(CoreTr::tr("cannot save %1: writing failed (%2)"), err);
    }
    if (::renameat(dirFd, tmp.constData(), dirFd, target.constData()) != 0) {
        err = errno;
        ::unlinkat(dirFd, tmp.constData(), 0);
        return fail(CoreTr::tr("cannot save %1: replacing the file failed (%2)"), err);
    }
    ::fsync(dirFd); // best effort: some file systems refuse fsync on folders
    return true;
}

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    const QFileInfo info(path);
    const int dirFd = ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd < 0) {
        if (error) {
            *error = CoreTr::tr("cannot save %1: creating a temporary file failed (%2)").arg(path, systemError(errno));
        }
        return false;
    }
    const bool ok = writeFileAtomicallyAt(dirFd, info.fileName(), data, path, error);
    ::close(dirFd);
    return ok;
}

QString resolveSymlinks(const QString &path)
{
    QString current = QFileInfo(path).absoluteFilePath();
    // 40 links, as the kernel allows (ELOOP past that): a loop ends here instead of spinning.
    for (int hop = 0; hop < 40; ++hop) {
        const QFileInfo info(current);
        if (!info.isSymLink())
            return current;
        // symLinkTarget() is absolute, a relative link resolved against the link's folder.
        current = QDir::cleanPath(info.symLinkTarget());
    }
    return current;
}

} // namespace pilot
