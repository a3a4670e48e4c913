#include "core/checkpoints/nxdcheck.h"

#include "core/checkpoints/torchfile.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace pilot {

namespace {

/// `sub` ("model", "shards/optim") of `dir`: its rank files, a complete tensor × pipeline grid.
void checkRanks(const QString &dir, const QString &sub, bool required, NxdCheck *out)
{
    const QDir folder(QDir(dir).filePath(sub));
    if (!folder.exists()) {
        if (required)
            out->problems << CoreTr::tr("%1/ is missing").arg(sub);
        else
            out->notes << CoreTr::tr("%1/ is absent: no optimizer state is saved with the adapter").arg(sub);
        return;
    }
    static const QRegularExpression rankFile(QStringLiteral("^dp_rank_(\\d{1,4})_tp_rank_(\\d{1,4})_pp_rank_(\\d{1,4})\\.pt\\z"));
    QSet<QPair<int, int>> grid;
    int tp = 0, pp = 0;
    for (const QString &name : folder.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        const QRegularExpressionMatch m = rankFile.match(name);
        if (!m.hasMatch())
            continue;
        const int t = m.captured(2).toInt(), p = m.captured(3).toInt();
        grid.insert({t, p});
        tp = std::max(tp, t + 1);
        pp = std::max(pp, p + 1);
        out->bytes += checkTorchSaveFile(dir, sub + QLatin1Char('/') + name, &out->problems);
        ++out->files;
    }
    if (grid.isEmpty()) {
        out->problems << CoreTr::tr("%1/ holds no dp_rank_*_tp_rank_*_pp_rank_*.pt files").arg(sub);
        return;
    }
    for (int t = 0; t < tp; ++t) {
        for (int p = 0; p < pp; ++p) {
            if (!grid.contains({t, p}))
                out->problems << CoreTr::tr("%1/: the file of tensor-parallel rank %2, pipeline rank %3 is missing")
                                     .arg(sub, QString::number(t), QString::number(p));
        }
    }
}

bool looksLikeTag(const QString &dir)
{
    const QDir tag(dir);
    return tag.exists() && (QFileInfo::exists(tag.filePath(QStringLiteral("done"))) || tag.exists(QStringLiteral("model")));
}

} // namespace

QString optimumNeuronShardsFolder(const QString &dir)
{
    for (const QString &sub : {QStringLiteral("shards"), QStringLiteral("adapter_shards")}) {
        if (looksLikeTag(QDir(dir).filePath(sub)))
            return sub;
    }
    return {};
}

NxdCheck checkNxdCheckpoint(const QString &dir)
{
    NxdCheck out;
    const QString shards = optimumNeuronShardsFolder(dir);
    out.optimumNeuron = !shards.isEmpty();
    const QString prefix = shards.isEmpty() ? QString() : shards + QLatin1Char('/');
    const QFileInfo done(QDir(dir).filePath(prefix + QStringLiteral("done")));
    if (!done.exists())
        out.problems << CoreTr::tr("%1done is missing: NeuronX Distributed writes it last, so the checkpoint was not finished").arg(prefix);
    else if (!done.isFile())
        out.problems << CoreTr::tr("%1done is not a regular file").arg(prefix);
    checkRanks(dir, prefix + QStringLiteral("model"), true, &out);
    checkRanks(dir, prefix + QStringLiteral("optim"), shards != QLatin1String("adapter_shards"), &out);
    out.bytes += checkTorchSaveFile(dir, QStringLiteral("scheduler.pt"), &out.problems);
    ++out.files;
    if (out.optimumNeuron)
        return out;
    if (QFileInfo::exists(QDir(dir).filePath(QStringLiteral("user_content.pt")))) {
        out.bytes += checkTorchSaveFile(dir, QStringLiteral("user_content.pt"), &out.problems);
        ++out.files;
    } else {
        out.notes << CoreTr::tr("user_content.pt is absent: the data position and RNG, if the job kept them there, are not saved");
    }
    return out;
}

} // namespace pilot
