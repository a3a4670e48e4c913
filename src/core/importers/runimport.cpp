#include "core/importers/runimport.h"

#include "core/importers/importcsv.h"
#include "core/importers/importhf.h"
#include "core/importers/importmlflow.h"
#include "core/importers/importneuronlog.h"
#include "core/importers/importtfevents.h"
#include "core/runs/metricstail.h"
#include "core/support/atomicfile.h"
#include "core/support/coretr.h"
#include "core/support/diskwork.h"
#include "core/support/regularfile.h"
#include "core/support/safename.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pilot {

namespace {

// The first bytes of a file, for telling formats apart; nothing when it is not a regular file
// (the importer then says why).
QByteArray head(const QString &path)
{
    RegularFile file;
    if (!file.open(path))
        return QByteArray();
    QByteArray start(4096, Qt::Uninitialized);
    const qint64 n = file.readAt(start.data(), start.size(), 0);
    start.truncate(qsizetype(qMax<qint64>(n, 0)));
    return start;
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

// The run as the lines of a metrics.jsonl.
QByteArray importedRunText(const ImportedRun &run)
{
    QString out = QStringLiteral(
                      "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": %1, \"backend\": %2, \"device\": \"unknown\"}\n")
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
    return out.toUtf8();
}

// `dir` created when missing and opened as a folder; -1 with `error` set otherwise.
int openOutputFolder(const QString &dir, QString *error)
{
    if (!QDir().mkpath(dir)) {
        *error = CoreTr::tr("cannot create %1").arg(dir);
        return -1;
    }
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        *error = CoreTr::tr("cannot open the folder %1: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
    return fd;
}

} // namespace

QStringList importFormats()
{
    return {QStringLiteral("hf-trainer-state"), QStringLiteral("llamafactory-log"), QStringLiteral("mlflow"), QStringLiteral("csv"),
            QStringLiteral("tfevents"),         QStringLiteral("neuron-log")};
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
    // Names first: they are what the tools call their files. Then the JSON formats by their
    // keys near the start, and only then a look for console-log training lines: a JSON file
    // may well hold "step_time" or "{'loss': " in a string (optimum-neuron logs
    // "train/step_time" into trainer_state.json), and a notebook may hold "log_history" in
    // its code, so each is sent where its layout, not a word in it, says.
    const QString name = info.fileName().toLower();
    if (name.endsWith(QLatin1String(".csv")))
        return QStringLiteral("csv");
    if (name.contains(QLatin1String("tfevents")))
        return QStringLiteral("tfevents");
    if (name == QLatin1String("trainer_state.json"))
        return QStringLiteral("hf-trainer-state");
    if (name == QLatin1String("trainer_log.jsonl"))
        return QStringLiteral("llamafactory-log");
    const QByteArray start = head(path);
    const QByteArray trimmed = start.trimmed();
    const bool notebook = name.endsWith(QLatin1String(".ipynb"))
                          || (trimmed.startsWith('{') && trimmed.contains("\"cells\"") && trimmed.contains("\"cell_type\""));
    if (!notebook && (trimmed.startsWith('{') || trimmed.startsWith('['))) {
        if (start.contains("\"log_history\""))
            return QStringLiteral("hf-trainer-state");
        if (start.contains("\"current_steps\""))
            return QStringLiteral("llamafactory-log");
    }
    // A console log's training lines may come after any amount of other output (a launcher's
    // log, pip and compiler messages, a notebook's other cells): looked for line by line in a
    // bounded first part of the file, never the whole of a large one.
    if (looksLikeNeuronLog(path))
        return QStringLiteral("neuron-log");
    if (notebook)
        return QString();
    if (start.contains("\"log_history\""))
        return QStringLiteral("hf-trainer-state");
    if (start.contains("\"current_steps\""))
        return QStringLiteral("llamafactory-log");
    return QString();
}

ImportResult importRun(const QString &path, const QString &format)
{
    countRunRead();
    ImportResult result;
    // A folder, or a regular file: a named pipe or a device is refused before any importer
    // opens it, with what it is.
    if (!QFileInfo(path).isDir()) {
        if (const QString reason = notRegularFileReason(path); !reason.isEmpty()) {
            result.diagnostics.append(Diagnostic::error(path, reason));
            return result;
        }
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
    result.diagnostics.append(Diagnostic::error(
        path, chosen.isEmpty()
                  ? CoreTr::tr("no import format recognised: not a format this version imports (%1), and no console-log "
                               "training line in its first %2 MiB")
                        .arg(importFormats().join(QStringLiteral(", ")))
                        .arg(kNeuronLogDetectBytes / (1024 * 1024))
                  : CoreTr::tr("unknown format '%1'; expected one of %2").arg(chosen, importFormats().join(QStringLiteral(", ")))));
    return result;
}

QString metricsFileOf(const QString &path)
{
    countRunRead();
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
    const int dirFd = openOutputFolder(dir, error);
    if (dirFd < 0)
        return false;
    const bool ok = writeFileAtomicallyAt(dirFd, QStringLiteral("metrics.jsonl"), importedRunText(run),
                                          QDir(dir).filePath(QStringLiteral("metrics.jsonl")), error);
    ::close(dirFd);
    return ok;
}

bool writeImportedRuns(const QList<ImportedRun> &runs, const QString &outDir, QStringList *written, QString *error)
{
    if (runs.size() == 1) {
        if (!writeImportedRun(runs.constFirst(), outDir, error))
            return false;
        written->append(outDir);
        return true;
    }
    const int outFd = openOutputFolder(outDir, error);
    if (outFd < 0)
        return false;
    // Everything below happens relative to this descriptor, so a name can only ever be one
    // folder inside it.
    const QString root = QFileInfo(outDir).canonicalFilePath();
    UniqueFileNames names;
    bool ok = true;
    for (const ImportedRun &run : runs) {
        const QString name = names.take(run.name, run.format);
        const QString dir = root + QLatin1Char('/') + name;
        // The name is one safe component by construction; checked again because a slip here
        // would write outside the folder the user chose.
        if (!isSafeFileName(name) || QFileInfo(dir).absolutePath() != root) {
            *error = CoreTr::tr("the run name '%1' does not make a folder inside %2").arg(run.name, root);
            ok = false;
            break;
        }
        const QByteArray native = QFile::encodeName(name);
        if (::mkdirat(outFd, native.constData(), 0755) != 0 && errno != EEXIST) {
            *error = CoreTr::tr("cannot create %1: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
            ok = false;
            break;
        }
        // O_NOFOLLOW: a symbolic link planted under the run's name (pointing anywhere) is
        // refused, never written through.
        const int runFd = ::openat(outFd, native.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (runFd < 0) {
            *error = errno == ELOOP || errno == ENOTDIR
                         ? CoreTr::tr("%1 is a symbolic link or not a folder; nothing was written there").arg(dir)
                         : CoreTr::tr("cannot open the folder %1: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
            ok = false;
            break;
        }
        ok = writeFileAtomicallyAt(runFd, QStringLiteral("metrics.jsonl"), importedRunText(run), dir + QStringLiteral("/metrics.jsonl"),
                                   error);
        ::close(runFd);
        if (!ok)
            break;
        written->append(dir);
    }
    ::close(outFd);
    return ok;
}

} // namespace pilot
