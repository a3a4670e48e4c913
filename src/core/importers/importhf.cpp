#include "core/importers/importhf.h"

#include "core/support/coretr.h"
#include "core/support/lenientjson.h"
#include "core/support/textfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <map>

namespace pilot {

namespace {

constexpr qint64 kMaxImportBytes = 512LL * 1024 * 1024;

// A step from JSON as a whole number; -1 (missing) where the cast of the double to qint64 would
// be undefined behaviour: NaN, infinite or out of range (tests/data/fuzz/hftrainerstate/hostile-huge-numbers).
qint64 jsonStep(const QJsonValue &value)
{
    const double d = value.toDouble(-1);
    return d > -9223372036854775808.0 && d < 9223372036854775808.0 ? qint64(d) : -1;
}

// A folder is named after itself; a file after its folder when it carries the tool's standard
// name (trainer_state.json), else after itself.
QString runName(const QString &path)
{
    const QFileInfo info(QFileInfo(path).absoluteFilePath());
    if (info.isDir())
        return info.fileName();
    const QString base = info.completeBaseName();
    return base == QLatin1String("trainer_state") || base == QLatin1String("trainer_log") ? info.dir().dirName() : base;
}

double number(const QJsonObject &o, const char *key)
{
    return o.contains(QLatin1String(key)) ? lenientNumber(o.value(QLatin1String(key))) : kNoValue;
}

// Evaluation keys that describe the evaluation run, not the model.
bool isEvalBookkeeping(const QString &key)
{
    return key.endsWith(QLatin1String("_runtime")) || key.endsWith(QLatin1String("_per_second")) || key == QLatin1String("eval_num_tokens");
}

struct Entries
{
    std::map<qint64, QJsonObject> train;
    std::map<qint64, QJsonObject> eval;
};

// One trainer_state.json into the maps; later calls overwrite earlier ones step by step.
bool readState(const QString &file, Entries *entries, qint64 *globalStep, ImportResult *result)
{
    QByteArray text;
    if (!readTextFile(file, kMaxImportBytes, &text, &result->diagnostics))
        return false;
    QJsonParseError error;
    const QJsonDocument doc = parseLenientJson(text, &error);
    if (error.error != QJsonParseError::NoError) {
        int line = 0, column = 0;
        lineColumnAt(text, error.offset, &line, &column);
        Diagnostic d = Diagnostic::error(file, CoreTr::tr("not valid JSON: %1").arg(error.errorString()), line);
        d.column = column;
        result->diagnostics.append(d);
        return false;
    }
    const QJsonValue history = doc.object().value(QStringLiteral("log_history"));
    if (!history.isArray()) {
        result->diagnostics.append(Diagnostic::error(file, CoreTr::tr("log_history: missing; is this a trainer_state.json?")));
        return false;
    }
    *globalStep = jsonStep(doc.object().value(QStringLiteral("global_step")));
    for (const QJsonValue &v : history.toArray()) {
        const QJsonObject o = v.toObject();
        const qint64 step = jsonStep(o.value(QStringLiteral("step")));
        if (step < 0)
            continue;
        const QStringList keys = o.keys();
        if (o.contains(QStringLiteral("loss")))
            entries->train[step] = o;
        else if (std::any_of(keys.cbegin(), keys.cend(), [](const QString &k) { return k.startsWith(QLatin1String("eval_")); }))
            entries->eval[step] = o;
    }
    return true;
}

} // namespace

ImportResult importHfTrainerState(const QString &path)
{
    ImportResult result;
    QStringList files;
    const QFileInfo info(path);
    if (info.isDir()) {
        const QDir dir(path);
        for (const QString &sub : dir.entryList({QStringLiteral("checkpoint-*")}, QDir::Dirs)) {
            if (QFileInfo::exists(dir.filePath(sub + QStringLiteral("/trainer_state.json"))))
                files.append(dir.filePath(sub + QStringLiteral("/trainer_state.json")));
        }
        if (QFileInfo::exists(dir.filePath(QStringLiteral("trainer_state.json"))))
            files.append(dir.filePath(QStringLiteral("trainer_state.json")));
        if (files.isEmpty()) {
            result.diagnostics.append(Diagnostic::error(path, CoreTr::tr("no trainer_state.json here or in a checkpoint-N folder")));
            return result;
        }
    } else {
        files.append(path);
    }
    // Read every file, then apply them from the one that got least far to the one that got
    // furthest, so each step keeps the entry of the latest restart.
    QList<std::pair<qint64, Entries>> states;
    for (const QString &file : files) {
        Entries e;
        qint64 globalStep = -1;
        if (readState(file, &e, &globalStep, &result))
            states.append({globalStep, std::move(e)});
    }
    if (states.isEmpty())
        return result;
    std::stable_sort(states.begin(), states.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    Entries merged;
    for (const auto &[globalStep, e] : states) {
        for (const auto &[step, o] : e.train)
            merged.train[step] = o;
        for (const auto &[step, o] : e.eval)
            merged.eval[step] = o;
    }
    ImportedRun run;
    run.name = runName(path);
    run.format = QStringLiteral("hf-trainer-state");
    for (const auto &[step, o] : merged.train) {
        StepPoint p;
        p.step = step;
        p.loss = number(o, "loss");
        p.lr = number(o, "learning_rate");
        p.gradNorm = number(o, "grad_norm");
        const double tokens = o.contains(QStringLiteral("num_input_tokens_seen")) ? number(o, "num_input_tokens_seen")
                                                                                  : number(o, "num_tokens");
        p.tokens = std::isfinite(tokens) ? qint64(tokens) : -1;
        run.metrics.addStep(p);
    }
    for (const auto &[step, o] : merged.eval) {
        EvalPoint e;
        e.step = step;
        e.valLoss = number(o, "eval_loss");
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key().startsWith(QLatin1String("eval_")) && it.key() != QLatin1String("eval_loss") && !isEvalBookkeeping(it.key()))
                e.metrics.append({it.key().mid(5), lenientNumber(it.value())});
        }
        run.metrics.addEval(e);
    }
    if (files.size() > 1)
        run.notes.append(CoreTr::tr("merged %1 trainer_state.json files; for each step the latest restart wins").arg(files.size()));
    result.runs.append(run);
    return result;
}

namespace {

// "H:MM:SS" (or "MM:SS") → seconds; NaN when unreadable.
double clockSeconds(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    double seconds = 0;
    for (const QString &part : parts) {
        bool ok = false;
        const double v = part.toDouble(&ok);
        if (!ok)
            return kNoValue;
        seconds = seconds * 60 + v;
    }
    return parts.isEmpty() ? kNoValue : seconds;
}

} // namespace

ImportResult importLlamaFactoryLog(const QString &path)
{
    ImportResult result;
    QByteArray text;
    if (!readTextFile(path, kMaxImportBytes, &text, &result.diagnostics))
        return result;
    ImportedRun run;
    run.name = runName(path);
    run.format = QStringLiteral("llamafactory-log");
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = parseLenientJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            // A last line without its newline may still be being written.
            if (i == lines.size() - 1 && !text.endsWith('\n'))
                break;
            result.diagnostics.append(Diagnostic::error(path, CoreTr::tr("not a JSON object: %1").arg(error.errorString()), i + 1));
            continue;
        }
        const QJsonObject o = doc.object();
        const qint64 step = jsonStep(o.value(QStringLiteral("current_steps")));
        if (step < 0) {
            result.diagnostics.append(Diagnostic::error(path, CoreTr::tr("current_steps: missing"), i + 1));
            continue;
        }
        if (o.contains(QStringLiteral("eval_loss"))) {
            EvalPoint e;
            e.step = step;
            e.valLoss = number(o, "eval_loss");
            run.metrics.addEval(e);
        }
        StepPoint p;
        p.step = step;
        p.loss = number(o, "loss");
        p.lr = number(o, "lr");
        p.t = clockSeconds(o.value(QStringLiteral("elapsed_time")).toString());
        const double tokens = number(o, "total_tokens");
        p.tokens = std::isfinite(tokens) ? qint64(tokens) : -1;
        if (std::isfinite(p.loss) || p.tokens >= 0)
            run.metrics.addStep(p);
    }
    if (hasErrors(result.diagnostics) && run.metrics.steps().empty())
        return result;
    result.runs.append(run);
    return result;
}

} // namespace pilot
