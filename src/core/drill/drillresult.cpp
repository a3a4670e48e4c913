#include "core/drill/drillresult.h"

#include "core/support/coretr.h"
#include "core/support/regularfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <map>

namespace pilot {

namespace {

constexpr qint64 kMaxDrillFileBytes = 1 << 20;

// A number for JSON: NaN (not measured) becomes null.
QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

double numberOf(const QJsonValue &v)
{
    return v.isDouble() ? v.toDouble() : qQNaN();
}

JumpCheck::Verdict verdictOf(const QString &name, bool *ok)
{
    *ok = true;
    if (name == QLatin1String("passed"))
        return JumpCheck::Verdict::Passed;
    if (name == QLatin1String("failed"))
        return JumpCheck::Verdict::Failed;
    *ok = name == QLatin1String("incomplete");
    return JumpCheck::Verdict::Incomplete;
}

} // namespace

QString jumpVerdictName(JumpCheck::Verdict verdict)
{
    switch (verdict) {
    case JumpCheck::Verdict::Passed:
        return QStringLiteral("passed");
    case JumpCheck::Verdict::Failed:
        return QStringLiteral("failed");
    case JumpCheck::Verdict::Incomplete:
        break;
    }
    return QStringLiteral("incomplete");
}

JumpCheck checkJump(const RunMetrics &resumed, const RunMetrics &uninterrupted, bool exact, double tolerance)
{
    JumpCheck c;
    c.exact = exact;
    c.tolerance = exact ? 0 : tolerance;
    std::map<qint64, double> reference;
    for (const StepPoint &p : uninterrupted.steps())
        reference[p.step] = p.loss;
    if (resumed.steps().empty()) {
        c.reason = CoreTr::tr("The interrupted run reported no step.");
        return c;
    }
    qint64 expected = 1;
    for (const StepPoint &p : resumed.steps()) {
        if (p.step != expected) {
            c.reason = CoreTr::tr("The interrupted run has no step %1 after its resumes.").arg(expected);
            return c;
        }
        ++expected;
        const auto it = reference.find(p.step);
        if (it == reference.end()) {
            c.reason = CoreTr::tr("The uninterrupted run has no step %1.").arg(p.step);
            return c;
        }
        if (!std::isfinite(p.loss) || !std::isfinite(it->second)) {
            c.reason = CoreTr::tr("The loss of step %1 is not a finite number.").arg(p.step);
            return c;
        }
        ++c.comparedSteps;
        const double relative = std::abs(p.loss - it->second) / std::max(std::abs(it->second), 1e-30);
        const bool differs = exact ? p.loss != it->second : relative > tolerance;
        c.differingSteps += differs ? 1 : 0;
        if (relative > c.worstRelative || (differs && c.worstStep < 0)) {
            c.worstRelative = std::max(c.worstRelative, relative);
            c.worstStep = p.step;
        }
    }
    if (c.differingSteps > 0) {
        c.verdict = JumpCheck::Verdict::Failed;
        c.reason = exact ? CoreTr::tr("%n step(s) differ from the uninterrupted run; the largest relative difference is %1 at step %2.",
                                      nullptr, int(c.differingSteps))
                               .arg(c.worstRelative, 0, 'g', 3)
                               .arg(c.worstStep)
                         : CoreTr::tr("%n step(s) are beyond the relative tolerance %1; the largest difference is %2 at step %3.",
                                      nullptr, int(c.differingSteps))
                               .arg(tolerance, 0, 'g', 3)
                               .arg(c.worstRelative, 0, 'g', 3)
                               .arg(c.worstStep);
        return c;
    }
    c.verdict = JumpCheck::Verdict::Passed;
    c.reason = exact ? CoreTr::tr("All %n step(s) are bit for bit those of the uninterrupted run.", nullptr, int(c.comparedSteps))
                     : CoreTr::tr("All %n step(s) are within the relative tolerance %1 (largest difference %2).", nullptr,
                                  int(c.comparedSteps))
                           .arg(tolerance, 0, 'g', 3)
                           .arg(c.worstRelative, 0, 'g', 3);
    return c;
}

QByteArray drillResultToJson(const DrillResult &r)
{
    QJsonArray interruptions;
    for (const DrillInterruption &i : r.interruptions) {
        interruptions.append(QJsonObject{{QStringLiteral("at_step"), i.atStep},
                                         {QStringLiteral("signal"), i.signal},
                                         {QStringLiteral("interrupted_at"), number(i.interruptedAt)},
                                         {QStringLiteral("last_step_before"), i.lastStepBefore},
                                         {QStringLiteral("attempt_end"), i.attemptEnd.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(i.attemptEnd)},
                                         {QStringLiteral("resumed_from_step"), i.resumedFromStep},
                                         {QStringLiteral("repeated_steps"), i.repeatedSteps},
                                         {QStringLiteral("restart_s"), number(i.restartSeconds)},
                                         {QStringLiteral("first_checkpoint_s"), number(i.firstCheckpointSeconds)}});
    }
    const JumpCheck &j = r.jump;
    const QJsonObject jump{{QStringLiteral("verdict"), jumpVerdictName(j.verdict)},
                           {QStringLiteral("exact"), j.exact},
                           {QStringLiteral("tolerance"), j.tolerance},
                           {QStringLiteral("compared_steps"), j.comparedSteps},
                           {QStringLiteral("differing_steps"), j.differingSteps},
                           {QStringLiteral("worst_step"), j.worstStep},
                           {QStringLiteral("worst_relative"), j.worstRelative},
                           {QStringLiteral("reason"), j.reason}};
    const QJsonObject root{{QStringLiteral("schema"), QStringLiteral("migration-pilot/drill@1")},
                           {QStringLiteral("job_hash"), r.jobHash},
                           {QStringLiteral("backend"), r.backend},
                           {QStringLiteral("target"), r.target},
                           {QStringLiteral("interrupted_run"), r.interruptedRun},
                           {QStringLiteral("uninterrupted_run"), r.uninterruptedRun},
                           {QStringLiteral("reused_uninterrupted"), r.reusedUninterrupted},
                           {QStringLiteral("interruptions"), interruptions},
                           {QStringLiteral("jump"), jump},
                           {QStringLiteral("completed"), r.completed},
                           {QStringLiteral("problem"), r.problem},
                           {QStringLiteral("started_at"), number(r.startedAt)},
                           {QStringLiteral("ended_at"), number(r.endedAt)}};
    return QJsonDocument(root).toJson();
}

bool readDrillResult(const QString &path, DrillResult *r, QString *error)
{
    QByteArray content;
    if (!readRegularFile(path, kMaxDrillFileBytes, &content, error))
        return false;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(content, &parseError);
    if (!doc.isObject()) {
        *error = CoreTr::tr("%1: not a JSON object (%2)").arg(path, parseError.errorString());
        return false;
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("schema")).toString() != QLatin1String("migration-pilot/drill@1")) {
        *error = CoreTr::tr("%1: schema: expected migration-pilot/drill@1").arg(path);
        return false;
    }
    *r = DrillResult();
    r->jobHash = o.value(QStringLiteral("job_hash")).toString();
    r->backend = o.value(QStringLiteral("backend")).toString();
    r->target = o.value(QStringLiteral("target")).toString();
    r->interruptedRun = o.value(QStringLiteral("interrupted_run")).toString();
    r->uninterruptedRun = o.value(QStringLiteral("uninterrupted_run")).toString();
    r->reusedUninterrupted = o.value(QStringLiteral("reused_uninterrupted")).toBool();
    r->completed = o.value(QStringLiteral("completed")).toBool();
    r->problem = o.value(QStringLiteral("problem")).toString();
    r->startedAt = numberOf(o.value(QStringLiteral("started_at")));
    r->endedAt = numberOf(o.value(QStringLiteral("ended_at")));
    const QJsonValue list = o.value(QStringLiteral("interruptions"));
    if (!list.isArray()) {
        *error = CoreTr::tr("%1: interruptions: expected a list").arg(path);
        return false;
    }
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject i = v.toObject();
        DrillInterruption d;
        d.atStep = qint64(i.value(QStringLiteral("at_step")).toDouble(-1));
        d.signal = i.value(QStringLiteral("signal")).toString();
        d.interruptedAt = numberOf(i.value(QStringLiteral("interrupted_at")));
        d.lastStepBefore = qint64(i.value(QStringLiteral("last_step_before")).toDouble(-1));
        d.attemptEnd = i.value(QStringLiteral("attempt_end")).toString();
        d.resumedFromStep = qint64(i.value(QStringLiteral("resumed_from_step")).toDouble(-1));
        d.repeatedSteps = qint64(i.value(QStringLiteral("repeated_steps")).toDouble(-1));
        d.restartSeconds = numberOf(i.value(QStringLiteral("restart_s")));
        d.firstCheckpointSeconds = numberOf(i.value(QStringLiteral("first_checkpoint_s")));
        r->interruptions.append(d);
    }
    const QJsonObject jump = o.value(QStringLiteral("jump")).toObject();
    bool known = false;
    r->jump.verdict = verdictOf(jump.value(QStringLiteral("verdict")).toString(), &known);
    if (!known) {
        *error = CoreTr::tr("%1: jump.verdict: expected passed, failed or incomplete").arg(path);
        return false;
    }
    r->jump.exact = jump.value(QStringLiteral("exact")).toBool();
    r->jump.tolerance = jump.value(QStringLiteral("tolerance")).toDouble();
    r->jump.comparedSteps = qint64(jump.value(QStringLiteral("compared_steps")).toDouble());
    r->jump.differingSteps = qint64(jump.value(QStringLiteral("differing_steps")).toDouble());
    r->jump.worstStep = qint64(jump.value(QStringLiteral("worst_step")).toDouble(-1));
    r->jump.worstRelative = jump.value(QStringLiteral("worst_relative")).toDouble();
    r->jump.reason = jump.value(QStringLiteral("reason")).toString();
    // A verdict is never kinder than the data: a pass the file cannot back is incomplete.
    if (r->jump.verdict == JumpCheck::Verdict::Passed && (!r->completed || r->jump.comparedSteps <= 0))
        r->jump.verdict = JumpCheck::Verdict::Incomplete;
    return true;
}

} // namespace pilot
