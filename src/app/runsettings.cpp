#include "runsettings.h"

#include "launchqueue.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>
#include <QUrl>

namespace pilot::app {

namespace {

QString targetKey(const QString &projectFile)
{
    const QByteArray path = QFileInfo(projectFile).absoluteFilePath().toUtf8();
    return QStringLiteral("run/targets/")
           + QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex());
}

QString limitKey(const QString &target)
{
    return QStringLiteral("run/limits/") + QString::fromLatin1(QUrl::toPercentEncoding(target));
}

} // namespace

QString RunSettings::target(const QString &projectFile)
{
    if (projectFile.isEmpty())
        return QStringLiteral("local");
    const QString stored = QSettings().value(targetKey(projectFile)).toString();
    return stored.isEmpty() ? QStringLiteral("local") : stored;
}

void RunSettings::setTarget(const QString &projectFile, const QString &target)
{
    if (!projectFile.isEmpty())
        QSettings().setValue(targetKey(projectFile), target);
}

int RunSettings::limit(const QString &target)
{
    bool ok = false;
    const int stored = QSettings().value(limitKey(target)).toInt(&ok);
    return ok && stored >= 1 ? stored : LaunchQueue::defaultLimit(target);
}

void RunSettings::setLimit(const QString &target, int limit)
{
    QSettings().setValue(limitKey(target), std::max(1, limit));
}

} // namespace pilot::app
