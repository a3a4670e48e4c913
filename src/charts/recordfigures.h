#pragma once

#include "core/project/project.h"
#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

namespace pilot::app {

/// Draws the figures `document` holds (RecordDocument::figures) with the charts the stages use
/// — the loss curves with their tolerance band (CurveChart), the time chain (TimeChainChart)
/// and break-even (BreakEvenChart) — from `results`, in the document's language, in a light
/// theme whatever the desktop's, as PNG at twice the size they are shown. A figure whose data
/// `results` lacks is left out. Needs a QApplication (the offscreen platform will do); GUI
/// thread only.
RecordImages drawRecordFigures(const RecordDocument &document, const Project &project, const PilotResults &results);

} // namespace pilot::app
