#include "core/launch/sshclient.h"

#include "core/support/coretr.h"
#include "core/support/safename.h"
#include "core/support/shellquote.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <QProcess>
#include <QProcessEnvironment>

namespace pilot {

namespace {

constexpr int kConnectTimeoutSeconds = 15;
constexpr int kMaxShownErrorChars = 2000;

// A word that no parser on the way to ssh splits, expands or unquotes: rsync splits `-e` at
// spaces and reads quotes; ssh expands '%' and a leading '~' in file options.
bool plainWord(const QString &word)
{
    static const QRegularExpression plain(QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9/._=,:@+-]+")));
    return plain.match(word).hasMatch();
}

QString tail(const QByteArray &text)
{
    QString s = QString::fromUtf8(text).trimmed();
    s.remove(QLatin1Char('\r'));
    if (s.size() > kMaxShownErrorChars)
        s = QStringLiteral("…") + s.right(kMaxShownErrorChars);
    return s;
}

} // namespace

SshClient::SshClient(const LaunchTarget &target, const LauncherOptions &options)
    : m_target(target)
    , m_options(options)
{
}

bool SshClient::valid(QString *error) const
{
    for (const QString &name : {m_target.user, m_target.host}) {
        if (hasControlCharacter(name)) {
            *error = CoreTr::tr("The SSH target “%1” contains a control character (a line break, a tab …), which no ssh argument "
                                "may carry.")
                         .arg(printableText(m_target.toString()));
            return false;
        }
    }
    for (const QString &path : {m_options.sshConfigFile, m_options.sshIdentityFile, m_options.sshKnownHostsFile, m_options.remoteRunRoot}) {
        if (hasControlCharacter(path)) {
            *error = CoreTr::tr("The SSH setting “%1” contains a control character (a line break, a tab …); no ssh argument may "
                                "carry one.")
                         .arg(printableText(path));
            return false;
        }
    }
    return !linkFolder(error).isEmpty();
}

QString SshClient::linkFolder(QString *error) const
{
    if (m_links)
        return m_links->path();
    // Under TMPDIR when its path is plain, else under /tmp: the folder's path goes into ssh's
    // words as it is.
    for (const QString &base : {QDir::tempPath(), QStringLiteral("/tmp")}) {
        auto dir = std::make_shared<QTemporaryDir>(base + QStringLiteral("/pilot-ssh-XXXXXX"));
        if (!dir->isValid() || !plainWord(dir->path()))
            continue;
        // The user's files as given, made absolute (a link's relative target would be read
        // from the folder of links); ssh reads a key's .pub and -cert.pub beside it.
        const QList<QPair<QString, QString>> links{
            {m_options.sshConfigFile, QStringLiteral("config")},
            {m_options.sshIdentityFile, QStringLiteral("identity")},
            {m_options.sshIdentityFile.isEmpty() ? QString() : m_options.sshIdentityFile + QStringLiteral(".pub"),
             QStringLiteral("identity.pub")},
            {m_options.sshIdentityFile.isEmpty() ? QString() : m_options.sshIdentityFile + QStringLiteral("-cert.pub"),
             QStringLiteral("identity-cert.pub")},
            {m_options.sshKnownHostsFile, QStringLiteral("known_hosts")}};
        bool linked = true;
        for (const auto &[target, name] : links) {
            if (target.isEmpty() || (name.endsWith(QLatin1String(".pub")) && !QFileInfo::exists(target)))
                continue;
            linked = linked && QFile::link(QFileInfo(target).absoluteFilePath(), dir->filePath(name));
        }
        if (!linked) {
            *error = CoreTr::tr("Cannot make the links to the SSH settings' files in %1.").arg(dir->path());
            return {};
        }
        m_links = dir;
        return dir->path();
    }
    *error = CoreTr::tr("Cannot make a private folder for the SSH settings' files under %1 or /tmp.").arg(QDir::tempPath());
    return {};
}

QString SshClient::hostText() const
{
    return m_target.port > 0 ? QStringLiteral("%1 (port %2)").arg(m_target.sshDestination()).arg(m_target.port) : m_target.sshDestination();
}

QStringList SshClient::sshOptions(QString *error) const
{
    if (!valid(error))
        return {};
    const QString links = linkFolder(error);
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
        o << QStringLiteral("-F") << links + QStringLiteral("/config");
    if (!m_options.sshIdentityFile.isEmpty())
        o << QStringLiteral("-i") << links + QStringLiteral("/identity") << QStringLiteral("-o") << QStringLiteral("IdentitiesOnly=yes");
    if (!m_options.sshKnownHostsFile.isEmpty())
        o << QStringLiteral("-o") << QStringLiteral("UserKnownHostsFile=") + links + QStringLiteral("/known_hosts");
    if (m_target.port > 0)
        o << QStringLiteral("-p") << QString::number(m_target.port);
    for (const QString &word : std::as_const(o)) {
        if (!plainWord(word)) {
            *error = CoreTr::tr("An ssh option “%1” holds characters that could be split or expanded on their way to ssh.").arg(word);
            return {};
        }
    }
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
    QString said = tail(r.err);
    // ssh names the files by the links it was given: the user knows them by their own paths.
    if (m_links) {
        const QString links = m_links->path() + QLatin1Char('/');
        said.replace(links + QStringLiteral("config"), m_options.sshConfigFile)
            .replace(links + QStringLiteral("identity"), m_options.sshIdentityFile)
            .replace(links + QStringLiteral("known_hosts"), m_options.sshKnownHostsFile);
    }
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
    Result failed;
    QStringList argv = sshOptions(&failed.error);
    if (argv.isEmpty())
        return failed;
    argv << QStringLiteral("--") << m_target.sshDestination() << remote;
    return run(QStringLiteral("ssh"), argv, timeoutMs);
}

SshClient::Result SshClient::rsync(const QStringList &args, int timeoutMs) const
{
    // rsync splits -e at spaces (and reads quotes its own way): every word of ours is plain, so
    // the split gives them back exactly. -s (--secluded-args, formerly --protect-args) sends the
    // file names through rsync's own protocol instead of the remote shell.
    Result failed;
    const QStringList ssh = sshOptions(&failed.error);
    if (ssh.isEmpty())
        return failed;
    QStringList argv{QStringLiteral("-e"), (QStringList{QStringLiteral("ssh")} + ssh).join(QLatin1Char(' ')), QStringLiteral("-s"),
                     QStringLiteral("--timeout=60")};
    argv << args;
    return run(QStringLiteral("rsync"), argv, timeoutMs);
}

QString SshClient::remotePath(const QString &path) const
{
    const QString host = m_target.user.isEmpty() ? m_target.host : m_target.user + QLatin1Char('@') + m_target.host;
    return host + QLatin1Char(':') + path;
}

} // namespace pilot
