#pragma once

#include "core/support/diagnostic.h"
#include "core/support/textfile.h"

#include <QtGlobal>

#include <optional>

namespace pilot {

/// Human-edited data files (rules, device tables) share one way in: read defensively, parse
/// with located errors. `T::parse(text, fileName, diagnostics)` does the parsing.
inline constexpr qint64 kMaxDataFileBytes = 1024 * 1024;

template<typename T>
std::optional<T> loadDataFile(const QString &path, Diagnostics *diagnostics)
{
    QByteArray text;
    if (!readTextFile(path, kMaxDataFileBytes, &text, diagnostics))
        return std::nullopt;
    return T::parse(text, path, diagnostics);
}

/// A data file shipped inside the program: an error in it is a build defect, so it stops.
template<typename T>
T loadBuiltInDataFile(const QString &resource)
{
    Diagnostics diagnostics;
    const auto loaded = loadDataFile<T>(resource, &diagnostics);
    if (!loaded)
        qFatal("built-in data file is invalid: %s",
               diagnostics.isEmpty() ? qPrintable(resource) : qPrintable(diagnostics.constFirst().toString()));
    return *loaded;
}

} // namespace pilot
