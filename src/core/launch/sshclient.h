#pragma once

#include "core/launch/launcher.h"
#include "core/launch/launchtarget.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace pilot {

/// The OpenSSH client (`ssh`, and `rsync -e ssh`) as the SSH launcher uses it: always argv
/// lists, never a local shell. Every connection checks the host key strictly and never asks:
/// BatchMode=yes, StrictHostKeyChecking=yes, a connect timeout and keep-alives, plus `-F`,
/// `-i` and the known-hosts file from LauncherOptions when they are set. The one place where
/// a shell reads our words is the remote command line: runScript() quotes each word with
/// shellQuote() (core/support/shellquote.h). Used from one thread at a time; every call blocks.
class SshClient
{
public:
    /// How one ssh or rsync call ended.
    struct Result
    {
        bool ok = false;      ///< the command ran on the host and exited 0
        bool reached = false; ///< the host answered and let us in (the command's own failure is not a connection failure)
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        QString error; ///< a whole sentence for people when !ok
    };

    SshClient(const LaunchTarget &target, const LauncherOptions &options);

    /// False with `error` when an option cannot be handed to ssh safely (a path with a
    /// newline or a double quote).
    bool valid(QString *error) const;

    /// ssh's own options, shared by ssh and rsync's `-e`.
    QStringList sshOptions() const;

    /// Runs the constant POSIX shell `script` on the host as `sh -c SCRIPT sh ARGS…`: one round
    /// trip. User data goes only into `args`, each quoted as one word; the host's login shell
    /// must be a POSIX shell (sh, bash, dash, ksh, zsh).
    Result runScript(const QString &script, const QStringList &args, int timeoutMs) const;

    /// Runs `rsync -e 'ssh OPTIONS' ARGS…`; remote paths in `args` come from remotePath().
    /// Arguments reach the host through rsync's protocol, not a shell (`--secluded-args`).
    Result rsync(const QStringList &args, int timeoutMs) const;

    /// `[user@]host:path` for rsync.
    QString remotePath(const QString &path) const;

private:
    Result run(const QString &program, const QStringList &arguments, int timeoutMs) const;
    QString hostText() const;

    LaunchTarget m_target;
    LauncherOptions m_options;
};

} // namespace pilot
