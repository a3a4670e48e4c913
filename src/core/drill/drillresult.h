#pragma once

#include "pilot_core_export.h"
#include "core/runs/runmetrics.h"

#include <QList>
#include <QString>

namespace pilot {

/// One interruption of a kill-and-resume drill (docs/drill.md) and what it cost.
struct PILOT_CORE_EXPORT DrillInterruption
{
    qint64 atStep = -1;          ///< the step the drill waited for before interrupting
    QString signal;              ///< KILL (a crash) or TERM (a planned abort: checkpoint, run_end aborted)
    double interruptedAt = qQNaN(); ///< when the signal was sent (Unix seconds, this machine's clock)
    qint64 lastStepBefore = -1;  ///< the last step the interrupted attempt reported
    /// How the interrupted attempt ended as its own events say: its run_end's status and
    /// reason ("aborted: SIGTERM"), or empty when it wrote none (killed, as a crash is).
    QString attemptEnd;
    qint64 resumedFromStep = -1; ///< the checkpoint's step the next attempt resumed from (0: from the start)
    qint64 repeatedSteps = -1;   ///< steps done again: lastStepBefore - resumedFromStep
    /// Interruption → the resumed attempt's first new step (its `t`); NaN when not seen.
    double restartSeconds = qQNaN();
    /// Interruption → the first checkpoint the resumed attempt wrote; NaN when it wrote none.
    double firstCheckpointSeconds = qQNaN();
};

/// The jump check: the resumed run's losses against the uninterrupted run's, step by step.
struct PILOT_CORE_EXPORT JumpCheck
{
    enum class Verdict { Passed, Failed, Incomplete };
    Verdict verdict = Verdict::Incomplete;
    bool exact = false;        ///< bit for bit was required (one backend, cpu, fp32)
    double tolerance = 0;      ///< the relative tolerance otherwise
    qint64 comparedSteps = 0;
    qint64 worstStep = -1;
    double worstRelative = 0;  ///< largest |resumed - uninterrupted| / |uninterrupted|
    qint64 differingSteps = 0; ///< steps not bit-identical (exact) or beyond the tolerance
    QString reason;            ///< for people: why this verdict
};

/// The losses of `resumed` (the interrupted run after its resumes; for each step its latest
/// attempt) against `uninterrupted`, which must have completed the same steps. Passed only when
/// every step from 1 to the resumed run's last is in both with finite losses that agree
/// (bit-identical when `exact`, else within the relative `tolerance`); a missing or non-finite
/// loss is Incomplete, never Passed.
PILOT_CORE_EXPORT JumpCheck checkJump(const RunMetrics &resumed, const RunMetrics &uninterrupted, bool exact, double tolerance);

PILOT_CORE_EXPORT QString jumpVerdictName(JumpCheck::Verdict verdict); ///< passed, failed, incomplete

/// What a drill found, kept as drill.json in the drill's folder.
struct PILOT_CORE_EXPORT DrillResult
{
    QString jobHash;
    QString backend;
    QString target;
    QString interruptedRun;   ///< the run folder that was interrupted and resumed
    QString uninterruptedRun; ///< the run it was compared with (run by the drill, or reused)
    bool reusedUninterrupted = false;
    QList<DrillInterruption> interruptions;
    JumpCheck jump;
    bool completed = false; ///< every interruption made and both runs ended completed
    QString problem;        ///< why the drill stopped short, when it did
    double startedAt = qQNaN();
    double endedAt = qQNaN();
};

inline constexpr char kDrillFile[] = "drill.json";

PILOT_CORE_EXPORT QByteArray drillResultToJson(const DrillResult &result);
/// Reads drill.json (a regular file of at most 1 MiB); false with `error` naming the field.
PILOT_CORE_EXPORT bool readDrillResult(const QString &path, DrillResult *result, QString *error);

} // namespace pilot
