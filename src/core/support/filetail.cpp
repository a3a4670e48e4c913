#include "core/support/filetail.h"

#include "core/support/regularfile.h"

#include <QFileInfo>

#include <algorithm>

namespace pilot {

FileTail readFileTail(const QString &path, qint64 maxBytes)
{
    FileTail tail;
    const QFileInfo there(path);
    if (!there.exists() && !there.isSymLink())
        return tail;
    RegularFile file;
    if (!file.open(path)) {
        tail.error = file.error();
        return tail;
    }
    tail.size = file.size();
    const qint64 from = std::max<qint64>(0, tail.size - std::max<qint64>(0, maxBytes));
    QByteArray bytes(tail.size - from, Qt::Uninitialized);
    const qint64 got = file.readAt(bytes.data(), bytes.size(), from);
    if (got < 0) {
        tail.error = file.error();
        return tail;
    }
    bytes.truncate(got);
    tail.cut = from > 0;
    if (tail.cut) {
        const qsizetype newline = bytes.indexOf('\n');
        bytes = newline >= 0 ? bytes.mid(newline + 1) : QByteArray();
    }
    tail.bytes = bytes;
    return tail;
}

} // namespace pilot
