#include "cliwords.h"
#include "clilanguage.h"

#include "core/failures/failurerules.h"

namespace pilot::cli {

QString metricsRunStateWord(MetricsRunState s)
{
    switch (s) {
    case MetricsRunState::Running:
        return CliTr::tr("running");
    case MetricsRunState::Completed:
        return CliTr::tr("completed");
    case MetricsRunState::Failed:
        return CliTr::tr("failed");
    case MetricsRunState::Aborted:
        return CliTr::tr("aborted");
    case MetricsRunState::Unknown:
        break;
    }
    return CliTr::tr("state unknown");
}

QString runStateWord(RunState s)
{
    switch (s) {
    case RunState::Queued:
        return CliTr::tr("queued");
    case RunState::Starting:
        return CliTr::tr("starting");
    case RunState::Running:
        return CliTr::tr("running");
    case RunState::Completed:
        return CliTr::tr("completed");
    case RunState::Failed:
        return CliTr::tr("failed");
    case RunState::Aborted:
        return CliTr::tr("aborted");
    case RunState::Lost:
        break;
    }
    return CliTr::tr("lost");
}

QString runStatusWord(const QString &status)
{
    if (status == QLatin1String("completed"))
        return CliTr::tr("completed");
    if (status == QLatin1String("aborted"))
        return CliTr::tr("aborted");
    if (status == QLatin1String("failed"))
        return CliTr::tr("failed");
    if (status == QLatin1String("running"))
        return CliTr::tr("running");
    if (status == QLatin1String("lost"))
        return CliTr::tr("lost");
    if (status == QLatin1String("unverified"))
        return CliTr::tr("no end recorded");
    if (status == QLatin1String("imported"))
        return CliTr::tr("imported");
    if (status == QLatin1String("empty"))
        return CliTr::tr("no events yet");
    return status;
}

QString queuedRunStateWord(QueuedRun::State s)
{
    switch (s) {
    case QueuedRun::State::Queued:
        return CliTr::tr("queued");
    case QueuedRun::State::Cancelled:
        return CliTr::tr("cancelled");
    case QueuedRun::State::Failed:
        break;
    }
    return CliTr::tr("refused at its start");
}

QString roleWord(RunRole role)
{
    switch (role) {
    case RunRole::Reference:
        return CliTr::tr("reference");
    case RunRole::Pilot:
        return CliTr::tr("pilot");
    case RunRole::Fallback:
        break;
    }
    return CliTr::tr("fallback");
}

QString phaseTitle(const QString &name)
{
    static const struct
    {
        const char *key;
        const char *title;
    } kTitles[] = {
        {"environment", QT_TRANSLATE_NOOP("pilot::cli", "environment")},
        {"first_step", QT_TRANSLATE_NOOP("pilot::cli", "to the first step")},
        {"compile", QT_TRANSLATE_NOOP("pilot::cli", "compile")},
        {"train", QT_TRANSLATE_NOOP("pilot::cli", "training")},
        {"checkpoint_write", QT_TRANSLATE_NOOP("pilot::cli", "checkpoint writing")},
        {"restart", QT_TRANSLATE_NOOP("pilot::cli", "restart")},
        {"lost", QT_TRANSLATE_NOOP("pilot::cli", "lost or repeated")},
        {"validation", QT_TRANSLATE_NOOP("pilot::cli", "validation")},
        {"other", QT_TRANSLATE_NOOP("pilot::cli", "other")},
        {"data_load", QT_TRANSLATE_NOOP("pilot::cli", "data loading")},
        {"queue", QT_TRANSLATE_NOOP("pilot::cli", "waiting in the queue")},
    };
    for (const auto &t : kTitles) {
        if (name == QLatin1String(t.key))
            return CliTr::tr(t.title);
    }
    return name;
}

QString acceptedWord(bool accepted)
{
    return accepted ? CliTr::tr("accepted") : CliTr::tr("refused");
}

QString jumpVerdictWord(JumpCheck::Verdict v)
{
    switch (v) {
    case JumpCheck::Verdict::Passed:
        return CliTr::tr("passed");
    case JumpCheck::Verdict::Failed:
        return CliTr::tr("failed", "the jump check (not passed), not a run's state");
    case JumpCheck::Verdict::Incomplete:
        break;
    }
    return CliTr::tr("incomplete");
}

QString yesNo(bool yes)
{
    return yes ? CliTr::tr("yes") : CliTr::tr("no");
}

QString yesNoUnknown(const std::optional<bool> &yes)
{
    return yes ? yesNo(*yes) : CliTr::tr("unknown");
}

QString failureClassText(const QString &failureClass, const QString &subclass)
{
    if (failureClass.isEmpty())
        return CliTr::tr("none");
    // The subclass is the rules' own finer name, as the Runs page shows it.
    return subclass.isEmpty() ? failureClassTitle(failureClass) : CliTr::tr("%1 · %2").arg(failureClassTitle(failureClass), subclass);
}

QString methodWord(const QString &kind)
{
    if (kind == QLatin1String("lora"))
        return CliTr::tr("LoRA");
    if (kind == QLatin1String("full"))
        return CliTr::tr("full fine-tuning");
    return kind;
}

QString axisWord(AlignAxis axis)
{
    return axis == AlignAxis::Step ? CliTr::tr("step") : CliTr::tr("tokens");
}

Rows::Rows(const QStringList &labels, int minimum)
    : m_width(minimum)
{
    for (const QString &label : labels)
        m_width = qMax(m_width, int(label.size()) + 2); // the colon and at least one space
}

QString Rows::row(const QString &label, const QString &value) const
{
    return (label + QLatin1Char(':')).leftJustified(m_width) + value + QLatin1Char('\n');
}

} // namespace pilot::cli
