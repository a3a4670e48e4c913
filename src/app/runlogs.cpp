#include "runlogs.h"

#include "core/support/filetail.h"

#include <QByteArray>
#include <QDir>
#include <QFileInfo>

namespace pilot::app {

namespace {

LogTail readTail(const QString &path, qint64 maxBytes)
{
    // The core's reader: regular files only, and a line cut at the front dropped.
    const FileTail file = readFileTail(path, maxBytes);
    LogTail tail;
    tail.size = file.size;
    tail.cut = file.cut;
    tail.error = file.error;
    tail.text = QString::fromUtf8(file.bytes);
    return tail;
}

} // namespace

RunLogs readRunLogs(const QString &runDir, qint64 maxBytes)
{
    const QDir logs(QDir(runDir).filePath(QStringLiteral("logs")));
    return {readTail(logs.filePath(QStringLiteral("stdout.log")), maxBytes),
            readTail(logs.filePath(QStringLiteral("stderr.log")), maxBytes)};
}

} // namespace pilot::app
