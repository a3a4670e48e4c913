#include "core/job/launchtarget.h"

#include "core/support/coretr.h"
#include "core/support/safename.h"

#include <QRegularExpression>

namespace pilot {

namespace {

// Names that reach ssh or sbatch as arguments: a leading '-' would read as an option, and
// anything beyond these characters has no business in a host, user or partition name.
bool isPlainName(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]*\\z"));
    return text.size() <= 253 && plain.match(text).hasMatch();
}

bool isBracketedIpv6(const QString &text)
{
    static const QRegularExpression ipv6(QStringLiteral("^\\[[0-9A-Fa-f:.]+\\]\\z"));
    return text.size() <= 47 && ipv6.match(text).hasMatch();
}

bool failWith(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool parseSsh(const QString &rest, LaunchTarget *target, QString *error)
{
    QString hostPort = rest;
    if (const qsizetype at = hostPort.lastIndexOf(QLatin1Char('@')); at >= 0) {
        target->user = hostPort.left(at);
        hostPort = hostPort.mid(at + 1);
        if (!isPlainName(target->user))
            return failWith(error, CoreTr::tr("The user name “%1” of the SSH target may hold only letters, digits, '.', '-' and '_', "
                                              "and may not start with '-' or '.'.")
                                       .arg(target->user));
    }
    // A port follows the last ':' outside an IPv6 address's brackets.
    const qsizetype bracketEnd = hostPort.lastIndexOf(QLatin1Char(']'));
    const qsizetype colon = hostPort.lastIndexOf(QLatin1Char(':'));
    if (colon > bracketEnd) {
        bool ok = false;
        const QString portText = hostPort.mid(colon + 1);
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535 || portText.startsWith(QLatin1Char('+')))
            return failWith(error, CoreTr::tr("The port “%1” of the SSH target is not a number from 1 to 65535.").arg(portText));
        target->port = port;
        hostPort = hostPort.left(colon);
    }
    if (hostPort.isEmpty())
        return failWith(error, CoreTr::tr("The SSH target names no host: write ssh://host, ssh://user@host or ssh://user@host:port."));
    if (!isPlainName(hostPort) && !isBracketedIpv6(hostPort))
        return failWith(error, CoreTr::tr("The host name “%1” of the SSH target may hold only letters, digits, '.', '-' and '_', "
                                          "and may not start with '-' or '.'.")
                                   .arg(hostPort));
    target->host = hostPort;
    return true;
}

} // namespace

bool LaunchTarget::parse(const QString &text, LaunchTarget *target, QString *error)
{
    LaunchTarget parsed;
    if (hasControlCharacter(text))
        return failWith(error, CoreTr::tr("The launch target “%1” contains a control character (a line break, a tab …), which no "
                                          "host, user or partition name may hold.")
                                   .arg(printableText(text)));
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("local")) {
        *target = parsed;
        return true;
    }
    if (trimmed.startsWith(QLatin1String("ssh://"))) {
        parsed.kind = Kind::Ssh;
        if (!parseSsh(trimmed.mid(6), &parsed, error))
            return false;
        *target = parsed;
        return true;
    }
    if (trimmed == QLatin1String("slurm") || trimmed.startsWith(QLatin1String("slurm:"))) {
        parsed.kind = Kind::Slurm;
        parsed.partition = trimmed.mid(6);
        if (trimmed.size() > 5 && !isPlainName(parsed.partition))
            return failWith(error, CoreTr::tr("The Slurm partition “%1” may hold only letters, digits, '.', '-' and '_', "
                                              "and may not start with '-' or '.'.")
                                       .arg(parsed.partition));
        *target = parsed;
        return true;
    }
    return failWith(error,
                    CoreTr::tr("“%1” is not a launch target: write local, ssh://[user@]host[:port] or slurm[:partition].").arg(trimmed));
}

QString LaunchTarget::toString() const
{
    switch (kind) {
    case Kind::Local:
        return QStringLiteral("local");
    case Kind::Ssh:
        return QStringLiteral("ssh://") + (user.isEmpty() ? QString() : user + QLatin1Char('@')) + host
               + (port > 0 ? QStringLiteral(":%1").arg(port) : QString());
    case Kind::Slurm:
        return partition.isEmpty() ? QStringLiteral("slurm") : QStringLiteral("slurm:") + partition;
    }
    return {};
}

QString LaunchTarget::sshDestination() const
{
    // ssh takes an IPv6 address without brackets as its destination (the port goes to -p).
    QString bare = host;
    if (bare.startsWith(QLatin1Char('[')))
        bare = bare.mid(1, bare.size() - 2);
    return user.isEmpty() ? bare : user + QLatin1Char('@') + bare;
}

QString LaunchTarget::launcherName() const
{
    switch (kind) {
    case Kind::Local:
        return QStringLiteral("local");
    case Kind::Ssh:
        return QStringLiteral("ssh");
    case Kind::Slurm:
        return QStringLiteral("slurm");
    }
    return {};
}

bool LaunchTarget::operator==(const LaunchTarget &other) const
{
    return kind == other.kind && user == other.user && host == other.host && port == other.port && partition == other.partition;
}

} // namespace pilot
