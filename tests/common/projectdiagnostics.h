#pragma once
// The first error of a project file's reading as "line:col: message" (no file name), and the
// check that an error sits at a place and says a thing: what the project readers' tests assert.

#include "core/project/projectreader.h"

#include <QString>

namespace pilot::testing {

inline QString firstError(const ProjectLoadResult &r)
{
    for (const Diagnostic &d : r.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            return QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message);
    }
    return QString();
}

/// Whether `got` (a firstError) is at the place `expected` starts with ("line:col:") and holds
/// the rest of `expected`.
inline bool locatedAs(const QString &got, const QString &expected)
{
    const QString location = expected.section(QLatin1Char(' '), 0, 0);
    const QString fragment = expected.section(QLatin1Char(' '), 1);
    return got.startsWith(location + QLatin1Char(' ')) && got.contains(fragment);
}

} // namespace pilot::testing
