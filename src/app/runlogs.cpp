#include "runlogs.h"

#include "core/support/regularfile.h"

#include <QByteArray>
#include <QDir>
#include <QFileInfo>

namespace pilot::app {

namespace {

LogTail readTail(const QString &path, qint64 maxBytes)
{
    LogTail tail;
    if (!QFileInfo::exists(path))
        return tail;
    pilot::RegularFile file;
    if (!file.open(path)) {
        tail.error = file.error();
        return tail;
    }
    tail.size = file.size();
    const qint64 from = std::max<qint64>(0, tail.size - maxBytes);
    QByteArray bytes(tail.size - from, Qt::Uninitialized);
    const qint64 got = file.readAt(bytes.data(), bytes.size(), from);
    if (got < 0) {
        tail.error = file.error();
        return tail;
    }
    bytes.truncate(got);
    tail.cut = from > 0;
    // A line cut at the front would only confuse: start at the first whole one.
    if (tail.cut) {
        const qsizetype newline = bytes.indexOf('\n');
        bytes = newline >= 0 ? bytes.mid(newline + 1) : QByteArray();
    }
    tail.text = QString::fromUtf8(bytes);
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
