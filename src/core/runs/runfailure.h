#pragma once

#include "pilot_core_export.h"
#include "core/failures/decisiveline.h"
#include "core/failures/failureclassifier.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pilot {

class RunMetrics;

/// What is known of how a run's process ended, besides its logs.
struct RunEndEvidence
{
    bool failed = false;    ///< the run's state is failed or lost: only then is a failure class given
    int exitCode = -1;      ///< the exit status when known; 128 + N for a process killed by signal N
    QString schedulerState; ///< the scheduler's final word when known (Slurm: OUT_OF_MEMORY, NODE_FAIL, …)
};

/// The failure classifier's verdict on one run folder.
struct RunFailureReport
{
    /// Every matched line: logs/stderr.log, then the other *.log files under logs/ by name
    /// (per-process files of a launcher, such as torchrun's --log-dir), then the `log` events
    /// of metrics.jsonl, then logs/stdout.log (the files carry no common clock, so this is the
    /// order of reading).
    QList<FailureMatch> matches;
    qint64 matched = 0; ///< matched lines in all (each log keeps its first LogClassification::kMaxKeptMatches)
    bool failed = false;
    QString failureClass; ///< empty when the evidence names none (or the run did not fail)
    QString failureSubclass;
    int decisive = -1; ///< index in `matches` of the line that decided; -1 when none did
    DecisiveLine decisiveLine;
    QString verdict; ///< for people, in the program's language: what decided, or why nothing did
    int exitCode = -1;
    int signal = 0; ///< the signal that killed the process, when known
    bool logsCut = false;
    QStringList problems;     ///< logs that could not be read, for people
    QStringList ruleProblems; ///< rules stopped part of the way through (RuleSpending), for people
};

/// The matched line that decides a failed run's class, as an index in `matches` (in the order
/// of reading), or -1: the first of severity error whose rule is not a consequence of another
/// failure (FailureRule::consequence); else the first error that is; else the same for
/// warnings. So an out-of-memory error on one rank decides over the collective timeouts the
/// other ranks print after it, even where they stand first in the log.
PILOT_CORE_EXPORT int decisiveMatch(const QList<FailureMatch> &matches);

/// The decisive line `matches[decisive]` as data; an invalid one for -1.
PILOT_CORE_EXPORT DecisiveLine decisiveLine(const QList<FailureMatch> &matches, int decisive);

/// For people, in the program's language: where the decisive line is (file:line, the rank),
/// its rule, the line itself (shortened) and why it decides — which later or earlier lines
/// were taken as its consequences, or that only consequences were found.
PILOT_CORE_EXPORT QString decisiveText(const QList<FailureMatch> &matches, int decisive);

/// Classifies the run in `runDir`: the lines of logs/stderr.log, of the other *.log files under
/// logs/ (at most 64, six folders deep; a number in their path is the rank of their lines) and
/// of logs/stdout.log — regular files opened without following a symbolic link, each read up
/// to kMaxClassifiedLogBytes — the `log` events of `metrics`, and `end`.
/// The failure class of a failed run is that of its decisive line (decisiveMatch); without
/// one, the scheduler's OUT_OF_MEMORY or NODE_FAIL decides; a process killed by a signal with
/// nothing else to go on gets no class, and the verdict names the signal (SIGKILL is also what
/// the kernel's OOM killer sends, which the verdict says without claiming it). The lines of
/// several processes in one log (srun --label, torchrun's [rankN]:) are read as one run.
/// Blocks on file I/O: call it off the GUI thread.
PILOT_CORE_EXPORT RunFailureReport classifyRun(const QString &runDir, const RunMetrics &metrics, const RunEndEvidence &end,
                                               const FailureRules &rules);

/// "SIGKILL", "SIGTERM", … for the common signals, else "signal N".
PILOT_CORE_EXPORT QString signalName(int signal);

} // namespace pilot
