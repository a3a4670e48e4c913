#include "core/checkpoints/checkpointlayout.h"

#include "core/checkpoints/nxdcheck.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace pilot {

namespace {

bool has(const QDir &dir, const char *name)
{
    // exists() follows links; a dangling link still counts as "named" for the layout.
    const QFileInfo info(dir.filePath(QLatin1String(name)));
    return info.exists() || info.isSymLink();
}

bool hasRankFiles(const QDir &dir, const char *sub)
{
    const QDir folder(dir.filePath(QLatin1String(sub)));
    return folder.exists() && !folder.entryList({QStringLiteral("dp_rank_*")}, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).isEmpty();
}

} // namespace

QString checkpointLayoutName(CheckpointLayout layout)
{
    switch (layout) {
    case CheckpointLayout::Ours:
        return QStringLiteral("migration-pilot");
    case CheckpointLayout::HfTrainer:
        return QStringLiteral("hf-trainer");
    case CheckpointLayout::Peft:
        return QStringLiteral("peft");
    case CheckpointLayout::HfModel:
        return QStringLiteral("hf-model");
    case CheckpointLayout::Nxd:
        return QStringLiteral("nxd");
    case CheckpointLayout::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

qint64 stepFromFolderName(const QString &name)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?:tmp-)?(?:step-|checkpoint-|step_|global_step|epoch=\\d+-step=)(\\d{1,18})(?:\\.partial)?$"));
    const QRegularExpressionMatch m = pattern.match(name);
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

bool isStagingFolderName(const QString &name)
{
    return name.endsWith(QLatin1String(".partial")) || name.startsWith(QLatin1String("tmp-checkpoint-"));
}

CheckpointLayout detectCheckpointLayout(const QString &path)
{
    const QDir dir(path);
    if (!QFileInfo(path).isDir())
        return CheckpointLayout::Unknown;
    const QString name = QFileInfo(path).fileName();
    static const QRegularExpression oursName(QStringLiteral("^step-\\d{6,}(\\.partial)?\\z"));
    if (has(dir, "manifest.json") || has(dir, "COMPLETE") || oursName.match(name).hasMatch())
        return CheckpointLayout::Ours;
    if (has(dir, "done") || has(dir, "checkpoint") || hasRankFiles(dir, "model") || hasRankFiles(dir, "optim")
        || !optimumNeuronShardsFolder(path).isEmpty())
        return CheckpointLayout::Nxd;
    if (has(dir, "trainer_state.json") || name.startsWith(QLatin1String("checkpoint-"))
        || name.startsWith(QLatin1String("tmp-checkpoint-")))
        return CheckpointLayout::HfTrainer;
    if (has(dir, "adapter_config.json"))
        return CheckpointLayout::Peft;
    if (has(dir, "config.json") && (has(dir, "model.safetensors") || has(dir, "model.safetensors.index.json")))
        return CheckpointLayout::HfModel;
    return CheckpointLayout::Unknown;
}

} // namespace pilot
