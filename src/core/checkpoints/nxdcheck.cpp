#include "core/checkpoints/nxdcheck.h"

#include "core/checkpoints/torchfile.h"
#include "core/support/coretr.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace pilot {

namespace {

void checkRanks(const QString &dir, const QString &sub, NxdCheck *out)
{
    const QDir folder(QDir(dir).filePath(sub));
    if (!folder.exists()) {
        out->problems << CoreTr::tr("%1/ is missing").arg(sub);
        return;
    }
    static const QRegularExpression rankFile(QStringLiteral("^dp_rank_(\\d+)_tp_rank_(\\d+)_pp_rank_(\\d+)\\.pt$"));
    QSet<QPair<int, int>> grid;
    int tp = 0, pp = 0;
    for (const QString &name : folder.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        const QRegularExpressionMatch m = rankFile.match(name);
        if (!m.hasMatch())
            continue;
        const int t = m.captured(2).toInt(), p = m.captured(3).toInt();
        if (t > 4096 || p > 4096)
            continue;
        grid.insert({t, p});
        tp = std::max(tp, t + 1);
        pp = std::max(pp, p + 1);
        const qint64 bytes = checkTorchSaveFile(dir, sub + QLatin1Char('/') + name, &out->problems);
        out->bytes += bytes;
        ++out->files;
    }
    if (grid.isEmpty()) {
        out->problems << CoreTr::tr("%1/ holds no dp_rank_*_tp_rank_*_pp_rank_*.pt files").arg(sub);
        return;
    }
    for (int t = 0; t < tp; ++t) {
        for (int p = 0; p < pp; ++p) {
            if (!grid.contains({t, p}))
                out->problems << CoreTr::tr("%1/: the file of tensor-parallel rank %2, pipeline rank %3 is missing").arg(sub).arg(t).arg(p);
        }
    }
}

} // namespace

NxdCheck checkNxdCheckpoint(const QString &dir)
{
    NxdCheck out;
    const QFileInfo done(QDir(dir).filePath(QStringLiteral("done")));
    if (!done.exists())
        out.problems << CoreTr::tr("done is missing: NeuronX Distributed writes it last, so the checkpoint was not finished");
    else if (!done.isFile())
        out.problems << CoreTr::tr("done is not a regular file");
    checkRanks(dir, QStringLiteral("model"), &out);
    checkRanks(dir, QStringLiteral("optim"), &out);
    out.bytes += checkTorchSaveFile(dir, QStringLiteral("scheduler.pt"), &out.problems);
    ++out.files;
    if (QFileInfo::exists(QDir(dir).filePath(QStringLiteral("user_content.pt")))) {
        out.bytes += checkTorchSaveFile(dir, QStringLiteral("user_content.pt"), &out.problems);
        ++out.files;
    } else {
        out.notes << CoreTr::tr("user_content.pt is absent: the data position and RNG, if the job kept them there, are not saved");
    }
    return out;
}

} // namespace pilot
