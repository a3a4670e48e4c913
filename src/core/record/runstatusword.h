#pragma once

#include <QString>

namespace pilot {

/// A run's status (RunSummary::status: completed, failed, aborted, running, lost, unverified,
/// empty, imported) as a record in `language` writes it; another status as it is.
QString runStatusWord(const QString &status, const QString &language);

} // namespace pilot
