#pragma once

#include <QString>

namespace pilot::app {

/// The question of the decision matrix behind an id, in the current UI language; unknown ids
/// (a team's own rows) are shown as written.
QString questionTitle(const QString &id);

/// "yes" / "no" / "unknown" in the current UI language.
QString answerText(const QString &key);

} // namespace pilot::app
