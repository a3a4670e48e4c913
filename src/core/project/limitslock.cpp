#include "core/project/limitslock.h"

#include "core/support/coretr.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace pilot {

namespace {

std::optional<double> *slot(AcceptanceLimits &l, const QString &key)
{
    if (key == QLatin1String("loss_deviation_abs"))
        return &l.lossDeviationAbs;
    if (key == QLatin1String("loss_deviation_rel"))
        return &l.lossDeviationRel;
    if (key == QLatin1String("validation_metric_deviation"))
        return &l.validationMetricDeviation;
    if (key == QLatin1String("restart_time_s"))
        return &l.restartTimeS;
    if (key == QLatin1String("time_to_first_checkpoint_s"))
        return &l.timeToFirstCheckpointS;
    if (key == QLatin1String("output_quality_min"))
        return &l.outputQualityMin;
    return nullptr;
}

} // namespace

QStringList limitKeys()
{
    return {QStringLiteral("loss_deviation_abs"), QStringLiteral("loss_deviation_rel"), QStringLiteral("validation_metric_deviation"),
            QStringLiteral("restart_time_s"), QStringLiteral("time_to_first_checkpoint_s"), QStringLiteral("output_quality_min")};
}

std::optional<double> limitValue(const AcceptanceLimits &limits, const QString &key)
{
    std::optional<double> *s = slot(const_cast<AcceptanceLimits &>(limits), key);
    return s ? *s : std::nullopt;
}

QString checkLimit(const QString &key, std::optional<double> value)
{
    if (!limitKeys().contains(key))
        return CoreTr::tr("'%1' is not an acceptance limit").arg(key);
    if (!value)
        return QString();
    if (!std::isfinite(*value) || *value < 0)
        return CoreTr::tr("a limit cannot be negative");
    const bool fraction = key == QLatin1String("loss_deviation_rel") || key == QLatin1String("output_quality_min");
    if (fraction && *value > 1)
        return CoreTr::tr("expected a fraction between 0 and 1 (0.03 = 3 %)");
    return QString();
}

bool pilotStarted(const Project &project)
{
    return std::any_of(project.runs.begin(), project.runs.end(), [](const ProjectRun &r) { return r.role == RunRole::Pilot; });
}

void lockLimits(Project *project, const QString &author, const QString &reason, const QDateTime &at)
{
    if (!project->limits.locked)
        project->limits.locked = LimitsLock{at.toUTC(), author, reason};
}

QString limitText(std::optional<double> value)
{
    return value ? QString::number(*value, 'g', QLocale::FloatingPointShortest) : QString();
}

bool changeLimit(Project *project, const QString &key, std::optional<double> value, const QString &author,
                 const QString &reason, const QDateTime &at, QString *error)
{
    if (const QString problem = checkLimit(key, value); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    std::optional<double> *target = slot(project->limits, key);
    if (*target == value)
        return true;
    if (project->limits.locked) {
        if (author.trimmed().isEmpty() || reason.trimmed().isEmpty()) {
            *error = CoreTr::tr("the limits are locked: a change needs an author and a reason");
            return false;
        }
        project->limits.changes.append(LimitChange{at.toUTC(), author.trimmed(), key, limitText(*target), limitText(value), reason.trimmed()});
    }
    *target = value;
    return true;
}

} // namespace pilot
