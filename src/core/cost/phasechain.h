#pragma once

#include "pilot_core_export.h"
#include "core/runs/runsummary.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// The longest one attempt of a run may last for its times to be believed: a year. Event times
/// that span more (a clock set wrong, a hand-edited t) make the chain's times unknown.
inline constexpr double kMaxAttemptSeconds = 366.0 * 24 * 3600;

/// Where a phase's seconds come from. A figure nobody measured and nothing lets us derive is
/// Unknown, never a zero (docs/cost.md).
enum class PhaseSource { Measured, Derived, Unknown };

PILOT_CORE_EXPORT QString phaseSourceKey(PhaseSource s); ///< "measured" | "derived" | "unknown"

/// One phase of a run's cost chain.
struct ChainPhase
{
    QString name;
    /// The phase's share of the run's billed time: every instant of every attempt belongs to
    /// exactly one phase (the precedence of docs/cost.md), so the shares add up to
    /// RunPhaseChain::billedSeconds. Empty when unknown.
    std::optional<double> seconds;
    PhaseSource source = PhaseSource::Unknown;
    QString how; ///< for people: how it was measured or derived, or why it is unknown
    /// The job's own spans of this name as the job interface sums them (§5, phase durations):
    /// they may nest inside and overlap other phases, so they do not add up.
    double spanSeconds = 0;
    int spans = 0;
};

/// The cost phases of one run (docs/cost.md): the seven of the job interface, `validation`,
/// `unattributed` (time inside an attempt that no phase covers), and `queue` (before the first
/// attempt, not part of the billed time).
struct PILOT_CORE_EXPORT RunPhaseChain
{
    QString runDir;
    QString error;  ///< the run could not be read; nothing else is filled
    QString status; ///< RunSummary::status
    bool imported = false;
    bool failed = false; ///< failed or lost: all of its time is lost
    QString failureClass, failureSubclass;
    int attempts = 0;
    /// The time the run held its machine: the wall time of every attempt (run_start to its last
    /// event), summed. Empty when the events carry no times.
    std::optional<double> billedSeconds;
    qint64 stepsTrained = 0; ///< distinct effective steps on record (repeated ones once)
    QList<ChainPhase> phases; ///< chainPhaseNames() order
    ChainPhase queue;         ///< Slurm's queue wait (slurm.json), or unknown
    QStringList notes;
    /// Why the run's times are not believed although its events carry some (an attempt longer
    /// than kMaxAttemptSeconds: a run_end written with t = 1e300); empty otherwise
    QString timesProblem;

    bool ok() const { return error.isEmpty(); }
    const ChainPhase *phase(const QString &name) const;
};

/// The phases of the chain in the order they are shown: environment, first_step, compile,
/// train, checkpoint_write, restart, lost (the job interface's seven), validation,
/// unattributed.
PILOT_CORE_EXPORT QStringList chainPhaseNames();

/// The chain of a run already read (`summary` from summarizeRun, with the failure class where
/// the run failed). Pure computation: the queue phase stays unknown (readPhaseChain adds it).
PILOT_CORE_EXPORT RunPhaseChain phaseChainOf(const RunMetrics &metrics, const RunSummary &summary);

/// Reads `runDir` (its metrics.jsonl, the logs for a failed run's class, slurm.json for the
/// queue) and builds its chain; `metrics` (may be null) gets what was read, for a caller that
/// needs it too. Blocks on file I/O: call it off the GUI thread.
PILOT_CORE_EXPORT RunPhaseChain readPhaseChain(const QString &runDir, RunMetrics *metrics = nullptr);

} // namespace pilot
