#include "core/checkpoints/checkpointmanifest.h"

#include "core/checkpoints/checkpointlayout.h"
#include "core/checkpoints/confinedpath.h"
#include "core/support/coretr.h"
#include "core/support/jsonfields.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace pilot {

namespace {

constexpr qint64 kMaxManifestBytes = 16 << 20;

bool readManifest(const QString &dir, QJsonObject *manifest, QString *error)
{
    if (readOptionalJsonObject(QDir(dir).filePath(QStringLiteral("manifest.json")), kMaxManifestBytes, manifest, error))
        return true;
    if (error->isEmpty())
        *error = CoreTr::tr("manifest.json is missing");
    return false;
}

bool wholeNumber(const QJsonValue &v, qint64 *out)
{
    const double d = v.toDouble(-1);
    if (!v.isDouble() || !(d >= 0) || d > 9007199254740992.0 || d != double(qint64(d)))
        return false;
    *out = qint64(d);
    return true;
}

// Checks one entry of the manifest's files[] against the folder: a confined name listed once, a
// size and SHA-256, a regular file of that size and, unless cancelled, of that checksum.
void checkListedFile(const QString &dir, const QJsonObject &file, ChecksumControl *control, QSet<QString> *seen, ManifestCheck *out)
{
    const QString name = file.value(QLatin1String("path")).toString();
    qint64 bytes = 0;
    const QString sha = file.value(QLatin1String("sha256")).toString();
    QString why;
    const QString path = confinedPath(dir, name, &why);
    if (path.isEmpty()) {
        out->problems << CoreTr::tr("manifest.json lists '%1': %2").arg(name, why);
        return;
    }
    if (seen->contains(name)) {
        out->problems << CoreTr::tr("manifest.json lists %1 twice").arg(name);
        return;
    }
    seen->insert(name);
    out->listed << name;
    if (!wholeNumber(file.value(QLatin1String("bytes")), &bytes) || sha.size() != 64) {
        out->problems << CoreTr::tr("manifest.json: the entry of %1 lacks a size or a SHA-256").arg(name);
        return;
    }
    out->bytes += bytes;
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink()) {
        out->problems << CoreTr::tr("%1: listed in manifest.json, but missing").arg(name);
        return;
    }
    if (const QString what = notRegularFileReason(path); !what.isEmpty()) {
        out->problems << CoreTr::tr("%1: %2").arg(name, what);
        return;
    }
    if (info.size() != bytes) {
        out->problems << CoreTr::tr("%1: %2 bytes, manifest.json lists %3").arg(name, QString::number(info.size()), QString::number(bytes));
        return;
    }
    if (out->cancelled)
        return;
    const FileChecksum sum = sha256OfFile(path, control);
    if (sum.outcome == FileChecksum::Outcome::Cancelled)
        out->cancelled = true;
    else if (sum.outcome == FileChecksum::Outcome::Failed)
        out->problems << CoreTr::tr("%1: %2").arg(name, sum.error);
    else if (sum.sha256 != sha.toLower())
        out->problems << CoreTr::tr("%1: the SHA-256 differs from manifest.json's (the file changed after it was written)").arg(name);
}

} // namespace

qint64 manifestListedBytes(const QString &dir)
{
    QJsonObject manifest;
    QString error;
    if (!readManifest(dir, &manifest, &error))
        return 0;
    qint64 total = 0;
    for (const QJsonValue &f : manifest.value(QLatin1String("files")).toArray()) {
        qint64 bytes = 0;
        if (wholeNumber(f.toObject().value(QLatin1String("bytes")), &bytes) && bytes < (qint64(1) << 50))
            total += bytes;
    }
    return total;
}

ManifestCheck checkManifest(const QString &dir, ChecksumControl *control)
{
    ManifestCheck out;
    const QDir folder(dir);
    QByteArray complete;
    QString error;
    const QFileInfo completeInfo(folder.filePath(QStringLiteral("COMPLETE")));
    if (!completeInfo.exists() && !completeInfo.isSymLink())
        out.problems << CoreTr::tr("COMPLETE is missing: the checkpoint was not finished");
    else if (!readRegularFile(completeInfo.filePath(), 64, &complete, &error))
        out.problems << CoreTr::tr("COMPLETE: %1").arg(error);

    QJsonObject manifest;
    if (!readManifest(dir, &manifest, &error)) {
        out.problems << error;
        return out;
    }
    if (manifest.value(QLatin1String("format")).toString() != QLatin1String("migration-pilot/checkpoint")
        || manifest.value(QLatin1String("format_version")).toInt(0) != 1 || !manifest.value(QLatin1String("files")).isArray()) {
        out.problems << CoreTr::tr("manifest.json: not a manifest of format migration-pilot/checkpoint, format_version 1, with files[]");
        return out;
    }
    if (!wholeNumber(manifest.value(QLatin1String("step")), &out.step)) {
        out.problems << CoreTr::tr("manifest.json: step is not a whole number >= 0");
        out.step = -1;
    } else {
        if (!complete.isNull() && complete != QStringLiteral("step %1\n").arg(out.step).toUtf8())
            out.problems << CoreTr::tr("COMPLETE does not name the manifest's step %1").arg(out.step);
        const qint64 named = stepFromFolderName(QFileInfo(dir).fileName());
        if (named >= 0 && named != out.step)
            out.problems << CoreTr::tr("manifest.json: step %1 differs from the folder's name (step %2)").arg(out.step).arg(named);
    }

    QSet<QString> seen;
    for (const QJsonValue &entry : manifest.value(QLatin1String("files")).toArray())
        checkListedFile(dir, entry.toObject(), control, &seen, &out);
    const bool full = seen.contains(QStringLiteral("model.safetensors"));
    const bool adapter = seen.contains(QStringLiteral("adapter_model.safetensors"));
    for (const char *required : {"trainer_state.json", "optimizer.safetensors"}) {
        if (!seen.contains(QLatin1String(required)))
            out.problems << CoreTr::tr("manifest.json does not list %1").arg(QLatin1String(required));
    }
    if (!full && !adapter)
        out.problems << CoreTr::tr("manifest.json lists neither model.safetensors nor adapter_model.safetensors");
    for (const QString &name : folder.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!seen.contains(name) && name != QLatin1String("manifest.json") && name != QLatin1String("COMPLETE"))
            out.notes << CoreTr::tr("%1 is in the folder but not in manifest.json").arg(name);
    }
    return out;
}

} // namespace pilot
