#pragma once

#include "core/project/project.h"
#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QLocale>

namespace pilot {

/// Adds the "Fallback plan" section of a record: the emergency profile (its path in the
/// project, backend and device, whether it is the pilot's training by job hash), the target,
/// how often the last accepted state is exported, the re-check the team wrote down, and whether
/// the fallback was rehearsed — each run in the role fallback with the step it resumed from,
/// its state and its re-check against the reference. Without a plan the section says there is
/// none, as the decision guide asks for one before the pilot. The facts come from
/// `results.fallback` (readFallback, inside the project folder only); without them the plan is
/// shown as written.
void addFallbackPlan(RecordDocument &doc, const Project &project, const PilotResults &results, const QString &language,
                     const QLocale &locale);

} // namespace pilot
