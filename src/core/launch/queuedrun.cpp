#include "core/launch/queuedrun.h"

#include "core/job/jobspecio.h"
#include "core/launch/launchrecord.h"
#include "core/support/atomicfile.h"
#include "core/support/coretr.h"
#include "core/support/jsonfields.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace pilot {

namespace {

// A few names and times; anything near this size is not one.
constexpr qint64 kMaxQueuedRunBytes = 256 * 1024;

const char *const kKnownKeys[] = {"schema", "state", "target", "role", "name", "queued", "ended", "reason"};

QString recordPath(const QString &runDir)
{
    return QDir(runDir).filePath(QLatin1String(kQueuedRunFile));
}

QString claimLockPath(const QString &runDir)
{
    return QDir(runDir).filePath(QStringLiteral(".queue.json.lock"));
}

QDateTime readTime(JsonFields &fields, const QJsonObject &o, const char *key, bool required)
{
    QString text;
    fields.text(o, {}, key, &text, required);
    const QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!text.isEmpty() && !t.isValid())
        fields.error(QLatin1String(key), CoreTr::tr("expected an ISO 8601 date and time, found “%1”").arg(text));
    return t;
}

} // namespace

QString queuedRunStateName(QueuedRun::State state)
{
    switch (state) {
    case QueuedRun::State::Queued:
        return QStringLiteral("queued");
    case QueuedRun::State::Cancelled:
        return QStringLiteral("cancelled");
    case QueuedRun::State::Failed:
        return QStringLiteral("failed");
    }
    return QStringLiteral("queued");
}

QJsonObject QueuedRun::toJson() const
{
    QJsonObject o = extra;
    o.insert(QStringLiteral("schema"), kSchemaVersion);
    o.insert(QStringLiteral("state"), queuedRunStateName(state));
    o.insert(QStringLiteral("target"), target);
    o.insert(QStringLiteral("role"), role);
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("queued"), queued.toUTC().toString(Qt::ISODateWithMs));
    if (ended.isValid())
        o.insert(QStringLiteral("ended"), ended.toUTC().toString(Qt::ISODateWithMs));
    else
        o.remove(QStringLiteral("ended"));
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), reason);
    else
        o.remove(QStringLiteral("reason"));
    return o;
}

bool readQueuedRun(const QString &runDir, QueuedRun *run, QString *error)
{
    const QString path = recordPath(runDir);
    QJsonObject o;
    if (!readOptionalJsonObject(path, kMaxQueuedRunBytes, &o, error))
        return false;
    Diagnostics diagnostics;
    JsonFields fields(path, &diagnostics);
    QueuedRun r;
    fields.schema(o, QueuedRun::kSchemaVersion);
    QString state;
    fields.text(o, {}, "state", &state, true, {QStringLiteral("queued"), QStringLiteral("cancelled"), QStringLiteral("failed")});
    r.state = state == QLatin1String("cancelled") ? QueuedRun::State::Cancelled
              : state == QLatin1String("failed")  ? QueuedRun::State::Failed
                                                  : QueuedRun::State::Queued;
    fields.text(o, {}, "target", &r.target, true);
    fields.text(o, {}, "role", &r.role, true, {QStringLiteral("reference"), QStringLiteral("pilot"), QStringLiteral("fallback")});
    fields.text(o, {}, "name", &r.name, true);
    r.queued = readTime(fields, o, "queued", true);
    r.ended = readTime(fields, o, "ended", false);
    fields.text(o, {}, "reason", &r.reason);
    if (hasErrors(diagnostics)) {
        *error = diagnosticsText(diagnostics);
        return false;
    }
    r.extra = o;
    for (const char *key : kKnownKeys)
        r.extra.remove(QLatin1String(key));
    *run = r;
    return true;
}

bool writeQueuedRun(const QString &runDir, const QueuedRun &run, QString *error)
{
    return writeFileAtomically(recordPath(runDir), QJsonDocument(run.toJson()).toJson(QJsonDocument::Indented), error);
}

bool queueRun(const QString &runDir, const JobSpec &job, const QueuedRun &run, QString *error)
{
    if (!writeJobSpec(job, QDir(runDir).filePath(QStringLiteral("job.json")), error))
        return false;
    return writeQueuedRun(runDir, run, error);
}

QueuedRunClaim::Result QueuedRunClaim::claim(const QString &runDir, QString *error)
{
    m_runDir = runDir;
    QString lockError;
    if (!m_lock.acquire(claimLockPath(runDir), 0, &lockError)) {
        // Held by another starter or canceller; any other failure (a planted link) is an error.
        if (queuedRunClaimed(runDir))
            return Result::Busy;
        *error = lockError;
        return Result::Error;
    }
    QString readError;
    if (!readQueuedRun(runDir, &m_run, &readError)) {
        m_lock.release();
        if (readError.isEmpty())
            return Result::NotQueued;
        *error = readError;
        return Result::Error;
    }
    // A record beside a launch.json is one a start left behind: the run is not waiting.
    if (m_run.state != QueuedRun::State::Queued || QFileInfo::exists(QDir(runDir).filePath(QLatin1String(kLaunchRecordFile)))) {
        m_lock.release();
        return Result::NotQueued;
    }
    return Result::Claimed;
}

bool QueuedRunClaim::started(QString *error)
{
    if (!m_lock.isHeld())
        return false;
    const QString path = recordPath(m_runDir);
    if (QFile::exists(path) && !QFile::remove(path)) {
        *error = CoreTr::tr("%1 cannot be removed.").arg(path);
        return false;
    }
    m_lock.release();
    return true;
}

bool QueuedRunClaim::failed(const QString &reason, QString *error)
{
    if (!m_lock.isHeld())
        return false;
    m_run.state = QueuedRun::State::Failed;
    m_run.ended = QDateTime::currentDateTimeUtc();
    m_run.reason = reason;
    const bool ok = writeQueuedRun(m_runDir, m_run, error);
    m_lock.release();
    return ok;
}

bool QueuedRunClaim::cancel(QString *error)
{
    if (!m_lock.isHeld())
        return false;
    m_run.state = QueuedRun::State::Cancelled;
    m_run.ended = QDateTime::currentDateTimeUtc();
    const bool ok = writeQueuedRun(m_runDir, m_run, error);
    m_lock.release();
    return ok;
}

bool cancelQueuedRun(const QString &runDir, QString *error)
{
    QueuedRunClaim claim;
    switch (claim.claim(runDir, error)) {
    case QueuedRunClaim::Result::Claimed:
        return claim.cancel(error);
    case QueuedRunClaim::Result::Busy:
        *error = CoreTr::tr("%1 is being started right now; abort it once it runs.").arg(runDir);
        return false;
    case QueuedRunClaim::Result::NotQueued:
        *error = CoreTr::tr("%1 is not waiting in a queue (it started, was cancelled or was refused).").arg(runDir);
        return false;
    case QueuedRunClaim::Result::Error:
        return false;
    }
    return false;
}

bool queuedRunClaimed(const QString &runDir)
{
    // Like the readers of run.lock: no file is created, a shared lock is tried and let go.
    const int fd = ::open(QFile::encodeName(claimLockPath(runDir)).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return false;
    int r;
    do {
        r = ::flock(fd, LOCK_SH | LOCK_NB);
    } while (r != 0 && errno == EINTR);
    const bool held = r != 0 && errno == EWOULDBLOCK;
    ::close(fd);
    return held;
}

QList<FoundQueuedRun> findQueuedRuns(const QString &runsFolder, int maxFolders)
{
    QList<FoundQueuedRun> found;
    QDirIterator it(runsFolder, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::NoSymLinks);
    for (int seen = 0; it.hasNext() && seen < maxFolders; ++seen) {
        const QString dir = QDir::cleanPath(QFileInfo(it.next()).absoluteFilePath());
        if (!QFileInfo::exists(QDir(dir).filePath(QLatin1String(kQueuedRunFile)))
            || QFileInfo::exists(QDir(dir).filePath(QLatin1String(kLaunchRecordFile))))
            continue;
        QueuedRun run;
        QString error;
        if (readQueuedRun(dir, &run, &error) && run.state == QueuedRun::State::Queued)
            found.append({dir, run});
    }
    // Oldest first; the folder name orders runs queued in the same millisecond.
    std::stable_sort(found.begin(), found.end(), [](const FoundQueuedRun &a, const FoundQueuedRun &b) {
        return a.run.queued != b.run.queued ? a.run.queued < b.run.queued : a.runDir < b.runDir;
    });
    return found;
}

} // namespace pilot
