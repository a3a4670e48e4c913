#pragma once

#include "core/project/evidence.h"

#include <QPalette>

class QTableWidget;

namespace pilot::app {

/// Marks the evidence cells of a decision table (column `column`, the row's id in column 0's
/// Qt::UserRole): a tool tip that says what each entry is — a link, a file or run of the
/// project, a path that points at nothing (the cell turns the theme's "bad" colour for
/// `palette`, the page's: a page hears of a palette change before its table does), one outside
/// the project (not looked up) — from facts looked up before, never from the disk. An entry whose place is not
/// among `facts` yet is said to be being looked up.
void markEvidenceColumn(QTableWidget *table, int column, const Project &project, const QString &projectFolder,
                        const EvidenceFactsByPath &facts, const QPalette &palette);

} // namespace pilot::app
