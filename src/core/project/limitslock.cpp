#include "core/project/limitslock.h"

#include "core/project/projectfields.h"
#include "core/support/coretr.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace pilot {

QStringList limitKeys()
{
    QStringList keys;
    for (const LimitField &f : limitFields())
        keys.append(QLatin1String(f.key));
    return keys;
}

std::optional<double> limitValue(const AcceptanceLimits &limits, const QString &key)
{
    const LimitField *field = limitField(key);
    return field ? field->numberIn(limits) : std::nullopt;
}

QString checkLimit(const QString &key, std::optional<double> value)
{
    const LimitField *field = limitField(key);
    if (!field)
        return CoreTr::tr("'%1' is not an acceptance limit").arg(key);
    if (!value)
        return QString();
    if (!std::isfinite(*value) || *value < field->minimum)
        return CoreTr::tr("a limit cannot be negative");
    if (const auto max = field->maximum(); max && *value > *max)
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

bool changeLimit(Project *project, const QString &key, std::optional<double> value, const QString &author, const QString &reason,
                 const QDateTime &at, QString *error)
{
    if (const QString problem = checkLimit(key, value); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    const LimitField *field = limitField(key);
    const std::optional<double> current = field->numberIn(project->limits);
    if (current == value)
        return true;
    if (project->limits.locked) {
        if (author.trimmed().isEmpty() || reason.trimmed().isEmpty()) {
            *error = CoreTr::tr("the limits are locked: a change needs an author and a reason");
            return false;
        }
        project->limits.changes.append(
            LimitChange{at.toUTC(), author.trimmed(), key, limitText(current), limitText(value), reason.trimmed()});
    }
    field->setNumber(project->limits, value);
    return true;
}

} // namespace pilot
