#pragma once

class QWidget;

namespace pilot::app {

// The project's text and number fields commit what was typed when they lose the keyboard focus
// (editingFinished). These two handle the moments where that matters.

/// Commits a value typed into the field that has the focus inside `root` (takes the focus away
/// and gives it back), so that a save prompt sees the edit before the window closes.
void commitTypedValue(QWidget *root);

/// Takes the focus from a field inside `root` without its focus-out signals: for destructors,
/// where a commit would reach an object already half destroyed (undefined behaviour, found by
/// the sanitizers).
void dropFocusQuietly(QWidget *root);

} // namespace pilot::app
