#include "core/project/project.h"

namespace pilot {

QString answerKey(Answer answer)
{
    switch (answer) {
    case Answer::Yes:
        return QStringLiteral("yes");
    case Answer::No:
        return QStringLiteral("no");
    case Answer::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

std::optional<Answer> answerFromKey(const QString &key)
{
    if (key == QLatin1String("yes"))
        return Answer::Yes;
    if (key == QLatin1String("no"))
        return Answer::No;
    if (key == QLatin1String("unknown"))
        return Answer::Unknown;
    return std::nullopt;
}

QString runRoleKey(RunRole role)
{
    switch (role) {
    case RunRole::Pilot:
        return QStringLiteral("pilot");
    case RunRole::Fallback:
        return QStringLiteral("fallback");
    case RunRole::Reference:
        break;
    }
    return QStringLiteral("reference");
}

std::optional<RunRole> runRoleFromKey(const QString &key)
{
    if (key == QLatin1String("reference"))
        return RunRole::Reference;
    if (key == QLatin1String("pilot"))
        return RunRole::Pilot;
    if (key == QLatin1String("fallback"))
        return RunRole::Fallback;
    return std::nullopt;
}

const DecisionAnswer *Project::answer(const QString &id) const
{
    for (const DecisionAnswer &a : decision) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

DecisionAnswer &Project::row(const QString &id)
{
    for (DecisionAnswer &a : decision) {
        if (a.id == id)
            return a;
    }
    DecisionAnswer added;
    added.id = id;
    decision.append(added);
    return decision.last();
}

} // namespace pilot
