#pragma once

#include "core/decision/decisionengine.h"

#include <QMap>
#include <QStringList>

namespace pilot::app {

/// What the matrix's Effect column says about a row, and why (its tool tip).
struct RowEffect
{
    QStringList words;     ///< "decided it", "do first" / "to find out", "conflict", "not counted"
    QStringList notes;     ///< tool tip lines: the do-first task, each conflict, why a row does not count
    QStringList conflicts; ///< the conflict lines alone, also the answer's tool tip
    bool decided = false;
    bool warn = false; ///< a conflict, or an id that looks misspelt
};

/// What each row does to `outcome`, by row id, in the current UI language: decided it (only
/// when a project is open), is a task to do first or to find out, is contradicted by the
/// project's data or another answer, or does not count (an id no question has). Rows that
/// do nothing are absent.
QMap<QString, RowEffect> rowEffects(const DecisionOutcome &outcome, bool projectOpen);

/// A key that changes whenever what rowEffects() shows changes, to rebuild only then.
QStringList rowEffectsKey(const QMap<QString, RowEffect> &effects);

} // namespace pilot::app
