#pragma once

#include "pilot_core_export.h"
#include "core/job/jobhash.h"
#include "core/runs/runmetrics.h"

#include <QList>
#include <QString>

namespace pilot {

/// Whether two runs train the same job, judged by what they said at their latest start
/// (run_start's job_hash and job_identity, docs/job-interface.md §5 and §6): by content when
/// both name their job by its identity, never by where their files lay.
struct SameJob
{
    enum class State {
        Same,      ///< equal job hashes: the same data, model, tokenizer and settings
        Different, ///< different identities; `differences` says where
        Unknown,   ///< nothing to judge by; `why` says what is missing
    };
    State state = State::Unknown;
    /// Both runs named their job by its identity (by content); false for two equal hashes of
    /// the older rule, which covered the job's text with its paths.
    bool byContent = false;
    /// Why Unknown: "reference_silent" or "pilot_silent" (no job hash at its start: not started,
    /// or a version before it), "identity_broken" (a run's job_identity is not what its job_hash
    /// is the hash of), "older_rule" (both runs hash their job text, paths included, under the
    /// rule of older versions, and the hashes differ: that may be their paths alone), "mixed" (one
    /// run names its job by content, the other by the older rule).
    QString why;
    /// Where they differ (left: the first run, right: the second), key by key down to the
    /// values, each in canonical text; filled when Different.
    QList<JobHashDifference> differences;
};

/// Compares two runs' starts (the reference's and the pilot's); null for a run without one.
PILOT_CORE_EXPORT SameJob sameJob(const RunStartInfo *first, const RunStartInfo *second);

/// The same for the latest starts of two runs.
PILOT_CORE_EXPORT SameJob sameJob(const RunMetrics &first, const RunMetrics &second);

} // namespace pilot
