#include "core/launch/slurmqueuephase.h"

#include "core/support/atomicfile.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace pilot {

namespace {

constexpr qint64 kMaxQueueFileBytes = 64 * 1024;

} // namespace

bool writeSlurmQueuePhase(const QString &runDir, const SlurmQueuePhase &phase, QString *error)
{
    const QJsonObject o{{QStringLiteral("schema"), 1},
                        {QStringLiteral("job_id"), phase.jobId},
                        {QStringLiteral("submitted"), phase.submitted.toUTC().toString(Qt::ISODate)},
                        {QStringLiteral("started"), phase.started.toUTC().toString(Qt::ISODate)},
                        {QStringLiteral("pending_seconds"), phase.pendingSeconds},
                        {QStringLiteral("state"), phase.state}};
    return writeFileAtomically(QDir(runDir).filePath(QLatin1String(kSlurmQueueFile)), QJsonDocument(o).toJson(QJsonDocument::Indented),
                               error);
}

bool readSlurmQueuePhase(const QString &runDir, SlurmQueuePhase *phase, QString *error)
{
    const QString path = QDir(runDir).filePath(QLatin1String(kSlurmQueueFile));
    QByteArray data;
    if (!readOptionalRegularFile(path, kMaxQueueFileBytes, &data, error))
        return false;
    const QJsonObject o = QJsonDocument::fromJson(data).object();
    SlurmQueuePhase p;
    p.jobId = o.value(QStringLiteral("job_id")).toString();
    p.submitted = QDateTime::fromString(o.value(QStringLiteral("submitted")).toString(), Qt::ISODate);
    p.started = QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODate);
    const QJsonValue pending = o.value(QStringLiteral("pending_seconds"));
    p.pendingSeconds = pending.toDouble(-1);
    p.state = o.value(QStringLiteral("state")).toString();
    if (p.jobId.isEmpty() || !p.submitted.isValid() || !p.started.isValid() || !pending.isDouble() || p.pendingSeconds < 0) {
        *error = CoreTr::tr("%1: expected job_id, submitted, started and pending_seconds of a Slurm job.").arg(path);
        return false;
    }
    *phase = p;
    return true;
}

std::optional<PhaseTotal> slurmPendingPhase(const QString &runDir, const LaunchRecord &record, const ProcessProbe &probe,
                                            const QDateTime &now)
{
    if (record.launcher != QLatin1String("slurm") || record.slurmJobId.isEmpty())
        return std::nullopt;
    SlurmQueuePhase recorded;
    QString error;
    if (readSlurmQueuePhase(runDir, &recorded, &error) && recorded.jobId == record.slurmJobId)
        return PhaseTotal{QLatin1String(kSlurmPendingPhase), recorded.pendingSeconds, 1, false};
    if (probe.state == ProcessProbe::State::Queued && record.started.isValid())
        return PhaseTotal{QLatin1String(kSlurmPendingPhase), std::max(0.0, record.started.msecsTo(now) / 1000.0), 1, true};
    return std::nullopt;
}

} // namespace pilot
