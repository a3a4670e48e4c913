#pragma once

#include "core/project/project.h"

#include <QString>

namespace pilot::app {

/// A run's role (reference, pilot, fallback) in the UI language: one word for every page.
QString roleTitle(RunRole role);

/// A run summary's status (RunSummary::status: completed, aborted, failed, running, lost,
/// unverified, imported, empty) in the UI language; the status itself when it is none of those.
QString runStatusTitle(const QString &status);

} // namespace pilot::app
