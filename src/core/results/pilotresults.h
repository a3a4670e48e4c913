#pragma once

#include "pilot_core_export.h"
#include "core/checkpoints/runresilience.h"
#include "core/compare/runcomparison.h"
#include "core/compare/scaling.h"
#include "core/cost/costmodel.h"
#include "core/fallback/fallbackreading.h"
#include "core/launch/runprovenance.h"
#include "core/project/project.h"
#include "core/results/pilotverdict.h"

#include <QString>

namespace pilot {

/// Why a run of the pilot results could not be compared. The reasons are ours: the record never
/// quotes what a reader found in a file, which may lie anywhere and hold anything.
struct PilotRunProblem
{
    enum class Kind {
        Outside,    ///< the path leaves the project folder; it is not read
        NotFound,   ///< nothing at the path inside the project folder
        Unreadable, ///< there, but no metrics a run reader accepts
    };
    RunRole role = RunRole::Reference;
    Kind kind = Kind::NotFound;
    QString path; ///< relative to the project folder; as given when outside it
};

/// The comparison of a project's first reference run with its first pilot run, for the
/// decision record's "Pilot results" section.
struct PilotResults
{
    bool available = false; ///< both runs were read
    QString reference;      ///< the runs as the record names them: label, else path
    QString pilot;
    QList<PilotRunProblem> problems; ///< why not available (one entry per run that failed)
    LossComparison loss;
    QList<MetricComparison> validation;
    RunProvenance referenceProvenance; ///< of each run that was read
    RunProvenance pilotProvenance;
    RunResilience referenceResilience; ///< checkpoints, drill and failure class of each run folder read
    RunResilience pilotResilience;
    PilotRunFacts pilotFacts; ///< output quality and time to the first checkpoint of the pilot
    /// The complete pilot verdict: loss, validation, output quality, restore and operating
    /// times against the limits (pilotverdict.h); when `available`.
    PilotVerdict verdict;
    /// The cost model of the project (docs/cost.md): per role the phases, the cost and the cost
    /// per accepted training state, and the projection; when both runs were read.
    std::optional<CostModel> cost;
    /// The fallback plan with its profile and every fallback run re-checked against the
    /// reference (readFallback), for the record's "Fallback plan" section; read whether or not
    /// the pilot could be compared.
    FallbackReading fallback;
    bool fallbackRead = false; ///< `fallback` was read (computePilotResults always reads it)
    /// The scaling of every run of the project (projectScaling) for the record's "Scaling"
    /// section; empty when no run ran on more than one process.
    QList<ScalingPoint> scaling;
};

/// Reads both runs (run folders with metrics.jsonl, or other tools' files) relative to the
/// project's folder and compares them against the project's acceptance limits. Only runs
/// inside the project folder are read (projectplace.h); paths are named relative to it. Does
/// file I/O: call it off the GUI thread for large runs. Without a reference and a pilot run in
/// the project, `available` is false and `problems` empty. The fallback plan and its runs are
/// read too (readFallback), with the reference's metrics read once for both, and the scaling
/// of every run (projectScaling) when one of them ran on more than one process.
PILOT_CORE_EXPORT PilotResults computePilotResults(const Project &project, const QString &projectFolder);

} // namespace pilot
