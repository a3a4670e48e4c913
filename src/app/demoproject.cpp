#include "demoproject.h"

#include "core/installdirs.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace pilot::app {

QString shippedDemoFolder()
{
    // Beside the program as installed; a build tree links the same place to the sources' demo.
    const QDir demo(QDir(QCoreApplication::applicationDirPath()).filePath(QLatin1String(kInstalledDataFolder) + QStringLiteral("/demo")));
    if (QFileInfo(demo.filePath(QStringLiteral("project.yaml"))).isFile())
        return demo.canonicalPath();
    return {};
}

QString demoCopyFolder()
{
    QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (documents.isEmpty())
        documents = QDir::homePath();
    return QDir(documents).filePath(QCoreApplication::translate("pilot::app::MainWindow", "Migration Pilot Demo"));
}

namespace {

// What a window or a run marks while it has the shipped demo open (".project.yaml.open", a
// run's lock files) is theirs, not the demo's: copied while it was held, the copy would read
// as open in another window, which asks before opening it.
bool isOpenMarker(const QFileInfo &info)
{
    const QString name = info.fileName();
    return (name.startsWith(QLatin1Char('.')) && name.endsWith(QLatin1String(".open"))) || name.endsWith(QLatin1String(".lock"));
}

} // namespace

bool copyDemo(const QString &from, const QString &to, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (QFileInfo::exists(to))
        return fail(QCoreApplication::translate("pilot::app::MainWindow", "%1 exists already.").arg(QDir::toNativeSeparators(to)));
    const QFileInfo target(to);
    if (!QDir().mkpath(target.absolutePath()))
        return fail(QCoreApplication::translate("pilot::app::MainWindow", "Cannot create the folder %1.")
                        .arg(QDir::toNativeSeparators(target.absolutePath())));
    QTemporaryDir staging(target.absolutePath() + QStringLiteral("/.demo-XXXXXX"));
    if (!staging.isValid())
        return fail(staging.errorString());
    const QDir source(from);
    QDirIterator it(from, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        if (info.isSymLink())
            continue; // the demo holds none; a link could point anywhere
        if (info.isFile() && isOpenMarker(info))
            continue;
        const QString relative = source.relativeFilePath(info.filePath());
        const QString copy = QDir(staging.path()).filePath(relative);
        if (info.isDir()) {
            if (!QDir().mkpath(copy))
                return fail(QCoreApplication::translate("pilot::app::MainWindow", "Cannot create the folder %1.").arg(QDir::toNativeSeparators(copy)));
        } else if (info.isFile()) {
            QDir().mkpath(QFileInfo(copy).absolutePath());
            if (!QFile::copy(info.filePath(), copy))
                return fail(QCoreApplication::translate("pilot::app::MainWindow", "Cannot copy %1 to %2.")
                                .arg(QDir::toNativeSeparators(info.filePath()), QDir::toNativeSeparators(copy)));
            // Shipped read-only, the copy is the user's to change.
            QFile(copy).setPermissions(QFile(copy).permissions() | QFileDevice::WriteOwner);
        }
    }
    if (!QDir().rename(staging.path(), to))
        return fail(QCoreApplication::translate("pilot::app::MainWindow", "Cannot move the copy to %1.").arg(QDir::toNativeSeparators(to)));
    staging.setAutoRemove(false);
    return true;
}

} // namespace pilot::app
