#include "core/checkpoints/trainerstatecheck.h"

#include "core/job/jobidentity.h"
#include "core/runs/runmetrics.h"
#include "core/support/coretr.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace pilot {

namespace {

// Walks "a.b.c" through nested objects; undefined when any part is missing.
QJsonValue at(const QJsonObject &root, const QString &path)
{
    QJsonValue node = root;
    for (const QString &key : path.split(QLatin1Char('.'))) {
        if (!node.isObject())
            return {QJsonValue::Undefined};
        node = node.toObject().value(key);
    }
    return node;
}

bool whole(const QJsonValue &v, qint64 *out)
{
    const double d = v.toDouble(-1);
    if (!v.isDouble() || !(d >= 0) || d > 9007199254740992.0 || d != double(qint64(d)))
        return false;
    *out = qint64(d);
    return true;
}

class Fields
{
public:
    explicit Fields(const QJsonObject &root)
        : m_root(root)
    {
    }
    QStringList problems;

    qint64 integer(const char *path)
    {
        const QJsonValue v = at(m_root, QLatin1String(path));
        qint64 out = -1;
        if (v.isUndefined())
            problems << CoreTr::tr("trainer_state.json: %1 is missing").arg(QLatin1String(path));
        else if (!whole(v, &out)) {
            problems << CoreTr::tr("trainer_state.json: %1 is not a whole number >= 0").arg(QLatin1String(path));
            out = -1;
        }
        return out;
    }
    double number(const char *path)
    {
        const QJsonValue v = at(m_root, QLatin1String(path));
        if (v.isUndefined())
            problems << CoreTr::tr("trainer_state.json: %1 is missing").arg(QLatin1String(path));
        else if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0)
            problems << CoreTr::tr("trainer_state.json: %1 is not a finite number >= 0").arg(QLatin1String(path));
        else
            return v.toDouble();
        return std::nan("");
    }
    QString text(const char *path)
    {
        const QJsonValue v = at(m_root, QLatin1String(path));
        if (!v.isString())
            problems << CoreTr::tr("trainer_state.json: %1 is missing or not text").arg(QLatin1String(path));
        return v.toString();
    }

private:
    const QJsonObject &m_root;
};

bool sameRate(double a, double b)
{
    return a == b || std::abs(a - b) <= 1e-6 * std::max(std::abs(a), std::abs(b));
}

const StepPoint *stepAt(const RunMetrics &run, qint64 step)
{
    const auto &steps = run.steps();
    const auto it = std::lower_bound(steps.begin(), steps.end(), step, [](const StepPoint &p, qint64 s) { return p.step < s; });
    return it != steps.end() && it->step == step ? &*it : nullptr;
}

} // namespace

QStringList checkOurTrainerState(const QJsonObject &state, qint64 step, TrainerStateFacts *facts)
{
    Fields f(state);
    const qint64 format = f.integer("format_version");
    if (format != -1 && (format < 1 || format > 3))
        f.problems << CoreTr::tr("trainer_state.json: format_version %1 is not one this program reads (1 to 3)").arg(format);
    facts->globalStep = f.integer("global_step");
    if (facts->globalStep >= 0 && step >= 0 && facts->globalStep != step)
        f.problems << CoreTr::tr("trainer_state.json: global_step %1 differs from the checkpoint's step %2").arg(facts->globalStep).arg(step);
    facts->tokensSeen = f.integer("tokens_seen");
    f.text("schedule.kind");
    f.number("schedule.peak_lr");
    f.integer("schedule.warmup_steps");
    const qint64 total = f.integer("schedule.total_steps");
    if (total >= 0 && facts->globalStep > total)
        f.problems << CoreTr::tr("trainer_state.json: global_step %1 is past schedule.total_steps %2").arg(facts->globalStep).arg(total);
    facts->nextLr = f.number("schedule.next_lr");
    const QString rng = f.text("rng.cpu");
    static const QString hexDigits = QStringLiteral("0123456789abcdef");
    const bool hex = std::all_of(rng.begin(), rng.end(), [](QChar c) { return hexDigits.contains(c); });
    if (at(state, QStringLiteral("rng.cpu")).isString() && (rng.isEmpty() || rng.size() % 2 != 0 || !hex))
        f.problems << CoreTr::tr("trainer_state.json: rng.cpu is not the generator's state (an even number of lower-case hex digits)");
    f.integer("data_cursor.epoch");
    f.integer("data_cursor.position");
    f.integer("data_cursor.samples_seen");
    f.text("dataset_version");
    const QString hash = f.text("job_hash");
    if (format == 3) {
        // What the hash is of (docs/job-interface.md §6): an edited identity no longer matches it.
        const QJsonValue identity = state.value(QLatin1String("job_identity"));
        QString error;
        if (!identity.isObject())
            f.problems << CoreTr::tr("trainer_state.json: job_identity is missing or not an object");
        else if (jobIdentityHash(QJsonDocument(identity.toObject()).toJson(QJsonDocument::Compact), &error) != hash)
            f.problems << CoreTr::tr("trainer_state.json: the hash of job_identity is not job_hash");
    }
    f.text("method");
    return f.problems;
}

QStringList checkHfTrainerState(const QJsonObject &state, qint64 folderStep, TrainerStateFacts *facts)
{
    Fields f(state);
    facts->globalStep = f.integer("global_step");
    if (facts->globalStep >= 0 && folderStep >= 0 && facts->globalStep != folderStep)
        f.problems << CoreTr::tr("trainer_state.json: global_step %1 differs from the folder's step %2").arg(facts->globalStep).arg(folderStep);
    f.number("epoch");
    const QJsonValue history = state.value(QLatin1String("log_history"));
    if (!history.isArray()) {
        f.problems << CoreTr::tr("trainer_state.json: log_history is missing or not a list");
        return f.problems;
    }
    for (const QJsonValue &entry : history.toArray()) {
        const QJsonObject e = entry.toObject();
        qint64 s = -1;
        if (!whole(e.value(QLatin1String("step")), &s))
            continue;
        if (facts->globalStep >= 0 && s > facts->globalStep) {
            f.problems << CoreTr::tr("trainer_state.json: log_history reaches step %1, past global_step %2").arg(s).arg(facts->globalStep);
            break;
        }
        if (s == facts->globalStep && e.value(QLatin1String("learning_rate")).isDouble())
            facts->lrAtStep = e.value(QLatin1String("learning_rate")).toDouble();
    }
    return f.problems;
}

QStringList checkStateAgainstRun(const TrainerStateFacts &facts, qint64 step, const RunMetrics &run)
{
    QStringList problems;
    if (step < 0)
        return problems;
    if (run.steps().empty()) {
        if (step > 0 && !run.starts().isEmpty())
            problems << CoreTr::tr("step %1: the run reported no steps at all").arg(step);
        return problems;
    }
    const StepPoint *point = stepAt(run, step);
    if (!point) {
        problems << CoreTr::tr("step %1 is not a step the run reported (its steps run to %2)").arg(step).arg(run.steps().back().step);
        return problems;
    }
    if (facts.tokensSeen >= 0 && point->tokens >= 0 && facts.tokensSeen != point->tokens)
        problems << CoreTr::tr("trainer_state.json: tokens_seen %1 differs from the %2 tokens the run reported at step %3")
                        .arg(facts.tokensSeen)
                        .arg(point->tokens)
                        .arg(step);
    if (std::isfinite(facts.lrAtStep) && std::isfinite(point->lr) && !sameRate(facts.lrAtStep, point->lr))
        problems << CoreTr::tr("trainer_state.json: learning rate %1 at step %2 differs from the run's %3")
                        .arg(facts.lrAtStep, 0, 'g', 10)
                        .arg(step)
                        .arg(point->lr, 0, 'g', 10);
    if (std::isfinite(facts.nextLr)) {
        const StepPoint *next = stepAt(run, step + 1);
        if (next && std::isfinite(next->lr) && !sameRate(facts.nextLr, next->lr))
            problems << CoreTr::tr("trainer_state.json: schedule.next_lr %1 differs from the lr %2 the run used at step %3")
                            .arg(facts.nextLr, 0, 'g', 10)
                            .arg(next->lr, 0, 'g', 10)
                            .arg(step + 1);
    }
    return problems;
}

} // namespace pilot
