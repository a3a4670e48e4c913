#pragma once

#include <QString>

namespace pilot {
struct Assumptions;
struct Device;
} // namespace pilot

namespace pilot::app {

/// The Plan stage's memory estimate as rich text: a table of what one device holds for the
/// project's model and training setup, and, for `device` (may be null: no verdict), whether it
/// fits alone, with which parallelism, or not at all, with the source of the device figure.
/// Device names in `language`, numbers in the user's locale; all text from the project or the
/// device table is escaped.
QString memoryResultText(const Assumptions &a, const Device *device, const QString &language);

/// The amortisation result as rich text: preparation, cost and saving per hour, break-even and
/// net over the plan in the project's currency; or, while assumptions are missing, how many.
QString amortisationResultText(const Assumptions &a);

} // namespace pilot::app
