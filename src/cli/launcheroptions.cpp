// The launcher settings run, status and abort share: how SSH reaches a host and where remote
// and Slurm run folders go. The app keeps the same settings per project.
#include "command.h"

namespace pilot::cli {

void addLauncherOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {QStringLiteral("ssh-config"), CliTr::tr("ssh: the OpenSSH client configuration to use (ssh -F)"), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("ssh-identity"), CliTr::tr("ssh: the private key to log in with (ssh -i)"), QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("ssh-known-hosts"), CliTr::tr("ssh: the known-hosts file that holds the host's key"), QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("remote-root"), CliTr::tr("ssh: the folder on the host under which run folders go"), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("slurm-root"), CliTr::tr("slurm: the shared folder run folders must lie in"), QStringLiteral("DIR")});
}

LauncherOptions launcherOptions(const QCommandLineParser &parser)
{
    LauncherOptions options;
    options.sshConfigFile = parser.value(QStringLiteral("ssh-config"));
    options.sshIdentityFile = parser.value(QStringLiteral("ssh-identity"));
    options.sshKnownHostsFile = parser.value(QStringLiteral("ssh-known-hosts"));
    options.remoteRunRoot = parser.value(QStringLiteral("remote-root"));
    options.slurmRunRoot = parser.value(QStringLiteral("slurm-root"));
    return options;
}

} // namespace pilot::cli
