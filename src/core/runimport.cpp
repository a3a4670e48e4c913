#include "runimport.h"

#include "atomicfile.h"
#include "coretr.h"
#include "importcsv.h"
#include "importhf.h"
#include "importmlflow.h"
#include "importneuronlog.h"
#include "importtfevents.h"
#include "metricstail.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace pilot {

namespace {

// The first bytes of a file, for telling formats apart.
QByteArray head(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(4096) : QByteArray();
}

QString number(double v)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
    return QString::number(v, 'g', 17);
}

QString quoted(const QString &s)
{
    return QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("s"), s}}).toJson(QJsonDocument::Compact)).mid(5).chopped(1);
}

} // namespace

QStringList importFormats()
{
    return {QStringLiteral("hf-trainer-state"), QStringLiteral("llamafactory-log"), QStringLiteral("mlflow"), QStringLiteral("csv"),
            QStringLiteral("tfevents"), QStringLiteral("neuron-log")};
}

QString detectImportFormat(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QDir dir(path);
        if (dir.exists(QStringLiteral("trainer_state.json")) || !dir.entryList({QStringLiteral("checkpoint-*")}, QDir::Dirs).isEmpty())
            return QStringLiteral("hf-trainer-state");
        if (dir.exists(QStringLiteral("trainer_log.jsonl")))
            return QStringLiteral("llamafactory-log");
        if (!dir.entryList({QStringLiteral("events.out.tfevents.*")}, QDir::Files).isEmpty())
            return QStringLiteral("tfevents");
        if ((dir.exists(QStringLiteral("meta.yaml")) && dir.exists(QStringLiteral("metrics"))) || dir.exists(QStringLiteral("mlruns"))
            || !dir.entryList({QStringLiteral("meta.yaml")}, QDir::Files).isEmpty())
            return QStringLiteral("mlflow");
        // An mlruns root or an experiment: some folder below holds meta.yaml.
        for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            if (QFileInfo::exists(dir.filePath(sub + QStringLiteral("/meta.yaml"))))
                return QStringLiteral("mlflow");
        }
        return QString();
    }
    const QString name = info.fileName().toLower();
    const QByteArray start = head(path);
    if (name.endsWith(QLatin1String(".csv")))
        return QStringLiteral("csv");
    if (name.contains(QLatin1String("tfevents")))
        return QStringLiteral("tfevents");
    if (start.contains("step_time") || start.contains("loss is ") || start.contains("{'loss': "))
        return QStringLiteral("neuron-log");
    if (start.contains("\"log_history\"") || name == QLatin1String("trainer_state.json"))
        return QStringLiteral("hf-trainer-state");
    if (start.contains("\"current_steps\"") || name == QLatin1String("trainer_log.jsonl"))
        return QStringLiteral("llamafactory-log");
    return QString();
}

ImportResult importRun(const QString &path, const QString &format)
{
    ImportResult result;
    if (!QFileInfo::exists(path)) {
        result.diagnostics.append(Diagnostic::error(path, CoreTr::tr("no such file or folder")));
        return result;
    }
    const QString chosen = format == QLatin1String("auto") ? detectImportFormat(path) : format;
    if (chosen == QLatin1String("hf-trainer-state"))
        return importHfTrainerState(path);
    if (chosen == QLatin1String("llamafactory-log"))
        return importLlamaFactoryLog(path);
    if (chosen == QLatin1String("mlflow"))
        return importMlflow(path);
    if (chosen == QLatin1String("csv"))
        return importCsv(path);
    if (chosen == QLatin1String("tfevents"))
        return importTfEvents(path);
    if (chosen == QLatin1String("neuron-log"))
        return importNeuronLog(path);
    result.diagnostics.append(Diagnostic::error(path, chosen.isEmpty() ? CoreTr::tr("not a format this version imports (%1)").arg(importFormats().join(QStringLiteral(", ")))
                                 : CoreTr::tr("unknown format '%1'; expected one of %2").arg(chosen, importFormats().join(QStringLiteral(", ")))));
    return result;
}

QString metricsFileOf(const QString &path)
{
    const QString jsonl = QFileInfo(path).isDir() ? QDir(path).filePath(QStringLiteral("metrics.jsonl")) : path;
    return jsonl.endsWith(QLatin1String("metrics.jsonl")) && QFileInfo::exists(jsonl) ? jsonl : QString();
}

bool readAnyRun(const QString &path, RunMetrics *metrics, QString *error)
{
    const QString jsonl = metricsFileOf(path);
    if (!jsonl.isEmpty())
        return readMetricsFile(jsonl, metrics, error);
    const ImportResult r = importRun(path);
    if (r.runs.isEmpty()) {
        *error = r.diagnostics.isEmpty() ? CoreTr::tr("%1: nothing to read").arg(path) : r.diagnostics.constFirst().toString();
        return false;
    }
    *metrics = r.runs.constFirst().metrics;
    return true;
}

bool writeImportedRun(const ImportedRun &run, const QString &dir, QString *error)
{
    if (!QDir().mkpath(dir)) {
        *error = CoreTr::tr("cannot create %1").arg(dir);
        return false;
    }
    QString out = QStringLiteral("{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": %1, \"backend\": %2, \"device\": \"unknown\"}\n")
                      .arg(quoted(run.name), quoted(QStringLiteral("import:") + run.format));
    for (const StepPoint &p : run.metrics.steps()) {
        QString line = QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %2, \"loss\": %3")
                           .arg(std::isfinite(p.t) ? number(p.t) : QStringLiteral("0"))
                           .arg(p.step)
                           .arg(number(p.loss));
        if (std::isfinite(p.lr))
            line += QStringLiteral(", \"lr\": %1").arg(number(p.lr));
        if (p.tokens >= 0)
            line += QStringLiteral(", \"tokens\": %1").arg(p.tokens);
        if (!std::isnan(p.gradNorm))
            line += QStringLiteral(", \"grad_norm\": %1").arg(number(p.gradNorm));
        out += line + QStringLiteral("}\n");
    }
    for (const EvalPoint &e : run.metrics.evals()) {
        QString metrics;
        for (const auto &[name, value] : e.metrics)
            metrics += (metrics.isEmpty() ? QString() : QStringLiteral(", ")) + quoted(name) + QStringLiteral(": ") + number(value);
        out += QStringLiteral("{\"v\": 1, \"type\": \"eval\", \"t\": %1, \"step\": %2, \"val_loss\": %3, \"metrics\": {%4}}\n")
                   .arg(std::isfinite(e.t) ? number(e.t) : QStringLiteral("0"))
                   .arg(e.step)
                   .arg(number(e.valLoss), metrics);
    }
    return writeFileAtomically(QDir(dir).filePath(QStringLiteral("metrics.jsonl")), out.toUtf8(), error);
}

} // namespace pilot
