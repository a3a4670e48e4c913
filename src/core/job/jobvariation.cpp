#include "core/job/jobvariation.h"

#include "core/job/jobspecio.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>

namespace pilot {

namespace {

// Every leaf of a job as `a.b.c` → its JSON text; arrays are leaves (target modules, betas).
void flatten(const QJsonObject &object, const QString &prefix, QMap<QString, QString> *out)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it.value().isObject()) {
            flatten(it.value().toObject(), key, out);
        } else {
            const QJsonDocument doc = it.value().isArray() ? QJsonDocument(it.value().toArray())
                                                           : QJsonDocument(QJsonArray{it.value()});
            QString text = QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
            if (!it.value().isArray())
                text = text.mid(1, text.size() - 2); // the value alone, without the wrapping [ ]
            out->insert(key, text);
        }
    }
}

bool ignored(const QString &key)
{
    // Names and bookkeeping, and where the job runs: not what it trains.
    static const QStringList roots{QStringLiteral("run_id"), QStringLiteral("name"),   QStringLiteral("role"),
                                   QStringLiteral("backend"), QStringLiteral("device"), QStringLiteral("threads"),
                                   QStringLiteral("resume"),  QStringLiteral("eval"),   QStringLiteral("checkpoint")};
    return roots.contains(key.section(QLatin1Char('.'), 0, 0));
}

std::optional<ScalingVariable> variableOf(const QString &key)
{
    if (key == QLatin1String("data.train") || key == QLatin1String("data.sha256.train") || key == QLatin1String("data.version"))
        return ScalingVariable::DataSize;
    if (key == QLatin1String("train.seq_len"))
        return ScalingVariable::SequenceLength;
    if (key == QLatin1String("train.micro_batch"))
        return ScalingVariable::MicroBatch;
    return std::nullopt;
}

// The paths a job names, by key, and the SHA-256 that pins a data file where the job gives one.
QList<std::pair<QString, std::pair<QString, QString>>> pathsOf(const JobSpec &j)
{
    return {{QStringLiteral("model.path"), {j.model.path, QString()}},
            {QStringLiteral("model.init_checkpoint"), {j.model.initCheckpoint, QString()}},
            {QStringLiteral("tokenizer.path"), {j.tokenizer.path, QString()}},
            {QStringLiteral("data.train"), {j.data.train, j.data.trainSha256}},
            {QStringLiteral("data.validation"), {j.data.validation, j.data.validationSha256}}};
}

} // namespace

JobVariation compareJobs(const JobSpec &base, int baseWorld, const JobSpec &candidate, int candidateWorld, const SamePath &samePath)
{
    QMap<QString, QString> a, b;
    flatten(jobSpecToJson(base), QString(), &a);
    flatten(jobSpecToJson(candidate), QString(), &b);
    // Paths are compared for what they name, not how: a pinned data file by its SHA-256 (which
    // is compared as a key of its own), anything else by samePath.
    const auto pathsA = pathsOf(base), pathsB = pathsOf(candidate);
    for (qsizetype i = 0; i < pathsA.size(); ++i) {
        const QString &key = pathsA.at(i).first;
        const auto &[pathA, shaA] = pathsA.at(i).second;
        const auto &[pathB, shaB] = pathsB.at(i).second;
        const bool pinned = !shaA.isEmpty() && !shaB.isEmpty();
        const bool same = pathA == pathB || (!pathA.isEmpty() && !pathB.isEmpty() && samePath && samePath(pathA, pathB));
        if (pinned || same) {
            a.remove(key);
            b.remove(key);
        }
    }
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    keys.sort();
    JobVariation v;
    for (const QString &key : keys) {
        if (ignored(key) || a.value(key) == b.value(key))
            continue;
        const std::optional<ScalingVariable> variable = variableOf(key);
        if (!variable) {
            v.otherKeys.append(key);
            continue;
        }
        // A new training file comes with its checksum and version: one change, the data.
        bool known = false;
        for (const JobVariation::Change &c : std::as_const(v.scaled))
            known = known || c.variable == *variable;
        if (!known) {
            // The data is shown by its file name; a new file with the same name by its checksum.
            QString from = a.value(key), to = b.value(key);
            if (*variable == ScalingVariable::DataSize) {
                from = QFileInfo(base.data.train).fileName();
                to = QFileInfo(candidate.data.train).fileName();
                if (from == to) {
                    from = base.data.trainSha256.left(12);
                    to = candidate.data.trainSha256.left(12);
                }
            }
            v.scaled.append({*variable, from, to});
        }
    }
    if (baseWorld != candidateWorld)
        v.scaled.append({ScalingVariable::WorldSize, QString::number(baseWorld), QString::number(candidateWorld)});
    return v;
}

QStringList jobPaths(const JobSpec &job)
{
    QStringList paths;
    for (const auto &[key, named] : pathsOf(job)) {
        if (!named.first.isEmpty())
            paths.append(named.first);
    }
    return paths;
}

QByteArray pathFingerprint(const QString &path)
{
    const auto fileFingerprint = [](const QString &file) -> QByteArray {
        RegularFile f;
        if (!f.open(file))
            return {};
        QByteArray head(int(std::min<qint64>(f.size(), 1024 * 1024)), '\0');
        const qint64 read = head.isEmpty() ? 0 : f.readAt(head.data(), head.size(), 0);
        if (read < 0)
            return {};
        head.truncate(read);
        return QByteArray::number(f.size()) + ':' + QCryptographicHash::hash(head, QCryptographicHash::Sha256).toHex();
    };
    const QFileInfo info(path);
    if (info.isDir()) {
        QByteArray out;
        for (const QFileInfo &file : QDir(path).entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name))
            out += file.fileName().toUtf8() + '=' + fileFingerprint(file.absoluteFilePath()) + '\n';
        return out;
    }
    return fileFingerprint(path);
}

QString scalingVariableTitle(ScalingVariable variable)
{
    switch (variable) {
    case ScalingVariable::DataSize:
        return CoreTr::tr("data size");
    case ScalingVariable::SequenceLength:
        return CoreTr::tr("sequence length");
    case ScalingVariable::WorldSize:
        return CoreTr::tr("world size");
    case ScalingVariable::MicroBatch:
        return CoreTr::tr("micro-batch");
    }
    return {};
}

QString JobVariation::description() const
{
    QStringList changes;
    for (const Change &c : scaled)
        changes.append(CoreTr::tr("%1 %2 → %3").arg(scalingVariableTitle(c.variable), c.from, c.to));
    if (isVariant())
        return CoreTr::tr("varies %1").arg(changes.constFirst());
    if (scaled.isEmpty() && otherKeys.isEmpty())
        return CoreTr::tr("the same training: it varies nothing");
    QStringList why;
    if (scaled.size() > 1)
        why.append(CoreTr::tr("it changes %1 scaling variables at once (%2); scale one at a time").arg(scaled.size()).arg(changes.join(QStringLiteral("; "))));
    if (!otherKeys.isEmpty())
        why.append((scaled.isEmpty() ? CoreTr::tr("it changes settings that are no scaling variables: %1")
                                     : CoreTr::tr("it also changes settings that are no scaling variables: %1"))
                       .arg(otherKeys.join(QStringLiteral(", "))));
    return CoreTr::tr("not a variant: %1").arg(why.join(QStringLiteral("; ")));
}

} // namespace pilot
