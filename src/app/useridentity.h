#pragma once

class QWidget;

namespace pilot::app {

/// Asks for the name locks and change-log entries are recorded under, offering the one in use
/// (the name given before, else the system's), and keeps it (ProjectDocument::setUserName).
/// False when the user cancels or leaves it empty.
bool askUserName(QWidget *parent);

} // namespace pilot::app
