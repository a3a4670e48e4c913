#pragma once

#include <QString>

namespace pilot::app {

/// The end of one log file of a run (`<run>/logs/stdout.log`, `stderr.log`).
struct LogTail
{
    QString text;      ///< the last bytes, from the first whole line; invalid UTF-8 replaced
    qint64 size = -1;  ///< the file's size; -1 when it is not there
    bool cut = false;  ///< the file holds more than `text`
    QString error;     ///< why it cannot be read (not a regular file, …); empty when missing
};

struct RunLogs
{
    LogTail out, err;
};

/// Bytes of each log the Run stage shows: enough for a trainer's last screens and a traceback.
inline constexpr qint64 kLogTailBytes = 64 * 1024;

/// Reads the last `maxBytes` of the run's stdout and stderr logs (regular files only, as the
/// core opens files from outside). Blocks on file I/O: call it on a worker thread.
RunLogs readRunLogs(const QString &runDir, qint64 maxBytes = kLogTailBytes);

} // namespace pilot::app
