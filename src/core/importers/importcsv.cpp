#include "core/importers/importcsv.h"

#include "core/support/coretr.h"
#include "core/support/textfile.h"

#include <QFileInfo>

#include <cmath>
#include <map>

namespace pilot {

namespace {

constexpr qint64 kMaxCsvBytes = 512LL * 1024 * 1024;

QStringList splitCsvLine(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"'))
                field += c, ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

// A cell as a number: empty → nullopt-like NaN with `present` false.
bool cellNumber(const QString &cell, double *value)
{
    const QString t = cell.trimmed().toLower();
    if (t.isEmpty())
        return false;
    if (t == QLatin1String("nan")) {
        *value = kNoValue;
        return true;
    }
    if (t == QLatin1String("inf") || t == QLatin1String("infinity")) {
        *value = INFINITY;
        return true;
    }
    if (t == QLatin1String("-inf") || t == QLatin1String("-infinity")) {
        *value = -INFINITY;
        return true;
    }
    bool ok = false;
    *value = t.toDouble(&ok);
    return ok;
}

using Role = MetricRole;

struct Column
{
    int index;
    QString run;
    Role role;
};

using StepsByRun = std::map<QString, std::map<qint64, StepPoint>>;
using EvalsByRun = std::map<QString, std::map<qint64, EvalPoint>>;

// Finds the step column and the metric columns of `header` (TensorBoard's fixed three, or named
// ones); returns the step column's index, or -1 when there is none.
int findColumns(const QStringList &header, const QString &base, std::vector<Column> *columns)
{
    int xColumn = -1;
    if (header.size() == 3 && header[0] == QLatin1String("Wall time") && header[1] == QLatin1String("Step")
        && header[2] == QLatin1String("Value")) {
        // TensorBoard: the tag is only in the file name (e.g. run_train-tag-loss.csv).
        xColumn = 1;
        const bool validation = base.contains(QLatin1String("eval"), Qt::CaseInsensitive)
                                || base.contains(QLatin1String("val"), Qt::CaseInsensitive);
        columns->push_back(Column{2, base, validation ? Role::ValLoss : Role::Loss});
    } else {
        for (int i = 0; i < header.size(); ++i) {
            const QString h = header[i].trimmed();
            const QString lower = h.toLower();
            if (xColumn < 0
                && (lower == QLatin1String("step") || lower == QLatin1String("_step") || lower.endsWith(QLatin1String("global_step")))) {
                xColumn = i;
                continue;
            }
            if (h.endsWith(QLatin1String("__MIN")) || h.endsWith(QLatin1String("__MAX")))
                continue; // W&B's band around the sampled line
            const qsizetype dash = h.lastIndexOf(QLatin1String(" - "));
            const QString run = dash > 0 ? h.left(dash) : base;
            const Role role = metricRole(dash > 0 ? h.mid(dash + 3) : h);
            if (role != Role::None)
                columns->push_back(Column{i, run, role});
        }
    }
    return xColumn;
}

// Stores one cell's value at `step` of its column's run: a validation loss as an eval point,
// anything else in the step's point.
void storeValue(const Column &c, qint64 step, double v, StepsByRun *steps, EvalsByRun *evals)
{
    if (c.role == Role::ValLoss) {
        EvalPoint &e = (*evals)[c.run][step];
        e.step = step;
        e.valLoss = v;
        return;
    }
    StepPoint &p = (*steps)[c.run][step];
    p.step = step;
    if (c.role == Role::Loss)
        p.loss = v;
    else if (c.role == Role::Lr)
        p.lr = v;
    else if (c.role == Role::GradNorm)
        p.gradNorm = v;
    else if (c.role == Role::Tokens)
        p.tokens = std::isfinite(v) && std::fabs(v) < 9223372036854775808.0 ? qint64(v) : -1;
}

} // namespace

ImportResult importCsv(const QString &path)
{
    ImportResult result;
    QByteArray bytes;
    if (!readTextFile(path, kMaxCsvBytes, &bytes, &result.diagnostics))
        return result;
    QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    for (QString &l : lines) {
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
    }
    const QStringList header = splitCsvLine(lines.value(0));
    const auto error = [&](int line, const QString &message) { result.diagnostics.append(Diagnostic::error(path, message, line)); };
    const QString base = QFileInfo(path).completeBaseName();
    std::vector<Column> columns;
    const int xColumn = findColumns(header, base, &columns);
    if (xColumn < 0 || columns.empty()) {
        error(1, CoreTr::tr("unknown CSV layout: expected 'Wall time,Step,Value' or a step column with loss, learning_rate, "
                            "grad_norm or eval_loss columns; found %1")
                     .arg(header.join(QStringLiteral(", ")).left(200)));
        return result;
    }
    StepsByRun steps;
    EvalsByRun evals;
    for (int i = 1; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        const QStringList cells = splitCsvLine(lines[i]);
        double x = 0;
        // Beyond qint64 a cast to a step is undefined behaviour (tests/data/fuzz/csv/hostile-huge-numbers).
        if (!cellNumber(cells.value(xColumn), &x) || !std::isfinite(x) || std::fabs(x) >= 9223372036854775808.0) {
            if (i == lines.size() - 1)
                break; // a torn last line
            error(i + 1, CoreTr::tr("column '%1': expected a step, found '%2'").arg(header.value(xColumn), cells.value(xColumn)));
            continue;
        }
        const qint64 step = qint64(x);
        if (header.size() == 3 && xColumn == 1) {
            double wall = 0;
            if (cellNumber(cells.value(0), &wall))
                steps[base][step].t = wall;
        }
        for (const Column &c : columns) {
            double v = 0;
            if (!cellNumber(cells.value(c.index), &v)) {
                if (!cells.value(c.index).trimmed().isEmpty())
                    error(i + 1, CoreTr::tr("column '%1': expected a number, found '%2'").arg(header.value(c.index), cells.value(c.index)));
                continue;
            }
            storeValue(c, step, v, &steps, &evals);
        }
    }
    QStringList runNames;
    for (const Column &c : columns) {
        if (!runNames.contains(c.run))
            runNames.append(c.run);
    }
    for (const QString &name : runNames) {
        ImportedRun run;
        run.name = name;
        run.format = QStringLiteral("csv");
        for (const auto &[step, p] : steps[name]) {
            if (p.step >= 0)
                run.metrics.addStep(p);
        }
        for (const auto &[step, e] : evals[name])
            run.metrics.addEval(e);
        if (header.contains(QStringLiteral("Step")) && lines.value(0).contains(QLatin1String("__MIN")))
            run.notes.append(CoreTr::tr("W&B exports hold the chart's sampled points, not the full history"));
        result.runs.append(run);
    }
    return result;
}

} // namespace pilot
