#pragma once
// A small tmpfs, mounted for the duration of a test, to see what exports do on a (nearly)
// full disk. Mounting needs root (or CAP_SYS_ADMIN); where that is missing the test skips with
// the reason from ok()/why().

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

#include <unistd.h>

class SmallDisk
{
public:
    explicit SmallDisk(const QString &size)
    {
        if (::geteuid() != 0) {
            m_why = QStringLiteral("not running as root");
            return;
        }
        const QString mount = QStandardPaths::findExecutable(QStringLiteral("mount"));
        if (mount.isEmpty() || !m_folder.isValid()) {
            m_why = QStringLiteral("no mount command or no scratch folder");
            return;
        }
        QProcess p;
        p.start(mount, {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=") + size,
                        QStringLiteral("tmpfs"), m_folder.path()});
        if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            m_why = QStringLiteral("mount -t tmpfs was refused: ") + QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
            return;
        }
        m_mounted = true;
    }

    ~SmallDisk()
    {
        if (!m_mounted)
            return;
        // Files first, so that the folder can be unmounted and then removed.
        QDir(m_folder.path()).removeRecursively();
        QDir().mkpath(m_folder.path());
        if (QProcess::execute(QStringLiteral("umount"), {m_folder.path()}) != 0)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), m_folder.path()});
    }

    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool ok() const { return m_mounted; }
    QString why() const { return m_why; }
    QString path() const { return m_folder.path(); }
    QString filePath(const QString &name) const { return m_folder.filePath(name); }

    /// Writes filler until the disk is full, leaving no room for anything more.
    void fill() const
    {
        QFile f(m_folder.filePath(QStringLiteral("filler")));
        if (!f.open(QIODevice::WriteOnly))
            return;
        const QByteArray block(4096, 'f');
        while (f.write(block) == block.size() && f.flush()) {}
        f.close();
    }

    /// The names of the files on the disk (hidden ones too): what an export left behind.
    QStringList files() const
    {
        QStringList names = QDir(m_folder.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
        names.sort();
        return names;
    }

private:
    QTemporaryDir m_folder;
    bool m_mounted = false;
    QString m_why;
};
