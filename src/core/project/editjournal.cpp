#include "core/project/editjournal.h"

#include "core/support/atomicfile.h"
#include "core/support/regularfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QSysInfo>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace pilot {

namespace {

constexpr char kFormat[] = "migration-pilot/edit-journal@1";

QString hostName()
{
    return QSysInfo::machineHostName();
}

// Whether the process that wrote a journal still runs here (then its window holds the edits).
bool writerAlive(const EditJournal &journal)
{
    if (journal.host != hostName() || journal.pid <= 0)
        return false;
    if (journal.pid == qint64(::getpid()))
        return true;
    return ::kill(pid_t(journal.pid), 0) == 0 || errno == EPERM;
}

} // namespace

QString journalFolder()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(base.isEmpty() ? QDir::homePath() + QStringLiteral("/.local/share/migration-pilot") : base)
        .filePath(QStringLiteral("recovery"));
}

QString journalPathFor(const QString &projectPath)
{
    // A name from the path's hash: one file per project, whatever characters its path has.
    const QString key = projectPath.isEmpty() ? QStringLiteral("untitled-%1-%2").arg(hostName()).arg(::getpid())
                                              : resolveSymlinks(QFileInfo(projectPath).absoluteFilePath());
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return QDir(journalFolder()).filePath(QString::fromLatin1(hash) + QStringLiteral(".journal"));
}

bool writeEditJournal(const EditJournal &journal, QString *error)
{
    if (!QDir().mkpath(journalFolder())) {
        *error = QStringLiteral("%1: cannot create the folder").arg(journalFolder());
        return false;
    }
    QJsonObject o{{QStringLiteral("format"), QLatin1String(kFormat)},
                  {QStringLiteral("project"), journal.projectPath},
                  {QStringLiteral("written"), journal.written.toUTC().toString(Qt::ISODateWithMs)},
                  {QStringLiteral("base_sha256"), QString::fromLatin1(journal.baseHash)},
                  {QStringLiteral("pid"), journal.pid},
                  {QStringLiteral("host"), journal.host},
                  {QStringLiteral("text"), QString::fromUtf8(journal.text)}};
    // The whole journal is one JSON document written atomically: a crash while writing leaves
    // the previous journal, never half of one.
    return writeFileAtomically(journalPathFor(journal.projectPath), QJsonDocument(o).toJson(QJsonDocument::Compact), error);
}

std::optional<EditJournal> readEditJournal(const QString &path, QString *error)
{
    QByteArray bytes;
    QString why;
    bool tooLarge = false;
    if (!readRegularFile(path, kMaxJournalBytes, &bytes, &why, &tooLarge)) {
        *error = tooLarge ? QStringLiteral("%1: larger than %2 bytes").arg(path).arg(kMaxJournalBytes) : QStringLiteral("%1: %2").arg(path, why);
        return std::nullopt;
    }
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    const QJsonObject o = doc.object();
    if (parse.error != QJsonParseError::NoError || o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)
        || !o.value(QStringLiteral("text")).isString()) {
        *error = QStringLiteral("%1: not an edit journal of this version (torn or foreign)").arg(path);
        return std::nullopt;
    }
    EditJournal j;
    j.projectPath = o.value(QStringLiteral("project")).toString();
    j.written = QDateTime::fromString(o.value(QStringLiteral("written")).toString(), Qt::ISODateWithMs);
    j.baseHash = o.value(QStringLiteral("base_sha256")).toString().toLatin1();
    j.pid = o.value(QStringLiteral("pid")).toInteger();
    j.host = o.value(QStringLiteral("host")).toString();
    j.text = o.value(QStringLiteral("text")).toString().toUtf8();
    j.file = path;
    return j;
}

void removeEditJournal(const QString &projectPath)
{
    QFile::remove(journalPathFor(projectPath));
}

QList<EditJournal> leftJournals()
{
    QList<EditJournal> out;
    const QDir folder(journalFolder());
    for (const QString &name : folder.entryList({QStringLiteral("*.journal")}, QDir::Files)) {
        QString error;
        const std::optional<EditJournal> j = readEditJournal(folder.filePath(name), &error);
        if (j && !writerAlive(*j))
            out.append(*j);
    }
    std::sort(out.begin(), out.end(), [](const EditJournal &a, const EditJournal &b) { return a.written > b.written; });
    return out;
}

std::optional<EditJournal> leftJournalFor(const QString &projectPath)
{
    QString error;
    const std::optional<EditJournal> j = readEditJournal(journalPathFor(projectPath), &error);
    if (!j || writerAlive(*j))
        return std::nullopt;
    return j;
}

} // namespace pilot
