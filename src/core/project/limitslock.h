#pragma once

#include "pilot_core_export.h"
#include "core/project/project.h"

#include <QStringList>

#include <optional>

namespace pilot {

/// The acceptance limits' keys, as the project file names them, in the order of limitFields()
/// (projectfields.h, where each limit is defined).
PILOT_CORE_EXPORT QStringList limitKeys();
PILOT_CORE_EXPORT std::optional<double> limitValue(const AcceptanceLimits &limits, const QString &key);

/// Why `value` is not acceptable for the limit `key` (empty when it is): no limit is below its
/// field's minimum (0), fractions (relative deviations, the output-quality threshold) lie in [0, 1].
PILOT_CORE_EXPORT QString checkLimit(const QString &key, std::optional<double> value);

/// Whether a pilot has started, so the limits must be locked: the project lists a run in the
/// pilot role.
PILOT_CORE_EXPORT bool pilotStarted(const Project &project);

/// Locks the limits (no effect when they already are).
PILOT_CORE_EXPORT void lockLimits(Project *project, const QString &author, const QString &reason, const QDateTime &at);

/// Sets one limit. Before the lock it simply changes. After the lock it needs an author and a
/// reason and appends a LimitChange; an unchanged value changes nothing. Returns false with
/// `error` set when the value is invalid or author or reason are missing.
PILOT_CORE_EXPORT bool changeLimit(Project *project, const QString &key, std::optional<double> value, const QString &author,
                                   const QString &reason, const QDateTime &at, QString *error);

/// The value as the project file writes it ("0.05"), empty when not set.
PILOT_CORE_EXPORT QString limitText(std::optional<double> value);

} // namespace pilot
