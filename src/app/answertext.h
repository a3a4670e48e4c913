#pragma once

#include <QString>

namespace pilot::app {

/// "yes" / "no" / "unknown" of a decision row in the current UI language.
QString answerText(const QString &key);

} // namespace pilot::app
