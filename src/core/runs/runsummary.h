#pragma once

#include "pilot_core_export.h"
#include "core/failures/decisiveline.h"
#include "core/runs/runmetrics.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace pilot {

struct PhaseTotal
{
    QString name;
    double seconds = 0; ///< closed spans, plus open spans up to the run's last event
    int spans = 0;
    bool open = false; ///< the phase has begun and not ended (run still going, or cut off)
};

/// What a run directory says about itself, condensed: the answer to "where is this run?".
struct RunSummary
{
    /// completed | aborted | failed (from run_end); running | lost | unverified (no run_end:
    /// see RunLiveness); imported; empty
    QString status;
    QString reason; ///< run_end's reason; without one, how the status was decided
    int exitCode = -1;
    QString runId, backend, device;
    qint64 stepCount = 0; ///< effective steps on record (after restart purging)
    qint64 lastStep = -1;
    qint64 tokens = -1;
    double lastLoss = kNoValue;
    double lastLr = kNoValue;
    int restarts = 0;
    qint64 evals = 0;
    qint64 samples = 0;
    qint64 checkpointsComplete = 0; ///< written: checkpoint events with status complete
    /// Of those, still in the run folder (with their COMPLETE marker): keep_last removes older
    /// ones. -1 when there is no run folder to look in.
    qint64 checkpointsPresent = -1;
    qint64 lastCheckpointStep = -1;
    double wallSeconds = kNoValue; ///< first to last event
    QList<PhaseTotal> phases;      ///< in order of first appearance
    qint64 lines = 0;
    qint64 issues = 0;
    qint64 unknownTypes = 0;
    QList<LineIssue> firstIssues;
    /// A failed or lost run's failure class (core/runs/runfailure.h; empty when the
    /// evidence names none, and for runs that did not fail), its subclass, and for people what
    /// decided it or why nothing did. Filled by summarizeRunFolder, which reads the run's logs.
    QString failureClass;
    QString failureSubclass;
    QString failureVerdict;
    DecisiveLine failureLine; ///< the line that decided the class, when one did
};

/// `runDir` is the folder of the run's metrics.jsonl: without a run_end, whether a process
/// still writes the run is read there (checkRunLiveness). A lost run's open phases are closed:
/// they ended with its last event.
PILOT_CORE_EXPORT RunSummary summarizeRun(const RunMetrics &metrics, qint64 lines, const QString &runDir);
/// A run folder read and summarised: what the Runs page and `pilotctl runs summarize` both
/// show, each in its own words.
struct RunFolderSummary
{
    enum class Problem {
        None,
        NoMetrics,  ///< the folder has no metrics.jsonl
        Unreadable, ///< it could not be read: `error` says why (a named pipe, no permission, …)
    };
    Problem problem = Problem::None;
    QString error;
    QString metricsFile; ///< the metrics.jsonl that was (or would have been) read
    RunSummary summary;
    qint64 tornBytes = 0; ///< bytes of an unfinished last line, not counted yet

    bool ok() const { return problem == Problem::None; }
};

/// Reads `runDirOrFile` — a run folder, or its metrics.jsonl itself — in one pass and
/// summarises it (summarizeRun, with the folder for the liveness check); a failed or lost run
/// gets its failure class from the folder's logs and `log` events (the built-in rules; the exit
/// code from run_end, as no launcher is asked). Reads the whole file and the logs: call it off
/// the GUI thread.
PILOT_CORE_EXPORT RunFolderSummary summarizeRunFolder(const QString &runDirOrFile);
/// The failure class of a failed or lost run (`s` from summarizeRun of `metrics`), from the
/// logs in `runDir`, for a caller that has read the metrics already. Reads the logs: call it
/// off the GUI thread.
PILOT_CORE_EXPORT void addFailureClass(RunSummary *s, const RunMetrics &metrics, const QString &runDir);

PILOT_CORE_EXPORT QJsonObject runSummaryToJson(const RunSummary &summary);
PILOT_CORE_EXPORT QList<PhaseTotal> phaseTotals(const RunMetrics &metrics);

} // namespace pilot
