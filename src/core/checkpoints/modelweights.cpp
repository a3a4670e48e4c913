#include "core/checkpoints/modelweights.h"

#include "core/checkpoints/confinedpath.h"
#include "core/support/coretr.h"
#include "core/support/jsonfields.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

namespace pilot {

namespace {

constexpr qint64 kMaxIndexBytes = 16 << 20;

} // namespace

SafetensorsHeader readCheckpointSafetensors(const QString &folder, const QString &name, QStringList *problems)
{
    QString why;
    const QString path = confinedPath(folder, name, &why);
    if (path.isEmpty()) {
        problems->append(CoreTr::tr("%1: %2").arg(name, why));
        return {};
    }
    if (!QFileInfo::exists(path)) {
        problems->append(CoreTr::tr("%1: missing").arg(name));
        return {};
    }
    SafetensorsHeader header = readSafetensorsHeader(path);
    for (const QString &p : std::as_const(header.problems))
        problems->append(CoreTr::tr("%1: %2").arg(name, p));
    return header;
}

ModelWeights readModelWeights(const QString &folder, const QString &stem)
{
    ModelWeights out;
    const QString single = stem + QLatin1String(".safetensors");
    const QString indexName = stem + QLatin1String(".safetensors.index.json");
    const QDir dir(folder);
    QJsonObject index;
    QString error;
    if (!readOptionalJsonObject(dir.filePath(indexName), kMaxIndexBytes, &index, &error)) {
        if (!error.isEmpty()) {
            out.problems << CoreTr::tr("%1: %2").arg(indexName, error);
            return out;
        }
        const QFileInfo info(dir.filePath(single));
        if (!info.exists() && !info.isSymLink()) {
            out.problems << CoreTr::tr("neither %1 nor %2 is here").arg(single, indexName);
            return out;
        }
        const SafetensorsHeader header = readCheckpointSafetensors(folder, single, &out.problems);
        out.tensors = header.tensors;
        out.files << single;
        out.bytes = header.fileBytes;
        return out;
    }
    const QJsonObject map = index.value(QLatin1String("weight_map")).toObject();
    if (map.isEmpty()) {
        out.problems << CoreTr::tr("%1: weight_map lists no tensors").arg(indexName);
        return out;
    }
    QMap<QString, QStringList> byShard; // shard -> tensors the index puts there
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!it.value().isString())
            out.problems << CoreTr::tr("%1: weight_map: '%2' does not name a file").arg(indexName, it.key());
        else
            byShard[it.value().toString()] << it.key();
    }
    qint64 tensorBytes = 0;
    for (auto it = byShard.begin(); it != byShard.end(); ++it) {
        const QString &shard = it.key();
        QString why;
        if (confinedPath(folder, shard, &why).isEmpty()) {
            out.problems << CoreTr::tr("%1: shard '%2': %3").arg(indexName, shard, why);
            continue;
        }
        const QFileInfo info(dir.filePath(shard));
        if (!info.exists() && !info.isSymLink()) {
            out.problems << CoreTr::tr("%1: the index names shard %2, which is missing").arg(indexName, shard);
            continue;
        }
        const SafetensorsHeader header = readCheckpointSafetensors(folder, shard, &out.problems);
        if (!header.problems.isEmpty() && header.tensors.isEmpty())
            continue;
        out.files << shard;
        out.bytes += header.fileBytes;
        for (const QString &name : it.value()) {
            if (!header.tensors.contains(name))
                out.problems << CoreTr::tr("%1: tensor '%2' is listed for %3, which does not hold it").arg(indexName, name, shard);
        }
        for (auto t = header.tensors.begin(); t != header.tensors.end(); ++t) {
            tensorBytes += t->end - t->begin;
            if (map.value(t.key()).toString() != shard) {
                out.problems << CoreTr::tr("%1: tensor '%2' is not in the index for it").arg(shard, t.key());
                continue;
            }
            out.tensors.insert(t.key(), t.value());
        }
    }
    const QJsonValue total = index.value(QLatin1String("metadata")).toObject().value(QLatin1String("total_size"));
    if (total.isDouble() && out.problems.isEmpty() && qint64(total.toDouble()) != tensorBytes)
        out.problems << CoreTr::tr("%1: metadata.total_size %2 differs from the %3 bytes of the shards' tensors")
                            .arg(indexName)
                            .arg(qint64(total.toDouble()))
                            .arg(tensorBytes);
    return out;
}

} // namespace pilot
