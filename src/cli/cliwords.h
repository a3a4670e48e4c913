#pragma once

// Words for the keys pilotctl's data holds (states, roles, phases), for its text output; --json
// keeps the keys. The verdicts' and the metrics' words are the core's (verdictwords.h).
#include "core/compare/runcomparison.h"
#include "core/compare/verdictwords.h"
#include "core/drill/drillresult.h"
#include "core/launch/queuedrun.h"
#include "core/launch/runstatus.h"
#include "core/project/project.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace pilot::cli {

/// What a run's own events say of it (running, completed, …).
QString metricsRunStateWord(MetricsRunState s);
/// The state of a launched run (queued, starting, running, completed, failed, aborted, lost).
QString runStateWord(RunState s);
/// A run summary's status (completed, running, lost, unverified, imported, empty, …); a status
/// that is none of ours as the run wrote it.
QString runStatusWord(const QString &status);
/// The state of a run in the app's queue.
QString queuedRunStateWord(QueuedRun::State s);
/// A run's role: reference, pilot, fallback.
QString roleWord(RunRole role);
/// A phase of the time chain (environment, first_step, …) for people; other names as they are.
QString phaseTitle(const QString &name);
/// A checkpoint's verdict: accepted or refused.
QString acceptedWord(bool accepted);
/// The drill's jump check: passed, failed, incomplete.
QString jumpVerdictWord(JumpCheck::Verdict v);
QString yesNo(bool yes);
/// yes, no, or unknown when not known.
QString yesNoUnknown(const std::optional<bool> &yes);
/// A failure class for people with its subclass ("memory · device"), or "none".
QString failureClassText(const QString &failureClass, const QString &subclass);
/// A training method (a job's method.kind) for people: lora → LoRA, full → full fine-tuning;
/// another kind as it is.
QString methodWord(const QString &kind);
/// "step" or "tokens": what a comparison's positions count.
QString axisWord(AlignAxis axis);

/// Label–value lines whose values start in one column, wide enough for the longest label of the
/// block in the language spoken (a German label is often longer than its English source).
class Rows
{
public:
    /// `labels`: every label the block may show; `minimum`: the column the values start in at least.
    Rows(const QStringList &labels, int minimum);
    /// "label:" padded to the column, the value, and a newline.
    QString row(const QString &label, const QString &value) const;
    /// The column the values start in (for lines that continue a value).
    int width() const { return m_width; }

private:
    int m_width = 0;
};

} // namespace pilot::cli
