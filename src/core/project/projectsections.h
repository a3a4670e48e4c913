#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"

#include <QFlags>

namespace pilot {

/// The parts of a project that are shown and used apart from each other. A view reloads only
/// for the sections it shows, so typing in the notes does not re-read runs or re-check evidence.
enum class ProjectSection : unsigned {
    Heading = 1u << 0,     ///< title, authors, created
    Decision = 1u << 1,    ///< the decision rows: answers, reasons, evidence
    Profile = 1u << 2,     ///< the task profile
    Limits = 1u << 3,      ///< the acceptance limits, their lock and change log
    Runs = 1u << 4,        ///< the run list: paths, roles, labels
    Assumptions = 1u << 5, ///< the calculators' inputs and the price table
    Notes = 1u << 6,
    Decided = 1u << 7, ///< the date of the decision
    /// Which file the project is (a load, a new project): every path of the project resolves
    /// against it, so whatever was read from disk for the old one is void.
    Place = 1u << 8,
    Runtime = 1u << 9,   ///< the runtime settings per backend and the CPU-fallback rules file
    Fallback = 1u << 10, ///< the fallback plan: emergency profile, target, export interval, re-check
    Prices = 1u << 11,   ///< which price each run or target is charged at (`prices`)
    /// The cost horizon (`cost_horizon`): costed from figures already measured, so a change
    /// needs no run read again.
    Horizon = 1u << 12,
};
Q_DECLARE_FLAGS(ProjectSections, ProjectSection)
Q_DECLARE_OPERATORS_FOR_FLAGS(ProjectSections)

/// Every section: what a load or a new project changes.
PILOT_CORE_EXPORT ProjectSections allProjectSections();

/// The sections in which `after` differs from `before` (never Place: a project value does not
/// know its file). The text the project was read from (sourceYaml) is no section.
PILOT_CORE_EXPORT ProjectSections changedSections(const Project &before, const Project &after);

} // namespace pilot
