#include "core/job/jobidentity.h"

#include "common/filedigests.h"
#include "core/job/canonicaltext.h"
#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <set>
#include <stdexcept>

namespace pilot {

namespace {

// Names and bookkeeping, and where and how the job runs: none of them decides what it trains.
constexpr const char *kNotIdentity[] = {"run_id", "name", "role", "resume", "eval", "checkpoint", "backend", "device", "threads"};
constexpr qint64 kMaxSmallJsonBytes = 16 << 20; // config.json, the shard index (as the backends read them)

// A JSON text as an object, its numbers read as the canonical form reads them.
bool canonicalObject(const QByteArray &json, QJsonObject *out, QString *error)
{
    const QByteArray canonical = canonicalJsonText(json, error);
    if (canonical.isEmpty())
        return false;
    const QJsonDocument doc = QJsonDocument::fromJson(canonical);
    if (!doc.isObject()) {
        *error = CoreTr::tr("expected a JSON object");
        return false;
    }
    *out = doc.object();
    return true;
}

QString resolved(const QJsonValue &path, const QString &baseDir)
{
    const QString text = path.toString();
    if (text.isEmpty())
        return QString();
    return QDir::isAbsolutePath(text) ? text : QDir(baseDir).filePath(text);
}

bool digest(const QString &path, const char *field, QString *out, QString *error)
{
    try {
        *out = QString::fromStdString(fileSha256(QFile::encodeName(path).toStdString(), "cannot be read"));
        return true;
    } catch (const std::runtime_error &e) {
        *error = QLatin1String(field) + QLatin1String(": ") + QString::fromLocal8Bit(e.what());
        return false;
    }
}

bool jsonFile(const QString &path, const char *field, QJsonObject *out, QString *error)
{
    QByteArray text;
    QString why;
    if (!readRegularFile(path, kMaxSmallJsonBytes, &text, &why) || !canonicalObject(text, out, &why)) {
        *error = QLatin1String(field) + QLatin1String(": ") + path + QLatin1String(": ") + why;
        return false;
    }
    return true;
}

bool present(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink(); // a dangling link is there, and fails when read
}

// {file name: SHA-256} of the weights the model loads: model.safetensors, else every shard the
// index names.
bool weightDigests(const QString &folder, QJsonObject *out, QString *error)
{
    std::set<QString> names;
    if (present(QDir(folder).filePath(QStringLiteral("model.safetensors")))) {
        names.insert(QStringLiteral("model.safetensors"));
    } else {
        const QString index = QDir(folder).filePath(QStringLiteral("model.safetensors.index.json"));
        QJsonObject json;
        if (!jsonFile(index, "model.path", &json, error))
            return false;
        const QJsonObject map = json.value(QLatin1String("weight_map")).toObject();
        if (map.isEmpty()) {
            *error = CoreTr::tr("model.path: %1: weight_map: expected an object naming the shards").arg(index);
            return false;
        }
        for (auto it = map.begin(); it != map.end(); ++it) {
            const QString name = it.value().toString();
            if (!it.value().isString() || name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..")
                || name.contains(QLatin1Char('/')) || name.contains(QChar(0))) {
                *error = CoreTr::tr("model.path: %1: weight_map.%2 does not name a file of the folder").arg(index, it.key());
                return false;
            }
            names.insert(name);
        }
    }
    for (const QString &name : names) {
        QString sha;
        if (!digest(QDir(folder).filePath(name), "model.path", &sha, error))
            return false;
        out->insert(name, sha);
    }
    return true;
}

// A value's canonical text (wrapped in a list: a text's top level is an object or a list).
QString canonicalOf(const QJsonValue &value)
{
    QString error;
    const QString text = QString::fromUtf8(canonicalJsonText(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact), &error));
    return text.mid(1, text.size() - 2);
}

QString shown(const QString &canonical)
{
    return canonical.size() > 80 ? canonical.left(77) + QStringLiteral("...") : canonical;
}

void differ(const QString &path, const QJsonValue *a, const QJsonValue *b, QList<JobHashDifference> *out)
{
    if (a && b && a->isObject() && b->isObject()) {
        const QJsonObject x = a->toObject(), y = b->toObject();
        std::set<QString> keys;
        for (auto it = x.begin(); it != x.end(); ++it)
            keys.insert(it.key());
        for (auto it = y.begin(); it != y.end(); ++it)
            keys.insert(it.key());
        for (const QString &key : keys) {
            const QJsonValue l = x.value(key), r = y.value(key);
            differ(path.isEmpty() ? key : path + QLatin1Char('.') + key, x.contains(key) ? &l : nullptr, y.contains(key) ? &r : nullptr,
                   out);
        }
        return;
    }
    const QString left = a ? canonicalOf(*a) : QString(), right = b ? canonicalOf(*b) : QString();
    if (a && b && left == right)
        return;
    out->append(JobHashDifference{path, shown(left), shown(right)});
}

} // namespace

bool jobIdentity(const QByteArray &jobJson, const QString &baseDir, JobIdentity *out, QString *error)
{
    QJsonObject job;
    if (!canonicalObject(jobJson, &job, error))
        return false;
    QJsonObject id = job;
    for (const char *key : kNotIdentity)
        id.remove(QLatin1String(key));

    const QJsonObject jobData = job.value(QLatin1String("data")).toObject();
    QJsonObject data = jobData;
    data.remove(QLatin1String("train"));
    data.remove(QLatin1String("validation"));
    QString train, validation;
    if (!digest(resolved(jobData.value(QLatin1String("train")), baseDir), "data.train", &train, error)
        || !digest(resolved(jobData.value(QLatin1String("validation")), baseDir), "data.validation", &validation, error))
        return false;
    data.insert(QLatin1String("sha256"), QJsonObject{{QLatin1String("train"), train}, {QLatin1String("validation"), validation}});
    id.insert(QLatin1String("data"), data);

    const QJsonObject jobModel = job.value(QLatin1String("model")).toObject();
    QJsonObject model = jobModel;
    model.remove(QLatin1String("path"));
    const QString modelPath = resolved(jobModel.value(QLatin1String("path")), baseDir);
    if (!modelPath.isEmpty()) {
        QJsonObject config, weights;
        if (!jsonFile(QDir(modelPath).filePath(QStringLiteral("config.json")), "model.path", &config, error)
            || !weightDigests(modelPath, &weights, error))
            return false;
        config.remove(QLatin1String("_name_or_path")); // where the model was saved from: a path, not what it is
        model.insert(QLatin1String("config"), config);
        model.insert(QLatin1String("weights"), weights);
    } else {
        model.insert(QLatin1String("weights"), QJsonValue::Null);
    }
    const QString init = resolved(jobModel.value(QLatin1String("init_checkpoint")), baseDir);
    if (init.isEmpty()) {
        model.insert(QLatin1String("init_checkpoint"), QJsonValue::Null);
    } else {
        QString manifest;
        if (!digest(QDir(init).filePath(QStringLiteral("manifest.json")), "model.init_checkpoint", &manifest, error))
            return false;
        model.insert(QLatin1String("init_checkpoint"), manifest);
    }
    id.insert(QLatin1String("model"), model);

    if (job.value(QLatin1String("tokenizer")).isObject()) {
        QJsonObject tokenizer = job.value(QLatin1String("tokenizer")).toObject();
        const QString path = resolved(tokenizer.value(QLatin1String("path")), baseDir);
        tokenizer.remove(QLatin1String("path"));
        QString sha;
        if (!path.isEmpty() && !digest(path, "tokenizer.path", &sha, error))
            return false;
        tokenizer.insert(QLatin1String("sha256"), path.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(sha));
        id.insert(QLatin1String("tokenizer"), tokenizer);
    }
    out->canonical = canonicalJsonText(QJsonDocument(id).toJson(QJsonDocument::Compact), error);
    if (out->canonical.isEmpty())
        return false;
    out->hash = QString::fromLatin1(QCryptographicHash::hash(out->canonical, QCryptographicHash::Sha256).toHex());
    return true;
}

QString jobIdentityHash(const QByteArray &identityJson, QString *error)
{
    const QByteArray canonical = canonicalJsonText(identityJson, error);
    if (canonical.isEmpty())
        return QString();
    return QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
}

bool jobIdentityDifferences(const QByteArray &left, const QByteArray &right, QList<JobHashDifference> *out, QString *error)
{
    out->clear();
    QJsonObject a, b;
    if (!canonicalObject(left, &a, error) || !canonicalObject(right, &b, error))
        return false;
    const QJsonValue x(a), y(b);
    differ(QString(), &x, &y, out);
    return true;
}

} // namespace pilot
