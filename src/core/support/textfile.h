#pragma once

#include "pilot_core_export.h"
#include "core/support/diagnostic.h"

#include <QByteArray>

namespace pilot {

/// Reads a human-edited text file defensively before any parser sees it: refuses anything but
/// a regular file (a named pipe, a device, a folder; see RegularFile) without blocking, files
/// over `maxBytes`, binary content (NUL bytes) and invalid UTF-8, each with a located
/// diagnostic. Qt resource paths (":/…") are read as they are.
/// Returns false and appends to `diagnostics` when the file cannot be used.
PILOT_CORE_EXPORT bool readTextFile(const QString &path, qint64 maxBytes, QByteArray *content, Diagnostics *diagnostics);

/// Byte offset of the first invalid UTF-8 sequence, or -1 when `text` is valid UTF-8.
PILOT_CORE_EXPORT qsizetype firstInvalidUtf8(const QByteArray &text);

} // namespace pilot
