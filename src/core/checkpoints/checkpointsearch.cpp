#include "core/checkpoints/checkpointsearch.h"

#include "core/checkpoints/checkpointlayout.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace pilot {

namespace {

bool isRunFolder(const QString &dir)
{
    return !dir.isEmpty() && QFileInfo::exists(QDir(dir).filePath(QStringLiteral("metrics.jsonl")));
}

bool isCheckpoint(const QString &dir)
{
    const QString name = QFileInfo(dir).fileName();
    return detectCheckpointLayout(dir) != CheckpointLayout::Unknown || isStagingFolderName(name) || stepFromFolderName(name) >= 0;
}

QStringList checkpointsIn(const QString &dir)
{
    QStringList out;
    for (const QFileInfo &entry : QDir(dir).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name)) {
        if (!entry.isSymLink() && isCheckpoint(entry.filePath()))
            out << entry.filePath();
    }
    std::stable_sort(out.begin(), out.end(), [](const QString &a, const QString &b) {
        const QString na = QFileInfo(a).fileName(), nb = QFileInfo(b).fileName();
        const qint64 sa = stepFromFolderName(na), sb = stepFromFolderName(nb);
        if (sa != sb)
            return sa < sb;
        return isStagingFolderName(na) < isStagingFolderName(nb);
    });
    return out;
}

} // namespace

CheckpointSearch findCheckpoints(const QString &path)
{
    CheckpointSearch out;
    const QFileInfo info(path);
    if (!info.exists()) {
        out.error = CoreTr::tr("%1: no such file or folder").arg(path);
        return out;
    }
    if (!info.isDir()) {
        out.error = CoreTr::tr("%1: not a folder (give a checkpoint, a checkpoints/ folder or a run folder)").arg(path);
        return out;
    }
    // A link given on the command line (latest -> step-000200) is the folder it names.
    const QString dir = info.canonicalFilePath();
    const QString parent = QFileInfo(dir).path();
    if (isCheckpoint(dir) && !isRunFolder(dir)) {
        // A Trainer's output_dir holds the final model beside its checkpoint-N folders: all of them.
        const CheckpointLayout layout = detectCheckpointLayout(dir);
        if (layout == CheckpointLayout::HfModel || layout == CheckpointLayout::Peft) {
            const QStringList inside = checkpointsIn(dir);
            if (!inside.isEmpty()) {
                out.folders << dir << inside;
                return out;
            }
        }
        out.folders << dir;
        const QString grandParent = QFileInfo(parent).path();
        if (QFileInfo(parent).fileName() == QLatin1String("checkpoints") && isRunFolder(grandParent))
            out.runDir = grandParent;
        else if (isRunFolder(parent))
            out.runDir = parent;
        return out;
    }
    const QString sub = QDir(dir).filePath(QStringLiteral("checkpoints"));
    if (QFileInfo(sub).isDir()) {
        out.runDir = isRunFolder(dir) ? dir : QString();
        out.folders = checkpointsIn(sub);
        return out;
    }
    out.folders = checkpointsIn(dir);
    if (isRunFolder(dir))
        out.runDir = dir;
    else if (info.fileName() == QLatin1String("checkpoints") && isRunFolder(parent))
        out.runDir = parent;
    return out;
}

} // namespace pilot
