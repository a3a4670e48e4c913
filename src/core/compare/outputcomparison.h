#pragma once

#include "pilot_core_export.h"
#include "core/runs/runmetrics.h"

#include <QList>
#include <QString>

namespace pilot {

/// A piece of a character-level difference between a reference text and a pilot text.
struct DiffSegment
{
    enum Kind { Same, OnlyReference, OnlyPilot };
    Kind kind = Same;
    QString text;
};

/// The character-level difference (a longest common subsequence): segments in reading order,
/// removed (reference only) before added (pilot only) where both occur. Texts longer than
/// `maxLength` characters are compared on their common prefix and suffix only, the middle
/// shown as replaced, so a runaway generation cannot stall the GUI.
PILOT_CORE_EXPORT QList<DiffSegment> characterDiff(const QString &reference, const QString &pilot, int maxLength = 4000);

/// 1 - Levenshtein distance / length of the longer text: 1 for equal texts, 0 for nothing in
/// common (both empty: 1).
PILOT_CORE_EXPORT double similarity(const QString &a, const QString &b);

/// One validation prompt at one evaluation step, both runs' outputs beside the expected one.
struct OutputRow
{
    QString id;
    QString prompt;
    QString expected;
    QString reference; ///< the reference run's output
    QString pilot;     ///< the pilot run's output
    bool referenceExact = false;
    bool pilotExact = false;
    double similarity = 0; ///< between the two outputs
    bool hasReference = false, hasPilot = false;
};

/// Steps at which either run logged samples, ascending.
PILOT_CORE_EXPORT QList<qint64> sampleSteps(const RunMetrics &reference, const RunMetrics &pilot);

/// The samples of both runs at `step`, matched by prompt id (a prompt only one run has still
/// gets a row). Exact match compares the output with the expected text after trimming.
PILOT_CORE_EXPORT QList<OutputRow> compareOutputs(const RunMetrics &reference, const RunMetrics &pilot, qint64 step);

} // namespace pilot
