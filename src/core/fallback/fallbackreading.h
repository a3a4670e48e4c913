#pragma once

#include "pilot_core_export.h"
#include "core/compare/runcomparison.h"
#include "core/job/jobhash.h"
#include "core/project/project.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// What the project's emergency profile is, as far as the files inside the project tell.
struct FallbackProfileFacts
{
    enum class State {
        NotNamed, ///< the plan names no profile
        Outside,  ///< the path leaves the project folder (a project built in memory); it is not read
        Missing,  ///< nothing readable at the path inside the project folder
        Invalid,  ///< there, but the job reader refuses it (`invalidFields` names where)
        Read,
    };
    State state = State::NotNamed;
    QString shown; ///< the path relative to the project folder
    QString backend, device;
    QStringList invalidFields; ///< the fields the job reader names (never its full message, which may quote the file)
    /// Its job hash: the hash of its identity, its inputs read here, when the pilot's run says
    /// its own (format 3); else of the job as a run folder on the plan's target would hold it
    /// (runFolderJobJson, format 2's rule). Empty when unknown.
    QString jobHash;
    /// Why its identity is not known: an input cannot be read on this machine (names it).
    QString unidentified = {};
    /// Its job hash equals the pilot's (same training: it resumes the pilot's checkpoints);
    /// nothing when the pilot's job.json cannot be read.
    std::optional<bool> sameTraining;
    QList<JobHashDifference> differences; ///< where it differs from the pilot's job (left: pilot), when not the same
};

/// One run of the project in the role `fallback`: a fallback made, or rehearsed, and its re-check.
struct FallbackRehearsal
{
    enum class Problem {
        None,
        Outside,    ///< the path leaves the project folder; it is not read
        NotFound,   ///< nothing at the path
        Unreadable, ///< no metrics a run reader accepts
    };
    QString name; ///< the label, else the path relative to the project
    Problem problem = Problem::None;
    /// completed | aborted | failed | running | lost | unverified (RunSummary::status), empty when unread.
    QString status;
    /// The step it resumed from: the checkpoint its job.json names as `resume` (step-N), 0
    /// for `resume: none`; -1 when the run folder does not say (resume auto, no job.json).
    qint64 resumedFrom = -1;
    /// Its run_start's job hash equals the pilot's job hash; nothing when either is unknown.
    std::optional<bool> sameTraining;
    /// The re-check: its training loss and validation against the project's first reference,
    /// on the reference's steps after `resumedFrom` (the steps up to it are the pilot's, judged
    /// in the pilot results), with the project's acceptance limits.
    LossComparison loss;
    QList<MetricComparison> validation;
    /// The verdict over loss and validation, never kinder than the data: Pass only when every
    /// reference step after the resume point was compared inside the limits, the fallback run
    /// completed and where it resumed is known; otherwise Fail or Incomplete (or no verdict).
    Verdict verdict = Verdict::NoOverlap;
    /// Why the verdict is not the comparison's alone, beyond LossComparison::reasons:
    /// "no_reference" (the project has no readable reference run), "resume_unknown",
    /// "run_unfinished" (the fallback run has not completed).
    QStringList reasons;
};

/// The fallback plan of a project with what the project's files say about it, for the decision
/// record and `pilotctl fallback`.
struct FallbackReading
{
    FallbackPlan plan;
    bool planned = false; ///< the project has a fallback plan (any part of it)
    FallbackProfileFacts profile;
    QString pilot;        ///< the project's first pilot run as the record names it; empty when none
    QString pilotJobHash; ///< its last run_start's (format 3), else its job.json's under format 2's rule; empty when unknown
    QString reference;    ///< the project's first reference run as the record names it
    QList<FallbackRehearsal> rehearsals; ///< every run in the role fallback, in the project's order

    bool rehearsed() const { return !rehearsals.isEmpty(); }
};

/// Reads the plan's profile and every fallback run of `project`, inside `projectFolder` only
/// (projectplace.h), and re-checks each run against the first reference run. `reference`, when
/// given, is that run's metrics already read (computePilotResults passes them); otherwise it is
/// read here when there is a fallback run to check; `pilot` likewise the first pilot run's
/// (for what its run_start says it trains), read here when not given. Reads files: call it
/// off the GUI thread.
PILOT_CORE_EXPORT FallbackReading readFallback(const Project &project, const QString &projectFolder, const RunMetrics *reference = nullptr,
                                               const RunMetrics *pilot = nullptr);

/// Re-checks `fallback` against `reference` for a fallback resumed at step `resumedFrom`
/// (-1: unknown; then from its first logged step, and never a pass): compareLoss and
/// compareValidation on the reference's steps after the resume point, with `limits`.
/// Fills loss, validation, verdict and reasons of `out`; `out->status` must be set.
PILOT_CORE_EXPORT void recheckFallback(const RunMetrics &reference, const RunMetrics &fallback, qint64 resumedFrom,
                                       const AcceptanceLimits &limits, FallbackRehearsal *out);

} // namespace pilot
