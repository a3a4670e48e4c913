#include "core/importers/importneuronlog.h"

#include "core/support/coretr.h"
#include "core/support/textfile.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace pilot {

namespace {

constexpr qint64 kMaxLogBytes = 1024LL * 1024 * 1024;

double value(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("nan"))
        return kNoValue;
    if (t == QLatin1String("inf"))
        return INFINITY;
    if (t == QLatin1String("-inf"))
        return -INFINITY;
    bool ok = false;
    const double v = t.toDouble(&ok);
    return ok ? v : kNoValue;
}

// What a graph-extraction run prints in place of a loss.
bool isCompileTrialValue(double loss)
{
    return loss == 0.0 || (std::isfinite(loss) && std::abs(loss) > 1e30);
}

} // namespace

ImportResult importNeuronLog(const QString &path)
{
    ImportResult result;
    QByteArray bytes;
    if (!readTextFile(path, kMaxLogBytes, &bytes, &result.diagnostics))
        return result;
    static const QRegularExpression nxd(
        QStringLiteral("\\bstep (\\d+) step_time ([^\\s]+?)s throughput ([^\\s]+) seq/s step loss ([^\\s]+) grad norm ([^\\s,]+)"));
    static const QRegularExpression lightning(
        QStringLiteral("\\bstep (\\d+) loss is ([^,\\s]+), lr is ([^,\\s]+)(?:, throughput ([^\\s]+) seq/s)?"));
    static const QRegularExpression hfDict(QStringLiteral("\\{'loss': ([^,}]+)(.*)\\}"));
    static const QRegularExpression dictEntry(QStringLiteral("'([a-z_]+)': ([^,}]+)"));
    ImportedRun run;
    run.format = QStringLiteral("neuron-log");
    run.name = QFileInfo(path).completeBaseName();
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    bool extracting = false;
    int flagged = 0, numbered = 0;
    for (const QString &line : lines) {
        if (line.contains(QLatin1String("Extracting graphs")) || line.contains(QLatin1String("NEURON_EXTRACT_GRAPHS_ONLY")))
            extracting = true;
        StepPoint p;
        QRegularExpressionMatch m = nxd.match(line);
        if (m.hasMatch()) {
            p.step = m.captured(1).toLongLong();
            p.stepTimeS = value(m.captured(2));
            p.loss = value(m.captured(4));
            p.gradNorm = value(m.captured(5));
        } else if ((m = lightning.match(line)).hasMatch()) {
            p.step = m.captured(1).toLongLong();
            p.loss = value(m.captured(2));
            p.lr = value(m.captured(3));
        } else if ((m = hfDict.match(line)).hasMatch()) {
            p.loss = value(m.captured(1));
            auto entries = dictEntry.globalMatch(m.captured(0));
            bool hasStep = false;
            while (entries.hasNext()) {
                const QRegularExpressionMatch e = entries.next();
                if (e.captured(1) == QLatin1String("learning_rate"))
                    p.lr = value(e.captured(2));
                else if (e.captured(1) == QLatin1String("grad_norm"))
                    p.gradNorm = value(e.captured(2));
                else if (e.captured(1) == QLatin1String("step")) {
                    p.step = qint64(value(e.captured(2)));
                    hasStep = true;
                }
            }
            if (!hasStep) {
                p.step = ++numbered;
            }
        } else {
            continue;
        }
        if (isCompileTrialValue(p.loss)) {
            ++flagged;
            continue;
        }
        run.metrics.addStep(p);
    }
    if (numbered > 0)
        run.notes.append(
            CoreTr::tr("%1 log lines carry no step; they are numbered in order of appearance (multiply by the job's logging_steps)")
                .arg(numbered));
    if (flagged > 0)
        run.notes.append(
            CoreTr::tr("%1 compile-trial values (a loss of 0.0 or beyond ±1e30) flagged as not acceptable and left out").arg(flagged));
    if (extracting)
        run.notes.append(
            CoreTr::tr("the log says it is extracting graphs (neuron_parallel_compile): its values are not real training results"));
    if (run.metrics.steps().empty() && flagged == 0) {
        result.diagnostics.append(Diagnostic::error(
            path, CoreTr::tr("no training step lines found (NxD 'step N … step loss L', Lightning 'step N loss is L', or {'loss': …})")));
        return result;
    }
    result.runs.append(run);
    return result;
}

} // namespace pilot
