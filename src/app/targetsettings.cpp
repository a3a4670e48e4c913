#include "targetsettings.h"

#include <QDir>
#include <QSettings>
#include <QUrl>

namespace pilot::app {

namespace {

const char kSshConfig[] = "ssh_config";
const char kSshIdentity[] = "ssh_identity";
const char kSshKnownHosts[] = "ssh_known_hosts";
const char kRemoteRoot[] = "remote_root";
const char kSlurmRoot[] = "slurm_root";

QString group(const LaunchTarget &target)
{
    // Percent-encoded, so no character of a host or user name reaches the settings file as a
    // separator (LaunchTarget allows only plain names anyway).
    return QStringLiteral("run/launchers/") + QString::fromLatin1(QUrl::toPercentEncoding(TargetSettings::keyOf(target)));
}

QString localPath(const QString &text)
{
    const QString t = text.trimmed();
    if (t == QLatin1String("~"))
        return QDir::homePath();
    if (t.startsWith(QLatin1String("~/")))
        return QDir::homePath() + t.mid(1);
    return t;
}

void put(QSettings &settings, const char *key, const QString &value)
{
    if (value.isEmpty())
        settings.remove(QLatin1String(key));
    else
        settings.setValue(QLatin1String(key), value);
}

} // namespace

bool TargetSettings::hasSettings(const LaunchTarget &target)
{
    return target.kind == LaunchTarget::Kind::Ssh || target.kind == LaunchTarget::Kind::Slurm;
}

QString TargetSettings::keyOf(const LaunchTarget &target)
{
    return target.kind == LaunchTarget::Kind::Slurm ? QStringLiteral("slurm") : target.toString();
}

LauncherOptions TargetSettings::load(const LaunchTarget &target)
{
    LauncherOptions options;
    if (!hasSettings(target))
        return options;
    QSettings settings;
    settings.beginGroup(group(target));
    if (target.kind == LaunchTarget::Kind::Ssh) {
        options.sshConfigFile = settings.value(QLatin1String(kSshConfig)).toString();
        options.sshIdentityFile = settings.value(QLatin1String(kSshIdentity)).toString();
        options.sshKnownHostsFile = settings.value(QLatin1String(kSshKnownHosts)).toString();
        options.remoteRunRoot = settings.value(QLatin1String(kRemoteRoot)).toString();
    } else {
        options.slurmRunRoot = settings.value(QLatin1String(kSlurmRoot)).toString();
    }
    return options;
}

LauncherOptions TargetSettings::loadForText(const QString &target)
{
    LaunchTarget parsed;
    QString error;
    return LaunchTarget::parse(target, &parsed, &error) ? load(parsed) : LauncherOptions();
}

void TargetSettings::save(const LaunchTarget &target, const LauncherOptions &options)
{
    if (!hasSettings(target))
        return;
    QSettings settings;
    settings.beginGroup(group(target));
    if (target.kind == LaunchTarget::Kind::Ssh) {
        put(settings, kSshConfig, options.sshConfigFile);
        put(settings, kSshIdentity, options.sshIdentityFile);
        put(settings, kSshKnownHosts, options.sshKnownHostsFile);
        put(settings, kRemoteRoot, options.remoteRunRoot);
    } else {
        put(settings, kSlurmRoot, options.slurmRunRoot);
    }
}

LauncherOptions TargetSettings::normalized(const LauncherOptions &options)
{
    LauncherOptions o;
    o.sshConfigFile = localPath(options.sshConfigFile);
    o.sshIdentityFile = localPath(options.sshIdentityFile);
    o.sshKnownHostsFile = localPath(options.sshKnownHostsFile);
    o.remoteRunRoot = options.remoteRunRoot.trimmed();
    o.slurmRunRoot = localPath(options.slurmRunRoot);
    return o;
}

} // namespace pilot::app
