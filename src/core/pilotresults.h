#pragma once

#include "pilot_core_export.h"
#include "project.h"
#include "runcomparison.h"

#include <QString>

namespace pilot {

/// The comparison of a project's first reference run with its first pilot run, for the
/// decision record's "Pilot results" section.
struct PilotResults
{
    bool available = false; ///< both runs were read
    QString reference;      ///< the runs as the project names them (label, else path)
    QString pilot;
    QString problem;        ///< why not available (a run missing or unreadable)
    LossComparison loss;
    QList<MetricComparison> validation;
};

/// Reads both runs (run folders with metrics.jsonl, or other tools' files) relative to the
/// project's folder and compares them against the project's acceptance limits. Does file I/O:
/// call it off the GUI thread for large runs. Without a reference and a pilot run in the
/// project, `available` is false and `problem` empty.
PILOT_CORE_EXPORT PilotResults computePilotResults(const Project &project, const QString &projectFolder);

} // namespace pilot
