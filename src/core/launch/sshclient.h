#pragma once

#include "core/job/launchtarget.h"
#include "core/launch/launcher.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace pilot {

/// The OpenSSH client (`ssh`, and `rsync -e ssh`) as the SSH launcher uses it: always argv
/// lists, never a local shell. Every connection checks the host key strictly and never asks:
/// BatchMode=yes, StrictHostKeyChecking=yes, a connect timeout and keep-alives, plus `-F`,
/// `-i` and the known-hosts file from LauncherOptions when they are set.
///
/// No user string is ever quoted for a local parser. rsync splits its `-e` command at spaces by
/// rules of its own (not a shell's), and ssh reads `%` tokens, `~` and quotes in some option
/// values; so the user's configuration, key and known-hosts files are reached through symbolic
/// links in a private folder this client makes (mode 0700, a path of plain characters), and
/// every word of the ssh command is plain: nothing to split, expand or quote. The one place
/// where a shell reads our words is the remote command line: runScript() quotes each word with
/// shellQuote() (core/support/shellquote.h) for the host's POSIX shell. Used from one thread at
/// a time; every call blocks.
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

    /// False with `error` when the target or an option holds a control character (a line
    /// break, a tab, an escape …), which no ssh argument may carry, or when the private folder
    /// of links cannot be made.
    bool valid(QString *error) const;

    /// ssh's own options, shared by ssh and rsync's `-e`: words of plain characters only
    /// ([A-Za-z0-9/._=-]), so rsync's splitting at spaces gives exactly these words. Empty
    /// with `error` when valid() would fail.
    QStringList sshOptions(QString *error) const;

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
    /// The folder of links to the option files, made at the first call.
    QString linkFolder(QString *error) const;

    LaunchTarget m_target;
    LauncherOptions m_options;
    mutable std::shared_ptr<QTemporaryDir> m_links; ///< shared by copies; removed with the last
};

} // namespace pilot
