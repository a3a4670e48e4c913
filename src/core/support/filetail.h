#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QString>

namespace pilot {

/// The end of a file that keeps growing (a log, a monitor stream).
struct FileTail
{
    QByteArray bytes; ///< at most the asked-for bytes; when cut, from the first whole line
    qint64 size = -1; ///< the file's size when read; -1 when nothing is at the path
    bool cut = false; ///< the file holds more than `bytes`
    QString error;    ///< why it cannot be read (not a regular file, …), without the path; empty otherwise
};

/// Reads the last `maxBytes` of `path` (a regular file, or a link to one; see RegularFile).
/// A piece of a line at the front is dropped so the text starts at a whole line. Nothing at the
/// path gives size -1 and no error. Blocks on file I/O.
PILOT_CORE_EXPORT FileTail readFileTail(const QString &path, qint64 maxBytes);

} // namespace pilot
