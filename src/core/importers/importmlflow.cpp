#include "core/importers/importmlflow.h"

#include "core/support/coretr.h"
#include "core/support/textfile.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <cmath>
#include <map>

namespace pilot {

namespace {

constexpr qint64 kMaxMetricFileBytes = 256LL * 1024 * 1024;

struct Value
{
    qint64 timestamp = 0;
    double value = kNoValue;
};

// metric key -> step -> latest value
using Metrics = std::map<QString, std::map<qint64, Value>>;

bool readMetricFile(const QString &file, const QString &key, Metrics *metrics, ImportResult *result)
{
    QByteArray text;
    if (!readTextFile(file, kMaxMetricFileBytes, &text, &result->diagnostics))
        return false;
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines[i].simplified().split(' ');
        if (lines[i].trimmed().isEmpty())
            continue;
        bool okTime = false, okStep = true;
        const qint64 timestamp = fields.value(0).toLongLong(&okTime);
        // Python's str(float): nan, inf, -inf.
        const QByteArray v = fields.value(1).toLower();
        bool okValue = true;
        const double value = v == "nan" ? kNoValue : v == "inf" ? INFINITY : v == "-inf" ? -INFINITY : v.toDouble(&okValue);
        const qint64 step = fields.size() == 3 ? fields[2].toLongLong(&okStep) : 0;
        if ((fields.size() != 2 && fields.size() != 3) || !okTime || !okValue || !okStep) {
            if (i == lines.size() - 1 && !text.endsWith('\n'))
                break; // still being written
            result->diagnostics.append(Diagnostic::error(
                file, CoreTr::tr("expected 'timestamp value [step]', found '%1'").arg(QString::fromUtf8(lines[i].left(80))), i + 1));
            continue;
        }
        Value &slot = (*metrics)[key][step];
        if (timestamp >= slot.timestamp)
            slot = Value{timestamp, value};
    }
    return true;
}

ImportedRun readRun(const QString &runDir, ImportResult *result)
{
    ImportedRun run;
    run.format = QStringLiteral("mlflow");
    run.name = QDir(runDir).dirName();
    // mlflow.runName in the tags names the run as the UI shows it.
    QByteArray runName;
    Diagnostics quiet;
    if (readTextFile(QDir(runDir).filePath(QStringLiteral("tags/mlflow.runName")), 4096, &runName, &quiet))
        run.name = QString::fromUtf8(runName).trimmed();
    Metrics metrics;
    const QString metricsDir = QDir(QDir(runDir).filePath(QStringLiteral("metrics"))).absolutePath();
    QDirIterator it(metricsDir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = QFileInfo(it.next()).absoluteFilePath();
        // The key is the path below metrics/: nested folders are keys with '/'.
        readMetricFile(file, QDir(metricsDir).relativeFilePath(file), &metrics, result);
    }
    // The first key (in name order) of each role; the rest are listed in the notes.
    QString lossKey, lrKey, valKey;
    const std::map<qint64, Value> *loss = nullptr, *lr = nullptr, *val = nullptr;
    for (const auto &[key, values] : metrics) {
        const MetricRole role = metricRole(key);
        if (role == MetricRole::Loss && !loss)
            loss = &values, lossKey = key;
        else if (role == MetricRole::Lr && !lr)
            lr = &values, lrKey = key;
        else if (role == MetricRole::ValLoss && !val)
            val = &values, valKey = key;
    }
    std::map<qint64, StepPoint> steps;
    if (loss) {
        for (const auto &[step, v] : *loss) {
            steps[step].step = step;
            steps[step].loss = v.value;
            steps[step].t = double(v.timestamp) / 1000.0;
        }
    }
    if (lr) {
        for (const auto &[step, v] : *lr) {
            steps[step].step = step;
            steps[step].lr = v.value;
        }
    }
    for (const auto &[step, p] : steps)
        run.metrics.addStep(p);
    if (val) {
        for (const auto &[step, v] : *val) {
            EvalPoint e;
            e.step = step;
            e.valLoss = v.value;
            e.t = double(v.timestamp) / 1000.0;
            run.metrics.addEval(e);
        }
    }
    QStringList other;
    for (const auto &[key, values] : metrics) {
        if (key != lossKey && key != lrKey && key != valKey)
            other.append(key);
    }
    if (!other.isEmpty())
        run.notes.append(CoreTr::tr("metrics not taken over: %1").arg(other.join(QStringLiteral(", "))));
    return run;
}

} // namespace

ImportResult importMlflow(const QString &path)
{
    ImportResult result;
    QStringList runDirs;
    // A run folder has meta.yaml and metrics/; anything above is searched for such folders.
    const auto isRun = [](const QString &dir) {
        return QFileInfo::exists(QDir(dir).filePath(QStringLiteral("meta.yaml")))
               && QFileInfo(QDir(dir).filePath(QStringLiteral("metrics"))).isDir();
    };
    if (isRun(path)) {
        runDirs.append(path);
    } else {
        QDirIterator it(path, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString dir = it.next();
            if (!dir.contains(QLatin1String("/.trash")) && isRun(dir))
                runDirs.append(dir);
        }
        runDirs.sort();
    }
    if (runDirs.isEmpty()) {
        result.diagnostics.append(Diagnostic::error(path, CoreTr::tr("no MLflow run here (a folder with meta.yaml and metrics/)")));
        return result;
    }
    for (const QString &dir : runDirs)
        result.runs.append(readRun(dir, &result));
    return result;
}

} // namespace pilot
