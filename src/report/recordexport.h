#pragma once

#include "core/record/decisionrecord.h"

#include <QString>

namespace pilot {

/// Writes the decision record to `path` in the format its suffix names: .md, .html or .pdf
/// (case-insensitive). The whole file is rendered in memory first, then written to a temporary
/// file beside `path`, flushed and renamed over it (writeFileAtomically): on any failure — a
/// full disk, a missing folder, no permission — `path` keeps its old content, no partial file
/// is left, and `error` says why. Returns whether the file was written.
///
/// Figures come from `images` (recordFigures draws them): embedded in HTML and PDF; for
/// Markdown each is written as "<name>-<figure>.png" beside `path` and linked. A figure without
/// an image is left out.
bool exportRecord(const DecisionRecord &record, const QString &path, QString *error, const RecordImages &images = {});

} // namespace pilot
