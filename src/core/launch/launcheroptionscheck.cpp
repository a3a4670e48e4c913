#include "core/launch/launcheroptionscheck.h"

#include "core/launch/sshclient.h"
#include "core/launch/sshlauncher.h"
#include "core/support/coretr.h"
#include "core/support/pathutil.h"
#include "core/support/regularfile.h"
#include "core/support/safename.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

namespace {

// ssh connects within its ConnectTimeout (15 s); the command itself is instant.
constexpr int kLoginTimeoutMs = 30 * 1000;

void checkSshFile(LauncherOption option, const QString &path, QList<LauncherOptionProblem> *problems)
{
    if (path.isEmpty())
        return;
    if (hasControlCharacter(path)) {
        problems->append({option, CoreTr::tr("“%1” contains a control character (a line break, a tab …); no ssh argument may carry one.")
                                      .arg(printableText(path))});
        return;
    }
    if (!QDir::isAbsolutePath(path)) {
        problems->append({option, CoreTr::tr("“%1” is not an absolute path.").arg(path)});
        return;
    }
    const QString reason = notRegularFileReason(path);
    if (!reason.isEmpty()) {
        problems->append({option, CoreTr::tr("%1 cannot be used: %2.").arg(path, reason)});
        return;
    }
    if (option == LauncherOption::SshIdentityFile) {
        // ssh ignores a private key that its owner's group or others may read ("UNPROTECTED
        // PRIVATE KEY FILE") and the login then fails without naming the key.
        struct stat st
        {};
        if (::stat(QFile::encodeName(path).constData(), &st) == 0 && st.st_uid == ::getuid() && (st.st_mode & 077) != 0) {
            problems->append({option, CoreTr::tr("%1 may be read by other users, so ssh will not use it as a key; make it "
                                                 "readable by you alone (chmod 600).")
                                          .arg(path)});
        }
    }
}

} // namespace

QString launcherOptionLabel(LauncherOption option)
{
    switch (option) {
    case LauncherOption::SshConfigFile:
        return CoreTr::tr("SSH configuration file");
    case LauncherOption::SshIdentityFile:
        return CoreTr::tr("Identity file");
    case LauncherOption::SshKnownHostsFile:
        return CoreTr::tr("Known-hosts file");
    case LauncherOption::RemoteRunRoot:
        return CoreTr::tr("Run folder on the host");
    case LauncherOption::SlurmRunRoot:
        return CoreTr::tr("Shared folder for Slurm runs");
    }
    return QString();
}

QList<LauncherOptionProblem> checkLauncherOptions(const LaunchTarget &target, const LauncherOptions &options, const QString &runParent)
{
    QList<LauncherOptionProblem> problems;
    if (target.kind == LaunchTarget::Kind::Ssh) {
        checkSshFile(LauncherOption::SshConfigFile, options.sshConfigFile, &problems);
        checkSshFile(LauncherOption::SshIdentityFile, options.sshIdentityFile, &problems);
        checkSshFile(LauncherOption::SshKnownHostsFile, options.sshKnownHostsFile, &problems);
        const QString &root = options.remoteRunRoot;
        if (!root.isEmpty() && !root.startsWith(QLatin1Char('/')) && root != QLatin1String("~") && !root.startsWith(QLatin1String("~/"))) {
            problems.append(
                {LauncherOption::RemoteRunRoot, CoreTr::tr("“%1” is neither an absolute path nor one under ~/ (the home folder of the user "
                                                           "logging in).")
                                                    .arg(root)});
        } else if (hasControlCharacter(root)) {
            problems.append({LauncherOption::RemoteRunRoot,
                             CoreTr::tr("“%1” contains a control character (a line break, a tab …); no ssh argument may carry one.")
                                 .arg(printableText(root))});
        }
    } else if (target.kind == LaunchTarget::Kind::Slurm && !options.slurmRunRoot.isEmpty()) {
        const QString &root = options.slurmRunRoot;
        if (!QDir::isAbsolutePath(root)) {
            problems.append({LauncherOption::SlurmRunRoot, CoreTr::tr("“%1” is not an absolute path.").arg(root)});
        } else if (!QFileInfo(root).isDir()) {
            problems.append({LauncherOption::SlurmRunRoot, CoreTr::tr("%1 is not a folder on this machine.").arg(root)});
        } else if (!runParent.isEmpty()) {
            const QString parent = QDir::cleanPath(QDir(runParent).absolutePath());
            const QString cleanRoot = QDir::cleanPath(root);
            if (!isInsideFolder(parent, cleanRoot) || !isInsideFolder(resolveExistingPart(parent), resolveExistingPart(cleanRoot))) {
                problems.append({LauncherOption::SlurmRunRoot,
                                 CoreTr::tr("New run folders go into %1, which is not inside %2; the compute nodes would not "
                                            "see them.")
                                     .arg(parent, cleanRoot)});
            }
        }
    }
    return problems;
}

bool checkSshLogin(const LaunchTarget &target, const LauncherOptions &options, SshLoginAnswer *answer, QString *error)
{
    error->clear();
    if (target.kind != LaunchTarget::Kind::Ssh) {
        *error = CoreTr::tr("%1 is not an SSH target.").arg(target.toString());
        return false;
    }
    const SshClient client(target, options);
    if (!client.valid(error))
        return false;
    const SshClient::Result r = client.runScript(QStringLiteral("uname -n"), {}, kLoginTimeoutMs);
    if (!r.ok) {
        *error = r.error.isEmpty() ? CoreTr::tr("The host answered with exit code %1.").arg(r.exitCode) : r.error;
        return false;
    }
    answer->hostName = QString::fromUtf8(r.out).trimmed();
    // Where a run folder named "x" would go, as the launcher decides it (asking the host for its
    // home folder when the root lies under ~): the root is its parent.
    SshLauncher launcher(target, options);
    QString hostDir;
    if (!launcher.hostRunDir(QStringLiteral("/x"), &hostDir, error))
        return false;
    answer->runRoot = QFileInfo(hostDir).path();
    return true;
}

} // namespace pilot
