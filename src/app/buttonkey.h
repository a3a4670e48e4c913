#pragma once

#include <QKeySequence>

class QAbstractButton;

namespace pilot::app {

/// Gives `button` a key beside the mnemonic of its text (F5, Ctrl+Shift+E, Alt+Right…). A
/// button holds one shortcut, and setting its text replaces that with the text's Alt+letter,
/// so a key set with setShortcut() is lost at the first (re)translation. The key presses the
/// button while the button is on screen in the active window and enabled.
void addButtonKey(QAbstractButton *button, const QKeySequence &key);

} // namespace pilot::app
