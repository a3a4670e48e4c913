#include "core/launch/launchrecord.h"

#include "core/support/atomicfile.h"
#include "core/support/coretr.h"
#include "core/support/jsonfields.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace pilot {

namespace {

// launch.json holds an argv and a few names; anything near this size is not one.
constexpr qint64 kMaxLaunchRecordBytes = 1024 * 1024;

const char *const kKnownKeys[] = {"schema",          "launcher",          "target",  "host",     "host_run_dir", "pid",
                                  "pid_start_ticks", "slurm_job_id",      "started", "argv",     "backend",      "backend_version",
                                  "job_sha256",      "environment_label", "env",     "versions", "companions",   "staging_seconds",
                                  "launch_token"};

constexpr qsizetype kMaxEntries = 256;

// The optional parts a launch.json of this version may hold: the backend's environment, the
// versions it found, the companions. Their absence is no error (older records lack them).
void readExtensions(const QJsonObject &o, JsonFields &fields, LaunchRecord *r)
{
    if (o.contains(QLatin1String("env"))) {
        const QJsonValue env = o.value(QLatin1String("env"));
        if (!env.isObject() || env.toObject().size() > kMaxEntries) {
            fields.error(QStringLiteral("env"), CoreTr::tr("expected an object of texts"));
        } else {
            const QJsonObject e = env.toObject();
            for (auto it = e.constBegin(); it != e.constEnd(); ++it) {
                if (!it.value().isString()) {
                    fields.error(QStringLiteral("env.") + it.key(), CoreTr::tr("expected text"));
                    continue;
                }
                r->env.insert(it.key(), it.value().toString());
            }
        }
    }
    if (o.contains(QLatin1String("versions"))) {
        const QJsonValue versions = o.value(QLatin1String("versions"));
        if (!versions.isArray() || versions.toArray().size() > kMaxEntries) {
            fields.error(QStringLiteral("versions"), CoreTr::tr("expected a list of name and version objects"));
        } else {
            for (const QJsonValue &v : versions.toArray()) {
                const QJsonObject item = v.toObject();
                if (!item.value(QLatin1String("name")).isString() || !item.value(QLatin1String("version")).isString()) {
                    fields.error(QStringLiteral("versions"), CoreTr::tr("expected a list of name and version objects"));
                    break;
                }
                r->versions.append({item.value(QLatin1String("name")).toString(), item.value(QLatin1String("version")).toString()});
            }
        }
    }
    if (o.contains(QLatin1String("companions"))) {
        const QJsonValue companions = o.value(QLatin1String("companions"));
        if (!companions.isArray() || companions.toArray().size() > kMaxEntries) {
            fields.error(QStringLiteral("companions"), CoreTr::tr("expected a list of objects"));
        } else {
            int index = 0;
            for (const QJsonValue &v : companions.toArray()) {
                const QString at = QStringLiteral("companions[%1]").arg(index++);
                if (!v.isObject()) {
                    fields.error(at, CoreTr::tr("expected an object"));
                    continue;
                }
                const QJsonObject item = v.toObject();
                LaunchCompanion c;
                fields.textList(item, at, "argv", &c.argv, true);
                fields.text(item, at, "output", &c.output);
                fields.text(item, at, "note", &c.note);
                c.started = item.value(QLatin1String("started")).toBool();
                r->companions.append(c);
            }
        }
    }
}

} // namespace

QJsonObject LaunchRecord::toJson() const
{
    QJsonObject o = extra;
    o.insert(QStringLiteral("schema"), kSchemaVersion);
    o.insert(QStringLiteral("launcher"), launcher);
    o.insert(QStringLiteral("target"), target);
    o.insert(QStringLiteral("host"), host);
    o.insert(QStringLiteral("host_run_dir"), hostRunDir);
    if (pid > 0)
        o.insert(QStringLiteral("pid"), pid);
    if (pidStartTicks > 0)
        o.insert(QStringLiteral("pid_start_ticks"), QString::number(pidStartTicks)); // beyond 2^53 in principle: text
    if (!slurmJobId.isEmpty())
        o.insert(QStringLiteral("slurm_job_id"), slurmJobId);
    if (!launchToken.isEmpty())
        o.insert(QStringLiteral("launch_token"), launchToken);
    o.insert(QStringLiteral("started"), started.toUTC().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("argv"), QJsonArray::fromStringList(argv));
    o.insert(QStringLiteral("backend"), backend);
    o.insert(QStringLiteral("backend_version"), backendVersion);
    o.insert(QStringLiteral("job_sha256"), jobSha256);
    if (!environmentLabel.isEmpty())
        o.insert(QStringLiteral("environment_label"), environmentLabel);
    if (stagingSeconds)
        o.insert(QStringLiteral("staging_seconds"), *stagingSeconds);
    if (!env.isEmpty()) {
        QJsonObject e;
        for (auto it = env.constBegin(); it != env.constEnd(); ++it)
            e.insert(it.key(), it.value());
        o.insert(QStringLiteral("env"), e);
    }
    if (!versions.isEmpty()) {
        QJsonArray list;
        for (const auto &[name, version] : versions)
            list.append(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("version"), version}});
        o.insert(QStringLiteral("versions"), list);
    }
    if (!companions.isEmpty()) {
        QJsonArray list;
        for (const LaunchCompanion &c : companions) {
            QJsonObject item{{QStringLiteral("argv"), QJsonArray::fromStringList(c.argv)},
                             {QStringLiteral("output"), c.output},
                             {QStringLiteral("started"), c.started}};
            if (!c.note.isEmpty())
                item.insert(QStringLiteral("note"), c.note);
            list.append(item);
        }
        o.insert(QStringLiteral("companions"), list);
    }
    return o;
}

bool readLaunchRecord(const QString &runDir, LaunchRecord *record, QString *error)
{
    const QString path = QDir(runDir).filePath(QLatin1String(kLaunchRecordFile));
    QJsonObject o;
    if (!readOptionalJsonObject(path, kMaxLaunchRecordBytes, &o, error))
        return false;
    Diagnostics diagnostics;
    JsonFields fields(path, &diagnostics);
    LaunchRecord r;
    fields.schema(o, LaunchRecord::kSchemaVersion);
    fields.text(o, {}, "launcher", &r.launcher, true, {QStringLiteral("local"), QStringLiteral("ssh"), QStringLiteral("slurm")});
    fields.text(o, {}, "target", &r.target, true);
    fields.text(o, {}, "host", &r.host);
    fields.text(o, {}, "host_run_dir", &r.hostRunDir);
    fields.integer(o, {}, "pid", &r.pid, 1);
    QString ticks;
    fields.text(o, {}, "pid_start_ticks", &ticks);
    if (!ticks.isEmpty()) {
        bool ok = false;
        r.pidStartTicks = ticks.toULongLong(&ok);
        if (!ok)
            fields.error(QStringLiteral("pid_start_ticks"), CoreTr::tr("expected a whole number as text, found “%1”").arg(ticks));
    }
    fields.text(o, {}, "slurm_job_id", &r.slurmJobId);
    fields.text(o, {}, "launch_token", &r.launchToken);
    QString started;
    fields.text(o, {}, "started", &started, true);
    r.started = QDateTime::fromString(started, Qt::ISODateWithMs);
    if (!started.isEmpty() && !r.started.isValid())
        fields.error(QStringLiteral("started"), CoreTr::tr("expected an ISO 8601 date and time, found “%1”").arg(started));
    fields.textList(o, {}, "argv", &r.argv, true);
    fields.text(o, {}, "backend", &r.backend, true);
    fields.text(o, {}, "backend_version", &r.backendVersion);
    fields.text(o, {}, "job_sha256", &r.jobSha256);
    fields.text(o, {}, "environment_label", &r.environmentLabel);
    if (o.contains(QLatin1String("staging_seconds"))) {
        double staging = 0;
        fields.number(o, {}, "staging_seconds", &staging, 0, 1e9);
        r.stagingSeconds = staging;
    }
    readExtensions(o, fields, &r);
    if (hasErrors(diagnostics)) {
        *error = diagnosticsText(diagnostics);
        return false;
    }
    r.extra = o;
    for (const char *key : kKnownKeys)
        r.extra.remove(QLatin1String(key));
    *record = r;
    return true;
}

bool writeLaunchRecord(const QString &runDir, const LaunchRecord &record, QString *error)
{
    const QByteArray data = QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented);
    return writeFileAtomically(QDir(runDir).filePath(QLatin1String(kLaunchRecordFile)), data, error);
}

} // namespace pilot
