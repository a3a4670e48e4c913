#include "atomicfile.h"
#include "coretr.h"

#include <QCoreApplication>
#include <QFileInfo>

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

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    const QFileInfo info(path);
    const QByteArray dir = QFile::encodeName(info.absolutePath());
    QByteArray tmpl = dir + "/." + QFile::encodeName(info.fileName()) + ".saving-XXXXXX";
    const int fd = ::mkstemp(tmpl.data());
    auto fail = [&](const QString &what, int err) {
        if (error) {
            *error = CoreTr::tr("cannot save %1: %2 (%3)")
                         .arg(path, what, systemError(err));
        }
        return false;
    };
    if (fd < 0)
        return fail(CoreTr::tr("creating a temporary file failed"), errno);

    // Keep the permissions of the file being replaced; new files get the usual 0644.
    struct stat st {};
    const mode_t mode = ::stat(QFile::encodeName(info.absoluteFilePath()).constData(), &st) == 0
        ? (st.st_mode & 07777)
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
        ::unlink(tmpl.constData());
        return fail(CoreTr::tr("writing failed"), err);
    }
    if (::rename(tmpl.constData(), QFile::encodeName(info.absoluteFilePath()).constData()) != 0) {
        err = errno;
        ::unlink(tmpl.constData());
        return fail(CoreTr::tr("replacing the file failed"), err);
    }
    const int dirFd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY);
    if (dirFd >= 0) {
        ::fsync(dirFd); // best effort: some file systems refuse fsync on folders
        ::close(dirFd);
    }
    return true;
}

} // namespace pilot
