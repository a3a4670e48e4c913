#include "core/launch/sshclient.h"

#include "core/support/coretr.h"
#include "core/support/shellquote.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace pilot {

namespace {

constexpr int kConnectTimeoutSeconds = 15;
constexpr int kMaxShownErrorChars = 2000;

// ssh expands '%' tokens (and a leading '~') in IdentityFile and UserKnownHostsFile, also when
// given with -i and -o: a literal '%' is written '%%'.
QString sshPathToken(const QString &path)
{
    QString escaped = path;
    escaped.replace(QLatin1Char('%'), QLatin1String("%%"));
    return escaped;
}

QString tail(const QByteArray &text)
{
    QString s = QString::fromUtf8(text).trimmed();
    s.remove(QLatin1Char('\r'));
    if (s.size() > kMaxShownErrorChars)
        s = QStringLiteral("…") + s.right(kMaxShownErrorChars);
    return s;
}

bool safeOptionPath(const QString &path)
{
    return !path.contains(QLatin1Char('\n')) && !path.contains(QLatin1Char('\r')) && !path.contains(QLatin1Char('"'))
           && !path.contains(QChar(0));
}

} // namespace

SshClient::SshClient(const LaunchTarget &target, const LauncherOptions &options)
    : m_target(target)
    , m_options(options)
{
}

bool SshClient::valid(QString *error) const
{
    for (const QString &path : {m_options.sshConfigFile, m_options.sshIdentityFile, m_options.sshKnownHostsFile}) {
        if (!safeOptionPath(path)) {
            *error = CoreTr::tr("The SSH setting “%1” contains a line break or a double quote; ssh cannot be given such a path.").arg(path);
            return false;
        }
    }
    return true;
}

QString SshClient::hostText() const
{
    return m_target.port > 0 ? QStringLiteral("%1 (port %2)").arg(m_target.sshDestination()).arg(m_target.port) : m_target.sshDestination();
}

QStringList SshClient::sshOptions() const
{
    // The command line's -o options win over any configuration file, so these hold whatever the
    // user's ~/.ssh/config or -F file says: never a prompt, never a host key taken on trust.
    QStringList o{QStringLiteral("-T"),
                  QStringLiteral("-o"),
                  QStringLiteral("BatchMode=yes"),
                  QStringLiteral("-o"),
                  QStringLiteral("StrictHostKeyChecking=yes"),
                  QStringLiteral("-o"),
                  QStringLiteral("ConnectTimeout=%1").arg(kConnectTimeoutSeconds),
                  QStringLiteral("-o"),
                  QStringLiteral("ServerAliveInterval=10"),
                  QStringLiteral("-o"),
                  QStringLiteral("ServerAliveCountMax=3")};
    if (!m_options.sshConfigFile.isEmpty())
        o << QStringLiteral("-F") << m_options.sshConfigFile;
    if (!m_options.sshIdentityFile.isEmpty())
        o << QStringLiteral("-i") << sshPathToken(m_options.sshIdentityFile) << QStringLiteral("-o")
          << QStringLiteral("IdentitiesOnly=yes");
    if (!m_options.sshKnownHostsFile.isEmpty())
        o << QStringLiteral("-o") << QStringLiteral("UserKnownHostsFile=\"%1\"").arg(sshPathToken(m_options.sshKnownHostsFile));
    if (m_target.port > 0)
        o << QStringLiteral("-p") << QString::number(m_target.port);
    return o;
}

SshClient::Result SshClient::run(const QString &program, const QStringList &arguments, int timeoutMs) const
{
    Result r;
    QProcess p;
    // The user's own environment, given on purpose: ssh needs HOME and the agent's socket.
    p.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    p.setProgram(program);
    p.setArguments(arguments);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start();
    if (!p.waitForStarted(30000)) {
        r.error = CoreTr::tr("The program “%1” could not be started (%2); the SSH launcher needs the OpenSSH client and rsync.")
                      .arg(program, p.errorString());
        return r;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        r.error = CoreTr::tr("%1 did not answer within %2 seconds.").arg(hostText()).arg(timeoutMs / 1000);
        return r;
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    const QString said = tail(r.err);
    // ssh (and rsync through it) says why the connection failed on standard error; these are
    // OpenSSH's own words, not translated by it.
    if (said.contains(QLatin1String("Host key verification failed")) || said.contains(QLatin1String("HOST IDENTIFICATION HAS CHANGED"))
        || said.contains(QLatin1String("host key is known"))) {
        const QString scan = m_target.port > 0 ? QStringLiteral("ssh-keyscan -p %1 %2").arg(m_target.port).arg(m_target.host)
                                               : QStringLiteral("ssh-keyscan %1").arg(m_target.host);
        r.error = CoreTr::tr("The host key of %1 is not known, or it has changed, so nothing was done there. Check the key with "
                             "the host's administrator, then add it to your known hosts (for example with “%2”, comparing the "
                             "fingerprint, or by logging in once with ssh in a terminal). ssh said: %3")
                      .arg(hostText(), scan, said);
        return r;
    }
    if (said.contains(QLatin1String("Permission denied"))) {
        r.error = CoreTr::tr("%1 refused the login. The SSH launcher logs in with keys only and never asks for a password: load "
                             "the key into your SSH agent or name it in the SSH settings. ssh said: %2")
                      .arg(hostText(), said);
        return r;
    }
    // ssh exits 255 when it could not run the command (our scripts never use that code);
    // rsync passes it on.
    if (r.exitCode == 255 || r.exitCode < 0) {
        r.error = CoreTr::tr("Cannot reach %1 over SSH: %2").arg(hostText(), said.isEmpty() ? p.errorString() : said);
        return r;
    }
    r.reached = true;
    r.ok = r.exitCode == 0;
    if (!r.ok)
        r.error = CoreTr::tr("A command on %1 failed (exit code %2): %3").arg(hostText()).arg(r.exitCode).arg(said);
    return r;
}

SshClient::Result SshClient::runScript(const QString &script, const QStringList &args, int timeoutMs) const
{
    // ssh joins its command words with spaces and hands the line to the login shell: one
    // string, every word quoted, the script itself a constant of this program.
    const std::optional<QString> quotedScript = shellQuote(script);
    const std::optional<QString> quotedArgs = shellQuoteWords(args);
    if (!quotedScript || !quotedArgs) {
        Result r;
        r.error = CoreTr::tr("A value for the host contains a NUL character, which no command line can carry.");
        return r;
    }
    const QString remote = QStringLiteral("sh -c %1 sh %2").arg(*quotedScript, *quotedArgs);
    QStringList argv = sshOptions();
    argv << QStringLiteral("--") << m_target.sshDestination() << remote;
    return run(QStringLiteral("ssh"), argv, timeoutMs);
}

SshClient::Result SshClient::rsync(const QStringList &args, int timeoutMs) const
{
    // rsync splits -e at spaces and honours single quotes: the same quoting as a shell. -s
    // (--secluded-args, formerly --protect-args) sends the file names through rsync's own
    // protocol instead of the remote shell.
    // valid() has refused option paths with NUL, so the words always have a quoted form.
    QStringList argv{QStringLiteral("-e"), shellQuoteWords(QStringList{QStringLiteral("ssh")} + sshOptions()).value_or(QString()),
                     QStringLiteral("-s"), QStringLiteral("--timeout=60")};
    argv << args;
    return run(QStringLiteral("rsync"), argv, timeoutMs);
}

QString SshClient::remotePath(const QString &path) const
{
    const QString host = m_target.user.isEmpty() ? m_target.host : m_target.user + QLatin1Char('@') + m_target.host;
    return host + QLatin1Char(':') + path;
}

} // namespace pilot
